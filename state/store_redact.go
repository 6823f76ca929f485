package state

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

// Redact rewrites what the store already holds of session id through
// mask: every event's data, the snapshot and the listing's title. It is
// the one write that changes stored records, and it is rare: a user says
// that a line they typed before was a secret ("oops, that was my
// password"), and the line must be gone from the disk, not just hidden on
// the screen (R29, issue 24). mask returns its input and false when it
// finds nothing; a record whose masked data is no longer valid JSON is
// left as it was (mask works on whole words, which JSON does not split).
// A title mask changes is emptied: the next turn's listing sets a new one.
// It returns how many records it rewrote.
func (s *Store) Redact(id string, mask func(string) (string, bool)) (int, error) {
	if mask == nil {
		return 0, nil
	}
	n := 0
	err := s.write(func(tx *sql.Tx) error {
		n = 0
		if err := s.checkLease(tx, id); err != nil {
			return fmt.Errorf("redact session %s: %w", id, err)
		}
		var num int64
		var title string
		err := tx.QueryRow(`SELECT num, title FROM sessions WHERE id = ?`, id).Scan(&num, &title)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("redact session %s: %w", id, ErrNotFound)
		}
		if err != nil {
			return fmt.Errorf("redact session %s: %w", id, s.explain(err))
		}
		type row struct {
			key  int64
			data string
		}
		var changed []row
		rows, err := tx.Query(`SELECT key, data FROM events WHERE key BETWEEN ? AND ?`, eventKey(num, 0), eventKey(num, maxSeq))
		if err != nil {
			return fmt.Errorf("redact session %s: %w", id, s.explain(err))
		}
		for rows.Next() {
			var r row
			if err := rows.Scan(&r.key, &r.data); err != nil {
				rows.Close()
				return fmt.Errorf("redact session %s: %w", id, s.explain(err))
			}
			if m, ok := mask(r.data); ok && json.Valid([]byte(m)) {
				changed = append(changed, row{r.key, m})
			}
		}
		if err := rows.Err(); err != nil {
			rows.Close()
			return fmt.Errorf("redact session %s: %w", id, s.explain(err))
		}
		rows.Close()
		for _, r := range changed {
			if _, err := tx.Exec(`UPDATE events SET data = ? WHERE key = ?`, r.data, r.key); err != nil {
				return fmt.Errorf("redact session %s: %w", id, s.explain(err))
			}
		}
		n = len(changed)
		var snap string
		err = tx.QueryRow(`SELECT data FROM snapshots WHERE session_id = ?`, id).Scan(&snap)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("redact session %s: %w", id, s.explain(err))
		}
		if m, ok := mask(snap); err == nil && ok && json.Valid([]byte(m)) {
			if _, err := tx.Exec(`UPDATE snapshots SET data = ? WHERE session_id = ?`, m, id); err != nil {
				return fmt.Errorf("redact session %s: %w", id, s.explain(err))
			}
			n++
		}
		if _, ok := mask(title); ok {
			if _, err := tx.Exec(`UPDATE sessions SET title = '' WHERE id = ?`, id); err != nil {
				return fmt.Errorf("redact session %s: %w", id, s.explain(err))
			}
		}
		return nil
	})
	return n, err
}
