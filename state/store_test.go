package state

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// openTestStore opens a store in a fresh dir, with a clock that moves one
// second per reading so that "newest first" does not depend on timing.
func openTestStore(t testing.TB) *Store {
	t.Helper()
	s, err := OpenStore(t.TempDir())
	if err != nil {
		t.Fatalf("OpenStore: %v", err)
	}
	var tick atomic.Int64
	s.now = func() time.Time { return t0.Add(time.Duration(tick.Add(1)) * time.Second) }
	t.Cleanup(func() { s.Close() })
	return s
}

func marshalString(t testing.TB, s *Session) string {
	t.Helper()
	b, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func eventData(i int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"n":%d,"text":"step %d"}`, i, i))
}

// appendN appends events from..to (inclusive) and checks their seqs.
func appendN(t testing.TB, s *Store, id string, from, to int) {
	t.Helper()
	for i := from; i <= to; i++ {
		seq, err := s.Append(id, "delta", eventData(i), t0.Add(time.Duration(i)*time.Millisecond))
		if err != nil {
			t.Fatalf("Append %d: %v", i, err)
		}
		if seq != int64(i) {
			t.Fatalf("Append %d: seq %d", i, seq)
		}
	}
}

func checkRecords(t *testing.T, recs []Record, from, to int) {
	t.Helper()
	if len(recs) != to-from+1 {
		t.Fatalf("got %d records, want %d (seq %d..%d)", len(recs), to-from+1, from, to)
	}
	for i, r := range recs {
		n := from + i
		if r.Seq != int64(n) || r.Kind != "delta" || string(r.Data) != string(eventData(n)) {
			t.Fatalf("record %d = {%d %q %s}, want {%d delta %s}", i, r.Seq, r.Kind, r.Data, n, eventData(n))
		}
		if want := t0.Add(time.Duration(n) * time.Millisecond); !r.Time.Equal(want) {
			t.Fatalf("record %d time %v, want %v", i, r.Time, want)
		}
	}
}

func TestStoreRoundTrip(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name                  string
		before, snapAt, after int // events before the snapshot, its afterSeq, events after
	}{
		{"fresh session", 0, -1, 0},
		{"snapshot, nothing after", 5, 5, 0},
		{"events after the snapshot", 5, 5, 7},
		{"snapshot older than the last event", 6, 4, 3},
		{"no snapshot but the first", 4, -1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openTestStore(t)
			sess := New("rt-"+strings.ReplaceAll(tc.name, " ", "-"), "bank", t0)
			if err := s.Create(sess); err != nil {
				t.Fatal(err)
			}
			want := sess
			wantFrom := 1
			appendN(t, s, sess.ID, 1, tc.before)
			if tc.snapAt >= 0 {
				full := fullSession()
				full.ID = sess.ID
				if err := s.Snapshot(sess.ID, full, int64(tc.snapAt)); err != nil {
					t.Fatal(err)
				}
				want, wantFrom = full, tc.snapAt+1
			}
			appendN(t, s, sess.ID, tc.before+1, tc.before+tc.after)

			got, recs, err := s.Load(sess.ID)
			if err != nil {
				t.Fatal(err)
			}
			if g, w := marshalString(t, got), marshalString(t, want); g != w {
				t.Fatalf("loaded session differs:\n%s\nwant\n%s", g, w)
			}
			checkRecords(t, recs, wantFrom, tc.before+tc.after)
			all, err := s.Events(sess.ID)
			if err != nil {
				t.Fatal(err)
			}
			checkRecords(t, all, 1, tc.before+tc.after)
		})
	}
}

// A crash mid-turn: the user's message and part of the turn were appended,
// the turn's snapshot never came. Reopening gives the last snapshot and
// exactly those events, in order, to replay.
func TestStoreCrashLeavesEventsToReplay(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	sess := fullSession()
	if err := s.Create(sess); err != nil {
		t.Fatal(err)
	}
	appendN(t, s, sess.ID, 1, 3)
	sess.Messages = append(sess.Messages, Message{Role: RoleAgent, Agent: "transfer_money", Text: "Done.", Time: t0})
	if err := s.Snapshot(sess.ID, sess, 3); err != nil {
		t.Fatal(err)
	}
	appendN(t, s, sess.ID, 4, 9) // the next turn, cut short
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	s2, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	got, recs, err := s2.Load(sess.ID)
	if err != nil {
		t.Fatal(err)
	}
	if g, w := marshalString(t, got), marshalString(t, sess); g != w {
		t.Fatalf("loaded session differs:\n%s\nwant\n%s", g, w)
	}
	checkRecords(t, recs, 4, 9)
	// Appending goes on from where the crashed process stopped.
	seq, err := s2.Append(sess.ID, "delta", eventData(10), t0.Add(10*time.Millisecond))
	if err != nil || seq != 10 {
		t.Fatalf("Append after reopen = %d, %v; want 10", seq, err)
	}
}

func TestStoreListAndLatest(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	if _, err := s.Latest(); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Latest on an empty store: %v, want ErrNotFound", err)
	}
	if l, err := s.List(); err != nil || len(l) != 0 {
		t.Fatalf("List on an empty store = %v, %v", l, err)
	}

	long := strings.Repeat("pay the rent ", 10)
	sessions := []struct {
		id, domain string
		msgs       []Message
		title      string
	}{
		{"aaaa-quiet", "bank", nil, ""},
		{"bbbb-secret-first", "bank", []Message{
			{Role: RoleAgent, Text: "Hello"},
			{Role: RoleUser, Text: SecretMask, Masked: true},
			{Role: RoleUser, Text: "  check\n my\tbalance \x1b[31m "},
		}, "check my balance [31m"},
		{"cccc-long", "stocks", []Message{{Role: RoleUser, Text: long}}, strings.TrimSpace(string([]rune(long)[:59])) + "…"},
	}
	for _, c := range sessions {
		sess := New(c.id, c.domain, t0)
		sess.Messages = append(sess.Messages, c.msgs...)
		if err := s.Create(sess); err != nil {
			t.Fatal(err)
		}
	}
	list, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 3 {
		t.Fatalf("List has %d sessions, want 3", len(list))
	}
	for i, in := range list {
		c := sessions[len(sessions)-1-i] // newest first
		if in.ID != c.id || in.Domain != c.domain || in.Title != c.title || in.Messages != len(c.msgs) || in.Events != 0 {
			t.Errorf("List[%d] = %+v, want id %s domain %s title %q messages %d", i, in, c.id, c.domain, c.title, len(c.msgs))
		}
		if !in.Created.Equal(t0) {
			t.Errorf("List[%d].Created = %v, want %v", i, in.Created, t0)
		}
		if n := len([]rune(in.Title)); n > 60 {
			t.Errorf("List[%d].Title has %d runes", i, n)
		}
	}
	if id, err := s.Latest(); err != nil || id != "cccc-long" {
		t.Fatalf("Latest = %q, %v", id, err)
	}

	// Writing to the oldest session brings it to the top.
	if _, err := s.Append("aaaa-quiet", "user", json.RawMessage(`{"text":"hi"}`), t0); err != nil {
		t.Fatal(err)
	}
	if id, _ := s.Latest(); id != "aaaa-quiet" {
		t.Fatalf("Latest after Append = %q, want aaaa-quiet", id)
	}
	sess := New("bbbb-secret-first", "bank", t0)
	sess.Messages = append(sess.Messages, Message{Role: RoleUser, Text: "new title"}, Message{Role: RoleAgent, Text: "ok"})
	if err := s.Snapshot(sess.ID, sess, 0); err != nil {
		t.Fatal(err)
	}
	list, _ = s.List()
	var order []string
	for _, in := range list {
		order = append(order, in.ID)
	}
	if got := strings.Join(order, " "); got != "bbbb-secret-first aaaa-quiet cccc-long" {
		t.Fatalf("List order after writes = %s", got)
	}
	if list[0].Title != "new title" || list[0].Messages != 2 {
		t.Fatalf("List[0] after Snapshot = %+v", list[0])
	}
	if list[1].Events != 1 || !list[1].Updated.After(list[2].Updated) {
		t.Fatalf("List[1] after Append = %+v (List[2] updated %v)", list[1], list[2].Updated)
	}
}

func TestStoreDelete(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	for _, id := range []string{"keep-me", "drop-me"} {
		if err := s.Create(New(id, "bank", t0)); err != nil {
			t.Fatal(err)
		}
		appendN(t, s, id, 1, 5)
		if err := s.Snapshot(id, New(id, "bank", t0), 3); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Delete("drop-me"); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"events", "snapshots"} {
		var n int
		if err := s.db.QueryRow(`SELECT count(*) FROM ` + table + ` WHERE session_id = 'drop-me'`).Scan(&n); err != nil || n != 0 {
			t.Errorf("%s rows left for a deleted session: %d, %v", table, n, err)
		}
	}
	if _, _, err := s.Load("drop-me"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Load after Delete: %v", err)
	}
	if _, err := s.Events("drop-me"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Events after Delete: %v", err)
	}
	if _, err := s.Append("drop-me", "delta", nil, t0); !errors.Is(err, ErrNotFound) {
		t.Errorf("Append after Delete: %v", err)
	}
	if err := s.Delete("drop-me"); !errors.Is(err, ErrNotFound) {
		t.Errorf("second Delete: %v", err)
	}
	if id, err := s.Latest(); err != nil || id != "keep-me" {
		t.Errorf("Latest after Delete = %q, %v", id, err)
	}
	if _, recs, err := s.Load("keep-me"); err != nil || len(recs) != 2 {
		t.Errorf("the other session: %d records, %v", len(recs), err)
	}
	// The id can be used again, from seq 1.
	if err := s.Create(New("drop-me", "bank", t0)); err != nil {
		t.Fatal(err)
	}
	appendN(t, s, "drop-me", 1, 1)
}

func TestStoreResolve(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	ids := []string{"abcd1234", "abcd5678", "abce0000", "xyz", "100%_ok", "ab"}
	for _, id := range ids {
		if err := s.Create(New(id, "bank", t0)); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		in, want string
		err      error  // errors.Is target, when an error is expected
		msg      string // the error must contain this
	}{
		{in: "abcd1234", want: "abcd1234"},
		{in: "abcd1", want: "abcd1234"},
		{in: " abcd5 ", want: "abcd5678"},
		{in: "abce", want: "abce0000"},
		{in: "xyz", want: "xyz"}, // an exact id, however short
		{in: "ab", want: "ab"},
		{in: "100%", want: "100%_ok"}, // no LIKE wildcards
		{in: "100_", err: ErrNotFound, msg: `no session id starts with "100_"`},
		{in: "abcd", err: ErrAmbiguous, msg: "abcd1234, abcd5678"},
		{in: "zzzz", err: ErrNotFound, msg: `"zzzz"`},
		{in: "abcd12345", err: ErrNotFound},
		{in: "abc", msg: "too short: give at least 4 characters"},
		{in: "", msg: "no session id given"},
	} {
		got, err := s.Resolve(tc.in)
		if tc.err == nil && tc.msg == "" {
			if err != nil || got != tc.want {
				t.Errorf("Resolve(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
			}
			continue
		}
		if err == nil {
			t.Errorf("Resolve(%q) = %q, want an error", tc.in, got)
			continue
		}
		if tc.err != nil && !errors.Is(err, tc.err) {
			t.Errorf("Resolve(%q) error %v, want %v", tc.in, err, tc.err)
		}
		if !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("Resolve(%q) error %q, want it to contain %q", tc.in, err, tc.msg)
		}
	}
}

func TestStoreResolveManyMatches(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	for i := range 8 {
		if err := s.Create(New(fmt.Sprintf("feed%04d", i), "bank", t0)); err != nil {
			t.Fatal(err)
		}
	}
	_, err := s.Resolve("feed")
	if !errors.Is(err, ErrAmbiguous) || !strings.Contains(err.Error(), "more than 5") {
		t.Fatalf("Resolve(feed): %v", err)
	}
}

func TestStoreWriteErrors(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	sess := New("errs", "bank", t0)
	if err := s.Create(sess); err != nil {
		t.Fatal(err)
	}
	appendN(t, s, "errs", 1, 3)
	if err := s.Snapshot("errs", sess, 2); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		err  error
		is   error
		msg  string
	}{
		{"create twice", s.Create(New("errs", "bank", t0)), ErrExists, ""},
		{"create without id", s.Create(New("", "bank", t0)), nil, "no session id"},
		{"create nil", s.Create(nil), nil, "no session id"},
		{"append to nobody", appendErr(s.Append("nobody", "delta", nil, t0)), ErrNotFound, ""},
		{"append bad json", appendErr(s.Append("errs", "delta", json.RawMessage(`{"a":`), t0)), nil, "not valid JSON"},
		{"append no kind", appendErr(s.Append("errs", "", nil, t0)), nil, "no kind"},
		{"snapshot nobody", s.Snapshot("nobody", New("nobody", "bank", t0), 0), ErrNotFound, ""},
		{"snapshot past the end", s.Snapshot("errs", sess, 4), nil, "has 3 events"},
		{"snapshot stale", s.Snapshot("errs", sess, 1), nil, "older than the stored snapshot"},
		{"snapshot negative", s.Snapshot("errs", sess, -1), nil, "negative"},
		{"snapshot other id", s.Snapshot("errs", New("other", "bank", t0), 3), nil, `"other"`},
		{"snapshot nil", s.Snapshot("errs", nil, 3), nil, "no session"},
	} {
		if tc.err == nil {
			t.Errorf("%s: no error", tc.name)
			continue
		}
		if tc.is != nil && !errors.Is(tc.err, tc.is) {
			t.Errorf("%s: %v, want %v", tc.name, tc.err, tc.is)
		}
		if !strings.Contains(tc.err.Error(), tc.msg) {
			t.Errorf("%s: %q, want it to contain %q", tc.name, tc.err, tc.msg)
		}
	}
	// None of the failures above wrote anything.
	recs, err := s.Events("errs")
	if err != nil || len(recs) != 3 {
		t.Fatalf("events after failed writes: %d, %v", len(recs), err)
	}
	if _, recs, _ := s.Load("errs"); len(recs) != 1 || recs[0].Seq != 3 {
		t.Fatalf("Load after failed snapshots: %+v", recs)
	}
}

func appendErr(_ int64, err error) error { return err }

func TestStoreAppendDefaults(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	if err := s.Create(New("defaults", "bank", t0)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Append("defaults", "ping", nil, time.Time{}); err != nil {
		t.Fatal(err)
	}
	local := time.Date(2025, 6, 1, 12, 0, 0, 123456789, time.FixedZone("X", 3600))
	recs := []Record{{Kind: "a", Data: json.RawMessage(`1`), Time: local}, {Kind: "b", Data: json.RawMessage(`"two"`), Time: local}}
	if err := s.AppendBatch("defaults", recs); err != nil {
		t.Fatal(err)
	}
	if recs[0].Seq != 2 || recs[1].Seq != 3 {
		t.Fatalf("AppendBatch seqs %d, %d; want 2, 3", recs[0].Seq, recs[1].Seq)
	}
	all, err := s.Events("defaults")
	if err != nil || len(all) != 3 {
		t.Fatalf("Events = %d, %v", len(all), err)
	}
	if string(all[0].Data) != "null" || all[0].Time.IsZero() {
		t.Errorf("empty data and zero time stored as %s at %v; want null at the store's now", all[0].Data, all[0].Time)
	}
	if !all[1].Time.Equal(local) || string(all[2].Data) != `"two"` || all[2].Kind != "b" {
		t.Errorf("batch records came back as %+v", all[1:])
	}
	if err := s.AppendBatch("defaults", nil); err != nil {
		t.Errorf("empty batch: %v", err)
	}
	// A batch with one bad record writes nothing.
	err = s.AppendBatch("defaults", []Record{{Kind: "ok"}, {Kind: "bad", Data: json.RawMessage("nope")}})
	if err == nil {
		t.Fatal("batch with invalid JSON accepted")
	}
	if all, _ := s.Events("defaults"); len(all) != 3 {
		t.Fatalf("failed batch wrote %d events", len(all)-3)
	}
}

// rawStoreBytes is everything SQLite keeps on disk for the store: the
// database file and its write-ahead log.
func rawStoreBytes(t *testing.T, path string) []byte {
	t.Helper()
	var all []byte
	for _, p := range []string{path, path + "-wal"} {
		b, err := os.ReadFile(p)
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			t.Fatal(err)
		}
		all = append(all, b...)
	}
	return all
}

// A template for the product-level test: whatever the store is given, no
// secret reaches the disk. Session never holds one, so here the "secret"
// is a word used nowhere, and the mask must be what the disk holds instead.
func TestStoreNoSecretOnDisk(t *testing.T) {
	t.Parallel()
	const secret = "monkey"
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	sess := fullSession() // its third message is masked
	if err := s.Create(sess); err != nil {
		t.Fatal(err)
	}
	for _, data := range []string{
		`{"role":"user","text":"••••••","masked":true}`,
		`{"tool":"authenticate","args":{"username":"seldo","password":"••••••"}}`,
	} {
		if _, err := s.Append(sess.ID, "event", json.RawMessage(data), t0); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Snapshot(sess.ID, sess, 2); err != nil {
		t.Fatal(err)
	}
	check := func(when string) {
		raw := rawStoreBytes(t, s.Path())
		if bytes.Contains(raw, []byte(secret)) {
			t.Errorf("%s: the secret is on disk", when)
		}
		if !bytes.Contains(raw, []byte(SecretMask)) {
			t.Errorf("%s: the mask is not on disk, so the check above proves nothing", when)
		}
	}
	check("open store (data in the WAL)")
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	check("closed store (WAL checkpointed)")
}

// storeFiles is the content and mtime of every file in dir.
func storeFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		fi, err := e.Info()
		if err != nil {
			t.Fatal(err)
		}
		var b []byte
		if fi.Mode().IsRegular() {
			if b, err = os.ReadFile(filepath.Join(dir, e.Name())); err != nil {
				t.Fatal(err)
			}
		}
		out[e.Name()] = fmt.Sprintf("%v %d %x", fi.ModTime().UnixNano(), fi.Size(), b)
	}
	return out
}

func TestStoreRefusesNewerSchema(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Create(fullSession()); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec(`UPDATE meta SET value = ? WHERE key = ?`, SchemaVersion+1, versionKey); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	before := storeFiles(t, dir)
	time.Sleep(10 * time.Millisecond) // so a write would show in the mtime

	for range 2 {
		s2, err := OpenStore(dir)
		if err == nil {
			s2.Close()
			t.Fatal("a store from a newer build was opened")
		}
		want := fmt.Sprintf("%s was written by a newer concierge (schema %d); this build reads up to %d — upgrade, or use --data-dir for a separate store",
			filepath.Join(dir, DBName), SchemaVersion+1, SchemaVersion)
		if !strings.Contains(err.Error(), want) || !errors.Is(err, ErrNewerSchema) {
			t.Fatalf("error %q\nwant it to contain %q", err, want)
		}
	}
	after := storeFiles(t, dir)
	if fmt.Sprint(before) != fmt.Sprint(after) {
		t.Fatalf("the newer store was modified:\nbefore %v\nafter  %v", fileSummary(before), fileSummary(after))
	}
}

func fileSummary(m map[string]string) []string {
	var out []string
	for k, v := range m {
		out = append(out, k+" "+v[:min(len(v), 40)])
	}
	return out
}

func TestStoreRefusesWhatIsNotAStore(t *testing.T) {
	t.Parallel()
	foreign := func(t *testing.T, path string) {
		db, err := sql.Open("sqlite", path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		if _, err := db.Exec(`CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine')`); err != nil {
			t.Fatal(err)
		}
	}
	writeFile := func(b []byte) func(*testing.T, string) {
		return func(t *testing.T, path string) {
			if err := os.WriteFile(path, b, 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
	garbage := bytes.Repeat([]byte("not a database \x00\xff\x13"), 500)
	for _, tc := range []struct {
		name string
		make func(*testing.T, string)
		msg  string
	}{
		{"garbage bytes", writeFile(garbage), "is not a concierge session store"},
		{"a few bytes", writeFile([]byte("hi")), "is not a concierge session store"},
		{"sqlite header then garbage", writeFile(append([]byte(sqliteHeader), garbage...)), "is not a concierge session store"},
		{"another program's database", foreign, "is an SQLite database but not a concierge session store"},
		{"a directory", func(t *testing.T, path string) {
			if err := os.Mkdir(path, 0o700); err != nil {
				t.Fatal(err)
			}
		}, "is not a regular file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			path := filepath.Join(dir, DBName)
			tc.make(t, path)
			before := storeFiles(t, dir)
			s, err := OpenStore(dir)
			if err == nil {
				s.Close()
				t.Fatal("opened")
			}
			t.Log(err)
			for _, want := range []string{tc.msg, path, "--data-dir"} {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q\nwant it to contain %q", err, want)
				}
			}
			if after := storeFiles(t, dir); fmt.Sprint(before) != fmt.Sprint(after) {
				t.Errorf("the file was modified: before %v after %v", fileSummary(before), fileSummary(after))
			}
		})
	}
}

func TestStoreRefusesUnusableDir(t *testing.T) {
	t.Parallel()
	type setup func(t *testing.T) string
	file := func(t *testing.T) string {
		p := filepath.Join(t.TempDir(), "plain-file")
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		name   string
		dir    setup
		msg    string
		noRoot bool
	}{
		{"empty path", func(*testing.T) string { return "" }, "no data dir", false},
		{"path is a file", file, "not a directory", false},
		{"path under a file", func(t *testing.T) string { return filepath.Join(file(t), "concierge") }, "cannot create the data dir", false},
		{"under a read-only dir", func(t *testing.T) string {
			ro := filepath.Join(t.TempDir(), "ro")
			if err := os.Mkdir(ro, 0o500); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(ro, "concierge")
		}, "cannot create the data dir", true},
		{"read-only dir", func(t *testing.T) string {
			ro := filepath.Join(t.TempDir(), "ro")
			if err := os.Mkdir(ro, 0o500); err != nil {
				t.Fatal(err)
			}
			return ro
		}, "is not writable", true},
		{"read-only database file", func(t *testing.T) string {
			dir := t.TempDir()
			s, err := OpenStore(dir)
			if err != nil {
				t.Fatal(err)
			}
			s.Close()
			if err := os.Chmod(filepath.Join(dir, DBName), 0o400); err != nil {
				t.Fatal(err)
			}
			return dir
		}, "cannot be opened for writing", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if tc.noRoot && os.Geteuid() == 0 {
				t.Skip("root can write anyway")
			}
			dir := tc.dir(t)
			s, err := OpenStore(dir)
			if err == nil {
				s.Close()
				t.Fatalf("OpenStore(%q) succeeded", dir)
			}
			t.Log(err)
			for _, want := range []string{tc.msg, "--data-dir"} {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q\nwant it to contain %q", err, want)
				}
			}
		})
	}
}

// Two processes (two Stores on one dir) with four goroutines each append
// to one session: every seq from 1 to 1600 is used exactly once, and each
// writer's seqs rise in the order it appended.
func TestStoreConcurrentAppends(t *testing.T) {
	t.Parallel()
	const stores, workers, each = 2, 4, 200
	dir := t.TempDir()
	var ss [stores]*Store
	for i := range ss {
		s, err := OpenStore(dir)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		ss[i] = s
	}
	if err := ss[0].Create(New("shared", "bank", t0)); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, stores*workers)
	seqs := make([][]int64, stores*workers)
	for i := range stores * workers {
		wg.Go(func() {
			s := ss[i%stores]
			for j := range each {
				data := json.RawMessage(fmt.Sprintf(`{"w":%d,"j":%d}`, i, j))
				seq, err := s.Append("shared", "delta", data, t0)
				if err != nil {
					errs <- fmt.Errorf("writer %d, event %d: %w", i, j, err)
					return
				}
				seqs[i] = append(seqs[i], seq)
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if t.Failed() {
		return
	}
	seen := make([]bool, stores*workers*each+1)
	for w, list := range seqs {
		for k, seq := range list {
			if seq < 1 || int(seq) >= len(seen) || seen[seq] {
				t.Fatalf("writer %d got seq %d twice or out of range", w, seq)
			}
			seen[seq] = true
			if k > 0 && seq <= list[k-1] {
				t.Fatalf("writer %d: seq %d after %d", w, seq, list[k-1])
			}
		}
	}
	recs, err := ss[1].Events("shared")
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != stores*workers*each {
		t.Fatalf("%d events stored", len(recs))
	}
	for i, r := range recs {
		if r.Seq != int64(i+1) {
			t.Fatalf("event %d has seq %d", i, r.Seq)
		}
		var d struct{ W, J int }
		if err := json.Unmarshal(r.Data, &d); err != nil || seqs[d.W][d.J] != r.Seq {
			t.Fatalf("event %d (%s) does not match what its writer was told (%v)", r.Seq, r.Data, err)
		}
	}
	var check string
	if err := ss[0].db.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check = %q, %v", check, err)
	}
}

// Several processes starting on a new data dir at once all get a store.
func TestStoreConcurrentOpen(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var wg sync.WaitGroup
	errs := make(chan error, 6)
	for i := range 6 {
		wg.Go(func() {
			s, err := OpenStore(dir)
			if err != nil {
				errs <- err
				return
			}
			defer s.Close()
			id := fmt.Sprintf("opener-%d", i)
			if err := s.Create(New(id, "bank", t0)); err != nil {
				errs <- err
				return
			}
			for j := range 5 {
				if seq, err := s.Append(id, "delta", nil, t0); err != nil || seq != int64(j+1) {
					errs <- fmt.Errorf("%s: Append = %d, %v", id, seq, err)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
}

func TestStoreSchema(t *testing.T) {
	t.Parallel()
	for i, m := range migrations {
		if m.Version != i+1 {
			t.Fatalf("migration %d has version %d", i, m.Version)
		}
	}
	if last := migrations[len(migrations)-1].Version; last != SchemaVersion {
		t.Fatalf("the last migration is %d, SchemaVersion %d", last, SchemaVersion)
	}
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Create(New("kept", "bank", t0)); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = OpenStore(dir) // a second open migrates nothing and keeps the data
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Path() != filepath.Join(dir, DBName) {
		t.Errorf("Path = %s", s.Path())
	}
	var version, mode string
	var syncMode, fk int
	if err := s.db.QueryRow(`SELECT value FROM meta WHERE key = 'schema_version'`).Scan(&version); err != nil || version != fmt.Sprint(SchemaVersion) {
		t.Errorf("schema_version = %q, %v", version, err)
	}
	if err := s.db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal_mode = %q, %v", mode, err)
	}
	// The durability promise (a returned write survives kill -9) rests on
	// WAL with synchronous = NORMAL (1) or FULL; see dsn.
	if err := s.db.QueryRow(`PRAGMA synchronous`).Scan(&syncMode); err != nil || syncMode != 1 {
		t.Errorf("synchronous = %d, %v; want 1 (NORMAL)", syncMode, err)
	}
	if err := s.db.QueryRow(`PRAGMA foreign_keys`).Scan(&fk); err != nil || fk != 1 {
		t.Errorf("foreign_keys = %d, %v", fk, err)
	}
	if _, err := s.Resolve("kept"); err != nil {
		t.Error(err)
	}
	made := filepath.Join(t.TempDir(), "a", "b")
	s2, err := OpenStore(made)
	if err != nil {
		t.Fatal(err)
	}
	s2.Close()
	if fi, err := os.Stat(made); err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("created data dir mode %v, %v; want 0700", fi.Mode().Perm(), err)
	}
}

func TestSessionTitle(t *testing.T) {
	t.Parallel()
	user := func(text string) Message { return Message{Role: RoleUser, Text: text} }
	for _, tc := range []struct {
		name string
		msgs []Message
		want string
	}{
		{"none", nil, ""},
		{"agent only", []Message{{Role: RoleAgent, Text: "Hi"}}, ""},
		{"first user message", []Message{{Role: RoleAgent, Text: "Hi"}, user("one"), user("two")}, "one"},
		{"skips masked", []Message{{Role: RoleUser, Text: SecretMask, Masked: true}, user("after")}, "after"},
		{"skips blank", []Message{user(" \n\t "), user("real")}, "real"},
		{"one line", []Message{user("a\nb\r\nc\td")}, "a b c d"},
		{"no controls", []Message{user("\x1b[2Jclear\x07")}, "[2Jclear"},
		{"invalid utf-8", []Message{user("ok\xff")}, "ok�"},
		{"exactly 60", []Message{user(strings.Repeat("é", 60))}, strings.Repeat("é", 60)},
		{"clipped", []Message{user(strings.Repeat("é", 61))}, strings.Repeat("é", 59) + "…"},
	} {
		sess := New("t", "bank", t0)
		sess.Messages = tc.msgs
		if got := sessionTitle(sess); got != tc.want {
			t.Errorf("%s: title %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestDefaultDataDir(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	for _, tc := range []struct {
		xdg, want string
	}{
		{"/xdg/data", "/xdg/data/concierge"},
		{"", filepath.Join(home, ".local", "share", "concierge")},
		{"relative/data", filepath.Join(home, ".local", "share", "concierge")},
	} {
		t.Setenv("XDG_DATA_HOME", tc.xdg)
		got, err := DefaultDataDir()
		if err != nil || got != tc.want {
			t.Errorf("XDG_DATA_HOME=%q: %q, %v; want %q", tc.xdg, got, err, tc.want)
		}
	}
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", "")
	if _, err := DefaultDataDir(); err == nil || !strings.Contains(err.Error(), "--data-dir") {
		t.Errorf("no HOME: %v", err)
	}
}

func TestTimeNanos(t *testing.T) {
	t.Parallel()
	for _, tm := range []time.Time{{}, t0, time.Date(1500, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC)} {
		n := toNanos(tm)
		back := fromNanos(n)
		switch {
		case tm.IsZero():
			if !back.IsZero() {
				t.Errorf("zero time came back as %v", back)
			}
		case tm.Year() < 1678 || tm.Year() > 2262:
			if back.IsZero() || back.Year() < 1677 || back.Year() > 2262 {
				t.Errorf("%v came back as %v, want it clamped", tm, back)
			}
		default:
			if !back.Equal(tm) {
				t.Errorf("%v came back as %v", tm, back)
			}
		}
	}
}
