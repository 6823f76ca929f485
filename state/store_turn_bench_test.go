package state

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// BenchmarkTurns10k is R44's budget for the store: 10,000 turns of one
// session, each written as the engine writes it — the user's message at
// once (one event), then the turn's other events with its state record
// and listing (SaveTurn, eight events of about 300 bytes). It reports the
// bytes the process wrote to disk (Linux only: write_bytes of
// /proc/self/io, which counts what reaches the block layer), the bytes it
// handed to write(2), and the median time of a turn among the first and
// the last 500. Targets: at most 200 MB written, and the last turns
// within 2× of the first ones.
//
// The other cases add full Snapshots of the growing session (two messages
// a turn), as the engine takes them now and then: every 2,000 records
// (whose cost still grows with the square of the session, only slowly),
// or once the records written since the last snapshot weigh twice as much
// as it did (whose cost grows with the session: at most half the records'
// own bytes).
//
//	go test ./state/ -run '^$' -bench Turns10k -benchtime 1x
func BenchmarkTurns10k(b *testing.B) {
	for _, bc := range []struct {
		name   string
		policy snapshotPolicy
	}{
		{"EventsOnly", snapshotPolicy{}},
		{"SnapshotEvery2000", snapshotPolicy{records: 2000}},
		{"SnapshotByBytes", snapshotPolicy{records: 2000, bytesFactor: 2}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				runTurns(b, 10000, bc.policy)
			}
		})
	}
}

// snapshotPolicy says when a turn ends with a full Snapshot: after at least
// records records (never when 0), and, with a bytesFactor, once the
// records since the last snapshot are that many times as large as it was.
type snapshotPolicy struct {
	records     int
	bytesFactor int
}

func runTurns(b *testing.B, turns int, policy snapshotPolicy) {
	dir := b.TempDir()
	if d := os.Getenv("CONCIERGE_BENCH_DIR"); d != "" {
		// Where the disk to measure is, when the temp dir is a tmpfs.
		var err error
		if dir, err = os.MkdirTemp(d, "bench-"); err != nil {
			b.Fatal(err)
		}
		defer os.RemoveAll(dir)
	}
	s, err := OpenStore(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	id := "bench-turns"
	sess := New(id, "bank", t0)
	if err := s.Create(sess); err != nil {
		b.Fatal(err)
	}
	io0, ioOK := readProcIO()
	took := make([]time.Duration, turns)
	var since, sinceBytes, snapBytes, snapshots int
	var lastSeq int64
	start := time.Now()
	for i := range turns {
		t := time.Now()
		user := []Record{{Kind: "user", Data: json.RawMessage(fmt.Sprintf(`{"text":"line %d: move $%d.00 from checking to savings, please"}`, i, i)), Time: t0}}
		if err := s.AppendBatch(id, user); err != nil {
			b.Fatal(err)
		}
		recs := turnRecords(i)
		for _, r := range append(recs, user...) {
			sinceBytes += len(r.Data)
		}
		sess.Messages = append(sess.Messages,
			Message{Role: RoleUser, Text: fmt.Sprintf("line %d: move $%d.00 from checking to savings, please", i, i), Time: t0},
			Message{Role: RoleAgent, Agent: "transfer_money", Text: "Your transfer is on its way; it should arrive by tomorrow.", Time: t0})
		if err := s.SaveTurn(id, recs, Listing{Title: sess.Messages[0].Text, Messages: len(sess.Messages)}); err != nil {
			b.Fatal(err)
		}
		lastSeq = recs[len(recs)-1].Seq
		since += 1 + len(recs)
		if policy.records > 0 && since >= policy.records && sinceBytes >= policy.bytesFactor*snapBytes {
			if err := s.Snapshot(id, sess, lastSeq); err != nil {
				b.Fatal(err)
			}
			if policy.bytesFactor > 0 {
				data, _ := json.Marshal(sess) // what the engine would know of the snapshot's size
				snapBytes = len(data)
			}
			since, sinceBytes = 0, 0
			snapshots++
		}
		took[i] = time.Since(t)
	}
	total := time.Since(start)
	if lastSeq != int64(turns*9) {
		b.Fatalf("last seq %d, want %d", lastSeq, turns*9)
	}
	const window = 500
	first, last := median(took[:window]), median(took[turns-window:])
	b.ReportMetric(float64(first.Microseconds()), "first-turn-µs")
	b.ReportMetric(float64(last.Microseconds()), "last-turn-µs")
	b.ReportMetric(float64(last)/float64(first), "last/first")
	b.ReportMetric(total.Seconds(), "total-s")
	if io1, ok := readProcIO(); ok && ioOK {
		b.ReportMetric(float64(io1["write_bytes"]-io0["write_bytes"])/1e6, "disk-MB")
		b.ReportMetric(float64(io1["wchar"]-io0["wchar"])/1e6, "write(2)-MB")
	}
	var size int64
	for _, p := range []string{s.Path(), s.Path() + "-wal"} {
		if fi, err := os.Stat(p); err == nil {
			size += fi.Size()
		}
	}
	b.ReportMetric(float64(size)/1e6, "files-MB")
	b.Logf("%d turns, %d snapshots in %v: first turns %v, last turns %v; files in %s", turns, snapshots, total, first, last, filepath.Dir(s.Path()))
}

// turnRecords is a turn's events after the user's message: seven of about
// 300 bytes and the state record.
func turnRecords(turn int) []Record {
	recs := make([]Record, 0, 8)
	for j := range 7 {
		recs = append(recs, Record{Kind: "delta", Time: t0, Data: json.RawMessage(fmt.Sprintf(
			`{"agent":"transfer_money","turn":%d,"step":%d,"text":"Your transfer of $%d.00 from checking to account 1234324 is on its way; it should arrive by tomorrow morning. The reference is TX-%08d, and a receipt is in the side panel. Anything else I can help you with today, while we are at it? %s"}`,
			turn, j, turn, turn*8+j, strings.Repeat("·", 20)))})
	}
	recs = append(recs, Record{Kind: "state", Time: t0, Data: json.RawMessage(fmt.Sprintf(
		`{"id":"bench-turns","speaker":"transfer_money","facts":{"authenticated":"true","username":"seldo","account_id":"1234324","turn":"%d"},"stack":[],"pending":{}}`, turn))})
	return recs
}

func median(d []time.Duration) time.Duration {
	c := slices.Clone(d)
	slices.Sort(c)
	return c[len(c)/2]
}

// readProcIO is this process's I/O counters (Linux); false elsewhere.
func readProcIO() (map[string]int64, bool) {
	f, err := os.Open("/proc/self/io")
	if err != nil {
		return nil, false
	}
	defer f.Close()
	out := map[string]int64{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		if n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64); err == nil {
			out[k] = n
		}
	}
	_, ok := out["write_bytes"]
	return out, ok && sc.Err() == nil
}
