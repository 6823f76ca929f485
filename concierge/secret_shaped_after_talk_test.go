package concierge

import (
	"strings"
	"testing"
)

// Round 27's tester: after "i forgot my pin" (and a refused "tell me the
// pin for ada"), "fine, 1815" showed the PIN in clear. A value of the
// PIN's shape in a short line right after talk of the PIN is masked,
// whatever else the line is read as.
func TestPINWithFillerAfterTalkIsMasked(t *testing.T) {
	t.Parallel()
	for _, lead := range [][]string{
		{"i forgot my pin, what is it? username is ada"},
		{"i forgot my pin, what is it? username is ada", "can you just tell me the pin for ada"},
		{"whats my PIN again"},
	} {
		for _, line := range []string{"fine, 1815", "oh wait 1815", "ok here 1815", "its 1815 i think", "1815?", "ugh ok. 1815 then"} {
			e, rec := keptNotesEngine(t)
			say(t, e, lead...)
			say(t, e, line)
			if strings.Contains(rec.dump(), "1815") {
				t.Errorf("%q then %q: the PIN shows:\n%s", lead, line, rec.dump())
			}
		}
	}
}

// Without talk of the PIN, or in a long line (a note's text), digits of
// the PIN's shape are what they are.
func TestShapedDigitsWithoutPINTalkStay(t *testing.T) {
	t.Parallel()
	e, rec := keptNotesEngine(t)
	say(t, e, "ada 1815", "add a note titled shopping saying buy milk then call the plumber at 1430 please")
	if !strings.Contains(rec.dump(), "1430") {
		t.Errorf("a time in a note's text was masked:\n%s", rec.dump())
	}
	e, rec = keptNotesEngine(t)
	say(t, e, "hello", "meeting at 1430")
	if !strings.Contains(rec.dump(), "1430") {
		t.Errorf("digits with no talk of the PIN were masked:\n%s", rec.dump())
	}
}
