package concierge

// A question at a choice's question about what a choice means (R28,
// R50's ask; issue 24 round 9): "what does partner mean here", "whats an
// internal employee exactly", "partner meaning?", "define partner pls" at
// "internal employee or partner?" name a choice only to ask about it. It
// was taken as the answer "partner" and the task ran. It is answered from
// what the slot declares (who counts as each choice), and the question is
// asked again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// meaningWords ask what a word stands for, whatever the message's form;
// "mean" alone does only in a question ("partner i mean" is an answer).
var (
	meaningWords = lazyWordSet(`meaning meanings define definition defined explain explanation`)
	meanWords    = lazyWordSet(`mean means meant stand stands refer refers`)
)

// whatIsA asks what a thing is: "what is a partner", "whats an internal
// employee", "who is a partner here".
var whatIsA = reading.Lazy(`(?i)^(?:\W*(?:hmm+|um+|sorry|wait|ok|okay|so|and|but|quick question|q)\W+)*(?:what|wat|who)(?:\s+is|\s+are|'s|s|\s+exactly\s+is)\s+(?:a|an|the|meant\s+by|considered|classed\s+as|counted\s+as)?\s*[\w' -]+$`)

// asksChoiceMeaning reports a question about what a named choice means.
func asksChoiceMeaning(text string) bool {
	asked := isQuestion(text) || unmarkedQuestion(text)
	strong, mean := meaningWords(), meanWords()
	for _, w := range reading.Words(text) {
		if strong[w] || asked && mean[w] {
			return true
		}
	}
	return asked && whatIsA.MatchString(strings.TrimSpace(strings.TrimRight(strings.TrimSpace(text), "?!. ")))
}
