package concierge

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// R38 on the reading path (R52): at an agent's question its read-only
// look-ups are offered beside read_message; the loop runs a look-up the
// model asks for, once, and reads the message again with its result. The
// look-up rounds are counted apart from the reading and bounded.

// lookupReader is the pharmacy on the model alone, its server answered by h.
func lookupReader(t *testing.T, listed *int, h openaitest.Handler) (*Engine, *recorder, *openaitest.Server) {
	t.Helper()
	srv := openaitest.New(t, h)
	client := openai.NewClient(openai.Config{APIKey: "test", BaseURL: srv.URL, Stall: 5 * time.Second,
		Sleep: func(context.Context, time.Duration) error { return nil }})
	d := lookupDomain(listed)
	e, rec := newOn(t, d, openai.New(d, client, "test-model"))
	return e, rec, srv
}

const startRefill = `{"commands":[{"command":"start_task","agent":"refill","reason":"a refill"}]}`

func TestReadingLooksUpAtAQuestion(t *testing.T) {
	t.Parallel()
	listed := 0
	e, rec, srv := lookupReader(t, &listed, openaitest.Script(t,
		readCall(startRefill),
		openaitest.ToolCall("list_prescriptions", `{}`),
		readCall(`{"commands":[{"command":"set_value","slot":"rx_id","value":"RX200"}]}`)))
	say(t, e, "I need a refill")
	if e.Speaker() != "refill" {
		t.Fatalf("speaker %q; replies %q", e.Speaker(), rec.replies())
	}
	say(t, e, "the one for my diabetes")
	reqs := srv.Requests()
	if len(reqs) != 3 || listed != 1 {
		t.Fatalf("%d requests, listed %d times; want 3 and 1; replies %q", len(reqs), listed, rec.replies())
	}
	if contains(reqs[0].ToolNames(), "list_prescriptions") {
		t.Errorf("a look-up was offered with nobody holding the turn: %v", reqs[0].ToolNames())
	}
	if names := reqs[1].ToolNames(); !contains(names, "list_prescriptions") || !contains(names, openai.ReadMessageTool) || contains(names, "refill") {
		t.Errorf("tools at the question: %v, want read_message and the read-only look-up only", names)
	}
	if !strings.Contains(string(reqs[2].Body), "RX200 (insulin)") {
		t.Errorf("the look-up's result was not in the next reading")
	}
	if ap, ok := e.PendingApproval(); !ok || ap.Summary != "Refill RX200?" {
		t.Errorf("approval %v %+v; replies %q", ok, ap, rec.replies())
	}
}

// A model that only ever looks things up is stopped (three rounds at
// most, or R9's budget on a repeated call first), and the action it
// calls beside the look-up, which needs an approval, is never run or
// parked for it.
func TestReadingLookUpsAreBounded(t *testing.T) {
	t.Parallel()
	listed := 0
	e, rec, srv := lookupReader(t, &listed, func(r openaitest.Request) openaitest.Response {
		if contains(r.ToolNames(), "list_prescriptions") {
			return openaitest.ToolCalls(openaitest.Call{Name: "list_prescriptions", Args: `{}`},
				openaitest.Call{Name: "refill", Args: `{"rx_id":"RX100"}`})
		}
		return readCall(startRefill)
	})
	say(t, e, "I need a refill")
	if err := e.Send(context.Background(), "whichever one it is"); err != nil {
		t.Logf("Send: %v", err)
	}
	if n := len(srv.Requests()); n > 2+maxLookupRounds {
		t.Errorf("%d requests, want at most %d: the reading and %d look-up rounds", n, 2+maxLookupRounds, maxLookupRounds)
	}
	if listed == 0 || listed > maxLookupRounds {
		t.Errorf("listed %d times, want 1 to %d", listed, maxLookupRounds)
	}
	if _, ok := e.PendingApproval(); ok {
		t.Errorf("the model's call of the action was parked for approval: %q", rec.replies())
	}
	if len(rec.replies()) < 3 || strings.ContainsAny(rec.lastReply(), "{}<>") {
		t.Errorf("the user was not told clearly: %q", rec.replies())
	}
}
