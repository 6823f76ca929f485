package agents

import "github.com/concierge-dev/concierge/agents/reading"

// The words that introduce a long text's answer are not the text (round
// 17's n02): at "What should the note say?", "no, the text should say
// dentist wed 3pm", "it should read X", "make it say X", "just put X" and
// "the note is X" give X. A text that only happens to open with such
// words ("put the bins out") keeps them: a bare "put" or "write" is the
// text's own verb, and only "just put", "put down:" or the like lead in.

// answerLeadIn opens an answer with words about the text rather than the
// text itself: a correction word or two, then a lead-in.
var answerLeadIn = reading.Lazy(`(?i)^[\s,.;:!-]*(?:(?:no|nope|nah|sorry|oops|actually|oh|ok|okay|well|wait|hmm|um|i mean|rather)\b[\s,.!:;-]*)*` +
	`(?:(?:the\s+|my\s+)?(?:text|note|body|content|contents|message|wording)\s+(?:(?:should|must|needs\s+to|has\s+to|is\s+meant\s+to|is\s+supposed\s+to|will|shall|can|could|would)\s+)?(?:(?:actually|just|really|simply)\s+)?(?:say|read|be|says|reads|is)` +
	`|it\s+(?:(?:should|must|needs\s+to|has\s+to|is\s+meant\s+to|is\s+supposed\s+to|can|could|would|shall)\s+)(?:(?:actually|just|really|simply)\s+)?(?:say|read)` +
	`|(?:make|have|let)\s+it\s+(?:say|read)` +
	`|i\s+(?:want|need|would\s+like|'d\s+like)\s+it\s+to\s+(?:say|read)` +
	`|(?:just|only|simply)\s+(?:put|write|say|type|use)(?:\s+down)?` +
	`|(?:put|write|type)\s+(?:down\s*)?:` +
	`|(?:change|set|update)\s+(?:it|the\s+text|the\s+note)\s+to` +
	`|(?:it'?s|its)\s+(?:meant|supposed)\s+to\s+(?:say|read))\b[\s:,"'“‘-]*`)

// withoutLeadIn is an answer to a long text question without the words
// that introduce it, or the answer whole when they are all it holds.
func withoutLeadIn(text string) string {
	loc := answerLeadIn.FindStringIndex(text)
	if loc == nil || loc[1] >= len(text) {
		return text
	}
	if rest := text[loc[1]:]; len(reading.Terms(rest)) > 0 && !complaintOnly.MatchString(rest) {
		return rest
	}
	return text
}

// complaintOnly is what follows "the text is" when it says the text is
// wrong rather than what it is: "the text is wrong", "it should say
// something else".
var complaintOnly = reading.Lazy(`(?i)^\s*(?:wrong|incorrect|not right|off|a mistake|mistaken|bad|missing|empty|blank|something else|different|too long|too short)\b`)
