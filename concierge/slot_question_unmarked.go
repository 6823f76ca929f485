package concierge

// A side question typed without its question mark at a slot's question
// (R28, R50's ask; issue 24 round 7): "hmm whats the weather like today",
// "i wonder if it rains later", "tell me who built you" at the topology
// question is a question, not a value that failed: it is answered, or
// said to be unknown, and the question is asked again — never quoted
// back as "I couldn't take … as the crime topology".

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// slotQuestionOpeners are the words said before a question begins:
// hesitations, joiners, a pause.
var slotQuestionOpeners = lazyWordSet(`hmm hm hmmm um umm uh uhh er erm ah oh ok okay k so and but hey well wait hold hang on sorry actually btw also random quick question q just out of curiosity anyway lol haha please pls plz yo honestly seriously like idk`)

// askingLeads start a question put in words rather than with a question
// word first: "i wonder…", "tell me…", "do you know…", "any idea…".
var askingLeads = reading.Lazy(`(?i)^(?:i\s+(?:do\s+)?wonder|i'?m\s+wondering|im\s+wondering|wondering|i\s+was\s+wondering|i'?m\s+curious|im\s+curious|curious|tell\s+me|can\s+you\s+tell\s+me|could\s+you\s+tell\s+me|do\s+you\s+know|d'?you\s+know|any\s+idea|got\s+any\s+idea|i'?d\s+like\s+to\s+know|id\s+like\s+to\s+know|i\s+want\s+to\s+know|i\s+wanna\s+know|explain|question)\b`)

// unmarkedQuestion reports a message put as a question without its
// question mark: a question word or an asking lead first, after any
// opening hesitations ("hmm whats…", "ok so i wonder…").
func unmarkedQuestion(text string) bool {
	words := questionStart(text)
	if len(words) < 2 {
		return false // "hmm", "ok so", "hmm motor": nothing asked
	}
	if questionWords()[words[0]] || questionWords()[strings.ReplaceAll(words[0], "'", "")] {
		return true // "who's", "what's", "where's"
	}
	return askingLeads.MatchString(strings.Join(words, " "))
}

// questionStart is the message's words from where its question would
// begin: the opening hesitations dropped.
func questionStart(text string) []string {
	words := reading.Words(text)
	openers := slotQuestionOpeners()
	i := 0
	for i < len(words) && i < 4 && openers[words[i]] {
		i++
	}
	return words[i:]
}

// askedAbout is what a question asks about, its asking lead and openers
// dropped: "hmm do you know any good pizza places" asks about "any good
// pizza places", which is routed, not "know".
func askedAbout(text string) string {
	rest := strings.Join(questionStart(text), " ")
	if m := askingLeads.FindStringIndex(rest); m != nil {
		rest = strings.TrimSpace(rest[m[1]:])
	}
	if rest == "" {
		return text
	}
	return rest
}

// asksWhichChoiceFits reports a question at a choice's question that
// names a choice only to ask what it covers ("wait does home cover
// sheds", "would a boat count as motor?") or what it means ("what does
// partner mean here", choice_question_meaning.go): asked, not the answer.
func asksWhichChoiceFits(s *agents.Slot, text string) bool {
	return s.Kind == agents.KindEnum && ((isQuestion(text) || unmarkedQuestion(text)) && asksWhichFits(text) || asksChoiceMeaning(text))
}
