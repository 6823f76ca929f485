package concierge

import (
	"context"
	"io"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// benchSession writes, through the engine, a session of about n records
// with the snapshots the engine chooses, and returns its data dir.
func benchSession(b *testing.B, n int64) string {
	b.Helper()
	dir := b.TempDir()
	store, err := state.OpenStore(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer store.Close()
	d, _ := BuiltinDomains().New("bank")
	e, err := New(Config{Domain: d, Store: store, Clock: FixedClock, NewID: func() string { return "big" }})
	if err != nil {
		b.Fatal(err)
	}
	e.Start()
	lines := []string{"what's the price of AAPL?", "check my balance", "seldo", "monkey", "Checking", "thanks", "never mind"}
	for i := 0; e.sv.lastSeq < n; i++ {
		if err := e.Send(context.Background(), lines[i%len(lines)]); err != nil {
			b.Fatal(err)
		}
	}
	return dir
}

// BenchmarkResumeTail100k is R55's resume on its product path: a session
// of 100,000 records read from its tail (LoadTail with ResumeTail), rebuilt
// without copying the snapshot, and made a running engine.
func BenchmarkResumeTail100k(b *testing.B) {
	dir := benchSession(b, 100_000)
	d, _ := BuiltinDomains().New("bank")
	b.ResetTimer()
	for b.Loop() {
		st, err := state.OpenStore(dir)
		if err != nil {
			b.Fatal(err)
		}
		snap, tail, err := st.LoadTail("big", ResumeTail)
		if err != nil {
			b.Fatal(err)
		}
		r := RecoverFrom(snap, tail)
		if _, err := New(Config{Domain: d, Session: r.Session, Recovered: r, Clock: FixedClock}); err != nil {
			b.Fatal(err)
		}
		st.Close()
	}
}

// BenchmarkExportJSON100k is R55's export on its product path: the same
// session's records streamed from the store through the byte-level
// sanitiser to a writer.
func BenchmarkExportJSON100k(b *testing.B) {
	dir := benchSession(b, 100_000)
	st, err := state.OpenStore(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	snap, tail, err := st.LoadTail("big", ResumeTail)
	if err != nil {
		b.Fatal(err)
	}
	sess := RecoverFrom(snap, tail).Session
	b.ResetTimer()
	for b.Loop() {
		err := WriteSessionJSON(io.Discard, sess, func(fn func(state.Record) error) error {
			return st.EachEvent("big", fn)
		}, nil)
		if err != nil {
			b.Fatal(err)
		}
	}
}
