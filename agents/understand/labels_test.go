package understand

import (
	"slices"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// actPartsByParsing is how acts were split before R51's speed work, kept
// as the reference: every part through parseLabel.
func actPartsByParsing(act string) []Label {
	var out []Label
	for _, p := range strings.Split(act, "+") {
		l, _ := parseLabel(p)
		if l.Kind == "" {
			l.Kind = agents.CommandKind(p)
		}
		out = append(out, l)
	}
	return out
}

// Every act the model knows splits as parsing each part did, with no
// allocation when the reader gives it room.
func TestActPartsAsParsed(t *testing.T) {
	m, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	acts := append(slices.Clone(m.Act.classes), "start_task", "cancel(all)+start_task+start_task", "bogus+approve(once)", "")
	for _, act := range acts {
		if got, want := actParts(act), actPartsByParsing(act); !slices.Equal(got, want) {
			t.Errorf("%q: %v, parsing gives %v", act, got, want)
		}
	}
	var buf [4]Label
	if n := testing.AllocsPerRun(100, func() { appendActParts(buf[:0], "cancel(all)+start_task") }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}
