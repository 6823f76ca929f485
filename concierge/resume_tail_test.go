package concierge

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// R55: a resume reads a session from its tail (state.Store.LoadTail with
// ResumeTail), leaving out earlier turns' traces and state records. That
// must rebuild exactly what reading every record rebuilds, wherever a
// crash cut the session: a session with a login, a failed turn (a
// rollback), a transfer whose follow-up failed (an effect that stands), a
// crash in the middle of a turn and the resume after it (a recovery
// marker) is cut after each of its records in turn, and both readings are
// compared. The resume itself writes its own few records, never a full
// snapshot.
func TestResumeTailRebuildsWhatEverythingDoes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	store, err := state.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	d, _ := BuiltinDomains().New("bank")
	spy := spyOn(d)
	e, err := New(Config{Domain: d, Brain: spy, Store: store, Clock: FixedClock, NewID: func() string { return "tail" }})
	if err != nil {
		t.Fatal(err)
	}
	e.Start()
	loggedInWithBalance(t, e)
	say(t, e, "what's the price of AAPL?")
	spy.interpret = func(context.Context, agents.InterpretInput) (agents.Interpretation, error) {
		return agents.Interpretation{}, errors.New("the server said 500")
	}
	spy.routeTo = func(agents.RouteInput) agents.Route { return agents.Route{Agent: "transfer_money", Reason: "test"} }
	if err := e.Send(context.Background(), "send 500 to 1234324"); err == nil {
		t.Fatal("the failing turn did not fail")
	}
	spy.interpret, spy.routeTo = nil, nil
	toApproval(t, e)
	spy.cont = func(context.Context, agents.ContinueInput) (agents.Continuation, error) {
		return agents.Continuation{}, errors.New("the server said 500")
	}
	if err := e.Approve(context.Background()); err == nil {
		t.Fatal("the follow-up did not fail")
	}
	spy.cont = nil
	say(t, e, "look up MSFT", "send 20 to 1234324")

	db, err := sql.Open("sqlite", filepath.Join(dir, state.DBName))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	cut := func(seq int64) {
		t.Helper()
		if _, err := db.Exec(`DELETE FROM events WHERE session_id = 'tail' AND seq > ?`, seq); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(`UPDATE sessions SET last_seq = ? WHERE id = 'tail'`, seq); err != nil {
			t.Fatal(err)
		}
	}
	// a crash in the middle of the last turn, and a resume after it
	all, err := store.Events("tail")
	if err != nil {
		t.Fatal(err)
	}
	last := all[len(all)-1].Seq
	cut(last - 3)
	snap, recs, err := store.LoadTail("tail", ResumeTail)
	if err != nil {
		t.Fatal(err)
	}
	r := Recover(snap, recs)
	if r.Interrupted == "" {
		t.Fatal("setup: the cut did not interrupt a turn")
	}
	e2, err := New(Config{Domain: d, Session: r.Session, Recovered: r, Store: store, Clock: FixedClock})
	if err != nil {
		t.Fatal(err)
	}
	snapAt := func() (n int64) {
		t.Helper()
		if err := db.QueryRow(`SELECT after_seq FROM snapshots WHERE session_id = 'tail'`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before, beforeSeq := snapAt(), last-3
	e2.Start()
	if snapAt() != before {
		t.Errorf("the resume took a full snapshot (after record %d)", snapAt())
	}
	if n, err := store.Events("tail"); err != nil || int64(len(n))-beforeSeq > 8 {
		t.Errorf("the resume wrote %d records; want only its own few (its notes, the recovery marker, the state)", int64(len(n))-beforeSeq)
	}
	say(t, e2, "seldo", "monkey", "check my balance")

	all, err = store.Events("tail")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d records, the last %s", len(all), all[len(all)-1].Kind)
	for i := len(all) - 1; i >= 0; i-- {
		cut(all[i].Seq)
		snap, every, err := store.Load("tail")
		if err != nil {
			t.Fatal(err)
		}
		snap2, tail, err := store.LoadTail("tail", ResumeTail)
		if err != nil {
			t.Fatal(err)
		}
		want, got := Recover(snap, every), Recover(snap2, tail)
		if !reflect.DeepEqual(want, got) {
			for _, r := range all[max(0, i-12) : i+1] {
				t.Log(r.Seq, r.Kind)
			}
			t.Log(len(tail), tail[len(tail)-1].Seq)
			t.Fatalf("cut after record %d (%s): from the tail\n%+v\nfrom every record\n%+v", all[i].Seq, all[i].Kind, got, want)
		}
		if i == len(all)-1 && len(tail) >= len(every) {
			t.Errorf("the tail read %d records of %d: nothing was left out", len(tail), len(every))
		}
	}
}
