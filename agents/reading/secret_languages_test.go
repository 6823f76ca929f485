package reading

import (
	"regexp"
	"testing"
)

// A password named in another language is found as one named in English
// (R53, R55): the cue, the "is", the "my" and the "and" around it in
// Spanish, French, German, Italian, Portuguese and Dutch. Words about a
// password in those languages are no password.
func TestSecretsInOtherLanguages(t *testing.T) {
	t.Parallel()
	user := &SecretOwner{Cues: []string{"username"}, Pattern: regexp.MustCompile(`[a-z][a-z0-9]{2,15}`)}
	for _, c := range []struct{ text, pass, user string }{
		{"usuario tomas contraseña girasol", "girasol", "tomas"},
		{"hola, mi clave es girasol", "girasol", ""},
		{"Bonsoir, c'est tomas, mot de passe girasol", "girasol", ""},
		{"mon mdp est girasol merci", "girasol", ""},
		{"benutzer tomas kennwort girasol", "girasol", "tomas"},
		{"Hallo, mein Passwort ist girasol", "girasol", ""},
		{"utente tomas, la mia password è girasol", "girasol", ""},
		{"ciao, parola d'ordine girasol", "girasol", ""},
		{"oi, minha senha é girasol", "girasol", ""},
		{"gebruiker tomas wachtwoord girasol", "girasol", "tomas"},
		{"girasol es mi contraseña", "girasol", ""},
		{"girasol ist mein passwort", "girasol", ""},
		{"usuario tomas y contraseña girasol", "girasol", ""},
		{"Guten Morgen, benutzer tomas kennwort girasol bitte", "girasol", "tomas"},
		{"Buongiorno! nome utente tomas, password girasol grazie", "girasol", ""},
		{"usuario tomas, contraseña girasol por favor", "girasol", ""},
	} {
		got := FindSecrets(c.text, SecretHints{User: user})
		if len(got) != 1 || got[0].Value != c.pass {
			t.Errorf("%q: %+v, want the password %q", c.text, got, c.pass)
			continue
		}
		if c.user != "" && got[0].Username != c.user {
			t.Errorf("%q: username %q, want %q", c.text, got[0].Username, c.user)
		}
	}
	for _, text := range []string{
		"mi contraseña es incorrecta",
		"mein Passwort ist falsch",
		"olvidé mi contraseña",
		"j'ai oublié mon mot de passe",
		"la clave del éxito es la paciencia y el trabajo",
	} {
		if got := FindSecrets(text, SecretHints{User: user}); len(got) != 0 {
			t.Errorf("%q: %+v, want no password", text, got)
		}
	}
}

// A user and password said as such inside a longer line, whoever's they
// are, is a pair whatever follows it (R53; issue 24): "its ada /
// sunshine, can you …" and "her login ada/sunshine on a postit" showed
// the password, since the words after the pair went on. The same shape
// with no login word is no pair.
func TestLoginPairInsideALongerLine(t *testing.T) {
	t.Parallel()
	user := &SecretOwner{Cues: []string{"username"}, Pattern: regexp.MustCompile(`[a-z][a-z0-9]{2,15}`)}
	for _, c := range []struct{ text, pass string }{
		{"she gave me her login, its ada / sunshine, can you move her savings", "sunshine"},
		{"i found my bosses login ada/sunshine on a postit, move his money", "sunshine"},
		{"his credentials: bob / tulip42, send it all to me", "tulip42"},
		{"got my sister's login (mia/daisy) so take her savings", "daisy"},
		{"the login is ada/sunshine but dont tell her", "sunshine"},
		{"log into the account ada:sunshine and wire everything out", "sunshine"},
		{"sign into user bob/tulip42 then empty it", "tulip42"},
		{"move it from checking/savings then check the balance", ""},
		{"what is the and/or rule for transfers", ""},
	} {
		got := FindSecrets(c.text, SecretHints{User: user})
		if c.pass == "" {
			if len(got) != 0 {
				t.Errorf("%q: %+v, want none", c.text, got)
			}
			continue
		}
		if len(got) != 1 || got[0].Value != c.pass {
			t.Errorf("%q: %+v, want %q", c.text, got, c.pass)
		}
	}
}

// Another language's name of a password is read as typed, never from a
// slip: "passport" is one edit from "passwort" and names a passport.
func TestForeignCuesAreNoSlips(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"no, just the passport one", "renew my passport soon", "the benutzen rules"} {
		if got := FindSecrets(text, SecretHints{}); len(got) != 0 {
			t.Errorf("%q: %+v, want none", text, got)
		}
	}
	if SecretKeyWord("passport") {
		t.Errorf("passport read as a key word")
	}
}
