package concierge

// A yes with a request for after it (R50, R27, R28): "ok send it, then let
// me check my balance", "yes go ahead and after that let me see my
// savings", "yep do it. then i want to check savings". The part before
// "then", "after that" or "also" is the answer, and a yes; the part after
// is a request of its own. The call is approved and the request queued
// for after it — never "take your time", and never a second call of the
// same kind unless the words say another one.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// yesThenRequest splits a yes followed by a request of its own into the
// answer (head) and the request said after the follow-up word (tail); ok
// is false when the message is no such thing; b is the agent the
// request is for. It only reads: the request
// is queued and the call approved by approvalAnswer's commands.
func (e *Engine) yesThenRequest(a *agents.Agent, text string) (head, tail string, b *agents.Agent, ok bool) {
	if hasCancel(text) || isCancel(text) {
		return "", "", nil, false
	}
	if m := followUp.FindStringIndex(text); m != nil {
		head = strings.TrimRight(strings.TrimSpace(text[:m[0]]), " ,;.!-:")
		tail = strings.TrimSpace(strings.TrimLeft(text[m[1]:], " ,;.!-:"))
	}
	if l := laterLast.FindStringIndex(tail); l != nil && l[0] > 0 {
		tail = strings.TrimSpace(tail[:l[0]]) // "then log out when ur done": the logout
	}
	if tail == "" {
		// "go ahead, and log me out after that": the follow-up word said
		// last, the request between it and the yes (approval_yes_after.go)
		if head, tail, ok = yesAndLater(text); !ok {
			return "", "", nil, false
		}
	}
	if head == "" || tail == "" || strings.HasSuffix(strings.TrimSpace(head), "?") || !e.headSaysYes(a, head) {
		return "", "", nil, false
	}
	if f := strings.Fields(head); len(f) == 1 && !reading.StrongYes.Word(normalise(f[0])) {
		return "", "", nil, false // "ok then let me check my balance": an ok, and the check first
	}
	if isCorrection(tail) || correctsCall(tail) || takesBack(tail) {
		return "", "", nil, false // "yes, then make it 60": a correction's to read
	}
	if putsOff(tail) && e.routesTo(strings.TrimSpace(putOffPhrases.ReplaceAllString(tail, " "))) == nil {
		// "then let me check my balance" asks for the balance; "then let
		// me double check the number" asks for time: without the words
		// of a put-off, what is left must name a task's thing
		return "", "", nil, false
	}
	if b = e.requestAfter(tail); b == nil || b == a && !another(text) {
		return "", "", nil, false // "yes and then send it": the same call said again
	}
	return head, tail, b, true
}

// headSaysYes reports an answer that is a yes and nothing else: a yes-word,
// said again, with the summary affirmed or the task's own words.
func (e *Engine) headSaysYes(a *agents.Agent, head string) bool {
	if isYes(head) || e.yesRestatingCall(a, head) {
		return true
	}
	rest, yes := leadingYes(head)
	if !yes || takesBack(rest) || correctsCall(rest) || laterIn(rest) != "" || putsOff(rest) {
		return false
	}
	return rest == "" || isYes(rest) || affirmsOnly(rest) || e.restates(a, rest)
}

// requestAfter is the agent a request said after the yes asks for: the
// router's, or the reader's where nothing is asked ("let me see my
// savings"); nil when the words ask for no task.
func (e *Engine) requestAfter(tail string) *agents.Agent {
	if e.requestOfItsOwn(tail) {
		return e.routesTo(tail)
	}
	if e.reader == nil {
		return nil
	}
	rd := e.reader.Read(tail, understand.Moment{Facts: agents.Facts(e.sess.Facts)})
	if len(rd.Commands) == 0 || len(rd.Top) == 0 || rd.Top[0].Confidence < 0.4 {
		return nil
	}
	if c := rd.Commands[0]; c.Kind == agents.CmdStartTask && c.Agent != "" {
		if b := e.domain.Agent(c.Agent); b != nil && b.ExposeToUser {
			return b
		}
	}
	return nil
}
