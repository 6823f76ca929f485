package concierge

import (
	"strings"
	"testing"
)

// A message of emoji or symbols only, with nothing waiting, is asked what
// the user wants, with the list — never thanked.
func TestSymbolsOnlyAskWhatToDo(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"🤑🤑", "???", "…", "👍", ":-)", "$$ !!", "🙂 🙂"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		r := rec.lastReply()
		if !strings.Contains(r, "What can I do for you?") || !strings.Contains(r, "stock price") || strings.Contains(r, "welcome") {
			t.Errorf("%q: reply %q, want what can I do and the list", line, r)
		}
	}
}

// At an approval the yes gate reads symbols (R50: 👍 is a yes there),
// and other symbols ask for the yes or no again; nothing else moves money.
func TestSymbolsAtAnApproval(t *testing.T) {
	t.Parallel()
	d, _ := BuiltinDomains().New("bank")
	runs := countTransfers(d)
	e, rec := newOn(t, d, nil)
	toApproval(t, e)
	say(t, e, "🤔")
	if _, ok := e.PendingApproval(); !ok || runs.Load() != 0 || strings.Contains(rec.lastReply(), "What can I do") {
		t.Fatalf("🤔 at the approval: pending %v, transfers %d, reply %q", ok, runs.Load(), rec.lastReply())
	}
	say(t, e, "👍")
	if runs.Load() != 1 {
		t.Errorf("👍 at the approval: %d transfers, want 1", runs.Load())
	}
}

func TestSymbolsOnly(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]bool{"💰💰💰": true, "...": true, "?": true, " ": false, "ok 👍": false, "50": false, "é": false} {
		if got := symbolsOnly(text); got != want {
			t.Errorf("symbolsOnly(%q) = %v, want %v", text, got, want)
		}
	}
}
