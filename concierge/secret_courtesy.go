package concierge

// Courtesy typed at a sign-in prompt (R29, R55; issue 24): "ty", "THANK
// YOU DEAR", "awesome thank u so much", "ok cool". Tried as the password,
// such a line spent one of the three tries; taken as the username, the
// password prompt followed for a user named "ty". A line made only of
// thanks, greetings, yes-words, goodbyes and the warm words said with
// them is courtesy, never a credential.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// warmWords are said with thanks, greetings and acknowledgements: "thank
// you SO MUCH dear", "ok cool", "great, cheers mate". courtesyWords are
// the ones that are courtesy on their own; a line needs one of them
// ("a", "the", "so much" alone are no courtesy, and may be a password).
var (
	warmWords = lazyWordSet(`so much very really many a lot lots heaps tons ton bunch million
	u you ya yah yall y'all dear darling love luv mate buddy pal friend sir maam ma'am man dude bro guys folks
	again for that this the it all everything help your kindly oh ah well lol lmao haha hehe xd`)
	courtesyWords = lazyWordSet(`awesome great cool nice perfect lovely wonderful amazing brilliant excellent fantastic sweet neat
	ok okay k kk alright alrighty fine good gotcha noted
	thanks thank thx thnx thnks tx ty tysm tyvm cheers ta appreciate appreciated
	hi hello hey hiya heya yo sup bye goodbye cya later yes yeah yep yup sure`)
)

// courtesyLine reports a line of only courtesy: thanks, a greeting, a
// goodbye, a yes or an acknowledgement, with the warm words around them
// ("awesome thank u so much"); one word alone must be one of those.
func courtesyLine(text string) bool {
	r := read(text)
	if r.Is(reading.Thanks) || r.Is(reading.Greeting) || r.Is(reading.Bye) {
		return true
	}
	words := strings.Fields(normalise(text))
	if len(words) == 0 || len(words) > 8 {
		return false
	}
	core := false
	for _, w := range words {
		switch {
		case courtesyWords()[w] || slangGreetings()[w]:
			core = true
		case !warmWords()[w]:
			return false
		}
	}
	return core
}

// namesOtherThing reports a line that names a choice of some agent (an
// account) and not the secret s: "wait whats my savings at" asks about
// the savings, not the password.
func (e *Engine) namesOtherThing(s *agents.Slot, text string) bool {
	n := normalise(text)
	for _, c := range append([]string{s.Name, s.Label}, s.Cues...) {
		if c != "" && strings.Contains(n, strings.ToLower(c)) {
			return false
		}
	}
	for _, w := range strings.Fields(n) {
		if e.choiceWord(w) {
			return true
		}
	}
	return false
}

// questionLeads open a question typed without its "?": "wait whats my
// savings at", "how much do i have".
var questionLeads = lazyWordSet(`what whats what's wats wat how hows how's where wheres where's when which who whose why`)

// asksQuestion reports a line of three words or more that opens, after a
// hesitation or two ("wait", "hmm", "ok so"), with a question word: a
// question, not a passphrase.
func asksQuestion(text string) bool {
	words := dropPauseLead(strings.Fields(normalise(text))) // "hang on whats msft at" (secret_pause_lead.go)
	if len(words) < 3 {
		return false
	}
	for i, w := range words {
		if i > 2 {
			return false
		}
		if questionLeads()[w] {
			return i+2 < len(words) || i == 0
		}
		if !secretFiller()[w] && !warmWords()[w] && !courtesyWords()[w] {
			return false
		}
	}
	return false
}
