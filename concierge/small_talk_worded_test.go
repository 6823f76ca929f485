package concierge

import (
	"strings"
	"testing"
)

// R50, R51 (issue 24 round 17): a lone word the product does not know —
// gibberish, a name, a username after the sign-in was dropped — is no
// small talk: never "You're welcome!", but the not-sure answer, or for a
// username the domain names, while signed out, how to sign in with it.
func TestLoneUnknownWordIsNoSmallTalk(t *testing.T) {
	t.Parallel()
	for _, word := range []string{"fjdk", "qzxv", "Priya", "blorptastic", "xqwz", "Wojciech"} {
		t.Run("signed in/"+word, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey", word)
			r := rec.lastReply()
			if strings.Contains(r, "welcome") || strings.Contains(r, "Goodbye") || strings.Contains(strings.Join(rec.notes(), "\n"), "small_talk") {
				t.Fatalf("%q read as small talk: %q", word, r)
			}
		})
	}
	t.Run("a username after the sign-in was dropped", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "log in", "never mind", "seldo")
		if r := rec.lastReply(); strings.Contains(r, "welcome") || !strings.Contains(r, "seldo") || !strings.Contains(r, "log you in") {
			t.Fatalf("reply %q", r)
		}
		if e.Speaker() != "" {
			t.Fatalf("the dropped sign-in came back: speaker %q", e.Speaker())
		}
	})
}

// Small talk said in its own words, or a typo of them, is still answered.
func TestLoneSmallTalkWordStillAnswered(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ word, want string }{
		{"thanks", "welcome"}, {"thx", "welcome"}, {"ty", "welcome"}, {"thnaks", "welcome"}, {"cheers", "welcome"},
		{"bye", "Goodbye"}, {"byee", "Goodbye"}, {"goodbye", "Goodbye"},
	} {
		t.Run(tc.word, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey", tc.word)
			if r := rec.lastReply(); !strings.Contains(r, tc.want) {
				t.Fatalf("%q: reply %q", tc.word, r)
			}
		})
	}
}

// The gate itself: which lone words may be small talk.
func TestSmallTalkWorded(t *testing.T) {
	t.Parallel()
	for _, w := range []string{"thanks", "thnx", "hello", "helo", "bye", "👍", ":)", "awesome", "perfect", "ok", "okk", "cheers", "two words"} {
		if !smallTalkWorded(w) {
			t.Errorf("%q: no small talk word", w)
		}
	}
	for _, w := range []string{"seldo", "fjdk", "Priya", "qzxv", "zorblat"} {
		if smallTalkWorded(w) {
			t.Errorf("%q: read as a small talk word", w)
		}
	}
}
