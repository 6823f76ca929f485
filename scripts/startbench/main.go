// Command startbench measures start-up cost (SPEC R55): the wall time of a
// command from exec to exit and its peak resident set size, for a head
// binary against a base one, over many runs, and prints the medians, the
// ratio of the wall times and whether the targets are met.
// scripts/startup.sh builds the two binaries and calls it.
//
//	go run ./scripts/startbench -base ./concierge-old -head ./concierge \
//	    -label version -- version --engine offline --data-dir DATADIR
//
// The runs of the two binaries alternate, so a machine that gets busier or
// quieter during the measurement weighs on both alike. Each run gets a
// fresh empty directory for the word DATADIR in the arguments, standard
// input from /dev/null, and the caller's environment without OPENAI_*,
// AZURE_OPENAI_* and OTEL_*, so neither a model server nor a trace
// exporter is configured by accident. Peak RSS is the child's own
// (getrusage of the waited-for process), and so is the CPU time printed
// beside the wall time (user and system, all threads): the target is on
// the wall time, but on a shared machine the CPU time says what a run
// cost where the wall time also says how long it waited for a core.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"time"
)

func main() {
	runs := flag.Int("n", 30, "runs of each binary to take the median of")
	label := flag.String("label", "", "name of the measurement (default: the arguments)")
	base := flag.String("base", "", "the binary to compare against")
	head := flag.String("head", "", "the binary measured")
	maxRatio := flag.Float64("max-ratio", 1.5, "target: head's median wall time at most this times base's")
	maxRSS := flag.Float64("max-rss", 20, "target: head's peak RSS (median) at most this many MiB")
	resident := flag.Bool("resident", false, "then run each binary once more, stopped at its exit, and print where its resident memory is (text, rodata, data, anon, libs)")
	flag.Parse()
	args := flag.Args()
	if *base == "" || *head == "" || *runs < 1 {
		fmt.Fprintln(os.Stderr, "usage: startbench -base BIN -head BIN [-n RUNS] [-label NAME] -- ARGS...")
		os.Exit(2)
	}
	if *label == "" {
		*label = strings.Join(args, " ")
	}
	env := cleanEnv(os.Environ())
	var b, h sample
	for range *runs {
		for _, s := range []struct {
			bin string
			to  *sample
		}{{*base, &b}, {*head, &h}} {
			wall, cpu, rss, err := runOnce(s.bin, args, env)
			if err != nil {
				fmt.Fprintf(os.Stderr, "startbench: %s: %s: %v\n", *label, s.bin, err)
				os.Exit(1)
			}
			s.to.add(wall, cpu, rss)
		}
	}
	ratio := float64(h.wall()) / float64(b.wall())
	fmt.Printf("%s (median of %d runs)\n", *label, *runs)
	fmt.Printf("  base  %s\n  head  %s\n", b, h)
	fmt.Printf("  head/base wall %.2fx (target <= %.1fx: %s; cpu %.2fx), head peak RSS %.1f MiB (target <= %.0f MiB: %s)\n",
		ratio, *maxRatio, verdict(ratio <= *maxRatio), float64(median(h.cpus))/float64(median(b.cpus)),
		mib(h.rss()), *maxRSS, verdict(mib(h.rss()) <= *maxRSS))
	if *resident {
		for _, s := range []struct{ name, bin string }{{"base", *base}, {"head", *head}} {
			kinds, err := residentAtExit(s.bin, args, env)
			if err != nil {
				fmt.Fprintf(os.Stderr, "startbench: %s: %s: resident at exit: %v\n", *label, s.bin, err)
				os.Exit(1)
			}
			fmt.Printf("  %s  %s\n", s.name, formatResident(kinds))
		}
	}
}

// sample is one binary's runs.
type sample struct {
	walls []time.Duration
	// cpus are the child's user and system time, all its threads: on a
	// busy machine the wall time waits for a core, this does not
	cpus  []time.Duration
	rsses []int64 // KiB
}

func (s *sample) add(wall, cpu time.Duration, rss int64) {
	s.walls, s.cpus, s.rsses = append(s.walls, wall), append(s.cpus, cpu), append(s.rsses, rss)
}

func (s *sample) wall() time.Duration { return median(s.walls) }
func (s *sample) rss() int64          { return median(s.rsses) }

func (s sample) String() string {
	return fmt.Sprintf("wall %6.1f ms (min %5.1f, max %6.1f)  cpu %6.1f ms  peak RSS %5.1f MiB (max %5.1f)",
		ms(s.wall()), ms(slices.Min(s.walls)), ms(slices.Max(s.walls)), ms(median(s.cpus)), mib(s.rss()), mib(slices.Max(s.rsses)))
}

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "NOT met"
}

// runOnce runs bin once with args, DATADIR replaced by a fresh empty
// directory, and returns its wall time, CPU time and peak RSS in KiB.
func runOnce(bin string, args, env []string) (wall, cpu time.Duration, rss int64, err error) {
	dir, err := os.MkdirTemp("", "startbench-data-")
	if err != nil {
		return 0, 0, 0, err
	}
	defer os.RemoveAll(dir)
	argv := make([]string, len(args))
	for i, a := range args {
		argv[i] = strings.ReplaceAll(a, "DATADIR", dir)
	}
	cmd := exec.Command(bin, argv...)
	cmd.Env = env
	var stderr strings.Builder
	cmd.Stderr = &stderr
	start := time.Now()
	out, err := cmd.Output()
	wall = time.Since(start)
	if err != nil {
		return 0, 0, 0, fmt.Errorf("%w: %s", err, stderr.String())
	}
	if len(out) == 0 {
		return 0, 0, 0, errors.New("printed nothing")
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0, 0, 0, errors.New("no resource usage for the child on this system")
	}
	cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	return wall, cpu, int64(ru.Maxrss), nil
}

// cleanEnv is env without the variables that would point the binary at a
// model server or a trace collector.
func cleanEnv(env []string) []string {
	var out []string
	for _, kv := range env {
		if strings.HasPrefix(kv, "OPENAI_") || strings.HasPrefix(kv, "AZURE_OPENAI_") || strings.HasPrefix(kv, "OTEL_") {
			continue
		}
		out = append(out, kv)
	}
	return out
}

func median[T int64 | time.Duration](s []T) T {
	s = slices.Clone(s)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func mib(kib int64) float64 { return float64(kib) / 1024 }
