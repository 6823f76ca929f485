package state

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

func deltas(from, to int) []Record {
	var recs []Record
	for i := from; i <= to; i++ {
		recs = append(recs, Record{Kind: "delta", Data: eventData(i), Time: t0.Add(time.Duration(i) * time.Millisecond)})
	}
	return recs
}

// A turn as the engine writes it: the user's message alone, then the rest
// with the listing. Seqs go on from one call to the next, and Load gives
// the snapshot and every record after it.
func TestStoreSaveTurn(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	sess := New("turns", "bank", t0)
	if err := s.Create(sess); err != nil {
		t.Fatal(err)
	}
	if err := s.AppendBatch("turns", deltas(1, 1)); err != nil {
		t.Fatal(err)
	}
	recs := deltas(2, 5)
	if err := s.SaveTurn("turns", recs, Listing{Title: "  move\n$500 \x1b[2J", Messages: 2}); err != nil {
		t.Fatal(err)
	}
	for i, r := range recs {
		if r.Seq != int64(i+2) {
			t.Fatalf("record %d has seq %d, want %d", i, r.Seq, i+2)
		}
	}
	// The title is kept once set; the message count follows.
	if err := s.SaveTurn("turns", deltas(6, 7), Listing{Title: "another title", Messages: 4}); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveTurn("turns", nil, Listing{Messages: 5}); err != nil {
		t.Fatal(err)
	}
	list, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].Title != "move $500 [2J" || list[0].Messages != 5 || list[0].Events != 7 {
		t.Fatalf("listing %+v", list)
	}
	full := fullSession()
	full.ID = "turns"
	if err := s.Snapshot("turns", full, 5); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveTurn("turns", deltas(8, 9), Listing{Messages: 6}); err != nil {
		t.Fatal(err)
	}
	got, after, err := s.Load("turns")
	if err != nil {
		t.Fatal(err)
	}
	if marshalString(t, got) != marshalString(t, full) {
		t.Error("Load did not return the snapshot")
	}
	checkRecords(t, after, 6, 9)
	all, err := s.Events("turns")
	if err != nil {
		t.Fatal(err)
	}
	checkRecords(t, all, 1, 9)
}

func TestStoreSaveTurnTitle(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name          string
		stored, given string
		want          string
	}{
		{"set when empty", "", "hello", "hello"},
		{"kept when set", "first", "second", "first"},
		{"empty given keeps empty", "", "", ""},
		{"blank given keeps empty", "", " \n ", ""},
		{"clipped", "", strings.Repeat("é", 61), strings.Repeat("é", 59) + "…"},
		{"invalid utf-8", "", "ok\xff", "ok\uFFFD"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openTestStore(t)
			sess := New("title", "bank", t0)
			if tc.stored != "" {
				sess.Messages = append(sess.Messages, Message{Role: RoleUser, Text: tc.stored})
			}
			if err := s.Create(sess); err != nil {
				t.Fatal(err)
			}
			if err := s.SaveTurn("title", deltas(1, 1), Listing{Title: tc.given, Messages: 3}); err != nil {
				t.Fatal(err)
			}
			list, err := s.List()
			if err != nil || len(list) != 1 {
				t.Fatalf("List = %v, %v", list, err)
			}
			if list[0].Title != tc.want || list[0].Messages != 3 {
				t.Errorf("title %q, messages %d; want %q, 3", list[0].Title, list[0].Messages, tc.want)
			}
		})
	}
}

// A failed SaveTurn writes nothing and leaves its records as they were, so
// the engine can try the same ones again.
func TestStoreSaveTurnErrors(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	if err := s.Create(New("errs", "bank", t0)); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		id   string
		recs []Record
		is   error
		msg  string
	}{
		{"no such session", "nobody", deltas(1, 2), ErrNotFound, "nobody"},
		{"no kind", "errs", []Record{{Kind: "ok"}, {Data: json.RawMessage(`{}`)}}, nil, "no kind"},
		{"bad JSON", "errs", []Record{{Kind: "ok"}, {Kind: "bad", Data: json.RawMessage(`{"a":`)}}, nil, "not valid JSON"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := s.SaveTurn(tc.id, tc.recs, Listing{Title: "should not be set", Messages: 9})
			if err == nil {
				t.Fatal("no error")
			}
			if tc.is != nil && !errors.Is(err, tc.is) {
				t.Errorf("error %v, want %v", err, tc.is)
			}
			if !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("error %q, want it to contain %q", err, tc.msg)
			}
			for _, r := range tc.recs {
				if r.Seq != 0 {
					t.Errorf("a failed SaveTurn set a seq: %+v", r)
				}
			}
		})
	}
	list, _ := s.List()
	if len(list) != 1 || list[0].Events != 0 || list[0].Title != "" || list[0].Messages != 0 {
		t.Fatalf("failed SaveTurns changed the listing: %+v", list)
	}
}

// SaveTurn and Append on one session from two Stores never give a seq
// twice (the counter is bumped in the same transaction as the insert).
func TestStoreSaveTurnSharesSeqWithAppend(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	a, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if err := a.Create(New("both", "bank", t0)); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 2)
	go func() {
		for i := range 50 {
			if err := a.SaveTurn("both", deltas(i, i+2), Listing{Messages: i}); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	go func() {
		for range 50 {
			if _, err := b.Append("both", "user", nil, t0); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	for range 2 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	recs, err := a.Events("both")
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 200 {
		t.Fatalf("%d events, want 200", len(recs))
	}
	for i, r := range recs {
		if r.Seq != int64(i+1) || r.Damaged != "" {
			t.Fatalf("event %d: %+v", i, r)
		}
	}
}

// Sessions' events do not mix, whichever was written last, and deleting
// one leaves the others whole.
func TestStoreEventsStayInTheirSession(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	ids := []string{"first", "second", "third"}
	for _, id := range ids {
		if err := s.Create(New(id, "bank", t0)); err != nil {
			t.Fatal(err)
		}
	}
	for round := range 3 {
		for _, id := range ids {
			from := round*2 + 1
			if err := s.SaveTurn(id, deltas(from, from+1), Listing{}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := s.Delete("second"); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"first", "third"} {
		recs, err := s.Events(id)
		if err != nil {
			t.Fatal(err)
		}
		checkRecords(t, recs, 1, 6)
	}
	// A new session does not see the deleted one's events, even if it
	// reuses its id.
	if err := s.Create(New("second", "bank", t0)); err != nil {
		t.Fatal(err)
	}
	if recs, err := s.Events("second"); err != nil || len(recs) != 0 {
		t.Fatalf("recreated session: %d events, %v", len(recs), err)
	}
}
