package concierge

import (
	"context"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// R52's targets, measured on the loop against the fake server with the
// competent script (no doctor probes: the findings count as cached).
// Tokens are R52's measure: the bytes of each request body's messages and
// tools, divided by 4. The figures are logged for BENCHMARKS.md.

// readingCost is the requests a server saw and their tokens.
func readingCost(t *testing.T, servers []*openaitest.Server) (requests, tokens, system int) {
	for _, s := range servers {
		for _, r := range s.Requests() {
			requests++
			tokens += bodyTokens(t, r)
			system = max(system, len(r.System()))
		}
	}
	return requests, tokens, system
}

// With the rules first, the free conversation of R52 costs ≤ 3 reading
// requests, moves the money once, and asks no amount again: "300 bucks"
// was read with the request that named it.
func TestReadMessageTargetsFreeConversation(t *testing.T) {
	t.Parallel()
	d, _ := BuiltinDomains().New("bank")
	runs := countTransfers(d)
	srv := openaitest.New(t, competentModel(t, d))
	client := openai.NewClient(openai.Config{APIKey: "test", BaseURL: srv.URL, Stall: 5 * time.Second,
		Sleep: func(context.Context, time.Duration) error { return nil }})
	e, rec := newOn(t, d, offline.NewFirst(d, openai.New(d, client, "test-model")))
	say(t, e, "hey can you tell me how much is in my savings", "seldo", "monkey")
	if !containsIn(rec.replies(), "Savings account (2345678901) has a balance of $5,000.00") {
		t.Fatalf("the savings balance was not told: %q", rec.replies())
	}
	say(t, e, "cool, now send 300 bucks to 1234324")
	if a, ok := e.PendingApproval(); !ok || a.Summary != "Transfer $300.00 from Savings (2345678901) to 1234324?" {
		t.Fatalf("approval %q %v; replies %q", a.Summary, ok, rec.replies())
	}
	say(t, e, "yes")
	if runs.Load() != 1 || balance(t, e, "1234324") != "300.00" {
		t.Errorf("the transfer ran %d times, the destination holds %s", runs.Load(), balance(t, e, "1234324"))
	}
	for _, r := range rec.replies() {
		if containsIn([]string{r}, "as the amount") {
			t.Errorf("the amount was asked again: %q", r)
		}
	}
	n, tok, _ := readingCost(t, []*openaitest.Server{srv})
	t.Logf("the free conversation, rules first: %d reading requests, ~%d tokens", n, tok)
	if n > 3 {
		t.Errorf("%d reading requests: R52's target is ≤ 3", n)
	}
}
