package state

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// Loading a session to resume it, from its tail (R55). Up to two thirds of
// a long session's records may come after its last snapshot (saving.go),
// and most of those are the turns' traces (hops, tool calls, statuses,
// state records) that a rebuild would decode only to throw away: each
// state record replaces the one before it. LoadTail leaves those out, in SQL, and returns only what the
// rebuild uses: the transcript's records wherever they are, the last state
// record before the last turn, and every record of that turn (which a
// crash may have cut short).

// Tail names the record kinds LoadTail reads. The store does not know the
// caller's kinds, so the caller says which they are.
type Tail struct {
	// Turn is the kind of the record that starts a turn: every record from
	// the last one on is read.
	Turn string
	// State is the kind of the record holding the session's state: the
	// last one before that turn is read (later ones are in the turn).
	State string
	// Keep are the kinds read wherever they are: the transcript's.
	Keep []string
}

// LoadTail is Load reading only what Tail asks for among the records after
// the snapshot, and the last record, whatever its kind. A record whose kind is not text (a damaged row: it may
// have been anything) is read too.
func (s *Store) LoadTail(id string, t Tail) (*Session, []Record, error) {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, nil, fmt.Errorf("load session %s: %w", id, s.explain(err))
	}
	defer tx.Rollback()
	sess, after, num, err := s.snapshotIn(ctx, tx, id)
	if err != nil {
		return nil, nil, err
	}
	lo, hi := eventKey(num, max(after, 0)), eventKey(num, maxSeq)
	// the last turn's first record, and the last state record before it:
	// both found by walking the keys back from the end, which stops at the
	// first match instead of scanning the session
	turn := hi + 1
	err = tx.QueryRowContext(ctx, `SELECT key FROM events WHERE key > ? AND key <= ? AND kind = ?
		ORDER BY key DESC LIMIT 1`, lo, hi, t.Turn).Scan(&turn)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, nil, fmt.Errorf("load session %s: %w", id, s.explain(err))
	}
	state := lo
	err = tx.QueryRowContext(ctx, `SELECT key FROM events WHERE key > ? AND key < ? AND kind = ?
		ORDER BY key DESC LIMIT 1`, lo, turn, t.State).Scan(&state)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, nil, fmt.Errorf("load session %s: %w", id, s.explain(err))
	}
	// and the last record, whatever its kind: the caller learns the seq
	// the session is at
	last := lo
	err = tx.QueryRowContext(ctx, `SELECT key FROM events WHERE key > ? AND key <= ? ORDER BY key DESC LIMIT 1`, lo, hi).Scan(&last)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, nil, fmt.Errorf("load session %s: %w", id, s.explain(err))
	}
	args := []any{lo, hi, turn, state, last}
	marks := make([]string, len(t.Keep))
	for i, k := range t.Keep {
		marks[i] = "?"
		args = append(args, k)
	}
	keep := "0"
	if len(marks) > 0 {
		keep = "kind IN (" + strings.Join(marks, ", ") + ")"
	}
	rows, err := tx.QueryContext(ctx, `SELECT key, kind, data, time FROM events
		WHERE key > ? AND key <= ? AND (key >= ? OR key = ? OR key = ? OR typeof(kind) <> 'text' OR `+keep+`)
		ORDER BY key`, args...)
	if err != nil {
		return nil, nil, fmt.Errorf("load session %s: %w", id, s.explain(err))
	}
	recs, err := s.scanEvents(rows, num)
	if err != nil {
		return nil, nil, fmt.Errorf("load session %s: %w", id, err)
	}
	return sess, recs, nil
}
