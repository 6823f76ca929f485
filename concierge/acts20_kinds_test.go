package concierge

import (
	"strings"
	"testing"
)

// Issue 24, acts20: the kinds the act head's acts19 retrain moved, held
// at the level of their kinds (the first member of each is the phrasing
// a test found).

// A request in another language with nothing in hand is told the product
// reads English only; its first two words are never tried as a username
// and a password (on main "wie viel geld ist auf meinem konto" spent a
// sign-in try on "wie" and "viel").
func TestActs20ForeignRequestNoSignIn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"quanto ho sul mio conto corrente",
		"wie viel geld ist auf meinem konto",
		"mostrami il saldo del mio conto",
		"muestrame el saldo de mi cuenta",
		"vorrei sapere quanto ho sul conto",
		"quanto tenho na conta poupança",
		"combien j'ai sur mon compte epargne",
		"manda cento euro a mio fratello",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(rec.lastReply(), "only understand English") || strings.Contains(all, "username and password") || e.signedIn() || e.sess.Speaker != "" {
			t.Errorf("%q: %q", line, all)
		}
		if strings.Contains(strings.Join(rec.notes(), "\n"), "together") {
			t.Errorf("%q: read as a username and a password: %q", line, rec.notes())
		}
	}
}

// A forgotten password given up on at its prompt, with any word of
// leaving, stops the sign-in: no try spent, the reply says so.
func TestActs20ForgotAndQuitAtPassword(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"cant remember it, quit",
		"forgot it, cancel",
		"no clue what it is, stop",
		"dont remember it lol, exit",
		"nope cant recall, abort",
		"blanking on it so forget it",
		"i honestly forgot it, never mind",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "check my balance", "seldo", line)
		if _, ok := e.PendingSecret(); ok || e.Session().Speaker != "" || !strings.Contains(rec.lastReply(), "won't log you in") {
			t.Errorf("%q: %q", line, rec.lastReply())
		}
		if strings.Contains(strings.Join(rec.replies(), "\n"), "don't match") {
			t.Errorf("%q: a try was spent", line)
		}
	}
}

// An answer at the topology question that names the topology, however
// wrong, is refused there with the choices named once; it is never passed
// on to the claim id finder.
func TestActs20TopologyNamedAtItsQuestion(t *testing.T) {
	t.Parallel()
	for _, answer := range []string{
		"the topology is fire",
		"topology is flood",
		"its a theft topology",
		"the claim type is boat",
		"topology: storm damage",
		"my topology is boats lol",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline letter for 12AB34", answer)
		r := rec.lastReply()
		if e.sess.Speaker != "DeclineLetterAssistance" || strings.Count(r, "Home or Motor") != 1 || e.sess.WorkFor("DeclineLetterAssistance").Slots["claim_id"] != "12AB34" {
			t.Errorf("%q: speaker %q, reply %q", answer, e.sess.Speaker, r)
		}
	}
}

// What remains of the account a transfer left, asked in few words, is
// that account's balance.
func TestActs20WhatRemainsAfterTransfer(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"how much remains", "what remains now", "whats remaining", "how much is remaining", "how much money remains"} {
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", "monkey", "send 50 from checking to 1234324", "yes")
		if !containsIn(rec.replies(), "Done: $50.00 sent") {
			t.Fatalf("setup: no transfer: %q", rec.replies())
		}
		say(t, e, line)
		if !strings.Contains(rec.lastReply()+strings.Join(rec.replies(), "\n"), "Checking account (1234567890) has a balance of $950.00") || strings.Contains(rec.lastReply(), "not sure how to help") {
			t.Errorf("%q: %q", line, rec.lastReply())
		}
	}
}

// Thanks with a remark about someone after it is thanks: answered
// "You're welcome", never "I'm not sure how to help" nor a goodbye.
func TestActs20ThanksWithARemark(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"thanks, shes pregnant so its a hard time for her",
		"thank you, my husband is sick so its rough",
		"cheers, hes had a rough year",
		"thanks heaps, my mum passed so its been hard",
		"ty, shes expecting twins so its chaos",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 52KK10 home", line)
		if r := rec.lastReply(); !strings.Contains(r, "welcome") || strings.Contains(r, "help with that") {
			t.Errorf("%q: %q", line, r)
		}
	}
}
