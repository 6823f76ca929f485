package state

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"
)

// Reading a session back. One damaged event row (a disk error, a hand
// edit, a bug of another version) must not make the whole session
// unreadable (R45): it comes back as a Record whose Damaged field says what
// is wrong, and the reader skips it with a warning.

// snapshotIn reads a session's latest snapshot in tx: the session as it
// was, the sequence number it stands after, and the session's number in
// the events' keys. Load and LoadTail both start from it.
func (s *Store) snapshotIn(ctx context.Context, tx *sql.Tx, id string) (sess *Session, after, num int64, err error) {
	var data string
	err = tx.QueryRowContext(ctx, `SELECT p.after_seq, p.data, s.num FROM snapshots p
		JOIN sessions s ON s.id = p.session_id WHERE p.session_id = ?`, id).Scan(&after, &data, &num)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, 0, 0, fmt.Errorf("load session %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, 0, 0, fmt.Errorf("load session %s: %w", id, s.explain(err))
	}
	if sess, err = Unmarshal([]byte(data)); err != nil {
		return nil, 0, 0, fmt.Errorf("load session %s from %s: %w", id, s.path, err)
	}
	return sess, after, num, nil
}

// Load returns the session's latest snapshot and, in order, every event
// recorded after it: the turns saved since (SaveTurn takes no snapshot),
// and the events of a turn that was cut short (a crash after the user's
// message was written). The caller replays them onto the snapshot. The two
// are read in one transaction, so they agree. An event that cannot be read
// is returned with Damaged set (see Record).
func (s *Store) Load(id string) (*Session, []Record, error) {
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
	recs, err := s.events(ctx, tx, num, after)
	if err != nil {
		return nil, nil, fmt.Errorf("load session %s: %w", id, err)
	}
	return sess, recs, nil
}

// Events returns all the session's events in order. An event that cannot
// be read is returned with Damaged set (see Record).
func (s *Store) Events(id string) ([]Record, error) {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("read events of session %s: %w", id, s.explain(err))
	}
	defer tx.Rollback()
	var num int64
	err = tx.QueryRowContext(ctx, `SELECT num FROM sessions WHERE id = ?`, id).Scan(&num)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("read events of session %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("read events of session %s: %w", id, s.explain(err))
	}
	recs, err := s.events(ctx, tx, num, 0)
	if err != nil {
		return nil, fmt.Errorf("read events of session %s: %w", id, err)
	}
	return recs, nil
}

// EachEvent calls fn with each of the session's events in order, reading
// them one at a time, so that the memory it takes does not grow with the
// session (an export, R55); an error from fn stops it and is returned. An
// event that cannot be read is passed with Damaged set (see Record).
func (s *Store) EachEvent(id string, fn func(Record) error) error {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return fmt.Errorf("read events of session %s: %w", id, s.explain(err))
	}
	defer tx.Rollback()
	var num int64
	err = tx.QueryRowContext(ctx, `SELECT num FROM sessions WHERE id = ?`, id).Scan(&num)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("read events of session %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("read events of session %s: %w", id, s.explain(err))
	}
	rows, err := tx.QueryContext(ctx, `SELECT key, kind, data, time FROM events
		WHERE key > ? AND key <= ? ORDER BY key`, eventKey(num, 0), eventKey(num, maxSeq))
	if err != nil {
		return fmt.Errorf("read events of session %s: %w", id, s.explain(err))
	}
	defer rows.Close()
	for rows.Next() {
		var key int64
		var kind, data, at any
		if err := rows.Scan(&key, &kind, &data, &at); err != nil {
			return fmt.Errorf("read events of session %s: %w", id, s.explain(err))
		}
		if err := fn(decodeEvent(key-eventKey(num, 0), kind, data, at)); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read events of session %s: %w", id, s.explain(err))
	}
	return nil
}

// RecentEvents returns the session's last n events (fewer when it has
// fewer), in order: what a resumed screen's trace shows, without reading a
// long history it will never draw (R24).
func (s *Store) RecentEvents(id string, n int) ([]Record, error) {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("read events of session %s: %w", id, s.explain(err))
	}
	defer tx.Rollback()
	var num, last int64
	err = tx.QueryRowContext(ctx, `SELECT num, last_seq FROM sessions WHERE id = ?`, id).Scan(&num, &last)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("read events of session %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("read events of session %s: %w", id, s.explain(err))
	}
	recs, err := s.events(ctx, tx, num, last-int64(n))
	if err != nil {
		return nil, fmt.Errorf("read events of session %s: %w", id, err)
	}
	return recs, nil
}

// events reads the events after seq after of the session numbered num.
// Each column but the key is scanned as whatever SQLite holds (the tables
// are not STRICT, so a TEXT column may hold a BLOB, a NULL or a number), so
// that no row can fail the scan; decodeEvent then judges it.
func (s *Store) events(ctx context.Context, tx *sql.Tx, num, after int64) ([]Record, error) {
	rows, err := tx.QueryContext(ctx, `SELECT key, kind, data, time FROM events
		WHERE key > ? AND key <= ? ORDER BY key`, eventKey(num, max(after, 0)), eventKey(num, maxSeq))
	if err != nil {
		return nil, s.explain(err)
	}
	return s.scanEvents(rows, num)
}

// scanEvents reads the rows of a query of the session numbered num's
// events (key, kind, data, time), and closes them.
func (s *Store) scanEvents(rows *sql.Rows, num int64) ([]Record, error) {
	defer rows.Close()
	recs := []Record{}
	for rows.Next() {
		var key int64
		var kind, data, at any
		if err := rows.Scan(&key, &kind, &data, &at); err != nil {
			return nil, s.explain(err)
		}
		recs = append(recs, decodeEvent(key-eventKey(num, 0), kind, data, at))
	}
	if err := rows.Err(); err != nil {
		return nil, s.explain(err)
	}
	return recs, nil
}

// decodeEvent makes the Record of event n from its row's columns, or a
// damaged one (Data nil, Damaged saying why).
func decodeEvent(n int64, kind, data, at any) Record {
	k, ok := textOf(kind)
	switch {
	case !ok:
		return Record{Seq: n, Damaged: "its kind is not text (" + describeValue(kind) + ")"}
	case k == "":
		return Record{Seq: n, Damaged: "its kind is empty"}
	}
	d, ok := textOf(data)
	switch {
	case !ok:
		return Record{Seq: n, Kind: k, Damaged: "its data is not text (" + describeValue(data) + ")"}
	case !json.Valid([]byte(d)):
		return Record{Seq: n, Kind: k, Damaged: "its data is not valid JSON"}
	}
	t, ok := at.(int64)
	if !ok {
		return Record{Seq: n, Kind: k, Damaged: "its time is not a whole number (" + describeValue(at) + ")"}
	}
	return Record{Seq: n, Kind: k, Data: json.RawMessage(d), Time: fromNanos(t)}
}

// textOf is v as a string when it is text: a TEXT value, or a BLOB of
// valid UTF-8. Invalid UTF-8 is refused rather than passed on to a JSON
// export or a terminal.
func textOf(v any) (string, bool) {
	switch v := v.(type) {
	case string:
		return v, utf8.ValidString(v)
	case []byte:
		return string(v), utf8.Valid(v)
	}
	return "", false
}

// describeValue names what a column held, for a Damaged message; it never
// quotes the value, which may be anything.
func describeValue(v any) string {
	switch v := v.(type) {
	case nil:
		return "NULL"
	case string:
		if !utf8.ValidString(v) {
			return "invalid UTF-8"
		}
		return "text"
	case []byte:
		if !utf8.Valid(v) {
			return "a blob of invalid UTF-8"
		}
		return "a blob"
	case int64:
		return "an integer"
	case float64:
		return "a real number"
	}
	return fmt.Sprintf("a %T", v)
}
