package concierge

import "testing"

// A name introduction is the username alone, never a username and a
// password typed together, at no prompt and at the username question
// (signin_intro.go): the password is asked next and signs in, masked.
func TestNameIntroductionIsTheUsernameAlone(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"im called seldo",
		"im caled seldo",
		"i'm calld seldo",
		"ppl call me seldo",
		"they call me seldo",
		"hi, call me seldo",
	} {
		for _, at := range []string{"no prompt", "the username question"} {
			t.Run(at+"/"+line, func(t *testing.T) {
				t.Parallel()
				e, rec := newBank(t, nil)
				if at != "no prompt" {
					say(t, e, "send 20 to 1234324")
					if e.Speaker() != "authenticate" {
						t.Fatalf("the username is not asked: %q", rec.replies())
					}
				}
				say(t, e, line)
				if sec, ok := e.PendingSecret(); !ok || sec.Slot != "password" {
					t.Fatalf("the password is not asked: %q %q", rec.replies(), rec.notes())
				}
				say(t, e, "monkey")
				if e.Fact("authenticated") != "true" || e.Fact("username") != "seldo" {
					t.Errorf("not signed in as seldo: %q %q", rec.replies(), rec.notes())
				}
				if leaks(rec, "monkey") {
					t.Errorf("the password shows: %s", rec.dump())
				}
			})
		}
	}
}

// A one-letter password is tried as the password: "c" (a letter of "BP
// p.l.c.") names no stock at the password prompt.
func TestOneLetterPasswordIsTried(t *testing.T) {
	t.Parallel()
	for _, pw := range []string{"c", "p", "l"} {
		t.Run(pw, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "Transfer money", "seldo", pw)
			if !containsIn(rec.replies(), "2 tries left") {
				t.Errorf("%q not tried as the password: %q %q", pw, rec.replies(), rec.notes())
			}
		})
	}
}
