package reading

import "testing"

// A password cue and one word, typed as the whole message, is a secret
// wherever it is typed: "pass monkey" at no prompt is no sentence. The
// password named first, with the username after it ("pwd monkey user
// seldo"), is one too.
func TestCueAndWordIsASecret(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ text, want string }{
		{"pass monkey", "monkey"},
		{"Pass: hunter2", "hunter2"},
		{"pin 4321", "4321"},
		{"pass tr0ub4dor", "tr0ub4dor"},
		{"pwd monkey user seldo", "monkey"},
		{"password hunter2 username ada", "hunter2"},
		{"pw s3cret, user seldo", "s3cret"},
		{"passcode 1815 login ada", "1815"},
	} {
		got := FindSecrets(c.text, SecretHints{})
		if len(got) != 1 || got[0].Value != c.want {
			t.Errorf("FindSecrets(%q) = %+v, want %q", c.text, got, c.want)
		}
	}
	for _, text := range []string{"pass it on", "pass it", "pass please", "pin it", "pass the salt", "secret santa", "pass thanks", "pass"} {
		if got := FindSecrets(text, SecretHints{}); len(got) != 0 {
			t.Errorf("FindSecrets(%q) = %+v, want nothing: no secret named", text, got)
		}
	}
}

// A question word, a pronoun, one letter or courtesy is never the value a
// password form takes: the sentence around a secret, not the secret.
func TestNeverSecretWordsAreNoValue(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"what is the password of seldo", "can you tell me what my password is i forgot it",
		"my password is you know what", "password: ok", "who is the pw for ada", "user seldo pass x", "pass fine"} {
		if got := FindSecrets(text, SecretHints{}); len(got) != 0 {
			t.Errorf("FindSecrets(%q) = %+v, want nothing", text, got)
		}
	}
	if got := FindSecrets("my password is i2xq", SecretHints{}); len(got) != 1 || got[0].Value != "i2xq" {
		t.Errorf("a password beginning like a pronoun: %+v", got)
	}
}
