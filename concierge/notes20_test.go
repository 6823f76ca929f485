package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (notes20), kind 1: a yes followed by words that restate the
// action waiting approves it, in a YAML domain and the bank alike; words
// that change a value, or name another action, still do not. Before,
// "yes save it" was "Not approved: "save it" after the yes changes what
// was asked" and the approval was asked again.
func TestYesRestatingTheActionApproves(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"yes save it", "yeah save it pls", "yes do it", "yep go ahead and create it",
		"yes make the note", "ya save the note", "yes store it", "Yes, save it!",
		"yes just save it already", "ok save it thanks", "yes submit it", "yea record it",
	} {
		e, rec, p := keptNotes(t)
		say(t, e, "add a note", "ada", "1815", "shopping", "buy milk")
		say(t, e, line)
		if p.CallsOf("add_note") != 1 || !containsIn(rec.replies(), "Noted: shopping.") {
			t.Errorf("%q: the note is not saved:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	for _, line := range []string{"yes save it as groceries", "yes delete it", "yes but call it groceries"} {
		e, rec, p := keptNotes(t)
		say(t, e, "add a note", "ada", "1815", "shopping", "buy milk")
		say(t, e, line)
		if ap, ok := e.PendingApproval(); p.CallsOf("add_note") != 0 && ok && ap.Args["title"] == "shopping" {
			t.Errorf("%q: the note was saved as asked before:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	for _, line := range []string{"yes delete it", "yes get rid of it", "yes remove it pls", "yep erase it", "yes go ahead and delete the note"} {
		e, rec, p := keptNotes(t)
		say(t, e, "add a note called milk saying buy milk", "ada", "1815", "yes", "delete the note milk")
		say(t, e, line)
		if p.CallsOf("delete_note") != 1 {
			t.Errorf("%q: the note is not deleted:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	for _, line := range []string{"yes transfer it", "yes send it", "yes process it", "yeah submit it", "yes complete the transfer", "yes go ahead and send the money"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
		if _, ok := e.PendingApproval(); !ok {
			t.Fatalf("setup: no approval:\n%s", strings.Join(rec.replies(), "\n"))
		}
		say(t, e, line)
		if _, ok := e.PendingApproval(); ok || !containsIn(rec.replies(), "200") || containsIn(rec.replies(), "Please answer yes or no") {
			t.Errorf("%q: the transfer is not made:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	for _, line := range []string{"yes send it to 7654321", "yes send 300", "yes process it from savings"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
		say(t, e, line)
		if containsIn(rec.replies(), "Transferred $200") || containsIn(rec.replies(), "transferred $200") {
			t.Errorf("%q: the old transfer was made:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
}
