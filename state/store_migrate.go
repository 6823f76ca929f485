package state

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"time"
)

// SchemaVersion is the newest schema this build writes.
const SchemaVersion = 3

// migration brings the schema from Version-1 to Version. Its statements run
// in one transaction together with the version bump, so a step is applied
// whole or not at all.
type migration struct {
	Version    int
	Statements []string
}

// migrations are the numbered steps, oldest first. Never edit a released
// step: add a new one and raise SchemaVersion.
var migrations = []migration{
	{Version: 1, Statements: []string{
		`CREATE TABLE meta (
			key   TEXT PRIMARY KEY,
			value TEXT NOT NULL
		)`,
		// last_seq is the per-session event counter: Append bumps it and
		// inserts the event in one write transaction. Times are Unix
		// nanoseconds (UTC); 0 stands for the zero time.
		`CREATE TABLE sessions (
			id       TEXT PRIMARY KEY,
			domain   TEXT NOT NULL,
			title    TEXT NOT NULL DEFAULT '',
			created  INTEGER NOT NULL,
			updated  INTEGER NOT NULL,
			messages INTEGER NOT NULL DEFAULT 0,
			last_seq INTEGER NOT NULL DEFAULT 0
		)`,
		`CREATE INDEX sessions_by_updated ON sessions (updated)`,
		`CREATE TABLE events (
			session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
			seq        INTEGER NOT NULL,
			kind       TEXT NOT NULL,
			data       TEXT NOT NULL,
			time       INTEGER NOT NULL,
			PRIMARY KEY (session_id, seq)
		)`,
		`CREATE TABLE snapshots (
			session_id TEXT PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
			after_seq  INTEGER NOT NULL,
			data       TEXT NOT NULL
		)`,
	}},
	// Schema 2 makes a turn's writes small (R44) and adds the back ends'
	// ledger (R42).
	//
	// Events move to a table whose rowid is the session's number and the
	// seq (number<<32 | seq): a session's events are one range of the one
	// b-tree, appended at its end, with no second index to update on every
	// commit. (The composite key of schema 1 meant an index page written
	// by every commit, and an index that splits three pages at a time.)
	// session_id and seq are kept as plain columns, for people reading the
	// file with sqlite3; the key is what the store reads. The number is
	// sessions.num, given by Create; schema 1's sessions get their rowid.
	//
	// sessions_by_updated goes: every commit moved the session's entry in
	// it (another page per commit), and Latest and List read a table of a
	// few hundred rows, for which a scan is as good.
	{Version: 2, Statements: []string{
		`CREATE TABLE ledger (
			namespace TEXT NOT NULL,
			key       TEXT NOT NULL,
			value     TEXT NOT NULL,
			PRIMARY KEY (namespace, key)
		) WITHOUT ROWID`,
		`ALTER TABLE sessions ADD COLUMN num INTEGER`,
		`UPDATE sessions SET num = rowid`,
		`CREATE UNIQUE INDEX sessions_by_num ON sessions (num)`,
		`DROP INDEX sessions_by_updated`,
		`CREATE TABLE events_by_key (
			key        INTEGER PRIMARY KEY,
			session_id TEXT NOT NULL,
			seq        INTEGER NOT NULL,
			kind       TEXT NOT NULL,
			data       TEXT NOT NULL,
			time       INTEGER NOT NULL
		)`,
		// A seq outside 1..2^32-1 cannot have been written by schema 1's
		// store; such a row is left behind rather than given a wrong key.
		`INSERT INTO events_by_key (key, session_id, seq, kind, data, time)
			SELECT s.num * 4294967296 + e.seq, e.session_id, e.seq, e.kind, e.data, e.time
			FROM events e JOIN sessions s ON s.id = e.session_id
			WHERE e.seq BETWEEN 1 AND 4294967295`,
		`DROP TABLE events`,
		`ALTER TABLE events_by_key RENAME TO events`,
	}},
	// Schema 3: one writer per session that does not depend on a lock file
	// a user may delete (R55, store_lease.go). A lease names its session
	// without a foreign key: a session is locked before it is created.
	{Version: 3, Statements: []string{
		`CREATE TABLE leases (
			session_id TEXT PRIMARY KEY,
			owner      TEXT NOT NULL,
			pid        INTEGER NOT NULL,
			host       TEXT NOT NULL,
			heartbeat  INTEGER NOT NULL
		) WITHOUT ROWID`,
	}},
}

const versionKey = "schema_version"

// migrate checks the schema version and brings the database up to
// SchemaVersion. A database written by a newer build, or one that is not a
// concierge store at all, is refused before anything is written to it.
//
// Several processes may open a new store at once. Switching to WAL mode
// needs the file to itself, and SQLite answers "busy" at once, without
// waiting on busy_timeout, when it sees that waiting could deadlock; so the
// whole step is retried for as long as busy_timeout would have waited.
func (s *Store) migrate(ctx context.Context) error {
	deadline := time.Now().Add(busyTimeout)
	for {
		err := s.migrateOnce(ctx)
		if err == nil {
			return nil
		}
		if !IsBusy(err) || time.Now().After(deadline) {
			return s.explain(err)
		}
		time.Sleep(time.Duration(10+rand.IntN(40)) * time.Millisecond)
	}
}

func (s *Store) migrateOnce(ctx context.Context) error {
	v, err := readVersion(ctx, s.db)
	if err != nil {
		return err
	}
	if v > SchemaVersion {
		return newerSchema(s.path, v)
	}
	// WAL lets two processes read and write side by side. The mode is kept
	// in the file, so this is a no-op on every open but the first; it is
	// set only now, after the version check, because it rewrites the
	// header of a database in another mode.
	var mode string
	if err := s.db.QueryRowContext(ctx, `PRAGMA journal_mode = WAL`).Scan(&mode); err != nil {
		return err
	}
	if mode != "wal" {
		return fmt.Errorf("the session store %s cannot use WAL mode (got %q); use --data-dir on a local disk", s.path, mode)
	}
	if v == SchemaVersion {
		return nil
	}

	s.mu.Lock()
	defer s.mu.Unlock()
	// BEGIN IMMEDIATE (the DSN's _txlock): a second process opening the same
	// new store waits here, then finds the work done.
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	v, err = readVersion(ctx, tx)
	if err != nil {
		return err
	}
	if v > SchemaVersion {
		return newerSchema(s.path, v)
	}
	for _, m := range migrations {
		if m.Version <= v {
			continue
		}
		for _, stmt := range m.Statements {
			if _, err := tx.ExecContext(ctx, stmt); err != nil {
				return fmt.Errorf("migrate the session store %s to schema %d: %w", s.path, m.Version, err)
			}
		}
		if _, err := tx.ExecContext(ctx,
			`INSERT INTO meta (key, value) VALUES (?, ?)
			 ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
			versionKey, strconv.Itoa(m.Version)); err != nil {
			return fmt.Errorf("migrate the session store %s to schema %d: %w", s.path, m.Version, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	return nil
}

// ErrNewerSchema matches (errors.Is) the error OpenStore returns for a
// store written by a newer build.
var ErrNewerSchema = errors.New("session store schema is newer than this build")

type newerSchemaError struct{ msg string }

func (e *newerSchemaError) Error() string        { return e.msg }
func (e *newerSchemaError) Is(target error) bool { return target == ErrNewerSchema }

func newerSchema(path string, v int) error {
	return &newerSchemaError{fmt.Sprintf("%s was written by a newer concierge (schema %d); this build reads up to %d — upgrade, or use --data-dir for a separate store",
		path, v, SchemaVersion)}
}

// errForeign marks a valid SQLite database that is not a concierge store.
var errForeign = errors.New("foreign database")

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// readVersion returns the schema version: 0 for an empty database. It only
// reads. A database with tables but no meta table is someone else's.
func readVersion(ctx context.Context, q querier) (int, error) {
	var tables int
	var hasMeta bool
	rows, err := q.QueryContext(ctx, `SELECT name FROM sqlite_schema WHERE type = 'table'`)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return 0, err
		}
		tables++
		if name == "meta" {
			hasMeta = true
		}
	}
	if err := rows.Err(); err != nil {
		return 0, err
	}
	rows.Close()
	if tables == 0 {
		return 0, nil
	}
	if !hasMeta {
		return 0, errForeign
	}
	var value string
	err = q.QueryRowContext(ctx, `SELECT value FROM meta WHERE key = ?`, versionKey).Scan(&value)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, errForeign
	}
	if err != nil {
		return 0, err
	}
	v, err := strconv.Atoi(value)
	if err != nil || v < 1 {
		return 0, errForeign
	}
	return v, nil
}
