package concierge

// Lead-ins change nothing (R50; issue 24, round 29's ins29). "Hi there,
// quick one - where would I find the claim ID for a customer's file?" was
// answered "I don't know that here" while the same line without "quick one
// -" started the claim-id task: "quick" counted as a word about the
// service ("how quick is a transfer"). A lead-in — "quick one", "quick
// q:", "just wondering,", "random question but", "silly question -" —
// only announces what follows: the message is read without it (a greeting
// before it stays).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// leadIn is a lead-in after an optional greeting: $1 is the greeting, kept.
var leadIn = reading.Lazy(`(?i)^(\s*(?:(?:hi|hey|hello|hiya|heya|yo|morning|good morning|afternoon|good afternoon|evening)(?:\s+there)?\s*[,!.:;\-–—]*\s*)?)` +
	`(?:(?:ok|okay|so|um+|hmm+|sorry|right)[,\s]+)?` +
	`(?:(?:a\s+)?quick\s+(?:one|q|qq|qn|question|query|thing)|(?:i\s+was\s+|i'?m\s+|im\s+)?just\s+wondering|(?:a\s+)?(?:random|silly|dumb|stupid|odd|weird|strange|simple|easy|small|little|general|basic)\s+(?:question|q|qn|query|one)|one\s+(?:more\s+)?(?:question|q)|(?:i\s+)?(?:have|got)\s+a\s+(?:quick\s+)?(?:question|q)|question\s+for\s+(?:you|u|ya)|curious)` +
	`(?:\s+(?:but|though|tho|here|for\s+(?:you|u|ya)))?\s*(?:[:,!.;?\-–—]+\s*|\s+)`)

// withoutLeadIn is text without its lead-in; text itself when it has
// none, or when nothing of two words or more follows it.
func withoutLeadIn(text string) string {
	m := leadIn.FindStringSubmatchIndex(text)
	if m == nil {
		return text
	}
	rest := strings.TrimSpace(text[m[1]:])
	if f := strings.Fields(rest); len(f) < 2 || strings.EqualFold(f[0], "if") || strings.EqualFold(f[0], "whether") {
		return text // "quick question" alone: announced, not yet asked; "just wondering if …" is the question's own frame
	}
	greeting := strings.TrimSpace(text[m[2]:m[3]])
	if greeting == "" {
		return rest
	}
	return greeting + " " + rest
}
