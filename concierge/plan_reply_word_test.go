package concierge

import (
	"strings"
	"testing"
)

// R53, R55 (issue 24 round 9): at a plan waiting on the sign-in, the
// username known, a lone word that replies to the plan — a sound, a word
// of chat, a question word, a plain English word — is no password: no try
// is spent, the name stays, nothing is masked, and the plan still waits.
// A word shaped as a password, or the reader's secret, is still tried.
func TestReplyWordAtAPlanIsNoPassword(t *testing.T) {
	t.Parallel()
	const first = "check my balance and then send 100 from checking to 7654321, my username is seldo"
	for _, word := range []string{"hmm", "hmmm...", "wait", "which", "whatever", "umm", "lol", "idk", "huh?", "seriously", "erm", "wiat", "sooo", "really!"} {
		e, rec := newBank(t, nil)
		say(t, e, first)
		if e.sess.Plan == nil || !e.sess.Plan.Awaiting {
			t.Fatalf("no plan waits: %q", rec.replies())
		}
		say(t, e, word)
		if _, masked := e.typed.Mask(word); masked {
			t.Errorf("%q at the plan was taken as the password:\n%s", word, rec.dump())
		}
		if got := e.sess.WorkFor("authenticate").Slots["username"]; got != "seldo" {
			t.Errorf("%q at the plan changed the username to %q", word, got)
		}
		if e.sess.Pending.Secret != nil || e.sess.Plan == nil || !e.sess.Plan.Awaiting {
			t.Errorf("%q at the plan: the plan no longer waits:\n%s", word, rec.dump())
		}
		if r := rec.replies(); len(r) == 0 || strings.Contains(r[len(r)-1], "tries left") {
			t.Errorf("%q at the plan spent a try: %q", word, r)
		}
	}
	for _, word := range []string{"monkey", "zebra9", "tr0ub4dor", "xqzvtk"} {
		e, rec := newBank(t, nil)
		say(t, e, first)
		say(t, e, word)
		if leaks(rec, word) {
			t.Errorf("%q at the plan was shown in clear:\n%s", word, rec.dump())
		}
		if _, masked := e.typed.Mask(word); !masked {
			t.Errorf("%q at the plan was not taken as the password:\n%s", word, rec.dump())
		}
	}
}

// R53 (issue 24 round 9): with the name not yet known, a reply word at the
// plan is no username either.
func TestReplyWordAtAPlanIsNoUsername(t *testing.T) {
	t.Parallel()
	for _, word := range []string{"which", "hmm", "lol", "whatever", "seriously"} {
		e, rec := newBank(t, nil)
		say(t, e, "what is the price of AAPL and then send 100 from checking to 7654321")
		if e.sess.Plan == nil || !e.sess.Plan.Awaiting {
			t.Fatalf("no plan waits: %q", rec.replies())
		}
		say(t, e, word)
		if got := e.sess.WorkFor("authenticate").Slots["username"]; got != "" {
			t.Errorf("%q at the plan was taken as the username %q:\n%s", word, got, rec.dump())
		}
	}
}
