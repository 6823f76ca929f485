package concierge

import "testing"

// Issue 24 round 9, R29, R53: the sign-in said in everyday words signs in
// at once, the secret never shown; a username said so alone asks for the
// password next.
func TestEverydaySignInWording(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"my name on here is seldo and the secret word is monkey",
		"i go by seldo, secret word monkey",
		"i go by seldo and the code word is monkey",
		"the name's seldo, secret code is monkey",
		"my name here is seldo and my password is monkey",
		"name on here's seldo, pw is monkey",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Fact("authenticated") != "true" || e.Fact("username") != "seldo" {
				t.Errorf("not signed in: %q %q", rec.replies(), rec.notes())
			}
			if leaks(rec, "monkey") {
				t.Errorf("the password shows: %s", rec.dump())
			}
		})
	}
	for _, line := range []string{"my name on here is seldo", "I go by seldo", "im called seldo"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if sec, ok := e.PendingSecret(); !ok || sec.Slot != "password" {
				t.Fatalf("the password is not asked: %q", rec.replies())
			}
			say(t, e, "monkey")
			if e.Fact("authenticated") != "true" || leaks(rec, "monkey") {
				t.Errorf("not signed in, or the password shows: %q", rec.replies())
			}
		})
	}
	t.Run("the secret code is shown masked", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "the secret code is lantern9")
		if leaks(rec, "lantern9") {
			t.Errorf("the secret shows: %s", rec.dump())
		}
	})
}
