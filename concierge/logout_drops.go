package concierge

// A logout with work waiting (issue 24, bank24a; R29 as round 9 reads it):
// "send 90 to 1234324", then "actually log me out" at the source question
// answered "You're signed out… Which account should the money come
// from?", and "did it send anything?" then asked for the username. A
// user who leaves expects what they left dropped, and told so. A task that
// needs the signed-in user — on the stack, at its approval, in a plan, or
// queued — does not outlive the sign-out: it is dropped, nothing of it
// runs, and the reply names it ("…I dropped the request to transfer
// $90.00 to 1234324, since it needed you signed in."). A task that needs
// no sign-in (a stock price queued) stays. A question about it afterwards
// ("did it send anything?") is answered: nothing was sent.

import (
	"cmp"
	"slices"
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// needsSignIn reports an agent that needs the signed-in user: one of its
// requirements is met by signing in (the sign-in agent's, or a fact a
// logout resets), or by an agent that needs it in turn ("a checked
// balance").
func (e *Engine) needsSignIn(a *agents.Agent) bool {
	return e.needsSignInDepth(a, 0)
}

func (e *Engine) needsSignInDepth(a *agents.Agent, depth int) bool {
	if a == nil || depth > 8 {
		return false
	}
	for _, r := range a.Requires {
		if _, reset := e.domain.SignedOut[r.Name]; reset {
			return true
		}
		by := e.domain.Agent(r.By)
		if by != nil && by != a && (hasSecretSlot(by) || e.needsSignInDepth(by, depth+1)) {
			return true
		}
	}
	return false
}

// signedInWork is what waits that needs the signed-in user, as the
// tasks' labels ("transfer $90.00 to 1234324"); others are the steps of
// a plan dropped with it that need no sign-in; names are the agents
// dropped, top first. ok is false when nothing of it waits.
func (e *Engine) signedInWork() (labels, others, names []string, ok bool) {
	onStack := []string{}
	if e.sess.Speaker != "" {
		onStack = append(onStack, e.sess.Speaker)
	}
	for _, task := range e.sess.Agenda {
		if task.IsTask() {
			onStack = append(onStack, task.Agent)
		}
	}
	needs := false
	for _, n := range onStack {
		needs = needs || e.needsSignIn(e.domain.Agent(n))
	}
	ap := e.sess.Pending.Approval
	if ap != nil {
		needs = needs || e.needsSignIn(e.domain.Agent(ap.Agent))
	}
	if p := e.sess.Plan; p != nil {
		for _, st := range p.Steps {
			if st.Status == state.StepPlanned || st.Status == state.StepApproved || st.Status == state.StepInProgress {
				needs = needs || e.needsSignIn(e.domain.Agent(st.Agent))
			}
		}
	}
	for _, q := range e.sess.Agenda.Requests() {
		needs = needs || e.requestNeedsSignIn(q)
	}
	if !needs {
		return nil, nil, nil, false
	}
	// the labels: the call waiting by its summary, each task by its
	// values, a prerequisite under way (the balance asked for a
	// transfer) not apart from the task it serves
	seen := map[string]bool{}
	if ap != nil {
		labels = append(labels, labelInSentence(strings.TrimSuffix(strings.TrimSpace(ap.Summary), "?")))
		seen[ap.Agent] = true
	}
	for _, n := range onStack {
		a := e.domain.Agent(n)
		if a == nil || seen[n] || a.Name == agents.ConciergeName || e.prerequisiteOf(a, onStack) || hasSecretSlot(a) {
			if a != nil {
				names = append(names, a.Name)
			}
			continue
		}
		seen[n] = true
		names = append(names, a.Name)
		labels = append(labels, e.workLabel(a, e.agendaText(n)))
	}
	if p := e.sess.Plan; p != nil {
		for _, st := range p.Steps {
			if st.Status == state.StepPlanned || st.Status == state.StepApproved || (st.Status == state.StepInProgress && !seen[st.Agent]) {
				label := labelInSentence(cmp.Or(st.Label, e.stepLabel(st), st.Action))
				if !e.needsSignIn(e.domain.Agent(st.Agent)) {
					others = append(others, label) // dropped with its plan
					continue
				}
				labels = append(labels, label)
				if !slices.Contains(names, st.Agent) {
					names = append(names, st.Agent)
				}
			}
		}
	}
	for _, q := range e.sess.Agenda.Requests() {
		if e.requestNeedsSignIn(q) {
			labels = append(labels, labelInSentence(cmp.Or(e.requestLabel(q), q)))
		}
	}
	if ap != nil && !slices.Contains(names, ap.Agent) {
		names = append([]string{ap.Agent}, names...)
	}
	return labels, others, names, true
}

// prerequisiteOf reports a, under way for another task of the stack that
// requires it (the balance check a transfer asked for).
func (e *Engine) prerequisiteOf(a *agents.Agent, stack []string) bool {
	for _, n := range stack {
		if other := e.domain.Agent(n); other != nil && other != a {
			for _, r := range other.Requires {
				if r.By == a.Name {
					return true
				}
			}
		}
	}
	return false
}

// workLabel names a's task with the values it holds so far: "transfer
// $90.00 to 1234324", "check a balance".
func (e *Engine) workLabel(a *agents.Agent, words string) string {
	values := map[string]string{}

	if w := e.sess.Work[a.Name]; w != nil {
		for name, v := range w.Slots {
			s := a.Slot(name)
			if s == nil || s.Kind == agents.KindSecret || v == "" {
				continue
			}
			if s.Kind == agents.KindMoney {
				if m, err := reading.ParseMoney(v); err == nil {
					v = m.String()
				}
			}
			values[name] = reading.Clip(v, 40)
		}
	}
	if words != "" {
		e.stepValues(a, words, values, false) // what its words said and no slot holds yet
	}
	return labelInSentence(a.StepLabel(e.namedValues(values))) // an own account by name
}

// agendaText is the words of the agenda's task for agent n, "" when none.
func (e *Engine) agendaText(n string) string {
	for _, task := range e.sess.Agenda {
		if task.IsTask() && task.Agent == n {
			return task.Text
		}
	}
	return ""
}

// requestNeedsSignIn reports a queued request whose likeliest agent
// needs the signed-in user.
func (e *Engine) requestNeedsSignIn(q string) bool {
	best, ok := e.router.Best(q, e.domain.Agents)
	return ok && best.Agent != nil && e.needsSignIn(best.Agent)
}

// requestLabel names a queued request by its task and values.
func (e *Engine) requestLabel(q string) string {
	best, ok := e.router.Best(q, e.domain.Agents)
	if !ok || best.Agent == nil {
		return ""
	}
	return e.stepLabel(state.PlanStep{Agent: best.Agent.Name, Action: q})
}

// dropSignedInWork drops what waits that needs the signed-in user, at a
// logout, and returns its labels and those of the plan's other steps
// dropped with it; nil when nothing of it waited. Queued requests that
// need no sign-in stay.
func (e *Engine) dropSignedInWork() (labels, others []string) {
	labels, others, names, ok := e.signedInWork()
	if !ok {
		return nil, nil
	}
	var kept []string
	for _, q := range e.sess.Agenda.Requests() {
		if !e.requestNeedsSignIn(q) {
			kept = append(kept, q)
		}
	}
	e.keepCancelled()
	if e.cancelled == nil {
		e.cancelled = &cancelledWork{at: len(e.sess.Messages)} // a plan or a call only
	}
	e.cancelled.signedOut, e.cancelled.labels = true, labels
	e.failPlan(true)
	e.clearTasks()
	for _, q := range kept {
		e.sess.Agenda.Request(q)
	}
	e.note(state.NoteContinuation, "Abandoned: "+orNone(strings.Join(names, ", "))+"; signed out, so what needed the sign-in was dropped")
	e.status()
	if len(labels) == 0 {
		labels = []string{"do what waited"}
	}
	return labels, others
}

// labelInSentence puts a label's first letter in lower case to stand inside a
// sentence ("Transfer $90.00" → "transfer $90.00"), not a name's ("AAPL").
func labelInSentence(s string) string {
	rs := []rune(s)
	if len(rs) > 1 && unicode.IsUpper(rs[0]) && unicode.IsLower(rs[1]) {
		rs[0] = unicode.ToLower(rs[0])
	}
	return string(rs)
}

// logoutWithClosing reports a message that only signs out and says the
// user is done ("i'm done, log me off", "log me out im finished", "thanks,
// sign me out"): at an approval or a plan it is the logout, not an answer
// or a side question. A yes or anything else in it leaves it to be read
// as an answer first.
func logoutWithClosing(text string) bool {
	logout := false
	for _, part := range splitClauses(text) {
		p := normalise(part)
		switch {
		case logoutClause(p):
			logout = true
		case closingClause(p) || closingCourtesy(p):
		default:
			return false
		}
	}
	return logout
}

// closingCourtesy is a clause of thanks or goodbye alone.
func closingCourtesy(clause string) bool {
	r := read(clause)
	return r.Is(reading.Thanks) || r.Is(reading.Bye)
}
