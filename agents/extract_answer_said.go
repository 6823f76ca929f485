package agents

import "github.com/concierge-dev/concierge/agents/reading"

// A complaint that the text was said already, before the text said again
// (round 32's 01): at "What should the note say?", "i literally just said.
// eggs milk and oat milk", "like i said, eggs milk", "I ALREADY TOLD YOU:
// eggs", "omg i wrote it already - eggs" give the text after it. The
// complaint is about the question, never words the user wants kept; only
// a break after it (or "like/as i said") marks it, so "i said i'd call
// mum" stays the text whole.

// saidAlready opens an answer with "I said it already" and a break.
var saidAlready = reading.Lazy(`(?i)^[\s,.;:!-]*(?:(?:ugh+|omg|bruh|jeez|geez|dude|um+|hmm+|well|ok|okay|no|lol|erm|uh)\b[\s,.!:;-]*)*` +
	`(?:(?:like|as)\s+i\s+(?:(?:already|just|literally)\s+)*(?:said|told\s+(?:you|u|ya)|wrote|typed|put)(?:\s+(?:it|that|before|already|earlier|above))*(?:\s*[.,:;!-]+\s*|\s+)` +
	`|i\s+(?:(?:literally|already|just|actually|did|have|'ve|ve)\s+)*(?:said|say|told\s+(?:you|u|ya)|wrote|typed|put|gave\s+(?:you|u|ya))` +
	`(?:\s+(?:it|that|this|so|you|u|ya|the\s+text|what\s+it\s+says))?(?:\s+(?:already|before|above|earlier|twice|just\s+now|a\s+sec(?:ond)?\s+ago|in\s+my\s+(?:last\s+)?message))*` +
	`\s*(?:[.,:;!?-]+|\s[-–—])\s*)`)

// withoutSaidAlready is an answer without its complaint of having said it
// already, or the answer whole when the complaint is all it holds.
func withoutSaidAlready(text string) string {
	loc := saidAlready.FindStringIndex(text)
	if loc == nil || loc[1] >= len(text) {
		return text
	}
	if rest := text[loc[1]:]; len(reading.Terms(rest)) > 0 {
		return rest
	}
	return text
}
