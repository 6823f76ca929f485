package reading

// A sign-in said in another language (R53, R55; issue 24): "usuario seldo
// contraseña monkey", "mi clave es monkey", "je suis seldo, mot de passe
// monkey", "mein Passwort ist monkey". The forms of secret_forms.go read
// the same word orders in any language; only their words were English, so
// the password was echoed and stored in the clear beside an "I only
// understand English". These are the names of a password and of a
// username, the "is", "my" and "and" that stand around them, in the
// common European languages; the forms read them as they read English's.

// foreignSecretCues name a password: Spanish, French, German, Italian,
// Portuguese and Dutch. "clave" and "codice" are also everyday words
// ("key", "code"): weak, like "pass", they count only with "is" or a sign,
// or in a login.
var foreignSecretCues = []secretCue{
	{"contraseña", false}, {"contrasena", false},
	{"clave", true}, {"clave de acceso", false}, {"mot de passe", false}, {"motdepasse", false}, {"mdp", false},
	{"passwort", false}, {"kennwort", false}, {"parola d'ordine", false}, {"parola chiave", false},
	{"senha", false}, {"palavra-passe", false}, {"palavra passe", false}, {"wachtwoord", false},
	{"code pin", false}, {"codice pin", false}, {"código pin", false}, {"pincode", false}, {"geheimzahl", false},
}

// foreignLoginIntros name a username, as "user" and "username" do: a noun,
// so only first in the message or in its clause ("usuario seldo
// contraseña monkey", "benutzer seldo passwort monkey").
var foreignLoginIntros = []loginIntro{
	{"usuario", false}, {"usuário", false}, {"nombre de usuario", false}, {"nome de usuário", false}, {"nome de usuario", false},
	{"utilisateur", false}, {"nom d'utilisateur", false}, {"identifiant", false},
	{"benutzer", false}, {"benutzername", false}, {"nutzer", false}, {"nutzername", false}, {"anmeldename", false},
	{"utente", false}, {"nome utente", false}, {"gebruiker", false}, {"gebruikersnaam", false},
}

// copulas say "is" between a cue and its value, or a value and its cue:
// "mi clave es monkey", "mon mot de passe est monkey", "mein Passwort ist
// monkey", "la mia password è monkey" (often typed "e"), "minha senha é
// monkey", "mijn wachtwoord is monkey".
var copulas = toSet(`is es est ist è e é`)

// isCopula reports whether token k says "is" in one of the languages.
func (r *secretReader) isCopula(k int) bool {
	return k < len(r.toks) && r.toks[k].word() && copulas[r.toks[k].low]
}

// foreignDeterminers stand before a cue: "monkey es mi contraseña",
// "monkey ist mein Passwort".
var foreignDeterminers = toSet(`mi mis mon ma mes mein meine mio mia meu minha mijn la el le il de`)

// foreignJoiners stand between a username and a password as "and" and
// "with" do: "seldo y monkey", "seldo et monkey", "seldo und monkey".
var foreignJoiners = toSet(`y et und e en con avec mit met com`)

// foreignDescriptions say something about a password after "is", not
// give it: "mi contraseña es incorrecta", "mein Passwort ist falsch".
var foreignDescriptions = toSet(`incorrecta incorrecto incorrect incorrecte falsch falsche errata errato sbagliata sbagliato
	errada errado fout verkeerd no non nicht niet não nao`)

// foreignClauseWords end the clause a value sits in, as "and", "please"
// and "thanks" do: "kennwort monkey bitte", "password monkey grazie",
// "contraseña monkey por favor".
var foreignClauseWords = toSet(`y et und e en por per favor favore merci gracias danke bitte grazie obrigado obrigada
	bedankt alsjeblieft svp dank pero mais aber ma mas maar`)
