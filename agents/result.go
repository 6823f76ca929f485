package agents

import "github.com/concierge-dev/concierge/state"

// Result is how every agent turn ends (R5). With none of Done, Interrupt,
// Pass or Final set the agent has asked the user something and keeps the
// turn.
type Result struct {
	Reply string
	// Done: the task is complete; the loop pops the task stack or asks the
	// continuation step (seed 001's done(), Langroid's DoneTool).
	Done bool
	// Missed: the task is over but did not do what it was for (the item
	// it was to read or delete is not there, the tool reported an error);
	// a plan's summary shows its step as not done, never ✓.
	Missed bool
	// Interrupt: the task needs another agent first; the loop pushes it and
	// hands Next to that agent (seed 000's interrupt, Langroid's ForwardTool).
	Interrupt *Next
	// Pass: the message is not this agent's; the loop reroutes it
	// (Langroid's PassTool).
	Pass bool
	// Final: the user abandons; the current task and every task under it
	// end (Langroid's FinalResultTool).
	Final    bool
	Artifact *state.Artifact
	// Notes are progress notes for the side panel ("Obtaining claim_id...").
	Notes []string
	// Clear empties slots so they are asked again (a wrong password).
	Clear []string
}

// Next names the agent a task needs and what to ask it.
type Next struct {
	Agent string
	Text  string
}

// Done ends the task with a reply.
func Done(reply string) Result { return Result{Reply: reply, Done: true} }

// Ask keeps the turn: the reply is a question or a problem to fix.
func Ask(reply string) Result { return Result{Reply: reply} }

// Abandon ends the task and every task under it.
func Abandon(reply string) Result { return Result{Reply: reply, Final: true} }
