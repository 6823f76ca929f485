package concierge

// Saving the session as it goes (R22, R43, R44).
//
// Every event is a record in the store. A turn writes its own records and
// one small state record (the session without its transcript lists); a
// full snapshot is taken only now and then (snapshotMin), so the cost of
// a turn does not grow with the history. What the user typed and the
// records around a side effect are written at once; the rest of a turn is
// written together at its end, one sync for the lot.
//
// Saving never silently stops: when the store fails (busy, full, read
// only), the records wait in memory, the front end is told "not saved
// yet", and the next write tries again after a backoff.

import (
	"encoding/json"
	"errors"
	"time"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// Record kinds that are not events: they exist only in the store.
const (
	// kindState is the session without its messages, notes and artifacts,
	// which the events rebuild: the speaker, stack, facts, work, pending.
	kindState = "state"
	// kindRollback says a turn was rolled back: the transcript lists go
	// back to the lengths it holds.
	kindRollback = "rollback"
	// kindRecovered closes a turn a crash cut short, once a resume has
	// rebuilt the session and said what of it stands.
	kindRecovered = "recovered"
)

// A full snapshot is taken once the records written since the last one
// weigh at least snapshotMin bytes and twice as much as everything
// written before it. The snapshots' sizes then grow geometrically, so all
// of them together cost about half as much as the records themselves (the
// storage grows with the turns, not with their square), while resuming
// replays at most about two thirds of the session's records.
const snapshotMin = 256 << 10

// SaveStatus: whether everything the session did is on disk. It goes to
// the front end only (it is about the store, so it is never stored).
type SaveStatus struct {
	Saved  bool
	Reason string // why not, when not
	// Stopped: saving has stopped for good, and the session is read-only
	// from now on: another concierge took it over (R55). Reason says so
	// in one sentence.
	Stopped bool
}

func (SaveStatus) isEvent() {}

// lengths are the transcript lists' lengths, for a rollback record.
type lengths struct{ Messages, Notes, Artifacts int }

// saver is the engine's side of the store.
type saver struct {
	store   SessionStore
	created bool           // the session's row exists in the store
	lastSeq int64          // the last record written
	since   int            // bytes of records written since the last full snapshot
	before  int            // bytes of records written before it
	unsaved []state.Record // records waiting to be written
	failure error          // the last write's error; nil when all is on disk
	lost    bool           // the session's lease was lost: nothing is written again
	retryAt time.Time      // no write is tried before this after a failure
	backoff time.Duration
	title   string         // the listing's title, once known
	initial *state.Session // the session as it was when it began, until it is created
	// waiting: a new session with no user message yet; nothing is written
	// until one comes (R56: a session the user says nothing in is not kept)
	waiting bool
}

// record queues one store record (not an event: nothing reaches the sink).
func (e *Engine) record(kind string, v any) {
	if e.sv.store == nil {
		return
	}
	data, err := json.Marshal(v)
	if err != nil {
		return
	}
	e.sv.unsaved = append(e.sv.unsaved, state.Record{Kind: kind, Data: data, Time: e.clock()})
}

// durable writes every waiting record now and reports whether all of them
// are on disk. With no store there is nothing to lose.
func (e *Engine) durable() bool {
	if e.sv.store == nil {
		return true
	}
	e.flush(true)
	return len(e.sv.unsaved) == 0
}

// flush writes the waiting records. After a failure it waits for the
// backoff unless now is set (a side effect waits for its intent record,
// R42: it tries at once).
func (e *Engine) flush(now bool) {
	sv := &e.sv
	if sv.store == nil || len(sv.unsaved) == 0 || sv.lost {
		return
	}
	if sv.failure != nil && !now && time.Now().Before(sv.retryAt) {
		return
	}
	if sv.waiting {
		if !e.userSpoke() {
			return
		}
		sv.waiting = false
	}
	err := e.ensureCreated()
	if err == nil {
		err = sv.store.SaveTurn(e.sess.ID, sv.unsaved, state.Listing{Title: e.title(), Messages: len(e.sess.Messages)})
	}
	if err != nil {
		e.saveFailed(err)
		return
	}
	sv.lastSeq = sv.unsaved[len(sv.unsaved)-1].Seq
	for _, r := range sv.unsaved {
		sv.since += len(r.Data)
	}
	sv.unsaved = nil
	if sv.failure != nil {
		sv.failure, sv.backoff = nil, 0
		e.sink(SaveStatus{Saved: true})
	}
}

// userSpoke reports whether the session holds a message of the user's.
func (e *Engine) userSpoke() bool {
	for _, m := range e.sess.Messages {
		if m.Role == state.RoleUser {
			return true
		}
	}
	return false
}

func (e *Engine) ensureCreated() error {
	if e.sv.created {
		return nil
	}
	first := e.sv.initial
	if first == nil {
		first = e.sess
	}
	if err := e.sv.store.Create(first); err != nil {
		return err
	}
	e.sv.created, e.sv.initial = true, nil
	return nil
}

// saveFailed keeps the records for the next try and says so, once per
// run of failures: losing the record of a conversation must not stop the
// conversation (R25), and saving is never given up (R43).
func (e *Engine) saveFailed(err error) {
	sv := &e.sv
	if errors.Is(err, state.ErrLeaseLost) {
		// another concierge took the session over: writing on would
		// interleave two conversations in one log (R55), so this one
		// stops, and becomes a view of what it had
		if !sv.lost {
			sv.lost, sv.failure = true, err
			e.readOnly = true
			e.sink(SaveStatus{Reason: err.Error(), Stopped: true})
		}
		return
	}
	first := sv.failure == nil
	sv.failure = err
	switch {
	case sv.backoff == 0:
		sv.backoff = 500 * time.Millisecond
	case sv.backoff < 30*time.Second:
		sv.backoff *= 2
	}
	sv.retryAt = time.Now().Add(sv.backoff) // real time: the injected clock may stand still
	if first {
		e.sink(SaveStatus{Reason: err.Error()})
	}
}

// saveState queues the session's state record and writes what waits.
func (e *Engine) saveState() {
	if e.sv.store == nil {
		return
	}
	e.record(kindState, coreOf(e.sess))
	e.flush(false)
}

// saveTurn ends a turn's saving: its records, its state, and now and then
// a full snapshot.
func (e *Engine) saveTurn() {
	e.saveState()
	sv := &e.sv
	if sv.store == nil || len(sv.unsaved) > 0 || sv.since < max(snapshotMin, 2*sv.before) {
		return
	}
	e.fullSnapshot()
}

// fullSnapshot stores the whole session as of the last record written.
func (e *Engine) fullSnapshot() {
	sv := &e.sv
	if sv.store == nil || len(sv.unsaved) > 0 || !sv.created || sv.lost {
		return
	}
	if err := sv.store.Snapshot(e.sess.ID, e.sess, sv.lastSeq); err != nil {
		e.saveFailed(err)
		return
	}
	sv.before += sv.since
	sv.since = 0
}

// Saved reports whether everything the session did is on disk, and why
// not when it is not.
func (e *Engine) Saved() (bool, string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.sv.failure != nil && len(e.sv.unsaved) > 0 {
		return false, e.sv.failure.Error()
	}
	return true, ""
}

// Flush tries once more to write what waits (a front end calls it when
// idle, so that a store that freed up is written to without a new turn).
func (e *Engine) Flush() {
	if !e.mu.TryLock() {
		return // a turn runs: it writes at its end anyway
	}
	defer e.mu.Unlock()
	e.flush(false)
}

// coreOf is the session without the lists its events rebuild: what a
// state record holds. It is a shallow copy, so a turn's cost does not grow
// with the transcript.
func coreOf(s *state.Session) state.Session {
	c := *s
	c.Messages, c.Notes, c.Artifacts = nil, nil, nil
	return c
}

// title is what a listing shows for the session: its first unmasked user
// message, found once.
func (e *Engine) title() string {
	if e.sv.title != "" {
		return e.sv.title
	}
	for _, m := range e.sess.Messages {
		if m.Role == state.RoleUser && !m.Masked {
			if t := SanitizeLine(reading.Clip(m.Text, 60)); t != "" {
				e.sv.title = t
				break
			}
		}
	}
	return e.sv.title
}
