package concierge

import (
	"strings"
	"testing"
)

// R53, R55 (issue 24): a sentence typed at the password prompt — thanks,
// a goodbye, talk — is no password: no try is spent, the line is shown as
// typed, and the password typed next still signs in.
func TestSentenceAtThePasswordPromptIsNoPassword(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"Thank you very much for your help, have a lovely evening.",
		"that is very kind of you, goodbye for now",
		"sorry i do not have it with me right now",
		"cheers for that, you have been a great help",
		"hang on let me find it on my phone",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "username seldo")
		say(t, e, line)
		if strings.Contains(rec.lastReply(), "don't match") {
			t.Errorf("%q was tried as the password: %q", line, rec.lastReply())
		}
		if _, masked := e.typed.Mask(line); masked {
			t.Errorf("%q was masked as a password", line)
		}
		say(t, e, "monkey")
		if e.Fact("authenticated") != "true" || leaks(rec, "monkey") {
			t.Errorf("after %q, monkey did not sign in cleanly:\n%s", line, rec.dump())
		}
	}
}

// R55: the words of a pair typed at no prompt are one sentence: "ok fine.
// seldo" agrees and names someone, and a courtesy word or a pronoun is no
// half of a pair.
func TestCourtesyAndANameAreNoPair(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ok fine. seldo", "alright cool. seldo", "great! seldo", "sure, thanks seldo", "it me seldo"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if _, masked := e.typed.Mask(line); masked || strings.Contains(rec.lastReply(), "don't match") {
			t.Errorf("%q was taken as a pair:\n%s", line, rec.dump())
		}
	}
}

// R53 (issue 24): talk about a password never gives one of its words as
// the password: "what", "i" and "you" are words of the question.
func TestQuestionAboutThePasswordGivesNoValue(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"can you tell me what my password is i forgot it, username seldo",
		"what is the password for seldo",
		"my password is you know what, username seldo",
		"who has the password for seldo",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if _, masked := e.typed.Mask(line); masked || strings.Contains(rec.lastReply(), "don't match") {
			t.Errorf("%q took a word as the password:\n%s", line, rec.dump())
		}
	}
}
