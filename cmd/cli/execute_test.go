package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// echoDomain is a user's own domain, served by a binary built on this
// package: one agent, one slot.
func echoDomain() *agents.Domain {
	return &agents.Domain{
		Name: "echo", Greeting: "Echo here.", Again: "Anything else?", Closing: "Say something.",
		Agents: []*agents.Agent{{
			Name: "echo", Title: "Echo", Intro: "Saying it back", ExposeToUser: true,
			Description: "Repeats what you say.", Examples: []string{"echo hello"},
			Slots: []agents.Slot{{Name: "words", Question: "What should I say back?", Kind: agents.KindText}},
			Act:   func(t *agents.Turn) agents.Result { return agents.Done(t.Slot("words")) },
		}},
	}
}

// R39: a binary's own domains join the built-in ones, by lower-case name.
func TestOptionsDomains(t *testing.T) {
	t.Parallel()
	run := func(args ...string) (string, error) {
		var out, errOut bytes.Buffer
		ios := ioStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut, InFd: -1, Getenv: func(string) string { return "" }}
		cmd := newRootCmd(ios, Options{Domains: agents.Domains{"Echo": echoDomain}})
		cmd.SetArgs(args)
		cmd.SetOut(&out)
		cmd.SetErr(&errOut)
		err := cmd.Execute()
		return out.String(), err
	}
	out, err := run("agents", "--domain", "echo")
	if err != nil {
		t.Fatalf("agents --domain echo: %v", err)
	}
	if !strings.Contains(out, "echo — Echo\n") {
		t.Errorf("agents --domain echo lacks the echo agent:\n%s", out)
	}
	if out, err := run("agents"); err != nil || !strings.Contains(out, "transfer_money — Money transfer\n") {
		t.Errorf("the bank is still the default: %v\n%s", err, out)
	}
	out, err = run("--help")
	if err != nil {
		t.Fatalf("--help: %v", err)
	}
	if !strings.Contains(out, "bank, echo, insurance") {
		t.Errorf("--help does not list the domains:\n%s", out)
	}
	if _, err := run("agents", "--domain", "nope"); err == nil || !strings.Contains(err.Error(), "bank, echo, insurance") {
		t.Errorf("an unknown domain: %v, want the three names", err)
	}
}

// The version a binary gives is the one "version" prints.
func TestOptionsVersion(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	ios := ioStreams{In: strings.NewReader(""), Out: &out, ErrOut: &out, InFd: -1, Getenv: func(string) string { return "" }}
	cmd := newRootCmd(ios, Options{Version: "v1.2.3"})
	cmd.SetArgs([]string{"version"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "concierge v1.2.3 (") {
		t.Errorf("version = %q, want concierge v1.2.3 (go…)", out.String())
	}
}
