package state

// Agenda is everything that waits, as one ordered list with the next
// entry first (R30): the tasks on the stack, top first; then the steps of
// an approved plan still to run, in order; then the further requests found
// in a message, in the order they were said. Kinds keep the three apart
// where they differ — a task resumes, a step starts, a request is routed —
// but there is one list, so nothing waits in a store the loop forgets.
//
// The stack of R9 and the status bar is the task entries only (Tasks).
type Agenda []Task

const (
	// TaskStep is a step of the approved plan still to run (R26); Step is
	// its 1-based index in the plan.
	TaskStep TaskKind = "step"
	// TaskRequest is a further request from a message ("…and then look up
	// AAPL") that the continuation step takes (R7).
	TaskRequest TaskKind = "request"
	// TaskHeld is a request the user put on hold to ask a question about
	// it ("… hold on, what's a topology?"): on the stack, so the status bar
	// and the Why panel show what waits, but never resumed when another
	// task ends — only the user's go runs it.
	TaskHeld TaskKind = "held"
)

// IsTask reports whether the entry is a task on the stack, as opposed to
// a plan step or a queued request.
func (t Task) IsTask() bool { return t.Kind != TaskStep && t.Kind != TaskRequest }

// Push puts a task on top of everything.
func (a *Agenda) Push(t Task) { *a = append(Agenda{t}, *a...) }

// Pop takes the top task; ok is false when no task waits (the next entry,
// if any, is a step or a request).
func (a *Agenda) Pop() (Task, bool) {
	if len(*a) == 0 || !(*a)[0].IsTask() || (*a)[0].Kind == TaskHeld {
		return Task{}, false
	}
	t := (*a)[0]
	*a = append(Agenda(nil), (*a)[1:]...)
	return t, true
}

// Tasks is the task stack, bottom first: the status bar's and R9's view.
func (a Agenda) Tasks() TaskStack {
	out := TaskStack{}
	for i := len(a) - 1; i >= 0; i-- {
		if a[i].IsTask() {
			out = append(out, a[i])
		}
	}
	return out
}

// Depth is how many tasks wait.
func (a Agenda) Depth() int {
	n := 0
	for _, t := range a {
		if t.IsTask() {
			n++
		}
	}
	return n
}

// Holds reports whether a task of the agent waits.
func (a Agenda) Holds(agent string) bool {
	for _, t := range a {
		if t.IsTask() && t.Agent == agent {
			return true
		}
	}
	return false
}

// AddSteps puts plan steps after the tasks and the steps already waiting,
// before any request.
func (a *Agenda) AddSteps(steps ...Task) {
	i := len(*a)
	for i > 0 && (*a)[i-1].Kind == TaskRequest {
		i--
	}
	out := append(Agenda(nil), (*a)[:i]...)
	out = append(out, steps...)
	*a = append(out, (*a)[i:]...)
}

// NextStep takes the first plan step that waits.
func (a *Agenda) NextStep() (Task, bool) {
	for i, t := range *a {
		if t.Kind == TaskStep {
			*a = append(append(Agenda(nil), (*a)[:i]...), (*a)[i+1:]...)
			return t, true
		}
	}
	return Task{}, false
}

// TakeHeld removes the request on hold, if one waits.
func (a *Agenda) TakeHeld() (Task, bool) {
	for i, t := range *a {
		if t.Kind == TaskHeld {
			*a = append(append(Agenda(nil), (*a)[:i]...), (*a)[i+1:]...)
			return t, true
		}
	}
	return Task{}, false
}

// DropSteps removes every plan step: the plan ended early.
func (a *Agenda) DropSteps() { a.drop(TaskStep) }

// Request queues a further request after everything else.
func (a *Agenda) Request(text string) { *a = append(*a, Task{Kind: TaskRequest, Text: text}) }

// RequestFirst queues requests, in order, before the other requests.
func (a *Agenda) RequestFirst(texts ...string) {
	if len(texts) == 0 {
		return
	}
	rest := a.Requests()
	a.drop(TaskRequest)
	for _, t := range append(texts, rest...) {
		a.Request(t)
	}
}

// Requests are the queued requests' texts, first first.
func (a Agenda) Requests() []string {
	var out []string
	for _, t := range a {
		if t.Kind == TaskRequest {
			out = append(out, t.Text)
		}
	}
	return out
}

// TakeRequest removes the first queued request.
func (a *Agenda) TakeRequest() (string, bool) {
	for i, t := range *a {
		if t.Kind == TaskRequest {
			*a = append(append(Agenda(nil), (*a)[:i]...), (*a)[i+1:]...)
			return t.Text, true
		}
	}
	return "", false
}

func (a *Agenda) drop(kind TaskKind) {
	out := Agenda{}
	for _, t := range *a {
		if t.Kind != kind {
			out = append(out, t)
		}
	}
	*a = out
}

// agendaOf builds the agenda of a session stored before it had one: its
// stack (bottom first), the approved steps of its plan, its queue.
func agendaOf(stack TaskStack, plan *Plan, queue []string) Agenda {
	var a Agenda
	for i := len(stack) - 1; i >= 0; i-- {
		a = append(a, stack[i])
	}
	if plan != nil {
		for i, s := range plan.Steps {
			if s.Status == StepApproved {
				a = append(a, Task{Kind: TaskStep, Agent: s.Agent, Text: s.Action, Step: i + 1})
			}
		}
	}
	for _, q := range queue {
		a = append(a, Task{Kind: TaskRequest, Text: q})
	}
	return a
}
