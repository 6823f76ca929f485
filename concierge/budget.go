package concierge

import "fmt"

// Budgets bound the work one user message can cause (R9), so that no
// routing mistake, model loop or hostile input runs away.
type Budgets struct {
	Hops     int // agent activations per user message
	Requests int // model requests per user message
	Repeats  int // calls of one tool with the same arguments per message
	Depth    int // task stack depth
}

// DefaultBudgets are the limits of SPEC R9.
var DefaultBudgets = Budgets{Hops: 8, Requests: 12, Repeats: 2, Depth: 6}

func (b Budgets) orDefault() Budgets {
	if b.Hops <= 0 {
		b.Hops = DefaultBudgets.Hops
	}
	if b.Requests <= 0 {
		b.Requests = DefaultBudgets.Requests
	}
	if b.Repeats <= 0 {
		b.Repeats = DefaultBudgets.Repeats
	}
	if b.Depth <= 0 {
		b.Depth = DefaultBudgets.Depth
	}
	return b
}

// budgetError ends a turn that went past a budget. The loop turns it into
// a clear message, an empty stack and a note; it never reaches the caller.
type budgetError struct{ limit string }

func (e *budgetError) Error() string { return "budget exceeded: " + e.limit }

func overBudget(format string, args ...any) error {
	return &budgetError{limit: fmt.Sprintf(format, args...)}
}
