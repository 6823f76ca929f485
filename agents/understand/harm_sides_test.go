package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/understand"
)

// refusedAndServed checks each reader refuses every harmful line and
// serves every innocent one: a kind of harm and its near misses, judged
// on the same readers.
func refusedAndServed(t *testing.T, rs map[string]*understand.Reader, harmful, innocent []string) {
	t.Helper()
	for _, line := range harmful {
		for name, r := range rs {
			if _, harmful := r.Harm(line); !harmful {
				t.Errorf("%s: %q not refused", name, line)
			}
		}
	}
	for _, line := range innocent {
		for name, r := range rs {
			if reason, harmful := r.Harm(line); harmful {
				t.Errorf("%s: %q refused: %s", name, line, reason)
			}
		}
	}
}
