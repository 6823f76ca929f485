package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/concierge"
)

// R56: token counts the brain estimated (the server reported no usage) are
// marked as such in the status bar and the trace panel; counts the server
// reported are not.
func TestEstimatedTokensAreMarked(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, 140, 30)
	m = update(m, eventsMsg{
		concierge.TurnStarted{Input: "hi"},
		concierge.ModelCall{Purpose: "route", Requests: 3, Tokens: 1423, Estimated: true, Latency: time.Millisecond},
		concierge.TurnFinished{Usage: agents.Usage{Requests: 3, Tokens: 1423, EstimatedTokens: 1423}},
	})
	if !strings.Contains(m.status.View(), "3 req · ~1,423 tok") {
		t.Errorf("status bar does not mark the estimate:\n%s", m.status.View())
	}
	m.side.showTrace = true
	if v := m.View(); !strings.Contains(v, "~1,423 tok") {
		t.Errorf("trace does not mark the estimate:\n%s", v)
	}

	r := newTestModel(t, 140, 30)
	r = update(r, eventsMsg{
		concierge.TurnStarted{Input: "hi"},
		concierge.TurnFinished{Usage: agents.Usage{Requests: 2, Tokens: 2048}},
	})
	if v := r.status.View(); !strings.Contains(v, "2 req · 2,048 tok") || strings.Contains(v, "~") {
		t.Errorf("status bar for a reported count:\n%s", v)
	}
}

func TestTokensFormat(t *testing.T) {
	t.Parallel()
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 1423: "1,423", 1234567: "1,234,567"} {
		if got := concierge.Tokens(n, false); got != want {
			t.Errorf("Tokens(%d) = %q, want %q", n, got, want)
		}
		if got := concierge.Tokens(n, true); got != "~"+want {
			t.Errorf("Tokens(%d, estimated) = %q, want ~%s", n, got, want)
		}
	}
}
