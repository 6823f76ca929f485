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

// R31, R42 in every dialect: the request right after the approved
// transfer ran fails in that server's own way — a 5xx, a cut stream, an
// error event in the stream, a content_filter refusal, a stall. The
// transfer stands (the money moved once), the user is told in one clear
// sentence, the approval is not asked again, and a later "yes" moves
// nothing.
func TestDialectsFailureAfterApproval(t *testing.T) {
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
					stall = 1500 * time.Millisecond // the one answer that stalls; the others come at once
				}
				d, _ := BuiltinDomains().New("bank")
				rig := newDialectRig(t, dl, d, stall)
				// the older protocol's continuation request is the one that
				// fails after the transfer; with read_message an approval
				// asks no model at all (TestDialectsReadingFailureAfterApproval)
				e, rec := newOn(t, d, olderProtocol(rig.brain))
				say(t, e, "send 500 to 1234324", "seldo", "monkey", "Checking")
				if a, ok := e.PendingApproval(); !ok || !strings.HasPrefix(a.Summary, "Transfer $500.00") {
					t.Fatalf("no approval: %q", rec.replies())
				}
				before := len(rec.replies())
				rig.fail.Store(&fail)
				err = e.Approve(context.Background())
				rig.fail.Store(nil)

				if rig.runs.Load() != 1 || balance(t, e, "1234324") != "500.00" || e.Fact("account_balance") != "500.00" {
					t.Fatalf("runs %d, destination %q, balance fact %q", rig.runs.Load(), balance(t, e, "1234324"), e.Fact("account_balance"))
				}
				if _, ok := e.PendingApproval(); ok {
					t.Fatal("the approval was asked again")
				}
				told := rec.replies()[before:]
				if !containsIn(told, "Done: $500.00 sent") {
					t.Errorf("the user was not told the transfer went through: %q", told)
				}
				if kind == openaitest.ContentFilter {
					// a filtered continuation is "nothing further", not a failure
					if err != nil {
						t.Errorf("a filtered follow-up failed the turn: %v", err)
					}
				} else {
					checkToldOnce(t, err, told)
				}
				// whatever the user says next, the money does not move again
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

// checkToldOnce: the turn failed, and the user was told so in one
// sentence that says the transfer stands — no JSON, no HTML, one line.
func checkToldOnce(t *testing.T, err error, told []string) {
	t.Helper()
	if err == nil {
		t.Fatalf("the failure was not reported: %q", told)
	}
	var sentence string
	for _, r := range told {
		if strings.Contains(r, "Something went wrong") {
			if sentence != "" {
				t.Errorf("told twice: %q", told)
			}
			sentence = r
		}
	}
	switch {
	case sentence == "":
		t.Errorf("the user was not told what failed: %q", told)
	case !strings.Contains(sentence, "stands and will not run again"):
		t.Errorf("the user was not told the transfer stands: %q", sentence)
	case strings.ContainsAny(sentence, "{}<>\n"):
		t.Errorf("not one clear sentence: %q", sentence)
	case strings.Contains(sentence, ".."), strings.Contains(sentence, "!."), strings.Contains(sentence, "?."):
		t.Errorf("a stop after the server's own: %q", sentence)
	}
	t.Logf("%s", sentence)
}
