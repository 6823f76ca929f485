package state

import "strings"

// TaskKind says why a task waits on the stack, which decides how it resumes.
type TaskKind string

const (
	// TaskPrerequisite: the task's requirement was unmet and the engine routed
	// to the agent that satisfies it. It resumes on its own terms.
	TaskPrerequisite TaskKind = "prerequisite"
	// TaskDigression: the user asked something else while the task waited
	// for an answer. It resumes with the other agent's result joined to it.
	TaskDigression TaskKind = "digression"
	// TaskInterrupt: the agent itself asked for another agent first
	// (Interrupt with Next). It resumes with that agent's result joined to it.
	TaskInterrupt TaskKind = "interrupt"
)

// Task is one waiting piece of work: the agent and the request it serves.
// Only the text is kept (seed 000), the agent's progress lives in Work.
type Task struct {
	Agent string   `json:"agent,omitempty"`
	Text  string   `json:"text"`
	Kind  TaskKind `json:"kind"`
	Step  int      `json:"step,omitempty"` // TaskStep: the step's 1-based index in the plan
}

// TaskStack is the stack of waiting tasks, bottom first: the view of the
// Agenda the status bar, R9's depth and `expect stack` show.
type TaskStack []Task

// Push puts a task on top.
func (s *TaskStack) Push(t Task) { *s = append(*s, t) }

// Pop removes and returns the top task; ok is false on an empty stack.
func (s *TaskStack) Pop() (Task, bool) {
	if len(*s) == 0 {
		return Task{}, false
	}
	t := (*s)[len(*s)-1]
	*s = (*s)[:len(*s)-1]
	return t, true
}

// Peek returns the top task without removing it.
func (s TaskStack) Peek() (Task, bool) {
	if len(s) == 0 {
		return Task{}, false
	}
	return s[len(s)-1], true
}

// Holds reports whether a task of the agent waits on the stack.
func (s TaskStack) Holds(agent string) bool {
	for _, t := range s {
		if t.Agent == agent {
			return true
		}
	}
	return false
}

// Names lists the agents bottom to top.
func (s TaskStack) Names() []string {
	out := make([]string, len(s))
	for i, t := range s {
		out[i] = t.Agent
	}
	return out
}

// String renders the stack as the status bar shows it: "a › b" or "empty".
func (s TaskStack) String() string {
	if len(s) == 0 {
		return "empty"
	}
	return strings.Join(s.Names(), " › ")
}
