package state

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"
	"unicode"

	"modernc.org/sqlite"
)

// The session store (R22) keeps, per session, the events of the engine in
// order and the latest snapshot of the whole session. A session is rebuilt
// by Load: the snapshot, plus the events recorded after it, which the caller
// replays. Nothing in a Session is secret (a secret message is SecretMask),
// so nothing secret reaches the store.
//
// Durability: see dsn. A write that has returned survives a crash of the
// process (kill -9 included); at worst a write in flight at the crash is
// lost whole, never half-written.

var (
	// ErrNotFound is wrapped by every error about a session that is not there.
	ErrNotFound = errors.New("no such session")
	// ErrExists is returned by Create for an id already in the store.
	ErrExists = errors.New("session already exists")
	// ErrAmbiguous is wrapped by Resolve's error for a prefix that fits
	// several sessions.
	ErrAmbiguous = errors.New("ambiguous session id prefix")
)

// DBName is the file name of the store inside the data dir.
const DBName = "sessions.db"

// MinPrefix is the shortest id prefix Resolve accepts.
const MinPrefix = 4

// titleRunes is the longest title List reports, ellipsis included.
const titleRunes = 60

// Record is one engine event, already encoded by the caller. Seq is set by
// the store: 1, 2, … within each session.
type Record struct {
	Seq  int64           `json:"seq"`
	Kind string          `json:"kind"`
	Data json.RawMessage `json:"data"`
	Time time.Time       `json:"time"`
	// Damaged is set, by Load and Events only, on a stored event that
	// cannot be read back (its data is not valid JSON, its kind is empty,
	// a column holds the wrong type): it says what is wrong, and Data is
	// nil. Readers skip such a record with a warning (R45) instead of
	// failing the whole session.
	Damaged string `json:"damaged,omitempty"`
}

// SessionInfo describes a stored session for a listing.
type SessionInfo struct {
	ID, Domain string
	// Title is the first (unmasked) user message, on one line, clipped to
	// 60 runes; "" when the user has said nothing yet.
	Title            string
	Created, Updated time.Time
	Messages, Events int
}

// Store is the session database. Its methods are safe for concurrent use,
// and several Stores (in one process or several) may share a data dir.
type Store struct {
	db   *sql.DB
	path string
	// mu serialises this Store's write transactions, so that goroutines of
	// one process queue here instead of polling SQLite's file lock; other
	// processes still wait on busy_timeout.
	mu  sync.Mutex
	now func() time.Time // the clock for Updated and leases; replaced in tests
	// leases are the sessions' leases this Store holds (store_lease.go).
	leaseMu sync.Mutex
	leases  map[string]*lease
	renew   time.Duration // how often a lease is renewed: leaseRenew; shorter in tests
}

// Create adds a new session: its row and a first snapshot (after event 0).
// It fails with ErrExists when the id is taken.
func (s *Store) Create(sess *Session) error {
	if sess == nil || sess.ID == "" {
		return errors.New("create session: no session id")
	}
	data, err := json.Marshal(sess)
	if err != nil {
		return fmt.Errorf("create session %s: %w", sess.ID, err)
	}
	return s.write(func(tx *sql.Tx) error {
		// The session's number (see eventKey) is one more than the highest
		// in use; sessions_by_num makes that one index lookup.
		var num int64
		err := tx.QueryRow(`INSERT INTO sessions (id, num, domain, title, created, updated, messages, last_seq)
			VALUES (?, (SELECT coalesce(max(num), 0) + 1 FROM sessions), ?, ?, ?, ?, ?, 0)
			ON CONFLICT (id) DO NOTHING RETURNING num`,
			sess.ID, sess.Domain, sessionTitle(sess), toNanos(sess.Created), toNanos(s.now()), len(sess.Messages)).Scan(&num)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("create session %s: %w", sess.ID, ErrExists)
		}
		if err != nil {
			return fmt.Errorf("create session %s: %w", sess.ID, s.explain(err))
		}
		if num > maxNum {
			return fmt.Errorf("create session %s: the store holds too many sessions; delete some, or use --data-dir for a new store", sess.ID)
		}
		if _, err := tx.Exec(`INSERT INTO snapshots (session_id, after_seq, data) VALUES (?, 0, ?)`, sess.ID, string(data)); err != nil {
			return fmt.Errorf("create session %s: %w", sess.ID, s.explain(err))
		}
		return nil
	})
}

// Snapshot stores the whole session as it stands after event afterSeq,
// replacing the previous snapshot, and updates the session's listing
// (title, message count, updated time). afterSeq may not be past the last
// event nor before the previous snapshot's.
func (s *Store) Snapshot(id string, sess *Session, afterSeq int64) error {
	if sess == nil {
		return fmt.Errorf("snapshot session %s: no session", id)
	}
	if sess.ID != id {
		return fmt.Errorf("snapshot session %s: the session given is %q", id, sess.ID)
	}
	if afterSeq < 0 {
		return fmt.Errorf("snapshot session %s: negative event seq %d", id, afterSeq)
	}
	data, err := json.Marshal(sess)
	if err != nil {
		return fmt.Errorf("snapshot session %s: %w", id, err)
	}
	title := sessionTitle(sess)
	return s.write(func(tx *sql.Tx) error {
		if err := s.checkLease(tx, id); err != nil {
			return fmt.Errorf("snapshot session %s: %w", id, err)
		}
		var last, prev int64
		err := tx.QueryRow(`SELECT s.last_seq, coalesce(p.after_seq, 0) FROM sessions s
			LEFT JOIN snapshots p ON p.session_id = s.id WHERE s.id = ?`, id).Scan(&last, &prev)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("snapshot session %s: %w", id, ErrNotFound)
		}
		if err != nil {
			return fmt.Errorf("snapshot session %s: %w", id, s.explain(err))
		}
		if afterSeq > last {
			return fmt.Errorf("snapshot session %s: after event %d, but the session has %d events", id, afterSeq, last)
		}
		if afterSeq < prev {
			return fmt.Errorf("snapshot session %s: after event %d, older than the stored snapshot (after event %d)", id, afterSeq, prev)
		}
		if _, err := tx.Exec(`INSERT INTO snapshots (session_id, after_seq, data) VALUES (?, ?, ?)
			ON CONFLICT (session_id) DO UPDATE SET after_seq = excluded.after_seq, data = excluded.data`,
			id, afterSeq, string(data)); err != nil {
			return fmt.Errorf("snapshot session %s: %w", id, s.explain(err))
		}
		if _, err := tx.Exec(`UPDATE sessions SET title = ?, messages = ?, updated = max(updated, ?) WHERE id = ?`,
			title, len(sess.Messages), toNanos(s.now()), id); err != nil {
			return fmt.Errorf("snapshot session %s: %w", id, s.explain(err))
		}
		return nil
	})
}

// Latest returns the id of the most recently updated session (written to by
// Create, Append, SaveTurn or Snapshot); ErrNotFound when the store is
// empty.
func (s *Store) Latest() (string, error) {
	var id string
	err := s.db.QueryRow(`SELECT id FROM sessions ORDER BY updated DESC, rowid DESC LIMIT 1`).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("no session to resume: %w", ErrNotFound)
	}
	if err != nil {
		return "", fmt.Errorf("find the latest session: %w", s.explain(err))
	}
	return id, nil
}

// List describes every session, the most recently updated first.
func (s *Store) List() ([]SessionInfo, error) {
	rows, err := s.db.Query(`SELECT id, domain, title, created, updated, messages, last_seq
		FROM sessions ORDER BY updated DESC, rowid DESC`)
	if err != nil {
		return nil, fmt.Errorf("list sessions: %w", s.explain(err))
	}
	defer rows.Close()
	out := []SessionInfo{}
	for rows.Next() {
		var in SessionInfo
		var created, updated int64
		if err := rows.Scan(&in.ID, &in.Domain, &in.Title, &created, &updated, &in.Messages, &in.Events); err != nil {
			return nil, fmt.Errorf("list sessions: %w", s.explain(err))
		}
		in.Created, in.Updated = fromNanos(created), fromNanos(updated)
		out = append(out, in)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list sessions: %w", s.explain(err))
	}
	return out, nil
}

// Resolve turns what the user typed into a session id: the id itself, or
// a prefix of at least MinPrefix characters that only one id starts with,
// as git does with commit hashes. The error says which ids fit an
// ambiguous prefix (and wraps ErrAmbiguous), or wraps ErrNotFound.
func (s *Store) Resolve(prefix string) (string, error) {
	prefix = strings.TrimSpace(prefix)
	if prefix == "" {
		return "", errors.New("no session id given")
	}
	var id string
	err := s.db.QueryRow(`SELECT id FROM sessions WHERE id = ?`, prefix).Scan(&id)
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("find session %q: %w", prefix, s.explain(err))
	}
	if n := len([]rune(prefix)); n < MinPrefix {
		return "", fmt.Errorf("session id prefix %q is too short: give at least %d characters", prefix, MinPrefix)
	}
	// Ids that start with prefix sort right after it (byte order), so the
	// primary key index finds them without a scan.
	const show = 5
	rows, err := s.db.Query(`SELECT id FROM sessions WHERE id >= ? ORDER BY id LIMIT ?`, prefix, show+1)
	if err != nil {
		return "", fmt.Errorf("find session %q: %w", prefix, s.explain(err))
	}
	defer rows.Close()
	var found []string
	for rows.Next() {
		if err := rows.Scan(&id); err != nil {
			return "", fmt.Errorf("find session %q: %w", prefix, s.explain(err))
		}
		if !strings.HasPrefix(id, prefix) {
			break
		}
		found = append(found, id)
	}
	if err := rows.Err(); err != nil {
		return "", fmt.Errorf("find session %q: %w", prefix, s.explain(err))
	}
	switch {
	case len(found) == 0:
		return "", fmt.Errorf("no session id starts with %q: %w", prefix, ErrNotFound)
	case len(found) == 1:
		return found[0], nil
	case len(found) > show:
		return "", fmt.Errorf("session id prefix %q fits more than %d sessions (%s, …); give more characters: %w",
			prefix, show, strings.Join(found[:show], ", "), ErrAmbiguous)
	default:
		return "", fmt.Errorf("session id prefix %q fits %d sessions (%s); give more characters: %w",
			prefix, len(found), strings.Join(found, ", "), ErrAmbiguous)
	}
}

// write runs fn in a write transaction (BEGIN IMMEDIATE) and commits it.
// The transaction is rolled back when fn fails, and also when it panics, so
// that the write lock is never left held.
func (s *Store) write(fn func(tx *sql.Tx) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	tx, err := s.db.Begin()
	if err != nil {
		return s.explain(err)
	}
	defer tx.Rollback() // a no-op once committed
	if err := fn(tx); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return s.explain(err)
	}
	return nil
}

// explain turns SQLite's errors about the file into ones that say what to
// do; other errors pass through.
func (s *Store) explain(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, errForeign) {
		return fmt.Errorf("%s is an SQLite database but not a concierge session store; move it aside, or use --data-dir for a separate store", s.path)
	}
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return err
	}
	switch se.Code() & 0xff {
	case 26, 11: // SQLITE_NOTADB, SQLITE_CORRUPT
		return fmt.Errorf("%w (%v)", notADatabase(s.path), err)
	case 8, 14, 23: // SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_AUTH
		return fmt.Errorf("the session store %s cannot be written (%w); fix its permissions, or use --data-dir for a separate store", s.path, err)
	case 13: // SQLITE_FULL
		return fmt.Errorf("the disk holding the session store %s is full (%w)", s.path, err)
	case 5, 6: // SQLITE_BUSY, SQLITE_LOCKED
		// %w: the caller tells a busy store (retry later) from the rest
		// with IsBusy.
		return fmt.Errorf("the session store %s is busy: another concierge held it too long (%w)", s.path, err)
	}
	return err
}

// sessionTitle is what a listing shows for a session: its first unmasked user
// message on one line, without control characters, clipped to 60 runes.
func sessionTitle(sess *Session) string {
	for _, m := range sess.Messages {
		if m.Role != RoleUser || m.Masked {
			continue
		}
		if t := cleanTitle(m.Text); t != "" {
			return t
		}
	}
	return ""
}

// cleanTitle is text as a listing shows it: valid UTF-8 on one line,
// without control characters, clipped to 60 runes.
func cleanTitle(text string) string {
	t := strings.Map(func(r rune) rune {
		if unicode.IsControl(r) && !unicode.IsSpace(r) {
			return -1
		}
		return r
	}, strings.ToValidUTF8(text, "�"))
	t = strings.Join(strings.Fields(t), " ")
	if r := []rune(t); len(r) > titleRunes {
		t = strings.TrimRight(string(r[:titleRunes-1]), " ") + "…"
	}
	return t
}

// toNanos is t as Unix nanoseconds, 0 for the zero time, clamped to the
// range an int64 holds (years 1678 to 2262).
func toNanos(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	if t.Before(minNanoTime) {
		return math.MinInt64 + 1
	}
	if t.After(maxNanoTime) {
		return math.MaxInt64
	}
	return t.UnixNano()
}

var (
	minNanoTime = time.Unix(0, math.MinInt64+1)
	maxNanoTime = time.Unix(0, math.MaxInt64)
)

func fromNanos(n int64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n)
}
