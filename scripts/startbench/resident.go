package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
)

// What a run holds resident when it exits, by kind of mapping (-resident):
// peak RSS says how much, this says where. The binary's text, read-only
// data (rodata, pclntab, the embedded files that are strings) and
// writable data (data, noptrdata: embedded []byte, package variables)
// are pages of the binary's file, mapped around each fault as the kernel
// pleases (a large page-cache folio is mapped whole); anonymous memory is
// the heap, the goroutines' and threads' stacks and the runtime's own.

// residentKinds are the kinds, in the order printed.
var residentKinds = []string{"text", "rodata", "data", "anon", "libs", "other"}

// residentKind is the kind of one smaps mapping of the binary bin: its
// permissions and its path ("" for an anonymous mapping).
func residentKind(bin, perms, path string) string {
	switch {
	case path == bin && strings.HasPrefix(perms, "r-x"):
		return "text"
	case path == bin && strings.HasPrefix(perms, "r--"):
		return "rodata"
	case path == bin:
		return "data"
	case path == "" || path == "[heap]" || path == "[stack]":
		return "anon"
	case strings.Contains(filepath.Base(path), ".so"):
		return "libs"
	}
	return "other"
}

// residentByKind sums the Rss of /proc/PID/smaps text r by kind, in KiB.
func residentByKind(r io.Reader, bin string) (map[string]int64, error) {
	kinds := map[string]int64{}
	kind := ""
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		// a mapping's line: ADDR-ADDR PERMS OFFSET DEV INODE [PATH]
		if len(f) >= 5 && strings.Contains(f[0], "-") && !strings.HasSuffix(f[0], ":") {
			path := ""
			if len(f) >= 6 {
				path = strings.Join(f[5:], " ")
			}
			kind = residentKind(bin, f[1], path)
			continue
		}
		if f[0] == "Rss:" && len(f) >= 2 && kind != "" {
			kb, err := strconv.ParseInt(f[1], 10, 64)
			if err != nil {
				return nil, fmt.Errorf("smaps: %q: %w", sc.Text(), err)
			}
			kinds[kind] += kb
		}
	}
	return kinds, sc.Err()
}

// residentAtExit runs bin once as runOnce does, stopped as it exits (a
// ptrace exit event: the memory is still mapped) to read its smaps.
func residentAtExit(bin string, args, env []string) (map[string]int64, error) {
	abs, err := filepath.Abs(bin)
	if err != nil {
		return nil, err
	}
	if abs, err = filepath.EvalSymlinks(abs); err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "startbench-data-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	argv := make([]string, len(args))
	for i, a := range args {
		argv[i] = strings.ReplaceAll(a, "DATADIR", dir)
	}
	// every ptrace call must come from the thread that started the child
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	cmd := exec.Command(abs, argv...)
	cmd.Env = env
	cmd.SysProcAttr = &syscall.SysProcAttr{Ptrace: true}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	pid := cmd.Process.Pid
	var ws syscall.WaitStatus
	// the child stops at its exec first
	if _, err := syscall.Wait4(pid, &ws, 0, nil); err != nil {
		return nil, err
	}
	if err := syscall.PtraceSetOptions(pid, syscall.PTRACE_O_TRACEEXIT); err != nil {
		return nil, err
	}
	sig := 0
	for {
		if err := syscall.PtraceCont(pid, sig); err != nil {
			return nil, err
		}
		if _, err := syscall.Wait4(pid, &ws, 0, nil); err != nil {
			return nil, err
		}
		if ws.Exited() || ws.Signaled() {
			return nil, fmt.Errorf("%s exited without an exit event", bin)
		}
		if !ws.Stopped() {
			continue
		}
		if ws.StopSignal() == syscall.SIGTRAP && ws.TrapCause() == syscall.PTRACE_EVENT_EXIT {
			break
		}
		// a signal for the child (the runtime's preemption, a timer):
		// deliver it
		sig = int(ws.StopSignal())
		if sig == int(syscall.SIGTRAP) {
			sig = 0
		}
	}
	f, err := os.Open(fmt.Sprintf("/proc/%d/smaps", pid))
	if err != nil {
		return nil, err
	}
	kinds, err := residentByKind(f, abs)
	f.Close()
	syscall.PtraceCont(pid, 0)
	syscall.Wait4(pid, &ws, 0, nil)
	return kinds, err
}

// formatResident is kinds on one line, in MiB.
func formatResident(kinds map[string]int64) string {
	var b strings.Builder
	total := int64(0)
	for _, k := range residentKinds {
		fmt.Fprintf(&b, "  %s %.1f", k, mib(kinds[k]))
		total += kinds[k]
	}
	return fmt.Sprintf("resident at exit %.1f MiB:%s", mib(total), b.String())
}
