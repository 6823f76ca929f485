package cli

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// pipedLines are what a long session says, over and over: routing,
// slot filling, a login, a digression, small talk.
var pipedLines = []string{
	"what's the price of AAPL?", "check my balance", "seldo", "monkey", "Checking",
	"thanks", "look up MSFT", "what can you do?", "send 5 to 1234324", "no, too much",
	"never mind", "hello",
}

// timedReader hands out one line per Read and records when each was
// asked for: chat --plain reads the next line only when the last turn is
// over, so the gaps are the turns' costs.
type timedReader struct {
	lines []string
	next  int
	at    []time.Time
	buf   bytes.Buffer
}

func (r *timedReader) Read(p []byte) (int, error) {
	if r.buf.Len() == 0 {
		if r.next == len(r.lines) {
			return 0, io.EOF
		}
		r.at = append(r.at, time.Now())
		r.buf.WriteString(r.lines[r.next] + "\n")
		r.next++
	}
	return r.buf.Read(p)
}

// BenchmarkPipedTenThousandLines is R44's target: 10,000 user lines piped
// into chat --plain with a store, in ≤ 60 s, with ≤ 200 MB written to disk
// in all, and a turn at 10,000 lines within 2× of one in a fresh session.
func BenchmarkPipedTenThousandLines(b *testing.B) {
	const n = 10_000
	for i := 0; i < b.N; i++ {
		lines := make([]string, n)
		for j := range lines {
			lines[j] = pipedLines[j%len(pipedLines)]
		}
		in := &timedReader{lines: lines}
		dir := b.TempDir()
		written := diskWrites()
		start := time.Now()
		cmd := newRootCmd(ioStreams{In: bufio.NewReader(in), Out: io.Discard, ErrOut: io.Discard, InFd: -1, Getenv: func(string) string { return "" }}, Options{})
		cmd.SetArgs([]string{"chat", "--plain", "--data-dir", dir})
		if err := cmd.Execute(); err != nil {
			b.Fatal(err)
		}
		took := time.Since(start)
		first, last := turnCost(in.at[1:501]), turnCost(in.at[len(in.at)-501:])
		b.ReportMetric(took.Seconds(), "s/10k-lines")
		if w := diskWrites(); w >= 0 && written >= 0 {
			b.ReportMetric(float64(w-written)/1e6, "MB-written")
		}
		b.ReportMetric(float64(first.Microseconds()), "µs/turn-fresh")
		b.ReportMetric(float64(last.Microseconds()), "µs/turn-at-10k")
	}
}

// turnCost is the median gap between line reads.
func turnCost(at []time.Time) time.Duration {
	gaps := make([]time.Duration, 0, len(at)-1)
	for i := 1; i < len(at); i++ {
		gaps = append(gaps, at[i].Sub(at[i-1]))
	}
	for i := 1; i < len(gaps); i++ { // insertion sort: 500 values
		for j := i; j > 0 && gaps[j] < gaps[j-1]; j-- {
			gaps[j], gaps[j-1] = gaps[j-1], gaps[j]
		}
	}
	return gaps[len(gaps)/2]
}

// diskWrites is this process's bytes written to storage so far (Linux's
// /proc/self/io write_bytes), -1 where it cannot be read.
func diskWrites() int64 {
	b, err := os.ReadFile("/proc/self/io")
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "write_bytes: "); ok {
			n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			if err == nil {
				return n
			}
		}
	}
	return -1
}
