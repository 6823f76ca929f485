package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// smapsSample is a cut of a real /proc/PID/smaps of `concierge demo`.
const smapsSample = `00400000-01235000 r-xp 00000000 fd:00 123 /tmp/x/concierge
Size:              14548 kB
Rss:               11220 kB
01235000-02a15000 r--p 00e35000 fd:00 123 /tmp/x/concierge
Rss:                8832 kB
02a15000-02c2f000 rw-p 02615000 fd:00 123 /tmp/x/concierge
Rss:                1896 kB
02c2f000-04c85000 rw-p 00000000 00:00 0 
Rss:                 168 kB
04c85000-04ca6000 rw-p 00000000 00:00 0                                  [heap]
Rss:                   8 kB
647a0400000-647a0c00000 rw-p 00000000 00:00 0 
Rss:                3420 kB
7ffff7dfb000-7ffff7f51000 r-xp 00026000 fd:00 77 /usr/lib/x86_64-linux-gnu/libc.so.6
Rss:                 916 kB
7ffff7fc8000-7ffff7fca000 r-xp 00000000 00:00 0                          [vdso]
Rss:                   8 kB
7ffffffde000-7ffffffff000 rw-p 00000000 00:00 0                          [stack]
Rss:                  12 kB
`

func TestResidentByKind(t *testing.T) {
	got, err := residentByKind(strings.NewReader(smapsSample), "/tmp/x/concierge")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int64{"text": 11220, "rodata": 8832, "data": 1896, "anon": 168 + 8 + 3420 + 12, "libs": 916, "other": 8}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %d KiB, want %d", k, got[k], v)
		}
	}
	if len(got) != len(want) {
		t.Errorf("kinds %v, want %v", got, want)
	}
}

// TestResidentAtExit runs this test binary as the child: its text is
// resident when it exits, and the child's own exit code does not matter.
func TestResidentAtExit(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a child under ptrace")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	kinds, err := residentAtExit(exe, []string{"-test.run=^$"}, os.Environ())
	if err != nil {
		if strings.Contains(err.Error(), "operation not permitted") {
			t.Skipf("ptrace is not permitted here: %v", err)
		}
		t.Fatal(err)
	}
	if kinds["text"] <= 0 || kinds["anon"] <= 0 {
		t.Fatalf("resident at exit of %s: %v, want some text and some anonymous memory", filepath.Base(exe), kinds)
	}
}
