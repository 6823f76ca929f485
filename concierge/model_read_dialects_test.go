package concierge

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// The read_message twin of TestDialectsFailureAfterApproval (R31, R42,
// R52): on every dialect the approved transfer asks no model at all (no
// continuation request: nothing is queued and no reading was cut), and
// the next message's reading fails in that server's own way — a 5xx, a
// cut stream, an error event, a content_filter refusal, a stall. The
// transfer stands, the user is told in one line, nothing is lost, and a
// later "yes" moves nothing.
func TestDialectsReadingFailureAfterApproval(t *testing.T) {
	t.Parallel()
	load := func(path string) (openaitest.Fixture, error) {
		return openaitest.LoadFixture(filepath.Join(dialectsRoot, path))
	}
	for _, dl := range openaitest.Dialects() {
		if !findings[dl.Name].usable {
			continue
		}
		for _, kind := range openaitest.Failures {
			t.Run(dl.Name+"/"+string(kind), func(t *testing.T) {
				t.Parallel()
				fail, err := dl.Failure(kind, load)
				if err != nil {
					t.Fatal(err)
				}
				stall := 30 * time.Second
				if kind == openaitest.Stalled {
					stall = 1500 * time.Millisecond
				}
				d, _ := BuiltinDomains().New("bank")
				rig := newDialectRig(t, dl, d, stall)
				e, rec := newOn(t, d, rig.brain)
				say(t, e, "send 500 to 1234324", "seldo", "monkey", "Checking")
				if a, ok := e.PendingApproval(); !ok || !strings.HasPrefix(a.Summary, "Transfer $500.00") {
					t.Fatalf("no approval: %q", rec.replies())
				}
				before := len(rig.srv.Requests())
				if err := e.Approve(context.Background()); err != nil {
					t.Fatalf("Approve = %v", err)
				}
				if n := len(rig.srv.Requests()) - before; n != 0 {
					t.Errorf("the approval asked a model %d times", n)
				}
				if rig.runs.Load() != 1 || balance(t, e, "1234324") != "500.00" {
					t.Fatalf("runs %d, destination %q", rig.runs.Load(), balance(t, e, "1234324"))
				}
				told := len(rec.replies())
				rig.fail.Store(&fail)
				err = e.Send(context.Background(), "i'd like a share price")
				rig.fail.Store(nil)
				after := rec.replies()[told:]
				switch {
				case kind == openaitest.ContentFilter:
					// a filtered reading is a refusal in words, not a failure
					if err != nil || len(after) == 0 {
						t.Errorf("a filtered reading: err %v, replies %q", err, after)
					}
				case err == nil:
					t.Errorf("the failure was not reported: %q", after)
				case len(after) != 1 || !strings.Contains(after[0], "Something went wrong") || strings.ContainsAny(after[0], "{}<>\n"):
					t.Errorf("not told in one clear line: %q", after)
				}
				if rig.runs.Load() != 1 || balance(t, e, "1234324") != "500.00" {
					t.Errorf("after the failure: runs %d, destination %q", rig.runs.Load(), balance(t, e, "1234324"))
				}
				if err := e.Approve(context.Background()); !errors.Is(err, ErrNoApproval) {
					t.Errorf("a second approve = %v", err)
				}
				say(t, e, "yes")
				if rig.runs.Load() != 1 || balance(t, e, "1234324") != "500.00" {
					t.Errorf("after a later yes: runs %d, destination %q", rig.runs.Load(), balance(t, e, "1234324"))
				}
				rig.checkWire(t)
			})
		}
	}
}
