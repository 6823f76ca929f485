package concierge

import "testing"

// Tryout 41 bank 24: a card's PIN asked about gets the card-PIN answer,
// not the sign-in password's; the password question keeps its own.
func TestCardPINAskedIsNoPassword(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"how do i change my debit card PIN", "can u change the pin on my credit card",
		"forgot my atm pin how do i reset it", "i want a new pin for my visa card", "HOW DO I CHANGE MY CARD PIN"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if r := rec.lastReply(); !containsIn([]string{r}, "card PIN") || containsIn([]string{r}, "forgot password") {
			t.Errorf("%q: %q", line, r)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "how do I change my password")
	if r := rec.lastReply(); !containsIn([]string{r}, "change your password") {
		t.Errorf("password: %q", r)
	}
}
