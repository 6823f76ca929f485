package concierge

import (
	"strings"
	"testing"
)

// R53: from a message about signing in, the words no value took are
// counted, never quoted (one may be a password in a form no reader
// knows); elsewhere they are quoted.
func TestUnusedWordsOfALoginAreCounted(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "sign in pls, im seldo and my pw is hunter22 thx so much friend")
	all := strings.Join(rec.replies(), "\n") + strings.Join(noteTexts(e), "\n")
	for _, w := range []string{`"im"`, `"seldo"`, `"thx"`, "hunter22"} {
		if strings.Contains(all, w) {
			t.Errorf("%s quoted back:\n%s", w, all)
		}
	}
	// "im seldo" names the username (a login cue and one unknown word):
	// the login runs with it, and the wrong password is asked again
	if r := rec.lastReply(); !strings.Contains(r, "words of your message") && !strings.Contains(r, "don't match") {
		t.Errorf("the unused words are not counted, nor the login tried: %q", r)
	}
	e, rec = newBank(t, nil)
	say(t, e, "look up the price of zzqx")
	if !strings.Contains(rec.lastReply(), `"zzqx"`) {
		t.Errorf("outside a login the word is quoted: %q", rec.lastReply())
	}
}

// An answer to the open question is judged by R8's table, not by the
// classifier, which hears harm's words out of context (R53).
func TestAnAnswerIsNoHarm(t *testing.T) {
	t.Parallel()
	d, err := BuiltinDomains().New("insurance")
	if err != nil {
		t.Fatal(err)
	}
	e, rec := newOn(t, d, nil)
	say(t, e, "decline letter for 44FF21", "car crash so motor i guess")
	if !strings.Contains(strings.Join(rec.replies(), "\n"), "Letter generated!") {
		t.Errorf("an answer was refused:\n%s", strings.Join(rec.replies(), "\n"))
	}
}
