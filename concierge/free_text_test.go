package concierge

import (
	"context"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

// jotter is a domain file's note taker and to-do list, as in
// examples/notes, without the sign-in.
const jotter = `name: jotter
servers: { jot: { command: ./jot-server } }
agents:
  - name: add_note
    title: Note taker
    intro: Write a note down
    description: Adds a note with a title and a text.
    examples: ["add a note", "write a note", "make a note"]
    tool: jot/add_note
    slots:
      title: { question: "What is the note's title?" }
      text: { question: "What should the note say?", long: true }
    reply: "Noted: {title}."
  - name: add_todo
    title: To-do list
    intro: Put something on your to-do list
    description: Puts one thing to do on the list.
    examples: ["add a todo", "put it on my todo list", "add to my to-do list"]
    tool: jot/add_note
    slots:
      todo: { question: "What is there to do?", long: true }
      title: { value: "todo/{{.todo}}" }
      text: { value: "{{.todo}}" }
    reply: "On your to-do list: {todo}."
`

func jotterProvider() *domainfiletest.Provider {
	return &domainfiletest.Provider{Servers: map[string][]mcp.ToolInfo{"jot": {
		domainfiletest.Tool("add_note", "Add a note.", `{"type":"object","properties":{
			"title":{"type":"string"},"text":{"type":"string"}},"required":["title","text"]}`),
	}}}
}

// R50's correct_value for a free text at its approval: the new text or
// title is asked afresh (R41) and the call runs with it, never with the
// old one; "yes but <change>" is the change, not a yes.
func TestFreeTextCorrectedAtApproval(t *testing.T) {
	t.Parallel()
	cases := []struct {
		request, correction, wantTitle, wantText string
	}{
		{"add a note titled gas saying pay the gas bill by the 9th", "yes but change the text to pay the gas bill by the 2nd", "gas", "pay the gas bill by the 2nd"},
		{"add a note titled gas saying pay the gas bill by the 9th", "no it should say pay it by the 2nd, not the 9th", "gas", "pay it by the 2nd"},
		{"write a note called garden saying plant", "no the text is plant the tulips, not just plant", "garden", "plant the tulips"},
		{"write a note called garden saying plant the tulips", "oops, the text should be plant the roses", "garden", "plant the roses"},
		{"make a note titled trip saying pack the tent", "yes, but rename it to camping", "camping", "pack the tent"},
		{"make a note titled trip saying pack the tent", "can you change the title to summer trip", "summer trip", "pack the tent"},
		{"put post the parcel on my todo list", "actually make it post both parcels", "todo/post both parcels", "post both parcels"},
		{"put ring the vet on monday on my todo list", "wait make it tuesday not monday", "todo/ring the vet on tuesday", "ring the vet on tuesday"},
		{"add a note titled gas saying pay the gas bill by the 9th", "no it should say the 2nd, not the 9th", "gas", "pay the gas bill by the 2nd"},
	}
	for _, c := range cases {
		p := jotterProvider()
		e, rec := fileEngine(t, jotter, p)
		ctx := context.Background()
		for _, line := range []string{c.request, c.correction} {
			if err := e.Send(ctx, line); err != nil {
				t.Fatal(err)
			}
		}
		ap := e.Session().Pending.Approval
		if ap == nil || !strings.Contains(ap.Summary, c.wantText) {
			t.Errorf("%q then %q: approval %+v, replies %v", c.request, c.correction, ap, rec.replies())
			continue
		}
		if p.CallsOf("add_note") != 0 {
			t.Errorf("%q: the note was written before the new summary was approved", c.correction)
		}
		if err := e.Send(ctx, "yes"); err != nil {
			t.Fatal(err)
		}
		calls := p.Calls()
		if len(calls) != 1 || calls[0].Args["title"] != c.wantTitle || calls[0].Args["text"] != c.wantText {
			t.Errorf("%q then %q: calls %+v, want title %q text %q", c.request, c.correction, calls, c.wantTitle, c.wantText)
		}
	}
}
