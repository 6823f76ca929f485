package offline

import (
	"slices"
	"testing"

	"github.com/concierge-dev/concierge/agents/insurance"
)

// TestPleasantriesNotUnused: words of courtesy around a request are not
// said back as unused; a word that may be a value still is.
func TestPleasantriesNotUnused(t *testing.T) {
	d := insurance.Domain()
	v := NewVocabulary(d)
	a := d.Agent("DeclineLetterAssistance")
	for _, text := range []string{
		"Good afternoon love, hope you are well, could you write me a decline letter",
		"Hello there dear, thank you kindly, I need a declined letter",
		"hi friend, hoping you're doing fine today. a decline letter please",
	} {
		if got := v.UnusedAll(a, text, map[string]string{}, 4); len(got) > 0 {
			t.Errorf("UnusedAll(%q) = %v, want none", text, got)
		}
	}
	got := v.UnusedAll(a, "good morning, a decline letter for my neighbour", map[string]string{}, 4)
	if !slices.Contains(got, "neighbour") || slices.Contains(got, "good") {
		t.Errorf("UnusedAll = %v, want neighbour and no pleasantry", got)
	}
}
