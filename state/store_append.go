package state

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Writing a session as it goes (R22, R44). A turn's cost must not grow with
// the history, so nothing here rewrites what is already stored: a turn
// appends its records and touches one small row, its session's. The full
// Snapshot, whose size does grow, is the caller's to take now and then:
// best when the records written since the last one weigh about twice as
// much as it did, so that snapshots cost at most half the records' bytes
// whatever the length of the session (BenchmarkTurns10k: 10,000 turns
// write 146 MB with no snapshot, 178 MB with snapshots taken so, 271 MB
// with one every 2,000 records).

// Listing is what a session's row in a listing shows, kept up to date by
// SaveTurn without a snapshot.
type Listing struct {
	// Title is the first unmasked user message. It is stored once: SaveTurn
	// sets it only while the stored title is empty. It is cleaned as
	// sessionTitle cleans one (one line, no control characters, 60 runes).
	Title string
	// Messages is the session's message count.
	Messages int
}

// Append records one event of the session, after all the others, and
// returns its seq. When it returns the event is in the store. An empty
// data is stored as JSON null; data must otherwise be valid JSON. A zero
// at means now.
func (s *Store) Append(id string, kind string, data json.RawMessage, at time.Time) (int64, error) {
	recs := []Record{{Kind: kind, Data: data, Time: at}}
	if err := s.AppendBatch(id, recs); err != nil {
		return 0, err
	}
	return recs[0].Seq, nil
}

// AppendBatch records several events of the session in one transaction
// (one commit), in order, and sets each record's Seq. Either all are
// recorded or none; on failure recs is left as it was, so the caller can
// try the same records again.
func (s *Store) AppendBatch(id string, recs []Record) error {
	if len(recs) == 0 {
		return nil
	}
	rows, err := s.encodeRecords(recs)
	if err != nil {
		return fmt.Errorf("append to session %s: %w", id, err)
	}
	var last int64
	err = s.write(func(tx *sql.Tx) error {
		if err := s.checkLease(tx, id); err != nil {
			return fmt.Errorf("append to session %s: %w", id, err)
		}
		// The counter row makes seq allocation atomic: the write lock is
		// held from BEGIN IMMEDIATE to COMMIT.
		var num int64
		err := tx.QueryRow(`UPDATE sessions SET last_seq = last_seq + ?, updated = max(updated, ?)
			WHERE id = ? RETURNING last_seq, num`, len(rows), toNanos(s.now()), id).Scan(&last, &num)
		if err != nil {
			return s.sessionErr("append to session", id, err)
		}
		if err := s.insertRecords(tx, id, num, rows, last); err != nil {
			return fmt.Errorf("append to session %s: %w", id, err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	setSeqs(recs, rows, last)
	return nil
}

// SaveTurn records a turn's events after all the others, as AppendBatch
// does, and updates the session's listing, in one transaction with one
// commit. recs may be empty: then only the listing changes.
func (s *Store) SaveTurn(id string, recs []Record, l Listing) error {
	rows, err := s.encodeRecords(recs)
	if err != nil {
		return fmt.Errorf("save a turn of session %s: %w", id, err)
	}
	title := cleanTitle(l.Title)
	var last int64
	err = s.write(func(tx *sql.Tx) error {
		if err := s.checkLease(tx, id); err != nil {
			return fmt.Errorf("save a turn of session %s: %w", id, err)
		}
		// One UPDATE of one row: the seq counter, the listing and the
		// updated time all live in the session's row.
		var num int64
		err := tx.QueryRow(`UPDATE sessions SET last_seq = last_seq + ?, updated = max(updated, ?), messages = ?,
				title = CASE WHEN title = '' THEN ? ELSE title END
			WHERE id = ? RETURNING last_seq, num`, len(rows), toNanos(s.now()), max(l.Messages, 0), title, id).Scan(&last, &num)
		if err != nil {
			return s.sessionErr("save a turn of session", id, err)
		}
		if err := s.insertRecords(tx, id, num, rows, last); err != nil {
			return fmt.Errorf("save a turn of session %s: %w", id, err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	setSeqs(recs, rows, last)
	return nil
}

// recordRow is a Record as the events table holds it.
type recordRow struct {
	kind, data string
	time       int64
}

// encodeRecords checks recs and turns them into rows, before any
// transaction starts, so that a bad record writes nothing.
func (s *Store) encodeRecords(recs []Record) ([]recordRow, error) {
	rows := make([]recordRow, len(recs))
	for i, r := range recs {
		if r.Kind == "" {
			return nil, errors.New("event has no kind")
		}
		data := r.Data
		if len(data) == 0 {
			data = json.RawMessage("null")
		} else if !json.Valid(data) {
			return nil, fmt.Errorf("%s event data is not valid JSON", r.Kind)
		}
		at := r.Time
		if at.IsZero() {
			at = s.now()
		}
		rows[i] = recordRow{r.Kind, string(data), toNanos(at)}
	}
	return rows, nil
}

// insertRecords inserts rows as the events numbered up to last of the
// session numbered num.
func (s *Store) insertRecords(tx *sql.Tx, id string, num int64, rows []recordRow, last int64) error {
	if len(rows) == 0 {
		return nil
	}
	if last > maxSeq {
		return fmt.Errorf("the session has reached the most events a session can hold (%d); start a new one", int64(maxSeq))
	}
	stmt, err := tx.Prepare(`INSERT INTO events (key, session_id, seq, kind, data, time) VALUES (?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return s.explain(err)
	}
	defer stmt.Close()
	first := last - int64(len(rows)) + 1
	for i, r := range rows {
		seq := first + int64(i)
		if _, err := stmt.Exec(eventKey(num, seq), id, seq, r.kind, r.data, r.time); err != nil {
			return s.explain(err)
		}
	}
	return nil
}

// An event's key (schema 2) is its session's number in the high bits and
// its seq in the low 32: a session's events are one range of keys, and
// each new one goes at the end of it.
const (
	maxSeq = 1<<32 - 1 // the most events a session holds
	maxNum = 1<<31 - 1 // the highest session number: keys stay positive
)

func eventKey(num, seq int64) int64 { return num<<32 | seq }

// setSeqs tells the caller, once the records are committed, the seq and
// time each was stored with.
func setSeqs(recs []Record, rows []recordRow, last int64) {
	first := last - int64(len(recs)) + 1
	for i := range recs {
		recs[i].Seq = first + int64(i)
		if recs[i].Time.IsZero() {
			recs[i].Time = fromNanos(rows[i].time)
		}
	}
}

// sessionErr words the error of the statement that finds a session's row
// for a write: ErrNotFound when there is none.
func (s *Store) sessionErr(doing, id string, err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%s %s: %w", doing, id, ErrNotFound)
	}
	return fmt.Errorf("%s %s: %w", doing, id, s.explain(err))
}
