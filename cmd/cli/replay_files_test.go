package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Scenario files are read with bounds and never echoed raw (R46).

func TestReplayRefusesAHugeFile(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "huge.scenario")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	// sparse: 11 MB that take no disk and must not be read
	if err := f.Truncate(11 << 20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	r := runCLI(t, "", -1, "replay", path)
	wantExit(t, r.err, 1, "")
	if want := path + ": the file is larger than 10 MB, the limit of a scenario file\n"; r.out != want {
		t.Errorf("output = %q, want %q", r.out, want)
	}
}

// Before R46, replay read the whole file first: /dev/zero ran the process
// out of memory; since R55 a device is refused unread.
func TestReplayDevZero(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero here")
	}
	r := runCLI(t, "", -1, "replay", "/dev/zero")
	wantExit(t, r.err, 1, "")
	if want := "/dev/zero: cannot read the file: it is a device, not a regular file\n"; r.out != want {
		t.Errorf("output = %q, want %q", r.out, want)
	}
}

func TestReplayLongLineNamesItsLine(t *testing.T) {
	t.Parallel()
	long := writeScenario(t, "long.scenario", "domain bank\n> "+strings.Repeat("z", 40*1024)+"\nexpect speaker none\n")
	r := runCLI(t, "", -1, "replay", long)
	wantExit(t, r.err, 1, "")
	if want := long + ":2: line too long: a line may hold at most one message (32 KB)\n"; r.out != want {
		t.Errorf("output = %q, want %q", r.out, want)
	}
}

func TestReplayAcceptsABOM(t *testing.T) {
	t.Parallel()
	bom := writeScenario(t, "bom.scenario", "\ufeffdomain bank\r\n> Transfer money\r\nexpect speaker authenticate\r\n")
	r := runCLI(t, "", -1, "replay", bom)
	if r.err != nil {
		t.Fatalf("replay: %v\n%s", r.err, r.out)
	}
	if want := "ok   " + bom + " (2 steps)\n"; r.out != want {
		t.Errorf("output = %q, want %q", r.out, want)
	}
}

// What replay prints of a file (its name, the text of its expectations,
// its domain) reaches the terminal sanitised.
func TestReplayOutputIsSanitised(t *testing.T) {
	t.Parallel()
	const evil = "\x1b]52;c;aGk=\x07\x1b[2J\u202e"
	dir := t.TempDir()
	write := func(name, src string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	expect := write("e"+evil+".scenario", "> Transfer money\nexpect speaker "+evil+"nobody\nexpect fact authenticated "+evil+"yes\n")
	domain := write("d"+evil+".scenario", "domain nowhere"+evil+"\n> hi\n")
	parse := write("p"+evil+".scenario", "expect reply ("+evil+"\n")
	missing := filepath.Join(dir, "m"+evil+".scenario")
	r := runCLI(t, "", -1, "replay", expect, domain, parse, missing)
	wantExit(t, r.err, 1, "")
	wantClean(t, "replay's output", r.all())
	for _, want := range []string{
		dir + "/e.scenario:2: expected speaker nobody, got authenticate\n",
		dir + `/e.scenario:3: expected fact authenticated = "\x1b]52;c;aGk=\a\x1b[2J\u202eyes", got "false"` + "\n", // quoted, so escaped
		"FAIL " + dir + "/e.scenario (2 of 3 steps)\n",
		dir + "/d.scenario: unknown domain ",
		dir + "/p.scenario:1: expect reply: bad regular expression",
		dir + "/m.scenario: cannot read the file: no such file or directory\n",
	} {
		if !strings.Contains(r.out, want) {
			t.Errorf("output lacks %q:\n%s", want, r.out)
		}
	}
}
