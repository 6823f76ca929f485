package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (notes28): "then", "and then", "after that", "and also"
// followed by another request of the domain ends a note's text and starts
// that request, which runs after the note is added ("show it" is the note
// just added); a "then" that is part of the text stays in it.
func TestTwoRequestsAfterFreeText(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines      []string
		title, txt string // the note added
		then       string // what the user sees after it
	}{
		{[]string{"ada 1815 and then add a note called ideas saying build a treehouse then show it to me"}, "ideas", "build a treehouse", "ideas: build a treehouse"},
		{[]string{"ada 1815", "add a note called trip saying pack the tent and then read it back to me"}, "trip", "pack the tent", "trip: pack the tent"},
		{[]string{"ada 1815", "note down groceries: milk and bread after that list my notes"}, "groceries", "milk and bread", "Notes: shopping, groceries"},
		{[]string{"ada 1815", "write a note titled gift saying scarf for gran after that let me see it"}, "gift", "scarf for gran", "gift: scarf for gran"},
		{[]string{"ada 1815", "make a note called wifi saying the code is under the router and also read that out pls"}, "wifi", "the code is under the router", "wifi: the code is under the router"},
		{[]string{"ada 1815", "add note called pets saying feed the cat then show me my notes"}, "pets", "feed the cat", "Notes: shopping, pets"},
		{[]string{"add a note called bday saying buy a cake, then show it to me", "ada", "1815"}, "bday", "buy a cake", "bday: buy a cake"},
	} {
		t.Run(c.lines[len(c.lines)-1], func(t *testing.T) {
			t.Parallel()
			e, rec, s := notesWith(t, "shopping", "eggs and milk")
			say(t, e, c.lines...)
			for i := 0; i < 3 && waitsForYes(e); i++ {
				say(t, e, "yes")
			}
			if len(s.titles) != 2 || s.titles[1] != c.title || s.texts[1] != c.txt {
				t.Fatalf("notes %q %q, want %q saying %q; replies %q", s.titles, s.texts, c.title, c.txt, rec.replies())
			}
			if r := strings.Join(rec.replies(), "\n"); !strings.Contains(r, c.then) {
				t.Fatalf("no %q after the note: %q", c.then, r)
			}
			if leaks(rec, "1815") {
				t.Fatal("the PIN shows")
			}
		})
	}
	// a "then" of the text: what follows is no request of the domain
	for _, c := range []struct{ line, txt string }{
		{"add a note called calls saying call mum then dad", "call mum then dad"},
		{"add a note called plan saying wake up then go for a run", "wake up then go for a run"},
		{"add a note called x saying buy milk then show it to mum", "buy milk then show it to mum"},
	} {
		e, rec, _ := notesWith(t)
		say(t, e, "ada 1815", c.line)
		if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, `"`+c.txt+`"`) {
			t.Errorf("%q: %q", c.line, rec.replies())
		}
	}
}

// waitsForYes reports an approval or a plan waiting for the user's answer.
func waitsForYes(e *Engine) bool {
	_, ap := e.PendingApproval()
	e.mu.Lock()
	defer e.mu.Unlock()
	return ap || e.planWaits()
}
