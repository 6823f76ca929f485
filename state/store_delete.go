package state

import (
	"context"
	"errors"
	"fmt"
)

// ErrNotErased is wrapped by Delete's error when the session was deleted
// but its text could not yet be erased from the files (another process was
// reading the store): the session is gone for every reader, and the next
// successful Delete erases what is left.
var ErrNotErased = errors.New("deleted text not yet erased from the store's files")

// Delete removes the session, its events and its snapshot; ErrNotFound when
// there is no such session. It then erases the deleted text from the files
// (R45): the rows are deleted with secure_delete fully on (their bytes, and
// every page they free, are zeroed), the WAL is copied into the database
// and truncated to nothing, and the database is vacuumed (rebuilt without
// free pages) and checkpointed again. So neither sessions.db nor its -wal
// holds the text afterwards; an error wrapping ErrNotErased says when that
// last part could not be done.
//
// Delete does not take the session's Lock: a caller that must not delete a
// session open elsewhere (R43) takes it first.
func (s *Store) Delete(id string) error {
	if err := s.deleteRows(id); err != nil {
		return err
	}
	if err := s.erase(); err != nil {
		return fmt.Errorf("session %s was deleted, but its text may remain in %s until the next delete (%w): %w", id, s.path, ErrNotErased, err)
	}
	return nil
}

// deleteRows deletes the session's rows in one transaction, on a
// connection of its own, with secure_delete fully on.
func (s *Store) deleteRows(id string) error {
	ctx := context.Background()
	s.mu.Lock()
	defer s.mu.Unlock()
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("delete session %s: %w", id, s.explain(err))
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `PRAGMA secure_delete = ON`); err != nil {
		return fmt.Errorf("delete session %s: %w", id, s.explain(err))
	}
	// Back to the DSN's setting before the connection returns to the pool;
	// should that fail, the connection only deletes more thoroughly.
	defer conn.ExecContext(ctx, `PRAGMA secure_delete = FAST`)
	tx, err := conn.BeginTx(ctx, nil) // BEGIN IMMEDIATE (the DSN's _txlock)
	if err != nil {
		return fmt.Errorf("delete session %s: %w", id, s.explain(err))
	}
	defer tx.Rollback() // a no-op once committed
	var num int64
	if err := tx.QueryRowContext(ctx, `SELECT num FROM sessions WHERE id = ?`, id).Scan(&num); err != nil {
		return s.sessionErr("delete session", id, err)
	}
	// The snapshot's foreign key would cascade too; the explicit delete
	// keeps this right even on a connection where foreign_keys is off.
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{`DELETE FROM events WHERE key BETWEEN ? AND ?`, []any{eventKey(num, 0), eventKey(num, maxSeq)}},
		{`DELETE FROM snapshots WHERE session_id = ?`, []any{id}},
		{`DELETE FROM sessions WHERE id = ?`, []any{id}},
	} {
		if _, err := tx.ExecContext(ctx, q.sql, q.args...); err != nil {
			return fmt.Errorf("delete session %s: %w", id, s.explain(err))
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("delete session %s: %w", id, s.explain(err))
	}
	return nil
}

// erase leaves no deleted content in the files: a checkpoint first, so
// that the zeroed pages reach the database even if the vacuum cannot run,
// then the vacuum, then a checkpoint that empties the WAL of everything,
// the vacuum's own pages included.
func (s *Store) erase() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.checkpointTruncate(); err != nil {
		return err
	}
	if _, err := s.db.Exec(`VACUUM`); err != nil {
		return s.explain(err)
	}
	return s.checkpointTruncate()
}

// checkpointTruncate copies the whole WAL into the database and truncates
// it to zero bytes. SQLite reports, rather than fails, a checkpoint that
// readers kept from finishing; that is an error here.
func (s *Store) checkpointTruncate() error {
	var busy, frames, copied int
	if err := s.db.QueryRow(`PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &frames, &copied); err != nil {
		return s.explain(err)
	}
	if busy != 0 {
		return fmt.Errorf("another concierge is reading the store (%d of %d WAL pages copied)", copied, frames)
	}
	return nil
}
