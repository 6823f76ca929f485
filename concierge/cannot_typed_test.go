package concierge

import (
	"fmt"
	"strings"
	"testing"
)

// Issue 24 (round 5): when a line also asks for something nobody here
// does, the part an agent does keeps its values as typed: a claim id, a
// note's title, a user name are never taken from a lower-cased copy.
func TestCannotKeepsValuesAsTyped(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"decline letter for 63MK17 home and change the address on it", "63MK17"},
		{"pls pay my gas bill and write a motor decline letter for 41QZ08", "41QZ08"},
		{"home decline for claim 12AB34, then fax it to the customer", "12AB34"},
		{"i want to renew my policy and also a decline letter for 77XY21 motor", "77XY21"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		if !strings.Contains(strings.Join(rec.replies(), "\n"), "I can't ") {
			t.Errorf("%q: the part nobody does is not said: %q", c.line, rec.replies())
		}
		if e.Speaker() == "DeclineLetterAssistance" {
			say(t, e, "home")
		}
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Body, "claim "+c.want) {
			t.Errorf("%q: the letter does not say claim %s: %+v", c.line, c.want, e.sess.Artifacts)
		}
	}
	// a note's title and an owner's name, beside a bill paid
	e, _, _ := notesEngine(t)
	say(t, e, "add a note titled Ada Plan and pay my council tax", "ada", "1815", "Buy the Milk")
	if a, ok := e.PendingApproval(); !ok || a.Args["title"] != "Ada Plan" || a.Args["text"] != "Buy the Milk" {
		t.Errorf("the note's approval: %+v (%v)", a, ok)
	}
	e, _, p := notesEngine(t)
	say(t, e, "log in as AdaLovelace and buy me some shares", "1815")
	if got := p.Calls(); !strings.Contains(fmt.Sprint(got), "AdaLovelace") {
		t.Errorf("the owner's name is not kept as typed: %v", got)
	}
}
