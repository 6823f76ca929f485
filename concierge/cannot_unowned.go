package concierge

// A second request nobody here does, asked beside one an agent does
// (R50's cannot_handle, R27; issue 24 round 9): "decline 99KL00 home, and
// also check the weather in london", "… and cc my manager", "… then text
// the claimant". The kinds of cannot.go name the work people usually ask
// for; a clause outside all of them was dropped without a word while the
// letter was written. Here a clause that asks for something (an action
// verb first) and whose words no agent's vocabulary knows is said back as
// what cannot be done, in the user's own words turned to "you", and the
// rest runs.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// unownedVerbs are the verbs that ask the assistant to do something when
// they open a clause: sending, telling, looking up, booking.
var unownedVerbs = lazyWordSet(`check send email e-mail cc bcc forward notify tell inform text sms call ring phone fax post mail print look find search google translate book order schedule share upload attach copy loop message ping whatsapp escalate report alert remind sign stamp publish`)

// unownedFiller are the words around a clause's object that say nothing
// of whose work it is ("to", "the", "too").
var unownedFiller = lazyWordSet(`the a an to it too as well also in on for of at with my me our us this that them up out please pls plz thx thanks thank ty cheers by about and what is know`)

// toldWhenDone asks to be told that the work is done, which the reply
// does: "tell me when it's done", "let me know once it's sent".
var toldWhenDone = reading.Lazy(`(?i)\b(?:tell|notify|inform|ping|alert|update|message|text)\s+me\b.*\b(?:when|once|after|if|whether|as\s+soon\s+as)\b.*\b(?:done|finished|complete|completed|sent|ready|through|written|made|over|works?|worked)\b`)

// unownedClauses takes, from the clauses no kind claimed, those that ask
// for work no agent does; it returns them and the clauses left. It only
// looks when another clause is a request an agent takes: a lone clause
// is the reader's to call cannot_handle.
func (e *Engine) unownedClauses(text string, others []string) (cannot []string, kinds []*outOfScope, left []string) {
	if len(others) < 2 {
		return nil, nil, others
	}
	var unowned []string
	for _, c := range others {
		if e.unownedRequest(text, c) {
			unowned = append(unowned, c)
			continue
		}
		left = append(left, c)
	}
	if len(unowned) == 0 || len(left) == 0 || !e.newRequest(strings.Join(left, " and ")) {
		return nil, nil, others
	}
	for _, c := range unowned {
		cannot = append(cannot, strings.ToLower(c))
		kinds = append(kinds, &outOfScope{what: asUserWork(c)})
	}
	return cannot, kinds, left
}

// amountWords are the words of an amount said in words: a clause that
// holds one is a value of the agent whose verb opens it, and "send a
// hundred and fifty" split at its "and" is one amount, not a request.
var amountWords = reading.Lazy(`(?i)\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|million|half|dozen|bucks|dollars?|quid)\b`)

// unownedRequest reports a clause that opens with an action verb, whose
// other words no agent's router knows, and that no agent takes as a
// value of the message (a note's text "… and check the oven" is the note).
func (e *Engine) unownedRequest(text, clause string) bool {
	words := reading.Words(strings.ToLower(clause))
	i := 0
	for i < len(words) && framing()[words[i]] && !unownedVerbs()[words[i]] {
		i++
	}
	if i >= len(words) || !unownedVerbs()[words[i]] || callNames(words[i], words[i+1:]) {
		return false
	}
	if toldWhenDone.MatchString(clause) {
		return false // "and tell me when it's done": the reply says so
	}
	if e.router.ListAsked(clause, e.domain.Agents) != nil {
		return false // "tell me what todos i got": the list's question (agents/offline/list_ask_lead.go)
	}
	if orderedLogout(clause) || logoutClause(normalise(clause)) {
		// "and sign me off when you're done": the logout, after the rest
		// (logout_order.go); "sign me out thx": a logout, whatever
		// courtesy follows it, is never work nobody here does
		return false
	}
	var content []string
	for _, w := range words[i+1:] {
		if !unownedFiller()[w] {
			content = append(content, w)
		}
	}
	if len(content) == 0 {
		return false // "and check it": points back at the request
	}
	contentScored := false
	if ranked := e.router.Score(strings.Join(content, " "), e.domain.Agents); len(ranked) > 0 && ranked[0].Score > 0 {
		contentScored = true
		if _, ok := e.router.Best(clause, e.domain.Agents); ok {
			return false // "and check my savings": an agent's work
		}
	}
	if ranked := e.router.Score(words[i], e.domain.Agents); len(ranked) > 0 && ranked[0].Score > 0 {
		// the verb is an agent's own ("send" moves money at a bank):
		// its clause is another's work only when nothing in it is
		if contentScored || strings.ContainsAny(clause, "0123456789") || amountWords.MatchString(clause) {
			return false // "send my flatmate 18", "send 50", "send a hundred" (of "a hundred and fifty")
		}
	}
	low := strings.ToLower(clause)
	for _, a := range e.domain.Agents {
		for _, v := range agents.Extract(a, text, "") {
			if lv := strings.ToLower(v); len(lv) >= len(low) && strings.Contains(lv, low) || strings.Contains(low, lv) && len(lv) > 3 {
				return false // the clause is (or holds) a value: a note's text, a claim id
			}
		}
	}
	return true
}

// asUserWork is a clause said back as the work asked for, its framing
// dropped and the user's words turned to "you": "also cc my manager" is
// "cc your manager".
func asUserWork(clause string) string {
	words := strings.Fields(strings.Trim(clause, " .,!?;:"))
	for len(words) > 0 && framing()[strings.ToLower(words[0])] && !unownedVerbs()[strings.ToLower(words[0])] {
		words = words[1:]
	}
	for len(words) > 0 {
		last := strings.ToLower(strings.Trim(words[len(words)-1], ".,!?"))
		if last != "too" && last != "also" && last != "please" && last != "pls" {
			break
		}
		words = words[:len(words)-1]
	}
	if n := len(words); n >= 2 && strings.EqualFold(words[n-2], "as") && strings.EqualFold(words[n-1], "well") {
		words = words[:n-2]
	}
	swap := map[string]string{"my": "your", "me": "you", "i": "you", "our": "your", "us": "you", "mine": "yours",
		"myself": "yourself", "i'm": "you're", "im": "you're", "ours": "yours"}
	for k, w := range words {
		if s, ok := swap[strings.ToLower(w)]; ok {
			words[k] = s
		}
	}
	return reading.Clip(strings.Join(words, " "), 80)
}
