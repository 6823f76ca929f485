package concierge

// A username and a password typed together where nothing asked (R29,
// R55): "seldo monkey" at the greeting, "login seldo monkey", "seldo
// monkey pls log me in". Someone used to signing in types both at once;
// answered "I'm not sure how to help", the password was shown in clear,
// and with a login cue after them the next word was taken as the
// username. So, signed out with no question open, a message whose words
// are, login words and courtesy aside, exactly two that R55's pair rule
// would take at the username prompt — no word of the lexicon, a login
// cue or a choice — and of which at least one is no everyday English word
// (a name or a password, not "apple stock"), is read as the pair, in
// either order: both masked, the sign-in tried, a failed one showing
// neither (pairTurn).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// loginAround are the words said around a pair typed with a login cue:
// the cue's own words and courtesy ("can you log me in please").
var loginAround = lazyWordSet(`log login logon logging sign signin signing in me into please pls plz
	can could would will you u want wanna to need let lets let's just now quickly then hi hey hello so ok okay
	my name name's`)

// pairCourtesy are the words said before or after a pair without a login
// cue: a greeting, thanks, "it's", "I'm" ("hi, seldo monkey", "I'm seldo
// monkey").
var pairCourtesy = lazyWordSet(`hi hey hello hiya yo thanks thx ty cheers please pls plz its it's ok okay so
	i i'm im am this is here`)

// loginVerbs are the words among loginAround that say it is a login.
var loginVerbs = lazyWordSet("log login logon logging sign signin signing")

// readFreeLoginPair reads a message typed at no prompt as a username and
// a password typed together, for the domain's sign-in.
func (e *Engine) readFreeLoginPair(text string) (loginPair, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || e.signedIn() || e.labelledUserLine(text) || e.hedgedUserLine(text) || chatOnlyLine(text) {
		return loginPair{}, false
	}
	a, user := e.signInAgent()
	if sp := e.sess.Speaker; sp != "" && (a == nil || sp != a.Name || a.NextSlot(e.sess.WorkFor(a.Name).Slots) != user) {
		// another question waits; at the sign-in's own username question
		// the pair said with words around it is read here too ("seldo
		// monkey pls log me in"), two bare words by readLoginPair
		return loginPair{}, false
	}
	if a == nil || e.signInDroppedAt > 0 && e.userMessagesSince(e.signInDroppedAt) <= 1 || e.recentlyRefused() {
		return loginPair{}, false
	}
	if e.foreignRequest(text) || amountFigure.MatchString(text) || moneySaid.MatchString(text) {
		// "überweise 12,50 an 1234324": a request in another language, its
		// amount no password (other_language_request.go)
		return loginPair{}, false
	}
	if e.sess.Speaker != "" && e.givesWaitingValues(text) {
		// "450 from checking to 7654321" at the username question: the
		// waiting transfer's values, no "450" and "from" tried as a login
		// (waiting_source.go)
		return loginPair{}, false
	}
	if callsForAttention.MatchString(text) {
		// "is this thing on?" is no "thing" and "on" typed as a pair,
		// whatever the reader makes of the two words
		return loginPair{}, false
	}
	pass := secretSlotAfter(a, user)
	if pass == nil || agents.SecretShape(pass) != nil {
		return loginPair{}, false // a PIN has its own reading (shapedSignIn)
	}
	var pair []string
	cue, around := false, false
	words := loginWords(text)
	intro := introWords(words)
	for i, w := range words {
		lw := reading.ASCIILower(w)
		switch {
		case intro[i]:
			// "im called seldo": the introduction says who, and its
			// words are no half of a pair (signin_intro.go)
			cue = true
		case loginVerbs()[lw]:
			cue = true
		case pairCourtesy()[lw]:
		case loginAround()[lw] || nameOnlyCues()[lw]: // "usr seldo" labels one word
			around = true
		default:
			pair = append(pair, w)
		}
	}
	if e.sess.Speaker != "" {
		cue = true // the username question asked is the cue: "i am seldo, monkey"
	}
	then := ""
	if len(pair) != 2 || around && !cue {
		// "seldo monkey check my balance": the pair, then a request of
		// its own, queued for after the sign-in
		if pair, then = e.pairBeforeRequest(text); pair == nil {
			return loginPair{}, false
		}
	}
	if e.amountWithWord(text, pair, then) {
		return loginPair{}, false // "shoot 15 to 1234324": an amount with its verb (bank28a_slang_send.go)
	}
	rest := pair[0] + " " + pair[1]
	if e.lexiconLine(rest) || courtesyLine(rest) || greetingLine(rest) || impatient(rest) || laughsInShortLine(rest) || e.pairReadsOtherwise(rest) || e.requestOfItsOwn(rest) || then == "" && e.requestOfItsOwn(text) && !cue {
		return loginPair{}, false
	}
	if !e.pairWords(pair) || reading.NeverSecret(pair[0]) || reading.NeverSecret(pair[1]) || sentenceBetween(text, pair) {
		// "ok fine. seldo": an answer, then a name; never a pair
		return loginPair{}, false
	}
	hide := &reading.SecretMemory{}
	hide.Remember(pair[0])
	hide.Remember(pair[1])
	shown, _ := hide.Mask(text)
	return loginPair{agent: a, user: user, pass: pass, username: pair[0], password: pair[1], typed: rest, shown: shown, then: then}, true
}

// pairReadsOtherwise reports two words the reader takes for an act other
// than a sign-in: small talk, a cancel, a question, or a task with a value
// ("tsla nvda" is two tickers). A task without a value is the reader's
// guess at two words it does not know ("seldo monkey" reads as a login).
func (e *Engine) pairReadsOtherwise(rest string) bool {
	if e.reader == nil {
		return false
	}
	rd := e.reader.Read(rest, e.moment(nil))
	for _, c := range rd.Commands {
		if c.Kind == agents.CmdStartTask && (len(c.Values) > 0 || c.Value != "") {
			return true // "tsla nvda": a task with its values
		}
	}
	k, p := e.promptAct(rest)
	switch k {
	case "", agents.CmdSetValue, agents.CmdSecret, agents.CmdCorrectValue, agents.CmdUnused, agents.CmdStartTask:
		return false
	}
	return p >= promptCancelFloor
}

// pairBeforeRequest reads the first two words of text, or its last two, as
// a pair typed with a request of its own ("seldo monkey check my
// balance", "show my savings, seldo monkey"): the pair and the request.
func (e *Engine) pairBeforeRequest(text string) ([]string, string) {
	words := strings.Fields(text)
	if len(words) < 4 {
		return nil, ""
	}
	trim := func(w string) string { return strings.Trim(w, `,.;:!?"'()`) }
	n := len(words)
	for _, c := range []struct {
		pair []string
		rest []string
	}{{words[:2], words[2:]}, {words[n-2:], words[:n-2]}} {
		p := []string{trim(c.pair[0]), trim(c.pair[1])}
		rest := strings.Trim(strings.Join(c.rest, " "), " ,.;:")
		if p[0] == "" || p[1] == "" || strings.ContainsAny(c.pair[0], ",;:.!?") || fillerInPair(p) || !e.pairWords(p) || !e.readsAsRequest(rest) {
			// "seldo, monkey …" may be anything but a pair, and a word
			// that ends a sentence ("fine. what's …") is no half of one
			continue
		}
		if &c.pair[0] == &words[0] && questionSlip(p[0]) && !e.knownUser(p[0]) {
			// "wat iz teh balnse of my acount", "hw much is in savings": a
			// question word typed in a hurry opens a question, never a
			// username (issue 24 round 24: a try was spent on "wat iz")
			continue
		}
		if e.holdsCuedSecret(rest) {
			// "Buongiorno! nome utente seldo, password monkey": the rest
			// says the password by its name, so the first two words are
			// no pair (secret_other_language.go)
			continue
		}
		if &c.pair[0] != &words[0] && !strings.ContainsAny(words[n-3], ",;:") {
			// a pair after the request is set apart from it ("show my
			// savings, seldo monkey"); the last two words of a sentence
			// ("… give me admin access") are its own words, never a login
			continue
		}
		return p, rest
	}
	return nil, ""
}

// fillerInPair reports a half of a pair that is a word said around one
// (courtesy, "just", "now") or an exclamation: "FFS JUST SHOW ME MY
// CHECKING BALANCE" is a request shouted, and its first two words spent a
// login try; a username or a password is neither.
func fillerInPair(p []string) bool {
	for _, w := range p {
		lw := reading.ASCIILower(w)
		if loginAround()[lw] || pairCourtesy()[lw] || exclamations()[lw] {
			return true
		}
	}
	return false
}

// exclamations are words of exasperation or surprise said before a
// request ("ffs", "omg", "ugh").
var exclamations = lazyWordSet(`ffs omg omfg wtf wth ugh ughh ugggh argh arg jeez geez jfc smh fml bruh lol lmao
	dammit damnit damn bloody hell seriously honestly man dude`)

// taskWord reports a word of some agent's examples, task or intro: a word
// of a request ("transfer", "balance"), never half of a pair.
func (e *Engine) taskWord(lw string) bool {
	for _, a := range e.domain.Agents {
		for _, phrase := range append([]string{a.Task, a.Intro}, a.Examples...) {
			for _, pw := range strings.Fields(reading.ASCIILower(phrase)) {
				if strings.Trim(pw, `,.;:!?"'()`) == lw {
					return true
				}
			}
		}
	}
	return false
}

// pairWords reports two words that may be a username and a password: no
// word of the lexicon, a login word, a mask or a request, and not both
// everyday English ("apple stock", "good morning" are words, not a login).
func (e *Engine) pairWords(pair []string) bool {
	if foreignPhrase(strings.Join(pair, " ")) {
		return false // "cuenta corriente": another language (secret_question_line.go)
	}
	a, _ := e.signInAgent()
	english := 0
	for _, w := range pair {
		lw := reading.ASCIILower(w)
		if e.lexiconWord(w, a) || friendlyWord(w) || reading.LoginFiller.Word(lw) || strings.Contains(w, state.SecretMask) || e.taskWord(lw) || reading.SecretKeyWord(w) {
			return false
		}
		if englishOrContraction(lw) {
			english++
		}
	}
	return english < 2
}

// readsAsRequest reports text the router or the reader takes for a task.
func (e *Engine) readsAsRequest(text string) bool {
	if e.requestOfItsOwn(text) {
		return true
	}
	if e.reader == nil {
		return false
	}
	rd := e.reader.Read(text, e.moment(nil))
	if !rd.Sure && inOtherLanguage(text) {
		// "quanto ho sul mio conto corrente": an unsure task read in
		// words of another language is the reader's guess, no request, so
		// the two words before it are no pair (other_language.go)
		return false
	}
	return len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdStartTask && rd.Commands[0].Agent != ""
}

// signInCarried is the sign-in whose password a message of several
// requests carries when no request is the sign-in's own, while signed
// out; nil otherwise.
func (e *Engine) signInCarried(t *turn, r agents.Route) *agents.Agent {
	a, _ := e.signInAgent()
	if a == nil || len(r.Plan) < 2 || len(t.secretsOf(a.Name)) == 0 || e.signedIn() || e.sess.Speaker != "" || e.sess.Agenda.Depth() > 0 {
		return nil
	}
	return a
}

// englishOrContraction reports an everyday English word, or a contraction
// of one ("what's", "where's", "i'll", "don't"): "fine what's" is two
// words of English, never a username and a password.
func englishOrContraction(lw string) bool {
	if reading.EnglishWord(lw) {
		return true
	}
	lw = strings.ReplaceAll(lw, "’", "'")
	if strings.HasSuffix(lw, "n't") {
		return true
	}
	base, suffix, ok := strings.Cut(lw, "'")
	switch suffix {
	case "s", "re", "ll", "d", "ve", "m":
		return ok && reading.EnglishWord(base)
	}
	return false
}

// sentenceBetween reports a full stop, a question or an exclamation mark
// right after the first word of a pair typed in text: "fine. seldo" is
// two sentences, and a pair is said in one.
func sentenceBetween(text string, pair []string) bool {
	for _, w := range strings.Fields(text) {
		if strings.Trim(w, `,.;:!?"'()`) == pair[0] {
			return strings.ContainsAny(w, ".!?")
		}
	}
	return false
}

// openingQuestions open a question; a slip of one ("wat", "hw", "wher")
// is one letter away.
var openingQuestions = []string{"what", "whats", "where", "wheres", "how", "hows", "who", "whos", "why", "when", "which", "whose"}

// questionSlip reports a word that is a question word misspelt by one
// letter ("wat", "wht", "hw", "wher"), or chat's "wut".
func questionSlip(w string) bool {
	lw := reading.ASCIILower(w)
	if lw == "wut" {
		return true
	}
	for _, q := range openingQuestions {
		if len(lw) >= 2 && lw != q && reading.EditDistance(lw, q, 1) <= 1 {
			return true
		}
	}
	return false
}
