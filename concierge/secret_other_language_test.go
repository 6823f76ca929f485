package concierge

import (
	"testing"
)

// R53, R55 (issue 24): a username and password said in Spanish, French,
// German, Italian, Portuguese or Dutch — by the password's foreign name,
// or with a foreign "and" after the known username — never show the
// password: not in the echo, the store, the Why panel or a reply.
func TestPasswordInAnotherLanguageIsMasked(t *testing.T) {
	t.Parallel()
	pwRows(t, []pwRow{ // signIn: the pair is clear enough to sign in with
		{"buenas, usuario seldo contraseña monkey", true},
		{"hola! mi usuario es seldo y mi clave es monkey", true},
		{"Salut, c'est seldo, mon mdp est monkey", true},
		{"guten Tag, Benutzername seldo Kennwort monkey", true},
		{"ciao sono seldo, la mia parola d'ordine è monkey", true},
		{"olá, meu usuário é seldo e minha senha é monkey", true},
		{"Buongiorno! nome utente seldo, password monkey grazie", true},
		{"Guten Morgen, benutzer seldo kennwort monkey bitte", true},
		{"hoi ik ben seldo en monkey", false},
		{"hallo, ich bin seldo und monkey", false},
	}, nil, nil, nil)
}

// R29, R55 (issue 24): brackets, quotes and the marks that end a clause
// around a username and password are no part of either: "(seldo/monkey)"
// signs in as seldo with monkey, where the ")" was taken into the
// password and the login failed.
func TestCredentialsInBracketsOrQuotes(t *testing.T) {
	t.Parallel()
	pwRows(t, signsIn(
		"hey i need to login (seldo/monkey) then check savings thx",
		"login [seldo/monkey] pls",
		`my login is "seldo" and "monkey"`,
		"sign me in: `seldo` / `monkey`!",
		"creds are 'seldo/monkey'.",
	), nil, nil, nil)
}

// R53: a message naming a username or a password in another language is
// a login message, so its unused words are counted, never quoted.
func TestForeignLoginCuesCount(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	for _, line := range []string{"mi contraseña es nueva", "Mot de passe oublié", "mein Kennwort", "nome utente?", "wachtwoord vergeten", "minha senha"} {
		if !e.hasLoginCue(line) {
			t.Errorf("%q: no login cue", line)
		}
	}
	if e.hasLoginCue("quiero ver mi saldo") {
		t.Errorf("a balance request in Spanish read as a login")
	}
}
