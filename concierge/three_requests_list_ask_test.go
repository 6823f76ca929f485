package concierge

import (
	"strings"
	"testing"
)

// Tryout35 notes 17: a sign-in, a question about what there is put as a
// request to tell ("tell me what todos i got"), and a delete, in one
// message: every one runs. The middle one was lost: the sign-in pair cut
// out took the "and" after it, so the sign-in's request and the question
// read as one, and "tell me …" was no agent's words (or "work nobody here
// does"). Other leads and 3-part shapes of the same kind are covered.
func TestSignInListAskAndDeleteAllRun(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"pls open notes for ada pin 1815 and tell me what todos i got, and delete the one about rent if its there",
		"sign in as ada pin 1815, tell me wat notes i have, then remove the one about rent",
		"unlock notes ada pin 1815 and remind me what todos i got and also delete the rent todo",
		"open my notes for ada pin 1815 and let me know what notes i have, then delete the rent one",
		"open notes for ada pin 1815 and can you tell me which notes i have, and get rid of the rent note",
		"log in ada 1815 and what todos do i have and delete rent",
	} {
		e, rec, p := notesEngine(t)
		say(t, e, line)
		if strings.Contains(rec.lastReply(), "Here is my plan") {
			say(t, e, "yes") // the steps left, as a plan to confirm
		}
		if e.Fact("unlocked") != "true" {
			t.Errorf("%q: not signed in: %q", line, rec.replies())
			continue
		}
		// the list asked, and the delete's own look at the notes
		if p.CallsOf("list_notes") < 2 {
			t.Errorf("%q: the list asked was dropped: %q", line, rec.replies())
		}
		all := strings.ToLower(strings.Join(rec.replies(), "\n"))
		if !strings.Contains(all, "delete") {
			t.Errorf("%q: the delete was dropped: %q", line, rec.replies())
		}
		if strings.Contains(all, "can't tell you") || strings.Contains(all, "on your to-do list?") {
			t.Errorf("%q: the question read as something else: %q", line, rec.replies())
		}
		if leaks(rec, "1815") {
			t.Errorf("%q: the PIN shows", line)
		}
	}
}

// A question after an asking lead is the list's, alone too; "remind me
// to …" still adds a to-do.
func TestListAskLeadAlone(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"tell me what todos i got", "remind me what todos i got", "let me know what notes i have", "can you tell me which notes i have"} {
		e, rec, p := notesEngine(t)
		say(t, e, "open my notes", "ada", "1815", line)
		if p.CallsOf("list_notes") < 1 || strings.Contains(strings.Join(rec.replies(), "\n"), "to-do list?") {
			t.Errorf("%q: not listed: %q", line, rec.replies())
		}
	}
	e, rec, _ := notesEngine(t)
	say(t, e, "open my notes", "ada", "1815", "remind me to pay rent")
	if !strings.Contains(rec.lastReply(), "pay rent") {
		t.Errorf("remind me to …: %q", rec.replies())
	}
}
