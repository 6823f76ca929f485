package concierge

// "just checking" is not the Checking account (R50; round 18's t_37): "is
// my password ••••••? just checking i have it right" was routed to the
// balance check for its word "checking", and Checking's balance was
// shown. "just checking", "only checking", "checking in", "checking
// something", "checking if …" say what the user is doing, not which
// account: the phrase is dropped before the message is read, with a note.
// It stays when an account follows it ("just checking my savings") or at
// the question that offers Checking ("just checking" there is the choice).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// checkingAsVerb is "checking" said as what the user does: after "just",
// "only", "i'm", or before "in", "something", "if", "whether".
var checkingAsVerb = reading.Lazy(`(?i)(?:\b(?:i'?m|im|i\s+am|am|was|we'?re|just|only|simply|merely|jus|juss)\s+)+checking\b(?:\s+(?:in|up))?(?:\s+(?:if|whether|that|to\s+see(?:\s+if)?|something|sth|smth|stuff|things|again|here|quickly|real\s+quick))?` +
	`|\bchecking\s+(?:in|up|something|sth|smth|stuff|things|whether|if|to\s+see(?:\s+if)?)\b`)

// accountAfterChecking are words after "checking" that make it the
// account: "just checking my balance", "only checking account".
var accountAfterChecking = lazyWordSet(`my the account acct acc accounts balance balances bal savings and or one ones please pls plz`)

// topUpVerbs say "top … up": "checking up" after one of them is the
// account filled, not what the user is doing.
var topUpVerbs = lazyWordSet(`top topping tops fill filling refill load bump`)

// withoutJustChecking is the message without "checking" said as what the
// user does; the message itself when it holds none, when an account
// follows, or when Checking is the answer asked for.
func (e *Engine) withoutJustChecking(text string) string {
	if !strings.Contains(strings.ToLower(text), "checking") {
		return text
	}
	if s, asked := e.choiceSlotInPlay(); s != nil && asked {
		return text // "just checking" at "Checking or Savings?" picks it
	}
	var kept strings.Builder
	dropped, from := "", 0
	for _, l := range checkingAsVerb.FindAllStringIndex(text, -1) {
		if next := reading.Words(strings.ToLower(text[l[1]:])); len(next) > 0 && accountAfterChecking()[next[0]] {
			continue // "just checking my savings": the account
		}
		if before := reading.Words(strings.ToLower(text[:l[0]])); len(before) > 0 && topUpVerbs()[before[len(before)-1]] {
			continue // "top checking up by 25": the account topped up (round 36's 41)
		}
		kept.WriteString(text[from:l[0]])
		dropped, from = strings.TrimSpace(text[l[0]:l[1]]), l[1]
	}
	if dropped == "" {
		return text
	}
	kept.WriteString(text[from:])
	rest := strings.Join(strings.Fields(strings.Trim(kept.String(), " ,;-–.")), " ")
	if len(reading.Words(rest)) < 2 {
		return text // "just checking" alone may mean the account
	}
	e.note(state.NoteRoute, "Not an account: \""+dropped+"\" says what the user is doing")
	return rest
}
