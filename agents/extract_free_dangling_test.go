package agents_test

import (
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// TestExtractDanglingBodyMarker: a request whose text marker ends the
// message ("write a note 'tv' that says") keeps its title and leaves the
// text to be asked: the marker and the title are never the text.
func TestExtractDanglingBodyMarker(t *testing.T) {
	note, _, _ := noteAgents()
	cases := []struct {
		text string
		want map[string]string
	}{
		{"write a note 'tv' that says", map[string]string{"title": "tv"}},
		{`make a note "groceries" saying`, map[string]string{"title": "groceries"}},
		{"add a note called dentist that says:", map[string]string{"title": "dentist"}},
		{"write a note 'car rego' which says...", map[string]string{"title": "car rego"}},
		{`add a note "gym" with the text`, map[string]string{"title": "gym"}},
	}
	for _, c := range cases {
		got := agents.Extract(note, c.text, "")
		if !maps.Equal(got, c.want) {
			t.Errorf("Extract(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}
