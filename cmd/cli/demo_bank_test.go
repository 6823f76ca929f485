package cli

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/concierge"
)

// The TUI demo starts on the bank it was written for: a stored bank that
// an earlier demo (or chat) left $600 poorer must not make the next
// demo's $500 transfer fail. Its session is still stored.
func TestDemoStartsOnAFreshBank(t *testing.T) {
	dir := t.TempDir()
	r := runCLI(t, "transfer 600 to 1234324\nseldo\nmonkey\nchecking\nyes\n", -1, "chat", "--plain", "--data-dir", dir)
	if r.err != nil || !strings.Contains(r.out, "balance is now $400.00") {
		t.Fatalf("the first transfer: %v\n%s", r.err, r.out)
	}
	balance := func(fresh bool) string {
		t.Helper()
		var out bytes.Buffer
		o := &engineOptions{domains: Options{}.domains(), Domain: "bank", DataDir: dir, freshBank: fresh}
		ios := ioStreams{In: strings.NewReader(""), Out: &out, ErrOut: &out, InFd: -1, Getenv: func(string) string { return "" }}
		var replies []string
		eng, done, err := o.newEngine(ios, func(ev concierge.Event) {
			if m, ok := ev.(concierge.MessageAdded); ok {
				replies = append(replies, m.Message.Text)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		defer done()
		eng.Start()
		for _, l := range []string{"what's my checking balance", "seldo", "monkey"} {
			if err := eng.Send(context.Background(), l); err != nil {
				t.Fatal(err)
			}
		}
		return strings.Join(replies, "\n")
	}
	if got := balance(false); !strings.Contains(got, "$400.00") {
		t.Errorf("the stored bank should hold $400.00:\n%s", got)
	}
	if got := balance(true); !strings.Contains(got, "$1,000.00") {
		t.Errorf("a demo's bank should start at $1,000.00:\n%s", got)
	}
	l := runCLI(t, "", -1, "sessions", "list", "--data-dir", dir)
	if strings.Count(l.out, "bank") < 3 {
		t.Errorf("the sessions are not all stored:\n%s", l.out)
	}
}
