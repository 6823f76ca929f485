package mcp

import (
	"context"
	"slices"
	"strconv"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// R40: a call to a local server adds ≤ 1 ms median beyond the server's
// own time; servers start in parallel (the slowest + 50 ms). Run with
//
//	go test ./agents/mcp -run '^$' -bench . -benchtime 2s

// median reports the median of ds under unit.
func median(b *testing.B, ds []time.Duration, unit string) {
	if len(ds) == 0 {
		return
	}
	slices.Sort(ds)
	m := ds[len(ds)/2]
	switch unit {
	case "µs-median":
		b.ReportMetric(float64(m.Nanoseconds())/1e3, unit)
	case "ms-median":
		b.ReportMetric(float64(m.Nanoseconds())/1e6, unit)
	}
}

// benchCalls calls the timed tool (work of ms) and reports the median
// time beyond what the server said it spent.
func benchCalls(b *testing.B, set *Set, server string, ms int) {
	ctx := context.Background()
	args := map[string]any{"ms": ms}
	var over []time.Duration
	for b.Loop() {
		began := time.Now()
		r, err := set.Call(ctx, server, "timed", args, nil)
		took := time.Since(began)
		if err != nil {
			b.Fatal(err)
		}
		own, err := strconv.ParseInt(r.Text, 10, 64)
		if err != nil {
			b.Fatalf("timed said %q", r.Text)
		}
		over = append(over, took-time.Duration(own))
	}
	median(b, over, "µs-median")
}

func BenchmarkCallInMemory(b *testing.B) {
	for _, ms := range []int{0, 5} {
		b.Run("work="+strconv.Itoa(ms)+"ms", func(b *testing.B) {
			m := &inMemory{}
			set := startSet(b, []ServerSpec{{Name: "mem"}},
				Options{Transports: map[string]func(context.Context) (sdk.Transport, error){"mem": m.transport}})
			benchCalls(b, set, "mem", ms)
		})
	}
}

func BenchmarkCallStdio(b *testing.B) {
	for _, ms := range []int{0, 5} {
		b.Run("work="+strconv.Itoa(ms)+"ms", func(b *testing.B) {
			set := startSet(b, []ServerSpec{stdioSpec("io", "serve")}, Options{})
			benchCalls(b, set, "io", ms)
		})
	}
}

// BenchmarkCallSDK is the same call through the SDK alone: what this
// package adds is the difference.
func BenchmarkCallSDK(b *testing.B) {
	m := &inMemory{}
	t, err := m.transport(context.Background())
	if err != nil {
		b.Fatal(err)
	}
	sess, err := sdk.NewClient(&sdk.Implementation{Name: "bench"}, nil).Connect(context.Background(), t, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer sess.Close()
	var ds []time.Duration
	for b.Loop() {
		began := time.Now()
		if _, err := sess.CallTool(context.Background(), &sdk.CallToolParams{Name: "timed", Arguments: map[string]any{"ms": 0}}); err != nil {
			b.Fatal(err)
		}
		ds = append(ds, time.Since(began))
	}
	median(b, ds, "µs-median")
}

// BenchmarkStartThreeInMemory starts three servers that take 100, 200
// and 300 ms to connect: in parallel, Start takes the slowest's time and
// a little more; the metric is that little more.
func BenchmarkStartThreeInMemory(b *testing.B) {
	m := &inMemory{}
	slow := func(d time.Duration) func(context.Context) (sdk.Transport, error) {
		return func(ctx context.Context) (sdk.Transport, error) {
			time.Sleep(d)
			return m.transport(ctx)
		}
	}
	opts := Options{Transports: map[string]func(context.Context) (sdk.Transport, error){
		"a": slow(100 * time.Millisecond), "b": slow(200 * time.Millisecond), "c": slow(300 * time.Millisecond)}}
	specs := []ServerSpec{{Name: "a"}, {Name: "b"}, {Name: "c"}}
	var over []time.Duration
	for b.Loop() {
		began := time.Now()
		set, err := Start(context.Background(), specs, opts)
		over = append(over, time.Since(began)-300*time.Millisecond)
		if err != nil {
			b.Fatal(err)
		}
		set.Close()
	}
	median(b, over, "ms-median")
}

// BenchmarkStartStdio starts one, then three stdio servers (the test
// binary): three in parallel take about as long as one.
func BenchmarkStartStdio(b *testing.B) {
	for _, n := range []int{1, 3} {
		b.Run("servers="+strconv.Itoa(n), func(b *testing.B) {
			var specs []ServerSpec
			for i := range n {
				specs = append(specs, stdioSpec("s"+strconv.Itoa(i), "serve"))
			}
			var ds []time.Duration
			for b.Loop() {
				began := time.Now()
				set, err := Start(context.Background(), specs, Options{})
				ds = append(ds, time.Since(began))
				if err != nil {
					b.Fatal(err)
				}
				for _, name := range set.Servers() {
					if err := set.Err(name); err != nil {
						b.Fatal(err)
					}
				}
				b.StopTimer()
				set.Close()
				b.StartTimer()
			}
			median(b, ds, "ms-median")
		})
	}
}
