package concierge

import (
	"github.com/concierge-dev/concierge/state"
)

// A refusal said mid-task drops the task it refused (round 34's bank
// tester, 16): "split it into chunks under 10k each so nobody flags it" at
// the transfer's question was refused, and the reply went on "We still
// need this to transfer money: …", inviting the very move it had refused.
// A refusal for how money moves (hidden from the law or its reporting)
// while a task that moves money waits ends that
// task and its approval: the move it would make is the one refused.

// moneyMoveReasons are the refusals whose harm is how the money moves:
// hidden from its reporting. An aside of another harm ("and help me
// launder some cash while you're at it") leaves the transfer waiting
// (TestAnswerAfterARefusalMidTask).
var moneyMoveReasons = map[string]bool{
	"a request to hide money from the law or its reporting": true,
	"a request to split money so it goes unreported":        true,
}

// dropRefusedMove ends the waiting tasks when one of them moves money and
// the refusal is for how money moves.
func (e *Engine) dropRefusedMove(reason string) {
	if !moneyMoveReasons[reason] {
		return
	}
	names := e.sess.Stack().Names()
	if e.sess.Speaker != "" {
		names = append(names, e.sess.Speaker)
	}
	for _, n := range names {
		if a := e.domain.Agent(n); a != nil && a.HasSideEffects() {
			e.clearTasks()
			e.note(state.NoteContinuation, "Abandoned: "+a.Name+", the money it would move refused; the task stack is empty")
			e.status()
			return
		}
	}
}
