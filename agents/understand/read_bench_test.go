package understand_test

import (
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

// heldOutJob is one held-out message of up to 30 words, with its reader
// and moment: what R51's speed figures are measured over.
type heldOutJob struct {
	r    *understand.Reader
	text string
	m    understand.Moment
}

func heldOutJobs(b *testing.B) []heldOutJob {
	rs := readers(b)
	doms := map[string]*agents.Domain{"bank": builtins()[0], "insurance": builtins()[1]}
	var jobs []heldOutJob
	for _, ex := range corpus(b) {
		if ex.Domain == "harm" || ex.Domain == "harmtest" || understand.SplitOf(ex.Family) != understand.SplitHeldOut || len(strings.Fields(ex.Text)) > 30 {
			continue
		}
		dom := "bank"
		if ex.Domain == "insurance" {
			dom = "insurance"
		}
		m, err := understand.ParseMoment(ex.At, doms[dom])
		if err != nil {
			continue
		}
		if m.At == understand.AtApproval {
			m.Pending = understand.PendingSlots(doms[dom])
		}
		jobs = append(jobs, heldOutJob{rs[dom], ex.Text, m})
	}
	if len(jobs) == 0 {
		b.Skip("no held-out messages")
	}
	return jobs
}

// timeHeldOut runs read over the held-out messages in turn, b.N times in
// all, and reports R51's figures: the median and 99th percentile of every
// single read (scheduler and GC pauses included), and the 99th
// percentile over the messages of each message's own median time (what a
// message costs, the machine's noise mostly left out), and the mean CPU
// time a read used (its wall time less the waits for a core of a loaded
// machine; GC work done on the reading thread included).
func timeHeldOut(b *testing.B, read func(j heldOutJob)) {
	jobs := heldOutJobs(b)
	times := make([]time.Duration, b.N)
	runtime.LockOSThread() // the thread's CPU time is the reads'
	defer runtime.UnlockOSThread()
	b.ReportAllocs()
	b.ResetTimer()
	cpu := threadCPU()
	for i := 0; i < b.N; i++ {
		j := jobs[i%len(jobs)]
		start := time.Now()
		read(j)
		times[i] = time.Since(start)
	}
	cpu = threadCPU() - cpu
	b.StopTimer()
	perMsg := make([]time.Duration, 0, len(jobs))
	if b.N >= 3*len(jobs) {
		for k := range jobs {
			var own []time.Duration
			for i := k; i < b.N; i += len(jobs) {
				own = append(own, times[i])
			}
			slices.Sort(own)
			perMsg = append(perMsg, own[len(own)/2])
		}
		slices.Sort(perMsg)
	}
	slices.Sort(times)
	µs := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1000 }
	b.ReportMetric(µs(times[len(times)/2]), "µs-median")
	b.ReportMetric(µs(times[len(times)*99/100]), "µs-p99")
	if len(perMsg) > 0 {
		b.ReportMetric(µs(perMsg[len(perMsg)*99/100]), "µs-p99-msg")
	}
	if cpu > 0 {
		b.ReportMetric(µs(cpu)/float64(b.N), "cpu-µs/op")
	}
}

// Reading is all heads; R51 asks ≤ 20 µs median and ≤ 50 µs p99 over the
// held-out messages of up to 30 words. Run with -benchtime 40000x -cpu 1
// (BENCHMARKS.md).
func BenchmarkRead(b *testing.B) {
	timeHeldOut(b, func(j heldOutJob) { j.r.Read(j.text, j.m) })
}

// BenchmarkHarm is R53's whole check of a message (Reader.Harm): R8's
// table, then the classifier.
func BenchmarkHarm(b *testing.B) {
	timeHeldOut(b, func(j heldOutJob) { j.r.Harm(j.text) })
}

// BenchmarkHarmThenRead is what the loop does with a message: the harm
// check first (concierge's harmful), then the reading.
func BenchmarkHarmThenRead(b *testing.B) {
	timeHeldOut(b, func(j heldOutJob) {
		j.r.Harm(j.text)
		j.r.Read(j.text, j.m)
	})
}
