package concierge

import (
	"testing"
)

// R27, §15 (issue 24, round 8): a message that cancels at a choice
// question cancels even when it holds a word that is a choice; no letter
// is made from that word.
func TestCancelHoldingChoiceWordCancels(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"ugh forget the whole thing im going home",
		"never mind all that, motor racing is on",
		"scrap it, home time",
		"drop everything, i need to go home",
		"forget about all of it, motor's fine",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			d, err := BuiltinDomains().New("insurance")
			if err != nil {
				t.Fatal(err)
			}
			e, rec := newOn(t, d, nil)
			say(t, e, "declne lettr 12QW34", line)
			for _, ev := range rec.all() {
				if a, ok := ev.(ArtifactAdded); ok {
					t.Fatalf("%q made a letter: %+v", line, a)
				}
			}
			if e.Speaker() != "" || e.sess.Agenda.Depth() != 0 {
				t.Fatalf("%q: the letter task still waits (speaker %q): %q", line, e.Speaker(), rec.replies())
			}
		})
	}
}

// A cancel followed by a request of its own still runs the request, and
// "forget that" with a bare choice is left to the correction readings.
func TestCancelThenRequestStillRuns(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "seldo monkey", "send 40 to 7654321", "never mind all that, what is the price of aapl")
	if !containsIn(rec.replies(), "AAPL") {
		t.Fatalf("the stock request did not run: %q", rec.replies())
	}
}
