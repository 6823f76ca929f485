package concierge

// A letter's reason without the message's sign-off or the user's
// instruction to us (round 39's insurance tester, 11 and 28): "… unoccupied
// for more than 60 consecutive days. Kind regards, Janet" wrote "… days.
// Kind" into the customer's letter, and "scratch that reason, make it:
// driver not listed on the policy" wrote "make it: driver not listed …".
// A closing (kind regards, best, cheers, thanks, ta, sincerely, with or
// without a name after it) ends the message, not the reason; a lead-in
// that tells us what to write (make it, change it to, put, say, write, it
// should say) is ours, not the letter's. reasonCleaned cuts both.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// reasonSignOffTail is a closing at the end of a reason, with up to two
// words of a name after it: "Kind regards, Janet", "cheers - Tom",
// "thanks heaps", "Yours sincerely J. Smith".
var reasonSignOffTail = reading.Lazy(`(?i)(?:^|[\s.,;!\-–—]+)(?:(?:kind|kindest|best|warm|warmest|many|with\s+(?:kind\s+)?)\s*regards|regards|rgds|kr|(?:yours\s+)?(?:sincerely|faithfully|truly)|yours|best(?:\s+wishes)?|all\s+the\s+best|cheers|ta|thanks?(?:\s+(?:heaps|so\s+much|a\s+lot|again|in\s+advance))?|thank\s*(?:you|u)|thx|many\s+thanks)` +
	`(?:[\s,.\-–—]+[A-Za-z][\w.'’-]*(?:\s+[A-Za-z][\w.'’-]*)?)?[\s.,!:)]*$`)

// reasonInstructionLead is the user's instruction that opens a reason:
// "make it:", "change it to", "it should say", "put", "say", "write".
var reasonInstructionLead = reading.Lazy(`(?i)^(?:(?:make|change|switch|set|update|amend|replace)\s+(?:it|this|that|the\s+reason|the\s+grounds?|the\s+reason\s+line)(?:\s+(?:to\s+be|to\s+say|to\s+read|to|into|as|with|say|read))?\s*[:=\-–—]?\s+` +
	`|(?:it|the\s+reason|the\s+letter|the\s+grounds?)\s+should\s+(?:say|read|be|state)\s*[:=\-–—]?\s+(?:that\s+)?` +
	`|(?:put|say|write|state)(?:\s+(?:down|in|instead))?\s*[:=\-–—]?\s+(?:that\s+)?)`)

// signOffCut is r without a closing at its end; r when the closing is all
// there is, or when what it would cut holds a ground ("best" is never
// "… no best practice").
func signOffCut(r string) string {
	loc := reasonSignOffTail.FindStringIndex(r)
	if loc == nil || loc[0] == 0 {
		return r
	}
	head := strings.TrimSpace(r[:loc[0]])
	if len(reading.Words(head)) < 2 {
		return r
	}
	tail := strings.ToLower(r[loc[0]:])
	if groundShorthand.MatchString(tail) {
		return r
	}
	// a closing ends the message: it follows a sentence or a comma, or
	// is a closing word of its own ("kind regards", "cheers") — never a
	// word of the reason itself ("ta" after "data")
	if !strings.ContainsAny(r[loc[0]:loc[0]+1], ".,;!-–— ") {
		return r
	}
	return head
}

// instructionCut is r without the instruction that opens it.
func instructionCut(r string) string {
	if loc := reasonInstructionLead.FindStringIndex(r); loc != nil && loc[1] < len(r) && len(reading.Words(r[loc[1]:])) >= 2 {
		return strings.TrimSpace(r[loc[1]:])
	}
	return r
}
