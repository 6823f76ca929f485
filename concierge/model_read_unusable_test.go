package concierge

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// A model that cannot call read_message even after its one repair (a
// small local model on llama-server writes prose under tool_choice
// "required"): with the rules in front, the message it was to route is
// routed by the offline reader, never answered "I can't do that here"
// for a request the product serves (R52 as the product runs it); the
// model alone is measured as it is (TestReadingFaults).
func TestUnusableReadingRoutedOffline(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{
		"move 20 dollars over to 5551234",
		"pls send twenty bucks over to 7654321",
		"what would ibm cost me right now do you think",
	} {
		t.Run(msg, func(t *testing.T) {
			t.Parallel()
			srv := openaitest.New(t, openaitest.Script(t, openaitest.Text("Sure!"), openaitest.Text("Happy to help")))
			client := openai.NewClient(openai.Config{APIKey: "test", BaseURL: srv.URL, Stall: time.Second,
				Sleep: func(context.Context, time.Duration) error { return nil }})
			d, _ := BuiltinDomains().New("bank")
			e, rec := newOn(t, d, offline.NewFirst(d, openai.New(d, client, "test-model")))
			if err := e.Send(context.Background(), msg); err != nil {
				t.Fatalf("Send: %v", err)
			}
			if n := len(srv.Requests()); n != 2 {
				t.Skipf("the rules were sure of %q (%d requests): not a case of an unusable reading", msg, n)
			}
			routed := false
			for _, r := range rec.replies()[1:] { // after the greeting
				routed = routed || !strings.HasPrefix(r, "concierge: ")
			}
			if !routed || containsIn(rec.replies(), "can't do") {
				t.Errorf("an unusable reading of %q was not routed offline to the task's agent: %q", msg, rec.replies())
			}
			if !containsIn(rec.notes(), "offline reader routes") {
				t.Errorf("the Why panel does not say the offline reader routed it")
			}
			checkClean(t, e, rec)
		})
	}
}
