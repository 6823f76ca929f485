package offline

// A run-on request with background and values (R50): "hi, I'm new here, I
// am a claims officer since monday, my manager told me to write the
// refusal letter, the claim number is 71ZX30 and it is about the house".
// What the user says about themselves ("I am a claims officer") is
// background: it leads the request that follows, and is a value only for
// an agent the message asks for — never a request of its own. A piece that
// gives only values another request's agent takes ("the claim number is
// 71ZX30", whose words also name the strategy's task) completes that
// request.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// aboutTheUser is a clause in which the user says who or what they are
// ("I am a claims officer", "im with a broker", "as a partner"), with no
// word asking for anything.
var (
	aboutTheUser  = reading.Lazy(`(?i)(?:^|[\s,.;!])(?:i\s*am|i'?m|im|i\s+work|we\s+are|we'?re|as\s+an?)\s`)
	asksSomething = reading.Lazy(`(?i)\b(?:where|how|what|which|find|tell|show|help|need|want|wanna|can|could|would|please|pls|give|get|look|search)\b|\?`)
)

// Background reports a clause that only tells about the user ("I am a
// claims officer since monday"): no request, and none of its words a
// value anyone missed.
func Background(clause string) bool { return background(clause) }

// background reports a piece that only tells about the user.
func background(piece string) bool {
	return aboutTheUser.MatchString(piece) && !asksSomething.MatchString(piece)
}

// valuesOfNeighbour reports a piece whose own agent a takes no value from
// it while the request before it, of agent pa, does, and whose words for a
// are only pa's cues and choices: "the claim number is 71ZX30" after
// "write the refusal letter" is the letter's claim id ("claim number" is
// also the strategy's example). "write a decline letter, i'm a broker"
// names the letter's own task: no values of the strategy's request.
func (o *Brain) valuesOfNeighbour(pa, a *agents.Agent, piece string) bool {
	if pa == nil || a == nil || pa == a || takesValue(a, piece) || !takesValue(pa, piece) || asksSomething.MatchString(piece) {
		return false
	}
	its := map[string]bool{}
	for _, sl := range pa.Slots {
		words := append([]string(nil), sl.Cues...)
		for _, c := range sl.Choices {
			words = append(words, c.Value)
			words = append(words, c.Aliases...)
		}
		for _, w := range reading.Words(strings.Join(words, " ")) {
			its[w] = true
		}
	}
	for _, sc := range o.router.Score(piece, []*agents.Agent{a}) {
		for _, m := range sc.Matched {
			for _, w := range reading.Words(m) {
				if !its[w] {
					return false // a word of a's own task
				}
			}
		}
	}
	return true
}

// routingText is the part of a request that says what to do: its
// clauses without the background about the user and without those that
// only give values ("the claim number is 52WQ18", whose cue words also
// name the strategy's task). The whole text when what is left routes
// nowhere.
func (o *Brain) routingText(text string, among []*agents.Agent) string {
	if findingTheirFeet.MatchString(text) {
		// "i don't really know how this works but i need a decline": the
		// request without how the user is getting on
		if cut := findingTheirFeet.ReplaceAllString(text, " "); strings.TrimSpace(cut) != "" {
			if _, ok := o.router.Best(cut, among); ok {
				text = cut
			}
		}
	}
	clauses := requestBreak.Split(text, -1)
	if len(clauses) < 2 {
		return text
	}
	var kept []string
	for _, c := range clauses {
		if o.contextPiece(c, among) || onlyValuesOfSome(c, among) || o.idForOther(c, among) {
			continue
		}
		kept = append(kept, c)
	}
	if len(kept) == 0 || len(kept) == len(clauses) {
		return text
	}
	if _, ok := o.router.Best(strings.Join(kept, ", "), among); !ok {
		return text // "thanks, and what's MSFT at?": the values say it
	}
	return strings.Join(kept, ", ")
}

// onlyValuesOfSome reports a clause that is only values of one agent.
func onlyValuesOfSome(clause string, among []*agents.Agent) bool {
	for _, a := range among {
		if agents.OnlyValues(a, clause) {
			return true
		}
	}
	return false
}

// findingTheirFeet is a clause in which the user says how they are getting
// on ("still finding my way around", "no idea how this works yet",
// "getting used to the system"): context, even with a "how" in it.
var findingTheirFeet = reading.Lazy(`(?i)\b(?:finding\s+my\s+(?:way|feet)|getting\s+(?:used\s+to|the\s+hang\s+of|my\s+head\s+around)|learning\s+the\s+ropes|(?:(?:no|little)\s+(?:idea|clue)|not\s+(?:really\s+)?sure|unsure|(?:don'?t|do\s+not)\s+(?:really\s+)?(?:know|get))\s+(?:how|what)\s+(?:this|it|things|everything|stuff|the\s+\w+)(?:\s+all)?\s+(?:works?|is|goes)|bear\s+with\s+me|new\s+(?:here|to\s+(?:this|the\s+\w+)|on\s+the\s+\w+|in\s+the\s+\w+)|first\s+(?:day|week|month)|just\s+(?:started|joined))\b`)

// GettingOn reports a clause in which the user says how they are getting
// on ("not sure how this all works", "still finding my way around"): no
// request, and no cancel either.
func GettingOn(clause string) bool { return findingTheirFeet.MatchString(clause) }

// contextPiece reports a piece of a message that tells about the user and
// asks nothing: background ("we're the internal team") or how they are
// getting on ("still finding my way around", "no idea how this works").
func (o *Brain) contextPiece(piece string, among []*agents.Agent) bool {
	if background(piece) {
		return true
	}
	for _, a := range among {
		if takesValue(a, piece) {
			return false
		}
	}
	// the idiom's own "how" asks nothing; any other asking word does ("I
	// just started a transfer, can you cancel it")
	if withoutItAtHand.MatchString(piece) && !asksSomething.MatchString(piece) {
		return true // "i don't have the id on me": context of the request beside it (ins32)
	}
	return findingTheirFeet.MatchString(piece) && !asksSomething.MatchString(findingTheirFeet.ReplaceAllString(piece, " "))
}

// withoutItAtHand is an aside in which the user says they lack something
// at hand (issue 24, round 29's ins32): "i don't have the id on me", "no
// idea what the number is", "left it at the office", "haven't got the
// ref handy". Beside a request it is that request's context, never a
// request of its own (it was read as a second one, for the claim-id
// finder, and a reason given later was held for it).
var withoutItAtHand = reading.Lazy(`(?i)\b(?:(?:i|we)\s+(?:(?:do\s+not|don'?t|dont|didn'?t|didnt|have\s+not|haven'?t|havent|can'?t|cant|cannot)\s+(?:have|got|get|know|remember|recall|find|bring|brought|see)|(?:just\s+)?(?:forgot|lost|misplaced|left)|(?:ha(?:ve|s)\s+)?no\s+(?:idea|clue))|(?:no|zero)\s+(?:idea|clue)\s+(?:what|where|of)|not\s+(?:on|with)\s+me|(?:left|forgot)\s+(?:it|them|(?:the|my|our)(?:\s+[\w']+){1,3})\s+(?:at|in|on|back)\b|don'?t\s+have\s+(?:it|them)\b)`)
