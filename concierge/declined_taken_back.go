package concierge

// Taking back a no (R41, R28; round 17): "no" at "Transfer $25.00 from
// Checking (1234567890) to 7654321?" and then, right after, "wait actually
// yes i do want to send it" was read as a new request of the task — every
// value asked again ("Which account ID should I send the money to?") —
// and "sorry i meant yes" as a request for help, "go ahead after all" as a
// goodbye. A yes said with a take-back ("actually", "i meant", "after all",
// "on second thought", "my bad") right after a no or a cancel brings the
// same summary back for a fresh yes. Money never moves on the message
// that brings it back: a yes inside it ("wait no do it, send it") is not
// the answer to the summary it has not seen again. After anything else
// the no stands, and such words are a new request. A plain "yes" there is
// the answer to "anything else?" (closing_answer.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

var (
	// yesTakingBack is a yes or a go-ahead: "yes", "do it", "go ahead",
	// "send it", "i do want to send it".
	yesTakingBack = reading.Lazy(`(?i)\b(?:yes|yess+|yeah|yep|yup|ya|yea|yh|sure|do\s+it|do\s+that|go\s+ahead|go\s+for\s+it|proceed|send\s+it|send\s+that|send\s+the\s+money|transfer\s+it|pay\s+it|make\s+the\s+(?:transfer|payment)|` +
		`i\s+(?:do\s+|really\s+|still\s+)?(?:want|wanna|need)\s+(?:to\s+(?:send|transfer|do|make|pay)\s+)?(?:it|that|this|the\s+(?:transfer|payment|money))|confirm(?:ed)?|approved?|let'?s\s+do\s+(?:it|this)|carry\s+on|please\s+do|i\s+approve)\b`)
	// takeBackMark says the no before was not meant: "actually", "i
	// meant", "after all", "on second thought", "misread".
	takeBackMark = reading.Lazy(`(?i)\b(?:actually|actualy|acshually|wait|sorry|soz|oops|whoops|my\s+bad|i\s+meant|meant\s+to\s+say|i\s+mean|on\s+second\s+thoughts?|second\s+thoughts|changed\s+my\s+mind|change\s+of\s+heart|after\s+all|` +
		`misread|misclicked|mistyped|misspoke|typo|wrong\s+(?:button|key|answer)|by\s+mistake|accident(?:ally)?|scratch\s+that|hold\s+on|hang\s+on|reconsider(?:ed)?|come\s+to\s+think|i\s+do\s+want|did\s*n(?:'|’)?o?t\s+mean|didnt\s+mean|no\s+i\s+mean)\b`)
	// stillNo keeps the no: "actually no", "sorry, don't", "i meant no".
	// didntMean is "i didn't mean (to say) no": a take-back, whose "not"
	// and "no" are not said of the call.
	didntMean = reading.Lazy(`(?i)\bdid\s*(?:n(?:'|’)?t|\s+not)\s+mean(?:\s+to\s+(?:say|press|hit|type))?(?:\s+(?:no|that))?\b`)
	stillNo   = reading.Lazy(`(?i)\b(?:not|don(?:'|’)?t|dont|do\s+not|never|cancel|stop|no\s+thanks|nevermind|never\s+mind|forget|leave\s+it|meant\s+no|mean\s+no|say\s+no|still\s+no|nah)\b|\bno\W*$`)
)

// takesBackNo reports words that take back a no and say yes: a take-back
// and a yes, no figure (a changed value is read as one, approval_declined.go),
// no question and no no again.
func takesBackNo(text string) bool {
	t := strings.TrimSpace(text)
	if t == "" || strings.HasSuffix(t, "?") || strings.ContainsAny(t, "0123456789") {
		return false
	}
	if stillNo.MatchString(didntMean.ReplaceAllString(t, " ")) {
		return false // "didn't mean no" takes the no back; any other no keeps it
	}
	return yesTakingBack.MatchString(t) && takeBackMark.MatchString(t)
}

// noTakenBackRead reads a message that takes back the no (or the cancel)
// the last message said to an approval, while nothing new is in hand. It
// only reads.
func (e *Engine) noTakenBackRead(text string) bool {
	c := e.cancelled
	if c == nil || c.pending.Approval == nil || e.sess.Speaker != "" || e.sess.Agenda.Depth() > 0 || e.sess.Pending.Approval != nil || e.sess.Plan != nil {
		return false
	}
	if e.userMessagesSince(c.at) > e.cancelWindow(c) || e.cancelledAgent() == nil {
		return false // the no stands: something else was said since
	}
	return takesBackNo(text)
}

// yesInTakeBack reports the words after a take-back that would answer the
// summary it brings back ("send it", "yes"): they are no answer to it,
// which is asked again (R41).
// A changed value ("make it 30") goes on, read as a correction.
func (e *Engine) yesInTakeBack(a *agents.Agent, rest string) bool {
	if rest == "" || e.sess.Pending.Approval == nil {
		return false
	}
	yes := isYes(rest) || holdsYesPhrase(rest) || sendItAfterAll.MatchString(rest) || yesTakingBack.MatchString(rest)
	if strings.ContainsAny(rest, "0123456789") {
		yes = e.yesRestatingCall(a, rest) // "yes, the 25": the call as shown
	}
	if yes {
		e.note(state.NoteApproval, "Not taken as the yes: \""+reading.Clip(rest, 40)+"\" came with the take-back; the summary is asked again")
		return true
	}
	return false
}

// pauseWords only pause: "hmm", "wait", "hold on let me think".
var pauseWords = lazyWordSet(`hmm hm hmmm hmmmm mm mmm um umm uh uhh er erm wait hold on hang one sec secs second moment min minute let me lemme think thinking ugh just a sec`)

// onlyPause reports a message that only pauses.
func onlyPause(text string) bool {
	words := reading.Words(text)
	for _, w := range words {
		if !pauseWords()[w] {
			return false
		}
	}
	return len(words) > 0
}

// cancelWindow is how many user messages may follow a cancel or a no
// while it can still be taken back: the next one, or the one after it
// when the next only paused ("no" … "hmm" … "actually yes do it").
func (e *Engine) cancelWindow(c *cancelledWork) int {
	for _, m := range e.sess.Messages[min(c.at, len(e.sess.Messages)):] {
		if m.Role == state.RoleUser {
			if onlyPause(m.Text) {
				return 2
			}
			return 1
		}
	}
	return 1
}
