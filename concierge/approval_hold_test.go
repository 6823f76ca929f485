package concierge

import (
	"strings"
	"testing"
)

// TestApprovalIdiomsBank25: at the transfer's approval ("send 200 from
// checking to 1234324"), a no with hesitation in front declines, a yes in
// idiom approves, a hedged, changed or questioned yes never does, and a
// hold keeps the call waiting for the yes after it (bank25).
func TestApprovalIdiomsBank25(t *testing.T) {
	const (
		declined = "did not do it|I won't transfer money" // a no or a drop: nothing sent
		sent     = "Done: $200.00 sent"
		held     = "OK, I'll wait: nothing has been sent. Say yes to transfer $200.00 from Checking (1234567890) to 1234324, or no to cancel."
		asked    = "Transfer $200.00"
	)
	rows := []struct {
		answer, want string
		moved        bool
		yesAfter     bool // the approval still waits: a yes sends it
	}{
		// kind 1: a hedged no is a no
		{"hmm actually no dont", declined, false, false},
		{"uh no dont", declined, false, false},
		{"well, no, leave it", declined, false, false},
		{"on second thought no", declined, false, false},
		{"umm nah, better not", declined, false, false},
		{"erm, no thanks", declined, false, false},
		{"oh, nope, scrap that", declined, false, false},
		{"hmm no, don't bother", declined, false, false},
		{"actually no, leave it then", declined, false, false},
		{"i mean, no, rather not", declined, false, false},
		// kind 2: a yes in idiom
		{"yep fire away", sent, true, false},
		{"Lovely, go on then", sent, true, false},
		{"fire away", sent, true, false},
		{"go on then", sent, true, false},
		{"go ahead then", sent, true, false},
		{"crack on", sent, true, false},
		{"send away", sent, true, false},
		{"yes please go on", sent, true, false},
		{"brilliant, crack on mate", sent, true, false},
		{"off you go", sent, true, false},
		{"great, carry on", sent, true, false},
		{"be my guest", sent, true, false},
		{"righto, push it through", sent, true, false},
		// kind 2: never a yes
		{"i guess", asked, false, true},
		{"maybe go on", asked, false, true},
		{"go on then?? is it safe", asked, false, true},
		{"fire away i suppose", asked, false, true},
		{"lovely", asked, false, true},
		{"go away", asked, false, true},
		// kind 3: a hold waits
		{"no wait", held, false, true},
		{"wait", held, false, true},
		{"hold on", held, false, true},
		{"one sec", held, false, true},
		{"hang on", held, false, true},
		{"no no wait", held, false, true},
		{"hmm hold on a sec", held, false, true},
		{"uh, hang on mate", held, false, true},
		{"wait wait", held, false, true},
		{"nope, just a sec", held, false, true},
		{"give me a second", held, false, true},
		// a no after the hold is the no
		{"wait, no", declined, false, false},
	}
	for _, c := range rows {
		t.Run(c.answer, func(t *testing.T) {
			t.Parallel()
			e, rec := answeredAtApproval(t, c.answer, "")
			said := strings.Join(rec.replies(), "\n")
			if !saysOneOf(said, c.want) {
				t.Fatalf("replies to %q:\n%s\nwant %q", c.answer, said, c.want)
			}
			if c.want == held && (strings.Contains(said, "(wait)") || strings.Contains(said, "How much")) {
				t.Fatalf("%q read as a no or a slot question:\n%s", c.answer, said)
			}
			want := "1000.00"
			if c.moved {
				want = "800.00"
			}
			if b := balance(t, e, "1234567890"); b != want && !(b == "" && !c.moved) {
				t.Fatalf("%q: checking %s, want %s", c.answer, b, want)
			}
			n := len(rec.replies())
			say(t, e, "yes")
			after := strings.Join(rec.replies()[n:], "\n")
			if got := strings.Contains(after, sent); got != c.yesAfter {
				t.Fatalf("the yes after %q sent %v, want %v:\n%s", c.answer, got, c.yesAfter, after)
			}
		})
	}
}

// saysOneOf reports said holding one of want's "|"-separated parts.
func saysOneOf(said, want string) bool {
	for _, w := range strings.Split(want, "|") {
		if strings.Contains(said, w) {
			return true
		}
	}
	return false
}
