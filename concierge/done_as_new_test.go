package concierge

import (
	"strings"
	"testing"
)

// Round 37's bank 43 and 48: after a transfer between the user's own
// accounts, a request to put it back or to have made it otherwise is said
// to leave the done transfer as it ran, and is set up as a new transfer
// with its own summary; money moves only on a yes to that summary, once.
// The receipt's "no place for wording" reply is kept for words asked of
// the receipt.
func TestDoneTransferAskedAgainAsNew(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"now put it back", "Transfer $100.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"undo that", "Transfer $100.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"reverse it", "Transfer $100.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"can u move it back pls", "Transfer $100.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"oops wrong way, send it back to checking", "Transfer $100.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"hmm no make it 150 and from savings to checking instead", "Transfer $150.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"actually make it 50 instead", "Transfer $50.00 from Checking (1234567890) to Savings (2345678901)?"},
		{"no wait it should have been 250", "Transfer $250.00 from Checking (1234567890) to Savings (2345678901)?"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "move 100 from checking to savings", "seldo", "monkey", "yes")
			if !containsIn(rec.replies(), "Done: $100.00 sent") {
				t.Fatalf("the first transfer did not run: %q", rec.replies())
			}
			before := len(rec.replies())
			say(t, e, c.line)
			got := rec.replies()[before:]
			if !containsIn(got, "already done and can't be changed or undone") || !strings.Contains(rec.lastReply(), c.want) {
				t.Fatalf("%q: want the new transfer asked: %q", c.line, got)
			}
			if containsIn(got, "receipt is standardised") || containsIn(got, "Done:") {
				t.Fatalf("%q: %q", c.line, got)
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("%q: no approval waits: %q", c.line, got)
			}
			say(t, e, "yes")
			if n := strings.Count(strings.Join(rec.replies(), "\n"), "Done:"); n != 2 {
				t.Fatalf("%q then yes: %d transfers done: %q", c.line, n, rec.replies())
			}
		})
	}
	// money that went to someone else cannot be moved back by us: the undo
	// reply, never the receipt's, and nothing started
	e, rec := newBank(t, nil)
	say(t, e, "send 40 from checking to 7654321", "seldo", "monkey", "yes", "put it back")
	if !strings.Contains(rec.lastReply(), "I can't undo that") {
		t.Fatalf("put it back after money sent to 7654321: %q", rec.lastReply())
	}
	if _, ok := e.PendingApproval(); ok {
		t.Fatal("a transfer was started")
	}
	// words for the receipt still get the receipt's reply
	e, rec = newBank(t, nil)
	say(t, e, "move 100 from checking to savings", "seldo", "monkey", "yes", "add a note saying rent to the receipt")
	if !strings.Contains(rec.lastReply(), "receipt is standardised") {
		t.Fatalf("a note for the receipt: %q", rec.lastReply())
	}
}
