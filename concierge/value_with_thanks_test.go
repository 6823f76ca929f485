package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 15), kind 4: after SmartStrategy said where the claim id
// is, the id said with thanks around it starts the letter with it, never
// small talk or a goodbye; "home pls and ta" at the topology is Home.
func TestValueWithThanksAfterFinder(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ found, topology, want string }{
		{"thanks. found it: 33GG07", "home pls and ta", "33GG07 (Home)"},
		{"got it, 41KD22 cheers", "motor cheers mate", "41KD22 (Motor)"},
		{"ok cool 58PL10 is the one", "home please and thank you", "58PL10 (Home)"},
		{"thx, it's 72WE31", "motor thx heaps", "72WE31 (Motor)"},
		{"ta, found it - 19QA05", "home ta v much", "19QA05 (Home)"},
		{"yep got it thank you 66ZZ90", "motor, thanks heaps", "66ZZ90 (Motor)"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "where is my claim id", "partner", tt.found)
		if e.sess.Speaker != "DeclineLetterAssistance" || !strings.Contains(rec.lastReply(), "claim type") {
			t.Errorf("%q: speaker %q, reply %q", tt.found, e.sess.Speaker, rec.lastReply())
			continue
		}
		say(t, e, tt.topology)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Title, tt.want) {
			t.Errorf("%q then %q: %d letters, %q", tt.found, tt.topology, len(e.sess.Artifacts), rec.lastReply())
		}
	}
	// thanks with words of something else are not the value's request
	e, _ := newInsurance(t)
	if c, ok := e.valueWithThanksRead("thanks, 33GG07 was my old claim, the new one is lost"); ok {
		t.Errorf("read as %s", c)
	}
}
