package concierge

// The result just given approved (round 33's ins01): after a letter,
// "yep looks good" fell to "I'm not sure how to help with that", "that'll
// do" showed the menu again, and "spot on" started a new letter, while
// "cheers" was thanked. A message made only of words that approve what
// was just done, with nothing waiting, is acknowledged; nothing starts.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	// approvingWords say the result is right: "looks good", "spot on",
	// "that'll do", "does the job", "lgtm".
	approvingWords = lazyWordSet(`looks look looking good goood gud great perfect perfecto spot bang nailed exactly correct right great excellent brilliant awesome lovely nice sweet ace beaut beauty ideal works job lgtm fine grand fab fantastic superb wonderful tops legend cool`)
	// aroundApproval may stand around them.
	// askingLead opens a question, not an approval.
	askingLead     = lazyWordSet(`is does did do will would was were are am can could should shall`)
	aroundApproval = lazyWordSet(`yes yeah yep yup ya yea yah ok okay k oh that thats that's thatll that'll it its it's is was will looks just the one what i needed wanted want on as to me for very really so pretty much indeed mate bud buddy thanks thank you cheers ta thx ty thankyou and do 100 totally absolutely all`)
	// plainlyFine beside "all" is a sign-off ("all good", "all fine"),
	// which closing_answer.go reads
	plainlyFine = lazyWordSet(`good goood gud fine cool sweet`)
)

// regexpThatllDo is "that'll do", "thatll do", "that will do".
var regexpThatllDo = reading.Lazy(`\bthat(?:'?ll| will) do\b`)

// resultApprovedRead reads an approval of the task just finished, with
// nothing waiting; ok is false for any other message. text is the message
// as typed: a title it was rewritten into ("the second note" is "work")
// is no approval. It only reads.
func (e *Engine) resultApprovedRead(text string) (turnCmd, bool) {
	if e.sess.Last == nil || !e.nothingInHand() || e.sess.Pending.Secret != nil || e.sess.Plan != nil {
		return turnCmd{}, false
	}
	if e.thanksWhileIdle(text) {
		return turnCmd{}, false // "cool thanks": thanked (thanks_idle.go)
	}
	words := reading.Words(text)
	if len(words) == 0 || strings.Contains(text, "?") || askingLead()[words[0]] {
		return turnCmd{}, false // "is that right?", "does it look ok": a question about it
	}
	approving, around := approvingWords(), aroundApproval()
	approved, all, plain := false, false, true
	for _, w := range words {
		all = all || w == "all"
		switch {
		case approving[w]:
			approved = true
			plain = plain && plainlyFine()[w]
		case !around[w]:
			return turnCmd{}, false
		}
	}
	// "that'll do" approves; "just do it" urges an offer on (ins28b)
	approved = approved || regexpThatllDo.MatchString(strings.ToLower(text))
	if !approved || all && plain {
		return turnCmd{}, false
	}
	return answerCmd(agents.CmdSmallTalk, "ack", text, "the result just given approved; nothing starts",
		"Great, glad that's what you needed. Is there anything else I can do for you?"), true
}
