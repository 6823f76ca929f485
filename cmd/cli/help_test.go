package cli

import (
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// every command of the tree, the root first, hidden ones included.
func everyCommand(root *cobra.Command) []*cobra.Command {
	out := []*cobra.Command{root}
	for _, c := range root.Commands() {
		out = append(out, everyCommand(c)...)
	}
	return out
}

// Help speaks to the user: no requirement ids, sections or seed names of
// a document they do not have.
func TestHelpCitesNoDocument(t *testing.T) {
	t.Parallel()
	cite := regexp.MustCompile(`\bR\d{1,2}\b|§|SPEC|(?i)\bseeds?\b`)
	root := newRootCmd(ioStreams{}, Options{})
	for _, c := range everyCommand(root) {
		args := append(strings.Fields(c.CommandPath())[1:], "--help")
		r := runCLI(t, "", -1, args...)
		if r.err != nil {
			t.Fatalf("%s: %v", strings.Join(args, " "), r.err)
		}
		if m := cite.FindString(r.out); m != "" {
			t.Errorf("concierge %s cites %q:\n%s", strings.Join(args, " "), m, r.out)
		}
	}
}

// A command's help lists the global flags it reads, and no other.
func TestHelpShowsTheGlobalFlagsThatApply(t *testing.T) {
	t.Parallel()
	model := []string{"--engine", "--model", "--base-url", "--azure", "--rules-first"}
	session := []string{"--domain", "--resume", "--no-store", "--fork", "--read-only"}
	tests := []struct {
		args       []string
		want, omit []string
	}{
		{[]string{"version"}, nil, append(append(model, session...), "--data-dir")},
		{[]string{"sessions", "list"}, []string{"--data-dir"}, append(model, session...)},
		{[]string{"sessions", "export"}, []string{"--data-dir", "--output"}, append(model, session...)},
		{[]string{"doctor"}, []string{"--model", "--base-url", "--azure", "--data-dir"}, append([]string{"--rules-first", "--classify-every-message"}, session...)},
		{[]string{"agents"}, []string{"--domain"}, append(model, "--resume", "--no-store")},
		{[]string{"check"}, []string{"--data-dir"}, append(model, session...)},
		{[]string{"replay"}, model, session},
		{[]string{"eval"}, model, session},
		{[]string{"demo"}, append(model, "--no-store"), []string{"--domain", "--resume", "--fork"}},
		{[]string{"chat"}, append(model, session...), nil},
		{nil, append(model, session...), nil},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, "", -1, append(tt.args, "--help")...)
			if r.err != nil {
				t.Fatal(r.err)
			}
			for _, f := range tt.want {
				if !strings.Contains(r.out, f+" ") {
					t.Errorf("help does not list %s:\n%s", f, r.out)
				}
			}
			for _, f := range tt.omit {
				if strings.Contains(r.out, f+" ") {
					t.Errorf("help lists %s, which this command does not read:\n%s", f, r.out)
				}
			}
		})
	}
	// hiding is for the help only: the root still lists every flag after
	r := runCLI(t, "", -1, "--help")
	if !strings.Contains(r.out, "--model ") {
		t.Errorf("the root's help lost --model:\n%s", r.out)
	}
}

// A flag a command does not read is still accepted, so that scripts
// written against the older help keep working.
func TestUnlistedGlobalFlagStillAccepted(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", -1, "version", "--engine", "offline", "--data-dir", t.TempDir())
	if r.err != nil || !strings.HasPrefix(r.out, "concierge ") {
		t.Errorf("version with global flags: %v\n%s", r.err, r.all())
	}
}

// --version prints what the version command prints.
func TestVersionFlag(t *testing.T) {
	t.Parallel()
	flag := runCLI(t, "", -1, "--version")
	cmd := runCLI(t, "", -1, "version")
	if flag.err != nil || cmd.err != nil {
		t.Fatalf("--version: %v; version: %v", flag.err, cmd.err)
	}
	if flag.out != cmd.out || !strings.HasPrefix(flag.out, "concierge ") {
		t.Errorf("--version printed %q, version %q", flag.out, cmd.out)
	}
}

// The demo's --step says the key the TUI waits for.
func TestDemoStepNamesTheKey(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", -1, "demo", "--help")
	line := ""
	for _, l := range strings.Split(r.out, "\n") {
		if strings.Contains(l, "--step") {
			line = l
		}
	}
	if !strings.Contains(line, "space") {
		t.Errorf("--step's help does not name space, the TUI's key: %q", line)
	}
}
