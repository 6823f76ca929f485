package reading

import "testing"

// A username and a password said in a sentence by the noun for both
// ("my credentials are seldo and monkey", "login details: seldo, monkey")
// at the end of a long or formal request (issue 24, round 9): the pair is
// read, the password masked. The same nouns in talk about a login hold no
// secret.
func TestCredentialsNounPair(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, user, pass string
	}{
		{"I would kindly request a transfer of 125 dollars from checking to 7654321. My credentials are seldo and monkey.", "seldo", "monkey"},
		{"please move 40 from savings to 7654321, my creds are seldo and monkey", "seldo", "monkey"},
		{"Dear bank, kindly show my savings balance. Login details: seldo, monkey. Regards", "seldo", "monkey"},
		{"what's my checking balance? my login info is seldo monkey", "seldo", "monkey"},
		{"Good morning, the credentials are ada and sunshine, please list my notes", "ada", "sunshine"},
		{"send 20 to 7654321; credentials: seldo / monkey", "seldo", "monkey"},
		{"my credentials are not working", "", ""},
		{"are my login details safe here?", "", ""},
		{"I forgot my credentials and need help", "", ""},
		{"my login details are wrong, what do I do", "", ""},
		{"where do I update my credentials", "", ""},
	} {
		got := FindSecrets(c.text, SecretHints{User: &SecretOwner{}})
		switch {
		case c.pass == "" && len(got) != 0:
			t.Errorf("%q: %+v, want no secret", c.text, got)
		case c.pass != "" && (len(got) != 1 || got[0].Value != c.pass || got[0].Username != c.user):
			t.Errorf("%q: %+v, want %s for %s", c.text, got, c.pass, c.user)
		}
	}
}

// A question about the password's make-up gives none: "how many
// characters is my password" (issue 24, round 9).
func TestQuestionAboutSecretGivesNone(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"how many characters is my password", "how many digits is my pin?", "what length is my password", "which letter is the password"} {
		if got := FindSecrets(text, SecretHints{User: &SecretOwner{}}); len(got) != 0 {
			t.Errorf("%q: %+v, want no secret", text, got)
		}
	}
	if got := FindSecrets("xk29ab is my password", SecretHints{}); len(got) != 1 || got[0].Value != "xk29ab" {
		t.Errorf("a value before 'is my password': %+v", got)
	}
}
