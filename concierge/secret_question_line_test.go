package concierge

import (
	"strings"
	"testing"
)

// R53, R55 (issue 24): a question without its "?" or a few words of
// another language at the password prompt is no password: nothing is
// tried, the line is not masked, and the password typed next still signs
// in on the first try.
func TestNoTryForQuestionsOrOtherLanguages(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hey btw what are your opening hours",
		"fyi which branch is closest to me",
		"oh quick question do you charge a fee for wires",
		"also where can i find my statements",
		"saldo disponible por favor",
		"mon compte courant",
		"mein Girokonto bitte",
		"conta poupança",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "show my savings", "seldo", line)
		if strings.Contains(rec.dump(), "Logging in") {
			t.Errorf("%q spent a login try:\n%s", line, strings.Join(rec.replies(), "\n"))
			continue
		}
		if !strings.Contains(rec.dump(), `"`+line+`"`) {
			t.Errorf("%q was not kept as typed (masked as a password?)", line)
		}
		say(t, e, "monkey")
		if e.Fact("authenticated") != "true" {
			t.Errorf("after %q the password does not sign in:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	// one unknown word is the password; two unknown words at the username
	// prompt are the pair; a passphrase of odd words is tried
	e, _ := newBank(t, nil)
	say(t, e, "show my savings", "seldo", "monkey")
	if e.Fact("authenticated") != "true" {
		t.Error("one word at the password prompt was not the password")
	}
	e, _ = newBank(t, nil)
	say(t, e, "show my savings", "seldo monkey")
	if e.Fact("authenticated") != "true" {
		t.Error("a username and password at the username prompt were not the pair")
	}
	e, rec := newBank(t, nil)
	say(t, e, "show my savings", "seldo", "zorbo quix flent")
	if !strings.Contains(rec.dump(), "Logging in") {
		t.Errorf("a passphrase of odd words was not tried: %q", rec.replies())
	}
}

// Words of another language at the username prompt are no username and
// password typed together: no try is spent.
func TestOtherLanguageAtUsernamePromptIsNoPair(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"cuenta ahorros", "compte épargne", "mi saldo", "conto corrente", "meine Karte"} {
		e, rec := newBank(t, nil)
		say(t, e, "show my savings", line)
		if strings.Contains(rec.dump(), "Logging in") {
			t.Errorf("%q spent a login try: %q", line, rec.replies())
		}
	}
}

func TestQuestionLineAndForeignPhrase(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]bool{
		"btw when do you close":        true,
		"what is the routing number":   true,
		"correct horse battery staple": false,
		"hunter2 is what":              false,
		"ok":                           false,
	} {
		if got := questionLine(text); got != want {
			t.Errorf("questionLine(%q) = %v, want %v", text, got, want)
		}
	}
	for text, want := range map[string]bool{
		"cuenta corriente": true,
		"Mon Compte":       true,
		"bank card":        false, // English words only
		"seldo monkey":     false,
		"saldo":            false, // one word may be a password
	} {
		if got := foreignPhrase(text); got != want {
			t.Errorf("foreignPhrase(%q) = %v, want %v", text, got, want)
		}
	}
}
