package concierge

import (
	"strings"
	"testing"
)

const takeBackSummary = "Transfer $25.00 from Checking (1234567890) to 7654321"

// declinedTransfer brings a bank engine to a transfer declined by a plain
// no.
func declinedTransfer(t *testing.T) (*Engine, *recorder) {
	t.Helper()
	e, rec := newBank(t, nil)
	say(t, e, "seldo monkey", "send 25 from checking to 7654321", "no")
	if _, ok := e.PendingApproval(); ok || !containsIn(rec.replies(), "I did not do it") {
		t.Fatalf("setup: %q", rec.replies())
	}
	return e, rec
}

// Round 17: a no taken back right after it brings the same summary back
// for a fresh yes — never a new request asking every value again, and no
// money moves on the take-back itself, a yes inside it included.
func TestNoTakenBackBringsTheSummaryBack(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"wait actually yes i do want to send it", "sorry i meant yes", "go ahead after all", "actually yes",
		"no sorry i misread, yes", "hmm on second thought send it", "my bad, didn't mean no. go ahead",
		"wait no do it, send it", "oops wrong button, yes please",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := declinedTransfer(t)
			say(t, e, line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, takeBackSummary) {
				t.Fatalf("%q: the summary was not brought back: %q", line, rec.replies())
			}
			if strings.Contains(rec.lastReply(), "Which account") || strings.Contains(rec.lastReply(), "How much") {
				t.Fatalf("%q: values asked again: %q", line, rec.lastReply())
			}
			if got := balance(t, e, "1234567890"); got != "" && got != "1000.00" {
				t.Fatalf("%q: money moved on the take-back: Checking is %s", line, got)
			}
			say(t, e, "yes")
			if got := balance(t, e, "1234567890"); got != "975.00" {
				t.Fatalf("%q: the fresh yes did not send it: Checking is %q, %q", line, got, rec.replies())
			}
		})
	}
}

// A take-back after a pause ("hmm") still brings the summary back; after
// anything else, the no stands and the words are a new request.
func TestNoTakenBackOnlyRightAfter(t *testing.T) {
	t.Parallel()
	e, rec := declinedTransfer(t)
	say(t, e, "hmm", "actually yes send it")
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, takeBackSummary) {
		t.Fatalf("after a pause: %q", rec.replies())
	}
	e, rec = declinedTransfer(t)
	say(t, e, "what's the price of apple", "actually yes send it")
	if _, ok := e.PendingApproval(); ok {
		t.Fatalf("the no was taken back after another request: %q", rec.replies())
	}
}

// Words that keep the no, or change a value, are no take-back.
func TestTakesBackNoWords(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"actually no", "sorry, don't", "i meant no", "yes thanks", "wait is it safe?", "actually yes but make it 30", "ok", "yes"} {
		if takesBackNo(text) {
			t.Errorf("%q read as a no taken back", text)
		}
	}
	for _, text := range []string{"wait actually yes", "sorry i meant yes", "go ahead after all", "i didn't mean no, do it", "on second thought, send it"} {
		if !takesBackNo(text) {
			t.Errorf("%q not read as a no taken back", text)
		}
	}
}
