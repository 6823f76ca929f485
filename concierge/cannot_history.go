package concierge

// Questions about past account activity (R1, R27): "did my rent bounce?",
// "check if my brother paid me back", "has my salary come in", "show me
// my recent transactions". They are asked in many shapes, rarely with the
// verb first, so cannot.go's verb-and-object kinds miss them and the
// router sends them to the balance, whose words they share ("money",
// "check"). A clause that names past activity is this kind wherever its
// words stand; a domain whose agent declares such work keeps it (declares).

import "github.com/concierge-dev/concierge/agents/reading"

// seeHistory is the kind: what no agent here does, in one phrase.
var seeHistory = outOfScope{what: "see your transaction history or past payments"}

// historyWords name past activity on an account, whatever the verb.
var historyWords = lazyWordSet(`transaction transactions history statement statements bounced bounce bouncing
	deposited withdrawn charged activity incoming outgoing cleared refunded refund reimbursed debited credited overdrawn`)

// historyPhrases name it in a few words: "paid me back", "come in",
// "went through".
var historyPhrases = reading.Lazy(`(?i)\b(?:paid|sent|transferred|wired|given|gave|refunded|owed)\s+(?:me|us)\b|\b(?:did|has|have|if|whether)\b.{0,40}\b(?:pay|paid)\s+(?:me|us)\b|\b(?:has|have|did|if|whether)\b.{0,40}\b(?:come|came|gone|went|go)\s+(?:in|through|out)\b|\b(?:last|recent|previous|past)\s+(?:\w+\s+)?(?:payments?|transfers?|deposits?|purchases?|spending)\b|\b(?:who|what)\s+(?:paid|sent)\b`)

// historyKind reports a clause that asks about past activity.
func historyKind(clause string, words []string) *outOfScope {
	for _, w := range words {
		if historyWords()[w] {
			return &seeHistory
		}
	}
	if historyPhrases.MatchString(withoutMoveAhead(clause)) { // "it has to come out of checking" asks ahead (cannot_history_owed.go)
		return &seeHistory
	}
	return nil
}

// onlyPointsBack is a clause that asks for nothing of its own but the
// thing just said ("can you check that", "look into it for me", "can you
// help"): with what it points at outside the agents' work, it is no
// request of its own either.
var onlyPointsBack = reading.Lazy(`(?i)^\s*(?:(?:so|and|but|ok|okay|please|pls|can|could|would|will|u|you|ya|i|want|need|like|to|just)\s+)*(?:check|look\s+(?:into|at)|see|find\s+out|verify|confirm|help(?:\s+me)?(?:\s+with)?|tell\s+me|know)(?:\s+(?:that|it|this|for\s+me|please|pls|out|on\s+(?:that|it)))*\s*[?.!]*\s*$`)
