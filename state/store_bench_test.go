package state

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"
)

// benchEvent looks like an engine event: a kind, an agent, a line of text.
func benchEvent(i int) Record {
	return Record{
		Kind: "delta",
		Data: json.RawMessage(fmt.Sprintf(`{"agent":"transfer_money","turn":%d,"text":"Your transfer of $%d.00 to account 1234324 is on its way; it should arrive by tomorrow."}`, i/20, i)),
		Time: t0.Add(time.Duration(i) * time.Millisecond),
	}
}

// benchSession is the state a long conversation might have reached: one
// message for every five events, with notes and an artifact now and then.
func benchSession(id string, events int) *Session {
	s := fullSession()
	s.ID = id
	for i := range events / 5 {
		role, agent := RoleUser, ""
		if i%2 == 1 {
			role, agent = RoleAgent, "transfer_money"
		}
		s.Messages = append(s.Messages, Message{Role: role, Agent: agent, Text: fmt.Sprintf("message %d: please move $%d.00 from checking to savings", i, i), Time: t0})
		if i%4 == 0 {
			s.Notes = append(s.Notes, Note{Kind: NoteRoute, Text: fmt.Sprintf("Choosing transfer_money due to: transfer %d", i), Time: t0})
		}
		if i%100 == 0 {
			s.Artifacts = append(s.Artifacts, Artifact{Title: "Receipt", Body: "From: Checking\nTo: 1234324\nAmount: $500.00", Kind: "receipt", Time: t0})
		}
	}
	return s
}

// fillSession appends n events in batches (the setup is not what is being
// measured; a commit per event would be slow).
func fillSession(b *testing.B, s *Store, id string, from, n int) {
	b.Helper()
	const batch = 1000
	for i := from; i < from+n; i += batch {
		recs := make([]Record, 0, batch)
		for j := i; j < min(i+batch, from+n); j++ {
			recs = append(recs, benchEvent(j))
		}
		if err := s.AppendBatch(id, recs); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoad10kEvents is resume of a 10,000-event session (R24: ≤ 500 ms):
// the snapshot taken at event 9,000 plus the 1,000 events after it.
// The NoSnapshot case is the worst one: all 10,000 events after the first
// snapshot.
func BenchmarkLoad10kEvents(b *testing.B) {
	for _, bc := range []struct {
		name   string
		snapAt int
	}{
		{"SnapshotAt9000", 9000},
		{"NoSnapshot", 0},
	} {
		b.Run(bc.name, func(b *testing.B) {
			s := openTestStore(b)
			id := "bench-load"
			if err := s.Create(New(id, "bank", t0)); err != nil {
				b.Fatal(err)
			}
			fillSession(b, s, id, 1, bc.snapAt)
			if bc.snapAt > 0 {
				if err := s.Snapshot(id, benchSession(id, bc.snapAt), int64(bc.snapAt)); err != nil {
					b.Fatal(err)
				}
			}
			fillSession(b, s, id, bc.snapAt+1, 10000-bc.snapAt)
			want := 10000 - bc.snapAt
			b.ReportAllocs()
			for b.Loop() {
				sess, recs, err := s.Load(id)
				if err != nil {
					b.Fatal(err)
				}
				if len(recs) != want || recs[len(recs)-1].Seq != 10000 || sess.ID != id {
					b.Fatalf("Load gave %d events, want %d", len(recs), want)
				}
			}
		})
	}
}

// BenchmarkAppend is one event in a commit of its own.
func BenchmarkAppend(b *testing.B) {
	s := openTestStore(b)
	if err := s.Create(New("bench-append", "bank", t0)); err != nil {
		b.Fatal(err)
	}
	r := benchEvent(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Append("bench-append", r.Kind, r.Data, r.Time); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppendBatch20 is a turn's worth of events in one commit.
func BenchmarkAppendBatch20(b *testing.B) {
	s := openTestStore(b)
	if err := s.Create(New("bench-batch", "bank", t0)); err != nil {
		b.Fatal(err)
	}
	recs := make([]Record, 20)
	b.ReportAllocs()
	for b.Loop() {
		for i := range recs {
			recs[i] = benchEvent(i)
		}
		if err := s.AppendBatch("bench-batch", recs); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSnapshot is the end-of-turn snapshot of a 10,000-event session.
func BenchmarkSnapshot(b *testing.B) {
	s := openTestStore(b)
	id := "bench-snap"
	if err := s.Create(New(id, "bank", t0)); err != nil {
		b.Fatal(err)
	}
	fillSession(b, s, id, 1, 10)
	sess := benchSession(id, 10000)
	b.ReportAllocs()
	for b.Loop() {
		if err := s.Snapshot(id, sess, 10); err != nil {
			b.Fatal(err)
		}
	}
}
