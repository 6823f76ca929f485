package domainfile

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

// A slot's description (what the value is and why it is asked, said when
// the user asks "why do you need that?") is the file's own, else the tool
// property's description.
func TestSlotDescription(t *testing.T) {
	t.Parallel()
	rx := &domainfiletest.Provider{Servers: map[string][]mcp.ToolInfo{"rx": {
		domainfiletest.Tool("t", "", `{"type":"object","properties":{
			"member":{"type":"string","description":"the member's number, on the card"},
			"dose":{"type":"string","description":"how much to take"},
			"plain":{"type":"string"}},
			"required":["member","dose","plain"]}`),
	}}}
	s := mustParse(t, `name: d
servers: { rx: { command: x } }
agents:
  - name: a
    tool: rx/t
    slots:
      dose: { description: "The dose goes on the label, so the pharmacist checks it." }
`, Options{})
	d, problems := s.Domain(rx)
	if len(problems) > 0 {
		t.Fatalf("problems: %v", problems)
	}
	a := d.Agent("a")
	for name, want := range map[string]string{
		"member": "the member's number, on the card",
		"dose":   "The dose goes on the label, so the pharmacist checks it.",
		"plain":  "",
	} {
		if got := a.Slot(name).Description; got != want {
			t.Errorf("%s: description %q, want %q", name, got, want)
		}
	}
}
