package concierge

import (
	"strings"
	"testing"
)

// A password said in a line of a domain with no sign-in is masked before
// anything reads the line: it is never shown, stored, split off as a
// request, taken for a value nor written into a letter (round 31: "my
// portal password is Hunter2!" became a second decline letter for claim
// HUNTER2).
func TestPasswordNamedInADomainWithoutSignIn(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, secret, claim string }{
		{"decline letter for home claim AB7734, my portal password is Hunter2! if u need to log in", "Hunter2", "AB7734"},
		{"decline letter for motor claim ZZ1200. password is Tr0ub4dor if needed", "Tr0ub4dor", "ZZ1200"},
		{"my login pw is Secret99, decline letter for home claim BB4410", "Secret99", "BB4410"},
		{"home claim CC7781 decline letter, password Hunter2", "Hunter2", "CC7781"},
		{"pwd: x9Lk2z decline letter home claim 31QR88", "x9Lk2z", "31QR88"},
		{"our system passcode is Blue42 btw, letter declining motor claim 99KL00", "Blue42", "99KL00"},
		{"Kitty77 is my password for the portal. decline home claim 12AB34", "Kitty77", "12AB34"},
		{"decline home claim 45GH67 (my pin is 4471 if u need it)", "4471", "45GH67"},
		// a login said as a user and a secret, "pass" for password (round 32)
		{"decline letter motor 19GG55 - btw if u need my system login its jsmith / Winter2024", "Winter2024", "19GG55"},
		{"decline letter motor 19GG55, my login is jsmith and pass Winter2024", "Winter2024", "19GG55"},
		{"decline letter home 12AB34 creds: jsmith | s3cret9", "s3cret9", "12AB34"},
		{"login: jsmith, Autumn77 — decline letter home claim 31QR88", "Autumn77", "31QR88"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		if d := rec.dump(); strings.Contains(d, c.secret) || strings.Contains(strings.ToUpper(d), strings.ToUpper(c.secret)+" ") {
			t.Errorf("%q: the secret %q reached the events", c.line, c.secret)
		}
		if n := len(e.sess.Artifacts); n != 1 || !strings.Contains(lastArtifact(e), "Claim id: "+c.claim) {
			t.Errorf("%q: want one letter for %s, got %d: %q", c.line, c.claim, n, lastArtifact(e))
		}
		if !containsIn(rec.replies(), "I left out what looked like a password") {
			t.Errorf("%q: leaving the password out is not said: %q", c.line, rec.replies())
		}
	}
}

// The same at the claim id's question, and talk about a password that
// names none is left as it is.
func TestPasswordNamedAtAQuestionWithoutSignIn(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "i need a decline letter", "oh the portal pw is Zebra!9 if you need it")
	if strings.Contains(rec.dump(), "Zebra") {
		t.Errorf("the password said at the claim id's question reached the events")
	}
	for _, line := range []string{
		"the password reset email never arrived, decline letter home claim 31QR88",
		"my password is wrong on the portal so do the decline letter for home claim 31QR88 here",
		"pass the decline letter for home claim 31QR88 to sarah after",
		"decline letter home claim 31QR88, login issues all week so sorry for the delay",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if containsIn(rec.replies(), "I left out") || strings.Contains(rec.dump(), "••••••") {
			t.Errorf("%q: talk about a password was masked: %q", line, rec.replies())
		}
		if !strings.Contains(lastArtifact(e), "Claim id: 31QR88") {
			t.Errorf("%q: the letter was not written: %q", line, rec.replies())
		}
	}
}
