package state

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"path/filepath"
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
// Durability: the database runs in WAL mode with SQLite's default
// synchronous setting (FULL), under which every commit syncs the WAL file
// before it returns. So an Append that has returned is on disk and survives
// a crash of the process or of the machine; at worst an Append in flight
// at the crash is lost whole, never half-written.

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
	now func() time.Time // the clock for Updated; replaced in tests
}

// OpenStore opens (creating it if needed) the store in dir: dir/sessions.db.
// The dir is created with mode 0700. The schema is migrated to
// SchemaVersion; a store from a newer build, a file that is not a store and
// an unusable dir are refused with an error that says what to do, and the
// file is left as it was.
func OpenStore(dir string) (*Store, error) {
	if err := prepareDir(dir); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, DBName)
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	if err := checkDBFile(path); err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		return nil, fmt.Errorf("open the session store %s: %w", path, err)
	}
	s := &Store{db: db, path: path, now: time.Now}
	if err := s.migrate(context.Background()); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// dsn is the driver's name for the database at path. busy_timeout makes a
// writer wait up to 5 s for another process's write to finish instead of
// failing with "database is locked"; _txlock=immediate starts every write
// transaction with BEGIN IMMEDIATE, which takes the write lock up front so
// that a read-then-write transaction can never fail halfway on a stale
// snapshot. journal_mode=WAL is set once by migrate (it is persistent), not
// here: it would rewrite the header of a file we have not yet checked.
func dsn(path string) string {
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(filepath.ToSlash(path))
	return "file:" + esc + fmt.Sprintf("?_pragma=busy_timeout(%d)&_pragma=foreign_keys(1)&_txlock=immediate", busyTimeout.Milliseconds())
}

// busyTimeout is how long a writer waits for another process's write.
const busyTimeout = 5 * time.Second

// isBusy reports an SQLite "database is locked" error.
func isBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && (se.Code()&0xff == 5 || se.Code()&0xff == 6) // SQLITE_BUSY, SQLITE_LOCKED
}

// Close closes the database. Events already appended are on disk.
func (s *Store) Close() error { return s.db.Close() }

// Path is the database file.
func (s *Store) Path() string { return s.path }

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
		res, err := tx.Exec(`INSERT INTO sessions (id, domain, title, created, updated, messages, last_seq)
			VALUES (?, ?, ?, ?, ?, ?, 0) ON CONFLICT (id) DO NOTHING`,
			sess.ID, sess.Domain, sessionTitle(sess), toNanos(sess.Created), toNanos(s.now()), len(sess.Messages))
		if err != nil {
			return fmt.Errorf("create session %s: %w", sess.ID, s.explain(err))
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("create session %s: %w", sess.ID, ErrExists)
		}
		if _, err := tx.Exec(`INSERT INTO snapshots (session_id, after_seq, data) VALUES (?, 0, ?)`, sess.ID, string(data)); err != nil {
			return fmt.Errorf("create session %s: %w", sess.ID, s.explain(err))
		}
		return nil
	})
}

// Append records one event of the session, after all the others, and
// returns its seq. When it returns the event is on disk. An empty data is
// stored as JSON null; data must otherwise be valid JSON. A zero at means
// now.
func (s *Store) Append(id string, kind string, data json.RawMessage, at time.Time) (int64, error) {
	recs := []Record{{Kind: kind, Data: data, Time: at}}
	if err := s.AppendBatch(id, recs); err != nil {
		return 0, err
	}
	return recs[0].Seq, nil
}

// AppendBatch records several events of the session in one transaction
// (one disk sync), in order, and sets each record's Seq. Either all are
// recorded or none.
func (s *Store) AppendBatch(id string, recs []Record) error {
	if len(recs) == 0 {
		return nil
	}
	type row struct {
		kind, data string
		time       int64
	}
	rows := make([]row, len(recs))
	for i, r := range recs {
		if r.Kind == "" {
			return fmt.Errorf("append to session %s: event has no kind", id)
		}
		data := r.Data
		if len(data) == 0 {
			data = json.RawMessage("null")
		} else if !json.Valid(data) {
			return fmt.Errorf("append to session %s: %s event data is not valid JSON", id, r.Kind)
		}
		at := r.Time
		if at.IsZero() {
			at = s.now()
		}
		rows[i] = row{r.Kind, string(data), toNanos(at)}
	}
	var last int64
	err := s.write(func(tx *sql.Tx) error {
		// The counter row makes seq allocation atomic: the write lock is
		// held from BEGIN IMMEDIATE to COMMIT.
		err := tx.QueryRow(`UPDATE sessions SET last_seq = last_seq + ?, updated = max(updated, ?)
			WHERE id = ? RETURNING last_seq`, len(rows), toNanos(s.now()), id).Scan(&last)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("append to session %s: %w", id, ErrNotFound)
		}
		if err != nil {
			return fmt.Errorf("append to session %s: %w", id, s.explain(err))
		}
		stmt, err := tx.Prepare(`INSERT INTO events (session_id, seq, kind, data, time) VALUES (?, ?, ?, ?, ?)`)
		if err != nil {
			return fmt.Errorf("append to session %s: %w", id, s.explain(err))
		}
		defer stmt.Close()
		first := last - int64(len(rows)) + 1
		for i, r := range rows {
			if _, err := stmt.Exec(id, first+int64(i), r.kind, r.data, r.time); err != nil {
				return fmt.Errorf("append to session %s: %w", id, s.explain(err))
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	first := last - int64(len(recs)) + 1
	for i := range recs {
		recs[i].Seq = first + int64(i)
		if recs[i].Time.IsZero() {
			recs[i].Time = fromNanos(rows[i].time)
		}
	}
	return nil
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

// Load returns the session's latest snapshot and, in order, every event
// recorded after it: the events of a turn that was cut short (a crash after
// the user's message was written but before the turn's snapshot). The caller
// replays them onto the snapshot, then takes a new Snapshot after the last
// of them. The two are read in one transaction, so they agree.
func (s *Store) Load(id string) (*Session, []Record, error) {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, nil, fmt.Errorf("load session %s: %w", id, s.explain(err))
	}
	defer tx.Rollback()
	var after int64
	var data string
	err = tx.QueryRowContext(ctx, `SELECT after_seq, data FROM snapshots WHERE session_id = ?`, id).Scan(&after, &data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, fmt.Errorf("load session %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("load session %s: %w", id, s.explain(err))
	}
	sess, err := Unmarshal([]byte(data))
	if err != nil {
		return nil, nil, fmt.Errorf("load session %s from %s: %w", id, s.path, err)
	}
	recs, err := s.events(ctx, tx, id, after)
	if err != nil {
		return nil, nil, fmt.Errorf("load session %s: %w", id, err)
	}
	return sess, recs, nil
}

// Events returns all the session's events in order.
func (s *Store) Events(id string) ([]Record, error) {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("read events of session %s: %w", id, s.explain(err))
	}
	defer tx.Rollback()
	var one int
	err = tx.QueryRowContext(ctx, `SELECT 1 FROM sessions WHERE id = ?`, id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("read events of session %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("read events of session %s: %w", id, s.explain(err))
	}
	recs, err := s.events(ctx, tx, id, 0)
	if err != nil {
		return nil, fmt.Errorf("read events of session %s: %w", id, err)
	}
	return recs, nil
}

func (s *Store) events(ctx context.Context, tx *sql.Tx, id string, after int64) ([]Record, error) {
	rows, err := tx.QueryContext(ctx, `SELECT seq, kind, data, time FROM events
		WHERE session_id = ? AND seq > ? ORDER BY seq`, id, after)
	if err != nil {
		return nil, s.explain(err)
	}
	defer rows.Close()
	recs := []Record{}
	for rows.Next() {
		var r Record
		var data string
		var at int64
		if err := rows.Scan(&r.Seq, &r.Kind, &data, &at); err != nil {
			return nil, s.explain(err)
		}
		r.Data = json.RawMessage(data)
		r.Time = fromNanos(at)
		recs = append(recs, r)
	}
	if err := rows.Err(); err != nil {
		return nil, s.explain(err)
	}
	return recs, nil
}

// Latest returns the id of the most recently updated session (written to by
// Create, Append or Snapshot); ErrNotFound when the store is empty.
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

// Delete removes the session, its events and its snapshot; ErrNotFound when
// there is no such session.
func (s *Store) Delete(id string) error {
	return s.write(func(tx *sql.Tx) error {
		// The foreign keys cascade too; the explicit deletes keep this
		// right even on a connection where foreign_keys is off.
		for _, q := range []string{
			`DELETE FROM events WHERE session_id = ?`,
			`DELETE FROM snapshots WHERE session_id = ?`,
		} {
			if _, err := tx.Exec(q, id); err != nil {
				return fmt.Errorf("delete session %s: %w", id, s.explain(err))
			}
		}
		res, err := tx.Exec(`DELETE FROM sessions WHERE id = ?`, id)
		if err != nil {
			return fmt.Errorf("delete session %s: %w", id, s.explain(err))
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("delete session %s: %w", id, ErrNotFound)
		}
		return nil
	})
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
func (s *Store) write(fn func(tx *sql.Tx) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	tx, err := s.db.Begin()
	if err != nil {
		return s.explain(err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
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
		return fmt.Errorf("the session store %s cannot be written (%v); fix its permissions, or use --data-dir for a separate store", s.path, err)
	case 13: // SQLITE_FULL
		return fmt.Errorf("the disk holding the session store %s is full (%v)", s.path, err)
	case 5, 6: // SQLITE_BUSY, SQLITE_LOCKED
		return fmt.Errorf("the session store %s is busy: another concierge held it too long (%v)", s.path, err)
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
		t := strings.Map(func(r rune) rune {
			if unicode.IsControl(r) && !unicode.IsSpace(r) {
				return -1
			}
			return r
		}, strings.ToValidUTF8(m.Text, "�"))
		t = strings.Join(strings.Fields(t), " ")
		if t == "" {
			continue
		}
		if r := []rune(t); len(r) > titleRunes {
			t = strings.TrimRight(string(r[:titleRunes-1]), " ") + "…"
		}
		return t
	}
	return ""
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
