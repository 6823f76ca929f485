package prompts

import "strings"

// The prompts sent to a model (the OpenAI-compatible engine). Each takes
// a typed value: what a prompt may say is fixed here, and secrets have no
// field to travel in.

// AgentCard is how an agent is described to the orchestrator.
type AgentCard struct {
	Name        string
	Description string
	Needs       string // "authentication and a checked account balance"
	Examples    []string
}

// Fact is a known, non-secret fact about the user.
type Fact struct{ Key, Value string }

// OrchestratorData is what the routing prompt shows.
type OrchestratorData struct {
	Domain string
	Agents []AgentCard
	Facts  []Fact
	Retry  string
}

type orchestratorView struct {
	OrchestratorData
	Agents []agentView
}

type agentView struct {
	Name, Description, Needs, Examples string
}

// Orchestrator renders the routing prompt.
func Orchestrator(d OrchestratorData) string {
	v := orchestratorView{OrchestratorData: d}
	for _, a := range d.Agents {
		v.Agents = append(v.Agents, agentView{Name: a.Name, Description: a.Description, Needs: a.Needs, Examples: quoted(a.Examples)})
	}
	return render("orchestrator", v)
}

// SlotCard is how a slot is described to an agent's model.
type SlotCard struct {
	Name, Kind, Hint string
	Choices          []string
	Value            string // the value collected so far, never a secret
}

// AgentData is what an agent's prompt shows.
type AgentData struct {
	Name, Description string
	Slots             []SlotCard
	Asked             string
	Others            []AgentCard
}

type agentPromptView struct {
	AgentData
	Slots []slotView
}

type slotView struct{ Name, Kind, Hint, Choices, Value string }

// Agent renders an agent's prompt.
func Agent(d AgentData) string {
	v := agentPromptView{AgentData: d}
	for _, s := range d.Slots {
		v.Slots = append(v.Slots, slotView{Name: s.Name, Kind: s.Kind, Hint: s.Hint, Choices: strings.Join(s.Choices, ", "), Value: s.Value})
	}
	return render("agent", v)
}

// Continuation renders the continuation step's prompt.
func Continuation() string { return render("continuation", nil) }

func quoted(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = `"` + x + `"`
	}
	return strings.Join(q, ", ")
}
