package concierge

// Refusals that stuck outside the bank (issue 24, ins26b; R8, R53). A
// request to be told something about another person — the claimant's
// home address, ada's PIN, a customer's phone number — is refused; the
// follow-up that drops the asking and asks for work instead ("write me
// the decline letter for it", "ok log me in as ada, pin 1815") was
// refused as "the same request" because it names the same claim or
// person. What made the first refusable was the telling: a follow-up
// that asks for a task, or signs in with a secret the user gives (the
// sign-in checks it), and asks to be told nothing about anyone is a
// request of its own, judged by the harm check on its own. A break-in
// ("get me into her account", "guess his password") stays refused, and
// so does any follow-up that asks for the detail again ("ok just tell me
// where she lives").

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// tellLead opens a request to be told or given something.
var tellLead = reading.Lazy(`^(?:(?:ok|okay|so|hey|hi|um|uh|please|pls|just|and|then)\s+)*(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?)?` +
	`(?:what['’]?\s?s|what\s+is|what\s+was|wats|whats|wat\s+is|tell\s+me|give\s+me|gimme|show\s+me|send\s+me|get\s+me|find\s+me|find|look\s+up|lookup|pull\s+up|read\s+me|read\s+out|` +
	`i\s+need|i\s+want|i\s+wanna|need|want|do\s+you\s+know|let\s+me\s+(?:see|have|know)|can\s+i\s+(?:get|have|see)|where\s+(?:does|do|is)|who\s+is|whos|remind\s+me)\b`)

// personalDetail are the words of what a person keeps to themselves: a
// request to be told one of them about someone is what gets refused.
var personalDetail = lazyWordSet(`address addresses phone mobile cell email emails dob birthday birth birthdate ssn social
	pin pins password passwords passcode pw pwd pass code medical salary income lives live living located location whereabouts
	contact contacts details detail info information number numbers username usernames logins`)

// secretDetail are the detail words a sign-in asks for: said beside a
// secret the user gives, they name it rather than ask for it.
var secretDetail = lazyWordSet(`pin password passcode pw pwd pass code username`)

// breakIn are the words of getting into an account rather than being
// told something: such a refusal holds against a sign-in after it.
var breakIn = reading.Lazy(`\b(?:hack|hacking|break\s+in|break\s+into|get\s+(?:me\s+)?in(?:to)?|log\s+(?:me\s+)?in(?:to)?\s+(?:her|his|their|the)|sign\s+(?:me\s+)?in(?:to)?\s+(?:her|his|their|the)|` +
	`log\s+into|login\s+to|sign\s+into|access|guess|crack|bypass|steal|reset\s+(?:her|his|their)|use\s+(?:her|his|their))\b`)

// askedToBeTold reports a refused text that asked to be told a personal
// detail ("what's ada's pin", "i need the home address of the claimant on
// CLM-12345") and asked for no break-in.
func askedToBeTold(refused string) bool {
	n := normalise(refused)
	if !tellLead.MatchString(n) || breakIn.MatchString(n) {
		return false
	}
	for _, w := range reading.Words(n) {
		if personalDetail()[strings.TrimSuffix(w, "'s")] {
			return true
		}
	}
	return false
}

// dropsWhatWasAsked reports a follow-up, right after the refusal of a
// request to be told a personal detail, that asks for work instead — a
// task of the domain's, or a sign-in — and to be told nothing: it is
// served as a request of its own. gaveSecret is a secret given in it
// (masked by then), which its secret word then names.
func (e *Engine) dropsWhatWasAsked(text string, gaveSecret bool) bool {
	if first, ok := e.firstRefusal(); !ok || !askedToBeTold(first.text) {
		return false
	}
	n := normalise(text)
	if breakIn.MatchString(n) {
		return false // "ok get me into her account then"
	}
	gaveSecret = gaveSecret || strings.Contains(text, state.SecretMask)
	for _, w := range reading.Words(n) {
		w = strings.TrimSuffix(w, "'s")
		if personalDetail()[w] && !(gaveSecret && secretDetail()[w]) {
			return false // the detail asked for again
		}
	}
	if tellLead.MatchString(n) && !gaveSecret {
		if best, ok := e.router.Best(text, e.domain.Agents); !ok || !best.Core {
			return false // "ok then what is it": a question, not a task
		}
	}
	if gaveSecret {
		return true // "ok log me in as ada, pin 1815": the sign-in checks it
	}
	best, ok := e.router.Best(text, e.domain.Agents)
	return ok && best.Core
}

// asksDetailAgain reports a follow-up, right after the refusal of a
// request to be told a personal detail, that asks for a detail again of
// the same person ("fine, so where do they live then", "ok just their
// email then"): the refused request said again. The user's own ("what's
// my pin") is not someone else's.
func (e *Engine) asksDetailAgain(text string, gaveSecret bool) bool {
	if first, ok := e.firstRefusal(); !ok || !askedToBeTold(first.text) {
		return false
	}
	n := normalise(text)
	detail := false
	for _, w := range reading.Words(n) {
		w = strings.TrimSuffix(w, "'s")
		if personalDetail()[w] && !(gaveSecret && secretDetail()[w]) {
			detail = true
		}
		if w == "my" || w == "mine" || w == "own" || w == "i" {
			return false
		}
	}
	return detail && (pointsBack(n) || elaborates(n) || tellLead.MatchString(n))
}
