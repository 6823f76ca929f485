package concierge

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/state"
)

// recorder keeps every event an engine emits.
type recorder struct {
	mu     sync.Mutex
	events []Event
}

func (r *recorder) sink(ev Event) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, ev)
}

func (r *recorder) all() []Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Event(nil), r.events...)
}

// replies are the agent messages so far, as "agent: text".
func (r *recorder) replies() []string {
	var out []string
	for _, ev := range r.all() {
		if m, ok := ev.(MessageAdded); ok && m.Message.Role == state.RoleAgent {
			out = append(out, m.Message.Agent+": "+m.Message.Text)
		}
	}
	return out
}

func (r *recorder) lastReply() string {
	rs := r.replies()
	if len(rs) == 0 {
		return ""
	}
	return rs[len(rs)-1]
}

func (r *recorder) notes() []string {
	var out []string
	for _, ev := range r.all() {
		if n, ok := ev.(NoteAdded); ok {
			out = append(out, n.Note.Text)
		}
	}
	return out
}

// dump renders every event with all its fields, for secret hunting.
// Latencies and clock times are blanked: they are the run's own numbers,
// and a latency of 1432187ns once "held" the PIN 4321 under load.
func (r *recorder) dump() string {
	var b strings.Builder
	for _, ev := range r.all() {
		fmt.Fprintf(&b, "%#v\n", ev)
	}
	return clockNumbers.ReplaceAllString(b.String(), "${1}${2}…")
}

// clockNumbers finds a duration field's nanoseconds and a time.Date(…)'s
// arguments in a %#v rendering.
var clockNumbers = regexp.MustCompile(`(Latency:)-?\d+|(time\.Date)\([^)]*\)`)

func hasPrefixIn(list []string, prefix string) bool {
	for _, s := range list {
		if strings.HasPrefix(s, prefix) {
			return true
		}
	}
	return false
}

func containsIn(list []string, sub string) bool {
	for _, s := range list {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// newBank starts a bank engine on the given engine (nil: offline).
func newBank(t *testing.T, brain agents.Brain) (*Engine, *recorder) {
	t.Helper()
	d, err := BuiltinDomains().New("bank")
	if err != nil {
		t.Fatal(err)
	}
	return newOn(t, d, brain)
}

func newOn(t *testing.T, d *agents.Domain, brain agents.Brain) (*Engine, *recorder) {
	t.Helper()
	rec := &recorder{}
	e, err := New(Config{Domain: d, Brain: brain, Sink: rec.sink, Clock: FixedClock, NewID: func() string { return "test" }})
	if err != nil {
		t.Fatal(err)
	}
	e.Start()
	return e, rec
}

// say sends messages and fails the test on an engine error.
func say(t *testing.T, e *Engine, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if err := e.Send(context.Background(), l); err != nil {
			t.Fatalf("Send(%q): %v", l, err)
		}
	}
}

// loggedInWithBalance brings a bank engine to an authenticated user with
// a checked Checking balance and no speaker.
func loggedInWithBalance(t *testing.T, e *Engine) {
	t.Helper()
	say(t, e, "check my balance", "seldo", "monkey", "Checking")
	if e.Fact("balance_checked") != "true" || e.Speaker() != "" {
		t.Fatalf("setup: balance_checked=%s speaker=%q", e.Fact("balance_checked"), e.Speaker())
	}
}

// spyEngine wraps an engine, counts its calls and keeps every input, so
// tests can assert what the loop asked and what it revealed.
type spyEngine struct {
	agents.Brain
	mu                                sync.Mutex
	routes, interprets, continuations int
	seen                              []string // every text and history message an engine was shown
	usage                             agents.Usage
	// perCall is added to usage on every call, to exercise the request budget.
	perCall int
	// routeTo, when set, overrides the routing answer.
	routeTo func(in agents.RouteInput) agents.Route
	// interpret, when set, overrides Interpret.
	interpret func(ctx context.Context, in agents.InterpretInput) (agents.Interpretation, error)
	// cont, when set, overrides Continue.
	cont func(ctx context.Context, in agents.ContinueInput) (agents.Continuation, error)
}

func (s *spyEngine) record(text string, history []state.Message) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seen = append(s.seen, text)
	for _, m := range history {
		s.seen = append(s.seen, m.Text)
	}
	s.usage.Requests += s.perCall
}

func (s *spyEngine) Route(ctx context.Context, in agents.RouteInput) (agents.Route, error) {
	s.record(in.Text, in.History)
	s.mu.Lock()
	s.routes++
	s.mu.Unlock()
	if s.routeTo != nil {
		return s.routeTo(in), nil
	}
	return s.Brain.Route(ctx, in)
}

func (s *spyEngine) Interpret(ctx context.Context, in agents.InterpretInput) (agents.Interpretation, error) {
	s.record(in.Text, in.History)
	s.mu.Lock()
	s.interprets++
	s.mu.Unlock()
	if s.interpret != nil {
		return s.interpret(ctx, in)
	}
	return s.Brain.Interpret(ctx, in)
}

func (s *spyEngine) Continue(ctx context.Context, in agents.ContinueInput) (agents.Continuation, error) {
	s.record("", in.History)
	s.mu.Lock()
	s.continuations++
	s.mu.Unlock()
	if s.cont != nil {
		return s.cont(ctx, in)
	}
	return s.Brain.Continue(ctx, in)
}

func (s *spyEngine) Usage() agents.Usage {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.usage
}

func spyOn(d *agents.Domain) *spyEngine { return &spyEngine{Brain: offline.New(d)} }

// balance reads an account's balance from the engine's ledger, the bank's
// own books outside the session (R42); "" when the ledger never saw it.
func balance(t *testing.T, e *Engine, id string) string {
	t.Helper()
	var v string
	if err := e.ledger.Update(func(tx state.LedgerTx) error {
		v, _ = tx.Get("balance:" + id)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return v
}
