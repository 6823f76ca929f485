package concierge

import (
	"regexp"
	"strings"
	"testing"
)

// verbKept finds a say-verb left in a summary's value.
var verbKept = regexp.MustCompile(`(?i)["/](?:say|read|have it|let it|get it)\b`)

// Issue 24 (round 14), kind 1: "say X" at an approval sets the value to X
// without the verb (R50): the to-do "pay rent" said again as "say pay rent
// on friday" is "pay rent on friday", never "say pay rent on friday".
func TestSayValueAtApprovalDropsTheVerb(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ req, answer, want string }{
		{"remind me to pay rent", "hmm actually say pay rent on friday", `Put "pay rent on friday" on your to-do list`},
		{"remind me to pay rent", "actually have it say pay rent and water bill", `Put "pay rent and water bill" on your to-do list`},
		{"remind me to pay rent", "oh have it say pay the rent and gas", `Put "pay the rent and gas" on your to-do list`},
		{"remind me to pay rent", "no it should say pay rent and council tax", `Put "pay rent and council tax" on your to-do list`},
		{"remind me to call mum", "wait, say call mum back", `Put "call mum back" on your to-do list`},
		{"add a note titled shopping saying buy milk", "actually say buy oat milk", `saying "buy oat milk"`},
		{"add a note titled shopping saying buy milk", "hmm have it say buy eggs and bread", `saying "buy eggs and bread"`},
		{"add a note titled shopping saying buy milk", "let it read: eggs, bread and jam", `saying "eggs, bread and jam"`},
		{"add a note titled shopping saying buy milk", "get it to read buy milk and tea", `saying "buy milk and tea"`},
	} {
		t.Run(c.answer, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, c.req, "ada", "1815")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, c.answer)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) {
				t.Fatalf("%q: approval %v %q, want it asked again with %s; replies %q", c.answer, ok, ap.Summary, c.want, rec.replies()[n:])
			}
			if verbKept.MatchString(ap.Summary) {
				t.Fatalf("%q: the verb was kept: %q", c.answer, ap.Summary)
			}
		})
	}
}

// A to-do that itself starts with "say" and shares nothing with the one
// it replaces is never cut: "say hi to mum" may be something to do, so
// "hi to mum" is no to-do anyone said.
func TestSayValueNotCutWhenItMayBeTheValue(t *testing.T) {
	t.Parallel()
	for _, answer := range []string{"actually say hi to mum", "say thanks to the neighbours"} {
		e, rec, _ := notesEngine(t)
		say(t, e, "remind me to pay rent", "ada", "1815")
		say(t, e, answer)
		if ap, ok := e.PendingApproval(); ok && !strings.Contains(ap.Args["title"], "todo/pay rent") && !strings.Contains(ap.Args["title"], "todo/say ") {
			t.Errorf("%q: approval %q; replies %q", answer, ap.Summary, rec.replies())
		}
	}
}
