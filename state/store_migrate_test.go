package state

import (
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// makeV1Store writes, with plain SQL, a store as schema 1 left it: the
// default 4 KiB pages, two sessions with events and snapshots.
func makeV1Store(t *testing.T, dir string) {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(dir, DBName))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := db.Exec(q, args...); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	exec(`PRAGMA journal_mode = WAL`)
	for _, q := range migrations[0].Statements {
		exec(q)
	}
	exec(`INSERT INTO meta (key, value) VALUES ('schema_version', '1')`)
	for i, id := range []string{"old-one", "old-two"} {
		sess := New(id, "bank", t0)
		sess.Messages = append(sess.Messages, Message{Role: RoleUser, Text: "hello from " + id, Time: t0})
		data := marshalString(t, sess)
		exec(`INSERT INTO sessions (id, domain, title, created, updated, messages, last_seq) VALUES (?, 'bank', ?, ?, ?, 1, 5)`,
			id, "hello from "+id, toNanos(t0), toNanos(t0.Add(time.Duration(i)*time.Second)))
		for seq := 1; seq <= 5; seq++ {
			exec(`INSERT INTO events (session_id, seq, kind, data, time) VALUES (?, ?, 'delta', ?, ?)`,
				id, seq, string(eventData(seq)), toNanos(t0.Add(time.Duration(seq)*time.Millisecond)))
		}
		exec(`INSERT INTO snapshots (session_id, after_seq, data) VALUES (?, 3, ?)`, id, data)
	}
}

// A store of schema 1 is migrated to the newest schema with its sessions whole:
// they load, list, take new events after their old ones, and delete; new
// sessions and the ledger work beside them.
func TestStoreMigratesSchema1(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	makeV1Store(t, dir)
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var version string
	var pageSize int
	if err := s.db.QueryRow(`SELECT value FROM meta WHERE key = 'schema_version'`).Scan(&version); err != nil || version != fmt.Sprint(SchemaVersion) {
		t.Fatalf("schema_version %q, %v", version, err)
	}
	if err := s.db.QueryRow(`PRAGMA page_size`).Scan(&pageSize); err != nil || pageSize != 4096 {
		t.Errorf("page_size %d, %v; an old store keeps its pages", pageSize, err)
	}
	for _, id := range []string{"old-one", "old-two"} {
		sess, recs, err := s.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		if len(sess.Messages) != 1 || sess.Messages[0].Text != "hello from "+id {
			t.Errorf("%s: snapshot %+v", id, sess.Messages)
		}
		checkRecords(t, recs, 4, 5)
		all, err := s.Events(id)
		if err != nil {
			t.Fatal(err)
		}
		checkRecords(t, all, 1, 5)
		if seq, err := s.Append(id, "delta", eventData(6), t0.Add(6*time.Millisecond)); err != nil || seq != 6 {
			t.Fatalf("%s: Append after migration = %d, %v", id, seq, err)
		}
	}
	if id, err := s.Latest(); err != nil || id != "old-two" {
		t.Errorf("Latest = %q, %v", id, err)
	}
	if err := s.Create(New("new-one", "bank", t0)); err != nil {
		t.Fatal(err)
	}
	appendN(t, s, "new-one", 1, 2)
	if err := s.Delete("old-one"); err != nil {
		t.Fatal(err)
	}
	all, err := s.Events("old-two")
	if err != nil {
		t.Fatal(err)
	}
	checkRecords(t, all, 1, 6)
	if err := s.Ledger("bank").Update(func(tx LedgerTx) error { tx.Set("k", "v"); return nil }); err != nil {
		t.Fatal(err)
	}
	var check string
	if err := s.db.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check = %q, %v", check, err)
	}
}

// A new store has the small pages of dsn and the tables of the newest schema.
func TestStoreNewLayout(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	var pageSize int
	if err := s.db.QueryRow(`PRAGMA page_size`).Scan(&pageSize); err != nil || pageSize != 1024 {
		t.Errorf("page_size %d, %v; want 1024", pageSize, err)
	}
	rows, err := s.db.Query(`SELECT name FROM sqlite_schema WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%' ORDER BY name`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		rows.Scan(&n)
		names = append(names, n)
	}
	if got, want := strings.Join(names, " "), "events leases ledger meta sessions sessions_by_num snapshots"; got != want {
		t.Errorf("tables and indexes: %s\nwant %s", got, want)
	}
	// Sessions get numbers 1, 2, …; a deleted session's events do not
	// reach the next one's range.
	for i, id := range []string{"a", "b", "c"} {
		if err := s.Create(New(id, "bank", t0)); err != nil {
			t.Fatal(err)
		}
		var num int64
		if err := s.db.QueryRow(`SELECT num FROM sessions WHERE id = ?`, id).Scan(&num); err != nil || num != int64(i+1) {
			t.Errorf("session %s has number %d, %v", id, num, err)
		}
	}
	appendN(t, s, "b", 1, 2)
	var key int64
	if err := s.db.QueryRow(`SELECT key FROM events WHERE session_id = 'b' AND seq = 2`).Scan(&key); err != nil || key != 2<<32|2 {
		t.Errorf("key of b's event 2 = %#x, %v", key, err)
	}
}

// A write that finds the database locked by another process, longer than
// it waits, fails with an error that IsBusy recognises through every
// wrapping, and says what happened.
func TestStoreBusyIsRecognised(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Create(New("busy", "bank", t0)); err != nil {
		t.Fatal(err)
	}
	// One connection, told not to wait, so the test does not take 5 s.
	s.db.SetMaxOpenConns(1)
	if _, err := s.db.Exec(`PRAGMA busy_timeout = 0`); err != nil {
		t.Fatal(err)
	}
	other, err := sql.Open("sqlite", dsn(s.Path()))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	tx, err := other.Begin() // BEGIN IMMEDIATE: holds the write lock
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()

	for _, tc := range []struct {
		name string
		err  error
	}{
		{"Append", appendErr(s.Append("busy", "delta", nil, t0))},
		{"SaveTurn", s.SaveTurn("busy", deltas(1, 2), Listing{})},
		{"Snapshot", s.Snapshot("busy", New("busy", "bank", t0), 0)},
		{"Create", s.Create(New("other", "bank", t0))},
		{"Ledger", s.Ledger("bank").Update(func(tx LedgerTx) error { tx.Set("k", "v"); return nil })},
	} {
		if !IsBusy(tc.err) {
			t.Errorf("%s: IsBusy(%v) = false", tc.name, tc.err)
			continue
		}
		if !strings.Contains(tc.err.Error(), "is busy") {
			t.Errorf("%s: error %q does not say the store is busy", tc.name, tc.err)
		}
	}
	for _, err := range []error{nil, errors.New("database is locked"), ErrNotFound, fmt.Errorf("x: %w", ErrLocked)} {
		if IsBusy(err) {
			t.Errorf("IsBusy(%v) = true", err)
		}
	}
	tx.Rollback()
	if _, err := s.Append("busy", "delta", nil, t0); err != nil {
		t.Errorf("Append once the lock is gone: %v", err)
	}
}
