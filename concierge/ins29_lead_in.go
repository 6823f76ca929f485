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
	`(?:(?:a\s+)?quick\s+(?:one|q|qq|qn|question|query|thing)|(?:i\s+was\s+|i'?m\s+|im\s+)?just\s+wondering|(?:a\s+)?(?:random|silly|dumb|stupid|odd|weird|strange|simple|easy|small|little|general|basic)\s+(?:question|q|qn|query|one)|one\s+(?:more\s+)?(?:question|q)|(?:i\s+)?(?:have|got)\s+a\s+(?:quick\s+)?(?:question|q)|question\s+for\s+(?:you|u|ya)|curious|` + selfDeprecating + `)` +
	`(?:\s+(?:but|though|tho|here|for\s+(?:you|u|ya)))?\s*(?:[:,!.;?\-–—]+\s*|\s+)`)

// selfDeprecating is an apology for the question about to be asked
// (round 30's ins33): "sorry if this is dumb but", "this might be a
// stupid question,", "probably a silly q but", "forgive me if this is
// obvious -", "i'm new here so sorry if this is basic". It never hides the
// request after it.
const selfDeprecating = `(?:(?:i'?m|im|i\s+am)\s+(?:(?:really|very|pretty|quite|brand)\s+)?new(?:\s+(?:here|to\s+(?:this|the\s+job|the\s+team|all\s+this)))?[,\s]+(?:(?:so|and)\s+)?)?` +
	`(?:(?:sorry|soz|sry|apologies|apols|forgive\s+me|pardon\s+me|excuse\s+me)\s+(?:if|in\s+case)\s+(?:this|that|it|my\s+question)(?:'s|\s+is|\s+sounds|\s+seems|\s+is\s+a\s+bit|s)?\s+|(?:this|it)\s+(?:might|may|could|will\s+probably|is\s+probably|'s\s+probably|s\s+probably|prob)\s+(?:be\s+|sound\s+)?|(?:probably|prob|maybe|possibly)\s+|sorry\s+(?:for\s+)?(?:the|a|my|this)\s+)` +
	`(?:an?\s+)?(?:(?:really|very|super|bit|a\s+bit|kinda|kind\s+of|totally)\s+)?(?:dumb|stupid|silly|obvious|basic|simple|newbie|noob|daft|naive|dense|thick|beginner)(?:\s+(?:question|q|qn|one|thing|ask))?`

// withoutLeadIn is text without its lead-in; text itself when it has
// none, or when nothing of two words or more follows it.
func withoutLeadIn(text string) string {
	text = withoutAttention(text) // "anyone there? need a decline letter …" (attention_lead_in.go)
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
