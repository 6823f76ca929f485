package concierge

// The owner said as a possessive (issue 24, tryout 37 notes 01): "heyy
// can u unlock ada's stuff, pin is 1815" signed in as "ada's", and the
// right PIN was spent as a failed try, twice. Whose notes is the name
// without its "'s": "ada's stuff", "Ada's things", "unlock ada's", "adas
// notes" (the demo owner the domain names, with an "s" and no apostrophe).
// The owner is read so only where the possessive is the sign-in's own
// phrase: beside the sign-in's request and a kept thing ("stuff",
// "notes", "files") or closing the line after "unlock"/"open". Another
// person's notes asked for while signed in stay refused by the harm check,
// which reads the message before any of this.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// possessiveBase is w without a possessive ending: "ada's" and "Ada’s"
// are "ada" and "Ada", "james'" is "james", and "adas" is "ada" when ada
// is a user the domain names and adas is not. ok is false when w has no
// possessive ending.
func (e *Engine) possessiveBase(w string) (base string, ok bool) {
	if b, ok := apostropheBase(w); ok {
		return b, true
	}
	lw := reading.ASCIILower(w)
	if len(lw) > 3 && strings.HasSuffix(lw, "s") && !e.knownUser(lw) && e.knownUser(lw[:len(lw)-1]) {
		return w[:len(w)-1], true
	}
	return w, false
}

// apostropheBase is w without an "'s" or a closing "'": "ada's" is
// "ada". It asks nothing of the domain, so usernameWord may call it.
func apostropheBase(w string) (string, bool) {
	w = strings.ReplaceAll(w, "’", "'")
	for _, end := range []string{"'s", "'S", "'"} {
		if b, cut := strings.CutSuffix(w, end); cut && b != "" && !strings.Contains(b, "'") {
			return b, true
		}
	}
	return w, false
}

// ownerPossessive reads the owner at words[i] said as a possessive in the
// sign-in's own phrase: "X's" before a kept thing or a word of the
// sign-in's request ("ada's stuff", "adas notes"), or closing the line
// (a courtesy aside) right after the sign-in's verb ("unlock ada's").
func (e *Engine) ownerPossessive(a *agents.Agent, user *agents.Slot, words []string, i int) (signInUser, bool) {
	base, ok := e.possessiveBase(words[i])
	if !ok {
		return signInUser{}, false
	}
	next := ""
	if i+1 < len(words) {
		next = reading.ASCIILower(strings.Trim(words[i+1], `"'()`))
	}
	thing := next != "" && (keptThingWord(next) || e.signInWord(next))
	closing := i > 0 && (i+1 == len(words) || politeTail(words[i+1:]))
	if closing {
		switch reading.ASCIILower(words[i-1]) {
		case "unlock", "open", "unlok", "unlcok":
		default:
			closing = false
		}
	}
	if !thing && !closing {
		return signInUser{}, false
	}
	// a user the domain names, or a word capitalised as a name ("Grace's
	// notes"); an everyday word ("bob's") is asked for instead
	named := e.knownUser(base) || e.nameShaped(append(append([]string{}, words[:i]...), base), i)
	v, ok := e.usernameWord(a, user, base, named)
	if !ok || e.signedIn() && !strings.EqualFold(v, e.signedInOwner()) {
		// signed in as ada, "unlock Grace's notes" names no owner here:
		// whose notes is asked, as before
		return signInUser{}, false
	}
	return signInUser{agent: a, slot: user, value: v}, true
}

// ownerWithoutPossessive is a one-word answer to the sign-in's owner
// question without its possessive ending: "ada's" at "Whose notes?" is
// ada (it was tried as "ada's", and the right PIN failed).
func (e *Engine) ownerWithoutPossessive(a *agents.Agent, s *agents.Slot, raw string) string {
	signIn, user := e.signInAgent()
	if signIn != a || user == nil || user.Name != s.Name || strings.ContainsAny(strings.TrimSpace(raw), " \t") {
		return raw
	}
	if base, ok := e.possessiveBase(strings.Trim(strings.TrimSpace(raw), `".,!?;:()`)); ok {
		return base
	}
	return raw
}

// possessiveLeads may open a sign-in said with a possessive owner: a
// greeting or a courtesy ("heyy can u unlock ada's stuff").
var possessiveLeads = lazyWordSet(`hey heyy hi hello yo ok okay so pls please plz can could would will u you just kindly`)

// onlyThePossessiveSignIn reports rest, the message without its secret, as
// the sign-in's verb and the owner's possessive with nothing else ("open
// Grace's files", "heyy can u unlock ada's stuff"): the sign-in runs, where
// the routing read no task in "files" and the owner waited unasked.
func (e *Engine) onlyThePossessiveSignIn(u signInUser, rest string) bool {
	words := loginWords(rest)
	for i := range words {
		v, ok := e.ownerPossessive(u.agent, u.slot, words, i)
		if !ok || !strings.EqualFold(v.value, u.value) || i == 0 {
			continue
		}
		j := i - 1
		if reading.ASCIILower(words[j]) == "up" && j > 0 {
			j-- // "open up ada's notes"
		}
		switch reading.ASCIILower(words[j]) {
		case "unlock", "open", "unlok", "unlcok":
		default:
			return false
		}
		for _, w := range words[:j] {
			if !possessiveLeads()[reading.ASCIILower(w)] {
				return false
			}
		}
		tail := words[i+1:]
		if len(tail) > 0 && (keptThingWord(reading.ASCIILower(tail[0])) || e.signInWord(tail[0])) {
			tail = tail[1:]
		}
		return len(tail) == 0 || politeTail(tail)
	}
	return false
}
