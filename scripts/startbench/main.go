// Command startbench measures a command's start-up cost (SPEC R55): the
// wall time from exec to exit and the peak resident set size, over many
// runs, and prints their medians. It runs the command itself, so what it
// times is the child's whole life: fork, exec, the runtime and every
// package init, the work, the exit. scripts/startup.sh builds the binaries
// and calls it.
//
//	go run ./scripts/startbench -n 30 -label version -- ./concierge version
//
// Each run gets a fresh empty --data-dir when the arguments hold the word
// DATADIR (replaced by the directory), so no run reads what another wrote.
// The child's environment is the caller's without OPENAI_* and OTEL_*, so
// neither a model server nor a trace exporter is configured by accident.
package main

import (
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
	runs := flag.Int("n", 30, "runs to take the median of")
	label := flag.String("label", "", "name printed in front of the figures")
	flag.Parse()
	args := flag.Args()
	if len(args) == 0 || *runs < 1 {
		fmt.Fprintln(os.Stderr, "usage: startbench [-n RUNS] [-label NAME] -- COMMAND [ARGS...]")
		os.Exit(2)
	}
	if *label == "" {
		*label = strings.Join(args, " ")
	}
	env := cleanEnv(os.Environ())
	var walls []time.Duration
	var rss []int64
	for range *runs {
		wall, maxRSS, err := runOnce(args, env)
		if err != nil {
			fmt.Fprintf(os.Stderr, "startbench: %s: %v\n", *label, err)
			os.Exit(1)
		}
		walls, rss = append(walls, wall), append(rss, maxRSS)
	}
	slices.Sort(walls)
	slices.Sort(rss)
	fmt.Printf("%-28s median %6.1f ms  (min %5.1f, max %6.1f)  peak RSS median %5.1f MiB, max %5.1f MiB  (%d runs)\n",
		*label, ms(median(walls)), ms(walls[0]), ms(walls[len(walls)-1]),
		mib(median(rss)), mib(rss[len(rss)-1]), *runs)
}

// runOnce runs the command once, with DATADIR replaced by a fresh empty
// directory, and returns its wall time and the child's peak RSS in KiB
// (getrusage of the waited-for child: its own figure, not the parent's).
func runOnce(args, env []string) (time.Duration, int64, error) {
	dir, err := os.MkdirTemp("", "startbench-data-")
	if err != nil {
		return 0, 0, err
	}
	defer os.RemoveAll(dir)
	argv := make([]string, len(args))
	for i, a := range args {
		argv[i] = strings.ReplaceAll(a, "DATADIR", dir)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = env
	cmd.Stdin = nil // /dev/null: a command that reads input finds none
	start := time.Now()
	out, err := cmd.Output()
	wall := time.Since(start)
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return 0, 0, fmt.Errorf("%v: %s", err, ee.Stderr)
		}
		return 0, 0, err
	}
	if len(out) == 0 {
		return 0, 0, fmt.Errorf("printed nothing")
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0, 0, fmt.Errorf("no resource usage for the child on this system")
	}
	return wall, int64(ru.Maxrss), nil
}

// cleanEnv is env without the variables that would point the binary at a
// model server or a trace collector.
func cleanEnv(env []string) []string {
	var out []string
	for _, kv := range env {
		if strings.HasPrefix(kv, "OPENAI_") || strings.HasPrefix(kv, "OTEL_") || strings.HasPrefix(kv, "AZURE_OPENAI_") {
			continue
		}
		out = append(out, kv)
	}
	return out
}

func median[T int64 | time.Duration](s []T) T {
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func mib(kib int64) float64 { return float64(kib) / 1024 }
