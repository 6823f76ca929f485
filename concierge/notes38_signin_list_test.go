package concierge

import (
	"strings"
	"testing"
)

// Round 33 (notes, 05): a sign-in and a list asked on one line list every
// note. The words of the sign-in (the owner's name, "its", "hi", "im",
// the PIN's label) are no filter of the list: "hi its ada, my pin is 1815
// - show me my notes" answered `Nothing matches "its ada"`, and "ada 1815
// whats on my list" opened the notes and dropped the listing.
func TestSignInWordsNeverNarrowTheList(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hi im ada, pin 1815, show my notes",
		"hi its ada, my pin is 1815 - show me my notes",
		"ada 1815 whats on my list",
		"this is ada, pin 1815. what notes do i have",
		"Hello im ada my PIN is 1815 show notes",
		"its ada, 1815, what notes have i got",
		"ada pin 1815 whats on my list",
		"hey its ada 1815 can u list my notes",
		"1815 ada show me my notes pls",
		"ada 1815 what notes have i got",
		"ada, 1815 - whats on my list?",
	} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada 1815", "add a note titled wifi saying code is on the fridge", "yes", "log out")
		n := len(rec.replies())
		say(t, e, line)
		got := strings.Join(rec.replies()[n:], "\n")
		if e.Fact("unlocked") != "true" || !strings.Contains(got, "wifi") || strings.Contains(got, "Nothing matches") || strings.Contains(got, "none about") {
			t.Errorf("%q: want the notes opened and every note listed (wifi):\n%s", line, got)
		}
		if leaks(rec, "1815") {
			t.Errorf("%q: the PIN shows in the session", line)
		}
	}
}
