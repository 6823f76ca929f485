package concierge

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// R55: a process that loses its session's lease (another concierge took
// the session over) stops writing to it and says so once, in one
// sentence; the session is read-only from then on, never interleaved.
func TestLeaseLostStopsWriting(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	store, err := state.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	d, _ := BuiltinDomains().New("bank")
	rec := &recorder{}
	e, err := New(Config{Domain: d, Store: store, Sink: rec.sink, Clock: FixedClock, NewID: func() string { return "leased" }})
	if err != nil {
		t.Fatal(err)
	}
	release, err := store.Lock("leased")
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	e.Start()
	say(t, e, "what's the price of AAPL?")

	// another concierge takes the session over, as after a stale lease
	db, err := sql.Open("sqlite", filepath.Join(dir, state.DBName))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`UPDATE leases SET owner = 'the-other-concierge' WHERE session_id = 'leased'`); err != nil {
		t.Fatal(err)
	}
	before := eventCount(t, store, "leased")

	if err := e.Send(context.Background(), "check my balance"); err != nil && !errors.Is(err, ErrReadOnly) {
		t.Fatal(err)
	}
	var stopped []SaveStatus
	for _, ev := range rec.all() {
		if s, ok := ev.(SaveStatus); ok && s.Stopped {
			stopped = append(stopped, s)
		}
	}
	if len(stopped) != 1 || !strings.Contains(stopped[0].Reason, "taken over by another concierge") ||
		strings.Count(stopped[0].Reason, ". ") > 0 {
		t.Fatalf("told %+v; want one sentence saying the session was taken over", stopped)
	}
	if err := e.Send(context.Background(), "what's the price of MSFT?"); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("Send after the lease was lost = %v, want ErrReadOnly", err)
	}
	if after := eventCount(t, store, "leased"); after != before {
		t.Errorf("the session got %d more events after its lease was lost", after-before)
	}
	if ok, _ := e.Saved(); ok {
		t.Error("Saved() says all is on disk after the lease was lost")
	}
}

func eventCount(t *testing.T, s *state.Store, id string) int {
	t.Helper()
	recs, err := s.Events(id)
	if err != nil {
		t.Fatal(err)
	}
	return len(recs)
}
