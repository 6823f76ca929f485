package offline

// An amount said in words is a value, not the words of a task (R50, issue
// 24): "transfer one thousand five hundred dollars from savings" was routed
// to the balance check, since "one" is one of its words ("the checking
// one") and "savings" names its account, while "transfer" alone spoke for
// the transfer. Where an agent takes amounts, the router reads the message
// without such an amount, as it does for a share of a balance.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// amountInWords is a number in words with its scale and currency words.
var amountInWords = reading.Lazy(`(?i)\b` + reading.NumberWordsPattern + `(?:[\s-]+(?:grand|k))?(?:\s+(?:dollars?|bucks|usd))?\b`)

// amountScaleWords are the words without which no amount in words is taken
// out: a lone "one" ("the checking one") stays a word of the message.
var amountScaleWords = []string{"hundred", "thousand", "grand", "million", "dollar", "buck", "usd"}

// withoutWordsAmount is text without its amounts said in words, when one of
// the agents takes an amount and the text holds one of at least two words
// or with a currency word ("one thousand five hundred", "fifty bucks").
func withoutWordsAmount(text string, among []*agents.Agent) (string, bool) {
	lower := strings.ToLower(text)
	if !strings.Contains(lower, " ") || !containsAny(lower, amountScaleWords) || !takesMoney(among) {
		return "", false
	}
	out, cut := text, false
	spans := amountInWords.FindAllStringIndex(text, -1)
	for i := len(spans) - 1; i >= 0; i-- {
		s := spans[i]
		if len(strings.Fields(text[s[0]:s[1]])) < 2 {
			continue
		}
		out, cut = out[:s[0]]+" "+out[s[1]:], true
	}
	return out, cut
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

func takesMoney(among []*agents.Agent) bool {
	for _, a := range among {
		for _, s := range a.Slots {
			if s.Kind == agents.KindMoney {
				return true
			}
		}
	}
	return false
}
