package concierge

// A username and a password typed together at the username prompt (R55,
// R29): "seldo monkey". People also type them the other way round
// ("monkey seldo"), so neither word is known to be the username: both are
// taken for the turn only, like a password, and neither is shown, stored
// or said back in any reply, note or event of the turn, whether the login
// works or not. A failed login forgets both and asks for the username
// again; it counts as a try like any failed login.

import (
	"context"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// loginPair is a username and a password read from one line.
type loginPair struct {
	agent      *agents.Agent
	user, pass *agents.Slot
	// the values read, and the line they were read from
	username, password string
	typed              string
	// shown is the line as stored and shown, both values masked; empty
	// means the two masks alone
	shown string
	// then is a request typed with the pair, queued for after the sign-in
	then string
	// approvePlan: the pair was typed at a waiting plan with a yes to it
	// (login_pair_plan.go)
	approvePlan bool
}

// loginCues are R53's words that say a line is about signing in, whatever
// the domain: a pair holding one is no bare pair ("user seldo", "pw
// monkey") and is read by R29's forms instead. The same words in the
// common European languages count too ("usuario seldo contraseña
// monkey", agents/reading/secret_languages.go).
var loginCues = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"log": true, "login": true, "signin": true, "sign": true, "username": true, "user": true,
		"password": true, "passwd": true, "pass": true, "pwd": true, "pw": true, "pin": true,
		"contraseña": true, "contrasena": true, "clave": true, "mdp": true, "passwort": true, "kennwort": true, "senha": true,
		"wachtwoord": true, "usuario": true, "usuário": true, "utilisateur": true, "identifiant": true, "benutzer": true,
		"benutzername": true, "nutzer": true, "utente": true, "gebruiker": true, "gebruikersnaam": true}
})

// readLoginPair reads text as a username and a password typed together:
// at the username prompt of an agent with a secret slot, a line of
// exactly two words, neither of them a word or phrase of the lexicon
// (cancel, logout, leaving, small talk, yes/no, filler, a login cue, a
// choice some agent offers). Any other line is read as usual.
func (e *Engine) readLoginPair(text string) (loginPair, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || e.labelledUserLine(text) || e.hedgedUserLine(text) || e.correctsWaitingTask(text) || e.restatedAt(nil, text) != nil {
		return loginPair{}, false
	}
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return loginPair{}, false
	}
	next := a.NextSlot(e.sess.WorkFor(a.Name).Slots)
	if next == nil {
		return loginPair{}, false
	}
	hints := agents.SecretHintsFor(a, next.Name)
	if !hints.UserAsked {
		return loginPair{}, false
	}
	pass := secretSlotAfter(a, hints.User)
	words := strings.Fields(text)
	if pass == nil || len(words) != 2 {
		return loginPair{}, false
	}
	if e.thingPair(text) {
		return loginPair{}, false // "shopping list": a title or a request (notes22_owner.go)
	}
	if e.amountWithWord(text, words, "") {
		return loginPair{}, false // "bung 40": an amount with its verb (bank28a_slang_send.go)
	}
	if moneySaid.MatchString(text) {
		return loginPair{}, false // "20 dollar", "$20 pls": an amount said early, never a login (round 26)
	}
	if e.lexiconLine(text) || e.saysSomething(text) || courtesyLine(text) || greetingLine(text) || laughsInShortLine(text) || foreignPhrase(text) || chatOnlyLine(text) {
		return loginPair{}, false
	}
	for _, w := range words {
		if e.lexiconWord(w, a) || friendlyWord(w) {
			// "seldo mate": a friendly word is no password (signin_friendly_tail.go)
			return loginPair{}, false
		}
	}
	p := loginPair{agent: a, user: hints.User, pass: pass, username: words[0], password: words[1], typed: text}
	if ms := agents.FindSecrets(pass, text, hints); len(ms) == 1 && ms[0].Username != "" {
		// R29's reading of the pair knows its marks: "seldo, monkey",
		// "seldo (monkey)"
		p.username, p.password = ms[0].Username, ms[0].Value
	}
	return p, true
}

// lexiconLine reports a line the lexicon has a meaning for as a whole:
// "never mind", "log out", "thank you", "no thanks", "go back".
func (e *Engine) lexiconLine(text string) bool {
	n := normalise(text)
	if _, no := rejection(text); no {
		return true
	}
	r := read(text)
	for _, m := range []reading.Meaning{reading.Help, reading.Cancel, reading.CancelInside, reading.GiveUp, reading.Yes,
		reading.Greeting, reading.Thanks, reading.Bye, reading.Logout, reading.LogoutFramed, reading.HowToLogout,
		reading.Later, reading.SecretTalk, reading.Correction} {
		if r.Is(m) {
			return true
		}
	}
	return wayOut()[n] || waitWords()[n] || isLogout(text)
}

// lexiconWord reports a word of the lexicon or of the domain's login
// words: a yes or no word, a filler, a login cue, the secret slots' names,
// labels, cues and question words, or a choice some agent offers.
func (e *Engine) lexiconWord(word string, a *agents.Agent) bool {
	w := normalise(word)
	if w == "" {
		return false // punctuation: a password may be all signs
	}
	if reading.InLexicon(w) || loginCues()[w] || wayOut()[w] || e.choiceWord(word) || reading.SecretKeyWord(w) || reading.LoginCueSlip(w) {
		return true
	}
	for _, o := range e.domain.Agents {
		for i := range o.Slots {
			s := &o.Slots[i]
			if s.Kind != agents.KindSecret {
				continue
			}
			words := append([]string{s.Name, s.Label, s.Question}, s.Cues...)
			for _, c := range words {
				for _, cw := range strings.Fields(normalise(c)) {
					if cw == w {
						return true
					}
				}
			}
		}
	}
	return false
}

// secretSlotAfter is the secret slot that user names the owner of: the
// first secret slot after it.
func secretSlotAfter(a *agents.Agent, user *agents.Slot) *agents.Slot {
	seen := false
	for i := range a.Slots {
		s := &a.Slots[i]
		if s == user || s.Name == user.Name {
			seen = true
			continue
		}
		if seen && s.Kind == agents.KindSecret {
			return s
		}
	}
	return nil
}

// pairTurn runs a login typed as a pair. The line is stored and shown as
// two masks; both values live in the turn only, and every reply, note and
// event of the turn has them masked (hide).
func (e *Engine) pairTurn(ctx context.Context, p loginPair) error {
	masked := state.SecretMask + " " + state.SecretMask
	if p.shown != "" {
		masked = e.maskCandidates(p.shown, p.password) // "login •••••• ••••••": the words around stay; "if that fails try banana" masked (secret_candidates_more.go)
	}
	e.userMessage(masked, true)
	e.hide = &reading.SecretMemory{}
	named := e.usernameShown(p) // Caps Lock on, or the order said by a login cue (login_pair_order.go)
	for _, v := range append(strings.Fields(p.typed), p.username, p.password) {
		if named && strings.EqualFold(v, p.username) {
			// "LOG ME IN SELDO MONKEY", Caps Lock on: a username the
			// domain names is the username whatever the try gives (it
			// fails on the password's case); shown as typed
			continue
		}
		e.hide.Remember(v)
	}
	e.hideSignedIn = &reading.SecretMemory{}
	e.hideSignedIn.Remember(p.password)
	defer func() { e.hide, e.hideSignedIn = nil, nil }()
	return e.runTurn(ctx, masked, func(t *turn) error {
		a := p.agent
		t.setSecret(a.Name, p.user.Name, p.username)
		t.setSecret(a.Name, p.pass.Name, p.password)
		t.pairs = map[string]string{a.Name: p.user.Name}
		if reason := e.harmBesideSignIn(p); reason != "" {
			// "user seldo pass monkey, then send 900 … to rough up my
			// neighbor": refused, nothing of it queued (harm_signin_line.go)
			if saidOthersLogin(p.shown) {
				// "my ex's login is …": no sign-in, now or later (others_login.go)
				e.rememberOthersLogin(p.username)
				return e.refuse(t, reason+othersLoginReason)
			}
			if !e.refuseBesideSignIn(t, p, reason) {
				return e.refuse(t, reason)
			}
			p.then = ""
		}
		e.note(state.NoteProgress, "The user provided the "+p.user.LabelOrName()+" and the "+p.pass.LabelOrName()+" together")
		if p.then != "" && !foreignLoginOnly(p.then) && !greetingLine(p.then) {
			// "… check my balance": once signed in; "buenas tardes" is no
			// request (secret_other_language.go)
			e.sess.Agenda.Request(p.then)
		}
		first := advanceStep(a)
		if e.sess.Speaker != a.Name {
			first = enterStep(a, "", false) // typed where nothing asked (login_pair_free.go)
		}
		if p.approvePlan {
			first = e.approvePlan() // "seldo monkey, yes go ahead": the steps sign in with the pair
		}
		err := e.run(t, first)
		e.failedPairPass = ""
		if !e.signedIn() {
			e.failedPairPass = p.password // "monkey" at the username question next: masked
		}
		if e.signedIn() {
			// the order was right: the second word is the password, and
			// is masked wherever it comes back (R29); the first is a
			// username, which the user will type again
			e.typed.Remember(p.password)
		}
		return err
	})
}

// hidden masks the values the turn hides (hide) in text shown or stored.
func (e *Engine) hidden(text string) string {
	if e.hide == nil {
		return text
	}
	if e.hideSignedIn != nil && e.signedIn() {
		masked, _ := e.hideSignedIn.Mask(text) // the order was right: seldo is the username
		return masked
	}
	masked, _ := e.hide.Mask(text)
	return masked
}

// hiddenArgs masks the values the turn hides in a tool call's arguments as
// events show them.
func (e *Engine) hiddenArgs(args agents.Args) agents.Args {
	if e.hide == nil {
		return args
	}
	out := make(agents.Args, len(args))
	for k, v := range args {
		out[k] = e.hidden(v)
	}
	return out
}

// signedIn reports a session whose sign-in facts differ from those of a
// signed-out user.
func (e *Engine) signedIn() bool {
	for k, v := range e.domain.SignedOut {
		if e.sess.Facts[k] != v {
			return true
		}
	}
	return false
}

// moneySaid is an amount said with its currency: a figure with a symbol or
// a currency word beside it ("20 dollar", "$20", "fifty bucks", "€15").
var moneySaid = reading.Lazy(`(?i)[$€£]\s*\d|\d\s*[$€£]|\b(?:\d[\d,.]*k?|one|two|three|four|five|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\s*(?:dollars?|bucks?|usd|quid|pounds?|euros?|eur|gbp|cents?|grand)\b`)
