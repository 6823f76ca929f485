package concierge

// Something outside the domain said at an approval (issue 24, bank28b):
// "whats the weather like", "tell me a joke", "play some music" were
// answered with a bare "Please answer yes or no", "I don't know that" or
// queued as a balance request. They get "That's outside what I can help
// with here." and the summary asked again; never an approval, never a
// request queued.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// offTopicAtApproval reports a message the reader reads, out of any
// context, as nothing the domain can do (cannot_handle, sure) and none of
// whose words the domain speaks of. It only reads.
func (e *Engine) offTopicAtApproval(text string) bool {
	if e.reader == nil || !e.noDomainWord(text) || asksAboutCall(text) {
		return false
	}
	rd := e.reader.Read(text, understand.Moment{Facts: agents.Facts(e.sess.Facts)})
	return rd.Sure && len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdCannotHandle
}

// noDomainWord reports a message with a word of its own and none the
// domain speaks of: offTopic's test without its exception for the user's
// own words, since the reader has already read it as nothing the domain
// does ("tell me a joke").
func (e *Engine) noDomainWord(text string) bool {
	return e.wordsOffDomain(text, false)
}

// callTopicWords are words of a question about what a call does or what
// follows it ("will they get a notification?", "is there a fee"): never
// outside the domain at its approval; nor is one about the bank or the
// market ("is the market open sundays?").
var callTopicWords = lazyWordSet(`notification notifications notified notify notice fee fees charge charged charges cost costs safe secure
	receipt email text arrive arrives arrival reach reaches instant instantly immediately refund undo reverse
	reversed back limit limits tax taxes interest market markets open closed hours branch branches bank banks`)

// asksAboutCall reports a question holding one of callTopicWords.
func asksAboutCall(text string) bool {
	for _, w := range reading.Words(strings.ToLower(text)) {
		if callTopicWords()[w] {
			return true
		}
	}
	return false
}
