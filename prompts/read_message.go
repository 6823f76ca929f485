package prompts

import "strings"

// ReadAgent is one agent as the reading prompt lists it: its name, what
// it does and the slots a model may fill for it.
type ReadAgent struct {
	Name, Description string
	Slots             []string
}

// ReadMessageData is what the reading prompt (R52) shows: the agents and
// what waits for the user's answer, compactly, since it is sent with
// every message. Nothing here is a secret's value.
type ReadMessageData struct {
	Domain string
	Agents []ReadAgent
	// Speaker asked for the slot Asked; Values are its values so far.
	Speaker, Asked string
	Values         []Fact
	// Approval is the pending call in words; Session: it may be allowed
	// for the session.
	Approval string
	Session  bool
	Plan     []string
	Agenda   []string
	Facts    []Fact
}

type readAgentView struct{ Name, Description, Slots string }

type readMessageView struct {
	ReadMessageData
	Agents                []readAgentView
	Values, Agenda, Facts string
}

// ReadMessage renders the reading prompt.
func ReadMessage(d ReadMessageData) string {
	v := readMessageView{ReadMessageData: d, Values: pairs(d.Values), Agenda: strings.Join(d.Agenda, "; "), Facts: pairs(d.Facts)}
	for _, a := range d.Agents {
		v.Agents = append(v.Agents, readAgentView{Name: a.Name, Description: a.Description, Slots: strings.Join(a.Slots, ", ")})
	}
	return render("read_message", v)
}

func pairs(fs []Fact) string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.Key + "=" + f.Value
	}
	return strings.Join(out, ", ")
}
