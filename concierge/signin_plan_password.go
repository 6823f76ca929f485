package concierge

// The password typed at a waiting plan (R53, R55; issue 24). A message of
// several requests that names the username ("send 100 to 7654321, my
// username is seldo") is a plan whose sign-in already holds the user:
// the password is the next thing the sign-in needs, and people type it
// alone at the plan's question. It was read as a username and echoed in
// clear. A line of one word there that is no answer to the plan (yes, no,
// skip, a choice, thanks, a known username) is that password: masked
// everywhere, and the sign-in runs with it before the plan is asked again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// passwordAtPlan reads text, typed at a waiting plan, as the password of
// the sign-in the plan waits on, when the username is already known.
func (e *Engine) passwordAtPlan(text string) (a *agents.Agent, pass *agents.Slot, v string, ok bool) {
	if !e.planWaits() || e.sess.Pending.Secret != nil {
		return nil, nil, "", false
	}
	a, user := e.signInAgent()
	if a == nil {
		return nil, nil, "", false
	}
	pass = secretSlotAfter(a, user)
	if pass == nil || e.sess.WorkFor(a.Name).Slots[user.Name] == "" || !e.planSignsIn(a) {
		return nil, nil, "", false
	}
	v = strings.Trim(strings.TrimSpace(text), `"'‘’“”`)
	if len(strings.Fields(v)) != 1 || e.planWord(v) || !e.mayBePasswordAtPlan(v) {
		return nil, nil, "", false // "hmm", "which", "whatever": a reply (plan_reply_word.go)
	}
	if shape := agents.SecretShape(pass); shape != nil && !shape.MatchString(v) {
		return nil, nil, "", false // "1234567890" is no PIN of four digits
	}
	return a, pass, v, true
}

// planSignsIn reports a waiting plan with a step that needs sign-in a
// first: the plan waits on it.
func (e *Engine) planSignsIn(a *agents.Agent) bool {
	for _, st := range e.sess.Plan.Steps {
		if st.Agent == a.Name {
			return true
		}
		if step := e.domain.Agent(st.Agent); step != nil {
			if req, unmet := step.Unmet(agents.Facts(e.sess.Facts)); unmet && req.By == a.Name {
				return true
			}
		}
	}
	return false
}

// planWord reports a word that answers the plan or says something else:
// a yes or a no, a plan command, courtesy, a question word, a choice, a
// word of a request, or a username the domain knows.
func (e *Engine) planWord(v string) bool {
	lw := normalise(v)
	if lw == "" || len([]rune(lw)) < 2 {
		return true
	}
	if _, no := rejection(v); no || plainYes(v) || isYes(v) || isCancel(v) || isHelp(v) || courtesyLine(v) || greetingLine(v) {
		return true
	}
	if planCommandWords()[lw] || questionLeads()[lw] || secretFiller()[lw] || e.choiceWord(v) || e.taskWord(reading.ASCIILower(lw)) || e.knownUser(v) {
		return true
	}
	return read(v).Is(reading.Cancel) || read(v).Mentions(reading.Negation) || read(v).Mentions(reading.Hesitation)
}

// planCommandWords are the plan's own answers and their near words.
var planCommandWords = lazyWordSet(`skip edit go proceed run approve approved cancel stop wait why what how huh pardon sorry undo back`)

// signInForPlan enters sign-in a with the secret the message held; a plan
// that waits is asked again once it is done.
func (e *Engine) signInForPlan(a *agents.Agent) step {
	if e.planWaits() {
		e.note(state.NoteContinuation, "The plan waits while "+a.Name+" signs the user in")
	}
	return enterStep(a, "", false)
}
