package understand_test

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

func BenchmarkZZSlow(b *testing.B) {
	jobs := heldOutJobs(b)
	type res struct {
		d    time.Duration
		text string
		at   string
	}
	var rs []res
	for _, j := range jobs {
		var ts []time.Duration
		for k := 0; k < 25; k++ {
			s := time.Now()
			j.r.Read(j.text, j.m)
			ts = append(ts, time.Since(s))
		}
		slices.Sort(ts)
		rs = append(rs, res{ts[3], j.text, j.m.At.String()})
	}
	slices.SortFunc(rs, func(a, b res) int { return int(b.d - a.d) })
	for _, r := range rs[:25] {
		fmt.Printf("%6.1f %-8s %q\n", float64(r.d.Nanoseconds())/1000, r.at, r.text)
	}
	fmt.Printf("n=%d p50 %v p90 %v p99 %v\n", len(rs), rs[len(rs)/2].d, rs[len(rs)/10].d, rs[len(rs)/100].d)
}
