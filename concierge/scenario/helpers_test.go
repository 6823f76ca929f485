package scenario

import (
	"context"
	"fmt"
	"sync"
	"unicode/utf8"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
)

// countingBrain is the offline brain charging one model request for every
// call the loop makes to it, so that eval has requests to measure.
type countingBrain struct {
	agents.Brain
	mu    sync.Mutex
	usage agents.Usage
}

func countOn(d *agents.Domain) *countingBrain { return &countingBrain{Brain: offline.New(d)} }

func (c *countingBrain) charge() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.usage.Requests++
}

func (c *countingBrain) Route(ctx context.Context, in agents.RouteInput) (agents.Route, error) {
	c.charge()
	return c.Brain.Route(ctx, in)
}

func (c *countingBrain) Interpret(ctx context.Context, in agents.InterpretInput) (agents.Interpretation, error) {
	c.charge()
	return c.Brain.Interpret(ctx, in)
}

func (c *countingBrain) Continue(ctx context.Context, in agents.ContinueInput) (agents.Continuation, error) {
	c.charge()
	return c.Brain.Continue(ctx, in)
}

func (c *countingBrain) Usage() agents.Usage {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.usage
}

// unclean says what in s could drive a terminal: a C0 control other than
// newline and tab, DEL, a C1 control, a bidi override, or invalid UTF-8.
func unclean(s string) string {
	if !utf8.ValidString(s) {
		return "invalid UTF-8"
	}
	for _, r := range s {
		switch {
		case r < 0x20 && r != '\n' && r != '\t', r == 0x7f, r >= 0x80 && r <= 0x9f,
			r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069:
			return fmt.Sprintf("%U", r)
		}
	}
	return ""
}
