package concierge

import (
	"strings"
	"testing"
)

// R55, R29 (issue 24): a username the domain names (the bank's hint, "like
// seldo") followed by the password signs in whatever words are around the
// pair, and the password is never shown.
func TestKnownUserAndPasswordInAnyWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"bonjour, seldo monkey",
		"hola, soy seldo monkey",
		"seldo monkey 🙂",
		"guten Tag! seldo monkey, danke",
		"ciao seldo / monkey",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Fact("authenticated") != "true" {
				t.Fatalf("%q did not sign in: %q", line, rec.replies())
			}
			if leaks(rec, "monkey") {
				t.Fatalf("%q shows the password:\n%s", line, rec.dump())
			}
		})
	}
}

// The known name with everyday words after it is no pair.
func TestKnownUserInASentenceIsNoPair(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"is seldo a username?", "seldo please"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if e.Fact("authenticated") == "true" {
			t.Errorf("%q signed in: %q", line, rec.replies())
		}
	}
}

// R53, R55 (issue 24, round 20's tester, #44): the known pair at the end
// of a run-on with a word tacked on after it ("… seldo monkey btw") is
// still the pair: the password is masked in the transcript and the
// sign-in happens, never "What is your username?" with it in the clear.
func TestKnownPairBeforeATackedOnWord(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hey so my brother's account is 1234324 and i owe him like 35 bucks from dinner last week can you send it from my checking seldo monkey btw",
		"send 35 to 1234324 from checking seldo monkey btw",
		"check my savings seldo monkey lol",
		"whats in savings, seldo monkey fyi",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if strings.Contains(rec.dump(), "monkey") {
				t.Fatalf("the password shows: %q", rec.dump())
			}
			if !strings.Contains(rec.dump(), "logged in as seldo") {
				t.Errorf("not signed in: %q", rec.replies())
			}
		})
	}
}
