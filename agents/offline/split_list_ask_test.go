package offline

import (
	"slices"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// A question about what there is put as a request to tell is a request of
// its own between two others (tryout35 notes 17), in any 3-part shape.
func TestSplitListAskBetweenRequests(t *testing.T) {
	t.Parallel()
	list := &agents.Agent{Name: "list_notes", Examples: []string{"list my notes", "what notes do I have", "show all notes", "what notes have I got", "what's on my todo list", "show my todo list"}}
	unlock := &agents.Agent{Name: "unlock", Examples: []string{"unlock my notes", "open my notes", "log in", "sign in"}}
	del := &agents.Agent{Name: "delete_note", Examples: []string{"delete a note", "remove a note", "get rid of a note"}}
	among := []*agents.Agent{unlock, list, del}
	o := New(&agents.Domain{Name: "notes", Agents: among})
	for _, c := range []struct {
		text string
		want []string
	}{
		{"pls open notes for ada and tell me what todos i got, and delete the one about rent if its there",
			[]string{"pls open notes for ada", "tell me what todos i got", "delete the one about rent if its there"}},
		{"open my notes, then let me know what notes i have and delete the rent one",
			[]string{"open my notes", "let me know what notes i have", "delete the rent one"}},
		{"sign in, tell me wat notes i have, then remove the one about rent",
			[]string{"sign in", "tell me wat notes i have", "remove the one about rent"}},
		{"log in and what todos do i have and also delete rent",
			[]string{"log in", "what todos do i have", "delete rent"}},
	} {
		if got := o.SplitRequests(c.text, among); !slices.Equal(got, c.want) {
			t.Errorf("SplitRequests(%q)\n = %q\nwant %q", c.text, got, c.want)
		}
	}
	d := bank.Domain()
	b := New(d)
	for _, c := range []struct {
		text string
		want []string
	}{
		{"log me in seldo monkey, show my checking and then move 20 to savings", []string{"log me in seldo monkey", "show my checking", "move 20 to savings"}},
		{"log in seldo monkey and tell me what's in checking and also send 20 to savings", []string{"log in seldo monkey", "tell me what's in checking", "send 20 to savings"}},
	} {
		if got := b.SplitRequests(c.text, d.Agents); !slices.Equal(got, c.want) {
			t.Errorf("SplitRequests(%q)\n = %q\nwant %q", c.text, got, c.want)
		}
	}
}
