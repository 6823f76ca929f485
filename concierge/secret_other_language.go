package concierge

// A sign-in said in another language (R53, R55; issue 24): "mi usuario es
// seldo y mi clave es monkey", "je suis seldo, mot de passe monkey",
// "ich bin seldo und monkey". The reader finds the password by its
// foreign name (agents/reading/secret_languages.go); what is left here is
// whose it is, and the pair said with only an "and": a username the
// domain names, then "y", "et", "und", "e" or "en", then one word. That
// word is masked at any moment, in the echo, the store and the trace —
// when unsure, mask —, and the username goes with a password found
// beside it, so the sign-in can run.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// andWords say "and" between a username and its password, in English and
// the common European languages.
var andWords = lazyWordSet("and & + n y et und e en")

// bareWord is a field without the punctuation around it.
func bareWord(f string) string {
	return strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// knownUserIn is the one username the domain names that text holds, or
// "" for none or several: the owner of a password found by its name
// alone ("je suis seldo, mot de passe ••••••").
func (e *Engine) knownUserIn(text string) string {
	known := e.knownUsers()
	found := ""
	for _, f := range pairFields(text) {
		if v, ok := known[reading.ASCIILower(bareWord(f))]; ok {
			if found != "" && found != v {
				return ""
			}
			found = v
		}
	}
	return found
}

// afterKnownAnd finds the words said right after a known username and an
// "and" ("seldo y monkey", "seldo und monkey"): each may be the password.
// A word of the lexicon, a choice, a task word or another known username
// is none ("seldo and checking", "seldo and help").
func (e *Engine) afterKnownAnd(fields []string) []string {
	a, _ := e.signInAgent()
	if a == nil {
		return nil
	}
	var out []string
	for i := 0; i+2 < len(fields); i++ {
		if !e.knownUser(bareWord(fields[i])) || strings.ContainsAny(fields[i], ".!?;") {
			continue
		}
		if !andWords()[reading.ASCIILower(strings.Trim(fields[i+1], ","))] {
			continue
		}
		pw := trimWrapping(fields[i+2])
		lw := reading.ASCIILower(pw)
		if pw == "" || e.lexiconWord(pw, a) || e.knownUser(pw) || e.taskWord(lw) || reading.LoginFiller.Word(lw) || pairCourtesy()[lw] || andWords()[lw] {
			continue
		}
		if startsClause(fields, i+2) {
			continue // "seldo and keep trying …": a verb that starts the next clause (secret_clause_verb.go)
		}
		out = append(out, pw)
	}
	return out
}

// trimWrapping is a username or password without the punctuation that
// wraps it in a sentence — "(seldo/monkey)", "'monkey'", "monkey." —:
// brackets, quotes and the marks that end a clause are never part of the
// value at its edges; punctuation inside it stays ("p@ss!w0rd").
func trimWrapping(f string) string {
	return strings.Trim(f, "()[]{}<>\"'`‘’“”«»,.;:!?")
}

// foreignLoginWords are the words around a sign-in said in another
// language: greetings, "I am", "my", "is", "and", "please", the names of
// a username and a password. A line of only these and the two values is
// the sign-in and nothing else ("bonjour, je suis seldo, mot de passe
// ••••••"), as "hi, I'm seldo, password ••••••" is.
var foreignLoginWords = lazyWordSet(`hola buenas buenos dias días tardes noches bonjour salut bonsoir hallo guten tag morgen ciao buongiorno
	buonasera oi olá ola bom dia hoi goedendag goedemorgen
	je suis c'est moi mon ma mes mi mein meine soy es est ist ich bin sono la mia il mio sou meu minha eu ik ben mijn
	y et und e en de del d'ordine passe mot parola chiave nome nombre nom d'utilisateur usuario usuário utilisateur
	benutzer benutzername nutzer utente gebruiker gebruikersnaam contraseña contrasena clave mdp passwort kennwort
	senha wachtwoord por favor merci gracias danke grazie obrigado obrigada bedankt bitte svp s'il vous plaît plait
	te vous per piacere alsjeblieft aqui aquí voici hier ecco é è`)

// foreignLoginOnly reports a rest of a sign-in line that holds only the
// words around a sign-in in another language.
func foreignLoginOnly(rest string) bool {
	n := 0
	for _, f := range strings.Fields(strings.ToLower(rest)) {
		w := strings.Trim(f, `,.;:!?"'()`)
		if w == "" {
			continue
		}
		if !foreignLoginWords()[w] && !loginCues()[w] && !reading.LoginFiller.Word(w) {
			return false
		}
		n++
	}
	return n > 0
}

// holdsCuedSecret reports text that says the sign-in's password by one of
// R29's forms ("utente seldo, password monkey"): the two words before it
// are a greeting in some language, never the username and password.
func (e *Engine) holdsCuedSecret(text string) bool {
	a, user := e.signInAgent()
	if a == nil {
		return false
	}
	pass := secretSlotAfter(a, user)
	return pass != nil && len(agents.FindSecrets(pass, text, agents.SecretHintsFor(a, ""))) > 0
}
