package concierge

// A goodbye while a question is open (R28: a task is kept through "bye"
// in the middle of it): "thanks bye" at the account question. The reply
// says goodbye and what is kept for when the user comes back — never the
// question again, which would contradict the goodbye. An approval or a
// plan has its own goodbye (approval_talk.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// withWhatWaits is a small-talk reply with what waits after it: for a
// goodbye at an open question, the goodbye and what is kept instead.
func (e *Engine) withWhatWaits(t *turn, reply string, bye bool) string {
	if bye {
		if kept := e.byeKept(t); kept != "" {
			return kept
		}
	}
	return join(reply, e.pendingSummary(t))
}

// byeKept is the goodbye at an open question: the user's task (the first
// one on the agenda, which the speaker may be serving) and what it still
// needs; "" when no question is open.
func (e *Engine) byeKept(t *turn) string {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil && e.sess.Speaker == "" || e.planWaits() {
		return ""
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil {
		return ""
	}
	task := a
	if tasks := e.sess.Agenda.Tasks(); len(tasks) > 0 {
		if first := e.domain.Agent(tasks[0].Agent); first != nil {
			task = first // "check my balance" waits on the sign-in
		}
	}
	return prompts.ByeKept(task.TaskPhrase(), s.LabelOrName(), e.store != nil)
}

// isByeCommand reports a reading that says goodbye among its small talk.
func isByeCommand(c agents.Command) bool {
	return c.Kind == agents.CmdSmallTalk && c.Scope == "bye"
}

// leavingPhrases say the user is going ("gotta go, bye", "talk later",
// "that's all for now", "goodnight"), matched on the normalised message
// with a space at each end.
var leavingPhrases = reading.Lazy(`\b(?:bye+|byebye|bye bye|goodbye|good bye|cya|see ya|see you|see u|laters?|ttyl|talk (?:to you |to u )?(?:later|soon|tomorrow)|gotta go|got to go|gtg|g2g|have to go|need to go|must go|(?:i'm|im|i am) off|heading out|good ?night|gnight|night night|(?:that's|thats|that is) (?:all|it)(?: for (?:now|today))?|(?:i'm|im|i am) done(?: for (?:now|today))?|all for (?:now|today)|catch (?:you|ya|u) later)\b`)

// leavesAtQuestion reads a goodbye typed at an open question, said in any
// of the ways people leave, with no cancel in it ("forget it, bye" is a
// cancel) and no answer to the question outside its leaving words: kept
// is the goodbye and what is kept. ok is false for any other message. It
// only reads.
func (e *Engine) leavesAtQuestion(t *turn, text string) (kept string, ok bool) {
	if e.sess.Speaker == "" || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return "", false
	}
	n := " " + normalise(text) + " "
	if !leavingPhrases.MatchString(n) || isCancel(text) || hasCancel(text) || declinesInWords(text) || isLogout(text) {
		return "", false
	}
	if rest := rest(n); rest != "" && !onlyFillers(rest) && (e.answersAsked(t, rest) || e.newRequest(rest)) {
		return "", false // "checking, then bye": an answer; "bye, but first my savings": a request
	}
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		if s := a.NextSlot(e.filled(t, a)); s != nil && s.Kind == agents.KindText && !onlyFillers(rest(n)) {
			return "", false // free text takes anything: "see you at 5" may be the note
		}
	}
	kept = e.byeKept(t)
	return kept, kept != ""
}

// rest is a normalised message without its leaving words.
func rest(n string) string { return strings.TrimSpace(leavingPhrases.ReplaceAllString(n, " ")) }

// leaveFillers go with a goodbye without saying anything else.
var leaveFillers = lazyWordSet(`thanks thank you thx ty ta cheers cool sweet awesome lovely ok okay k alright right so well anyway anyways and then for now today again bye later all it that's thats have a good great nice day evening one take care u ya`)

// onlyFillers reports words that are all a goodbye's fillers.
func onlyFillers(s string) bool {
	for _, w := range reading.Words(s) {
		if !leaveFillers()[w] {
			return false
		}
	}
	return true
}
