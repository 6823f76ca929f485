package concierge

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// The loop executing a reading's commands (R52), on the model alone, each
// message answered by a script of read_message calls: anything else the
// loop asked for (route, fill_slots, a continuation) would find the script
// empty and fail the test.

// readEngine is the bank on the model alone with a script of answers.
func readEngine(t *testing.T, script ...openaitest.Response) (*Engine, *recorder, *openaitest.Server) {
	t.Helper()
	srv := openaitest.New(t, openaitest.Script(t, script...))
	client := openai.NewClient(openai.Config{APIKey: "test", BaseURL: srv.URL, Stall: 5 * time.Second,
		Sleep: func(context.Context, time.Duration) error { return nil }})
	d, _ := BuiltinDomains().New("bank")
	e, rec := newOn(t, d, openai.New(d, client, "test-model"))
	return e, rec, srv
}

func readCall(args string) openaitest.Response {
	return openaitest.ToolCall(openai.ReadMessageTool, args)
}

// Two requests in one message are read once: the first starts with its
// value, the second waits on the agenda with its own and starts after it
// without a second request (no route, no slot reading, no continuation).
func TestReadingQueuesEveryRequest(t *testing.T) {
	t.Parallel()
	e, rec, srv := readEngine(t, readCall(`{"commands":[`+
		`{"command":"start_task","agent":"stock_lookup","reason":"a price","values":{"company":"AAPL"}},`+
		`{"command":"start_task","agent":"stock_lookup","reason":"a price","values":{"company":"MSFT"}}]}`))
	say(t, e, "how are apple and microsoft doing today")
	if !containsIn(rec.replies(), "AAPL (Apple Inc.) is trading") || !containsIn(rec.replies(), "MSFT (Microsoft Corporation) is trading") {
		t.Errorf("both prices were not told: %q", rec.replies())
	}
	if n := len(srv.Requests()); n != 1 {
		t.Errorf("%d requests for one message, want 1", n)
	}
}

// At a question the reading's cancel drops the task, and the request said
// after it runs, from the same reading.
func TestReadingCancelsAtAQuestion(t *testing.T) {
	t.Parallel()
	e, rec, srv := readEngine(t,
		readCall(`{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"a price"}]}`),
		readCall(`{"commands":[{"command":"cancel","scope":"all"},`+
			`{"command":"start_task","agent":"stock_lookup","reason":"a price","values":{"company":"IBM"}}]}`))
	say(t, e, "i'd like a share price")
	if e.Speaker() != "stock_lookup" {
		t.Fatalf("speaker %q after the request; replies %q", e.Speaker(), rec.replies())
	}
	say(t, e, "scrap this one, do big blue instead")
	if !containsIn(rec.replies(), "IBM (International Business Machines) is trading") || e.Speaker() != "" {
		t.Errorf("the cancel and the new request were not both done: speaker %q, replies %q", e.Speaker(), rec.replies())
	}
	if n := len(srv.Requests()); n != 2 {
		t.Errorf("%d requests for two messages, want 2", n)
	}
}

// A message at the username prompt never reaches a model, even one the
// rules cannot read (R50): it is the offline engine's.
func TestReadingNeverAtTheUsernamePrompt(t *testing.T) {
	t.Parallel()
	e, rec, srv := readEngine(t,
		readCall(`{"commands":[{"command":"start_task","agent":"transfer_money","reason":"send money"}]}`))
	say(t, e, "I need to move some cash")
	if e.Speaker() != "authenticate" {
		t.Fatalf("speaker %q; replies %q", e.Speaker(), rec.replies())
	}
	say(t, e, "ugh what do you even want from me here")
	for _, r := range srv.Requests()[1:] {
		if strings.Contains(string(r.Body), "what do you even want") {
			t.Errorf("a message at the username prompt went to a model")
		}
	}
	if n := len(srv.Requests()); n != 1 {
		t.Errorf("%d requests, want only the first message's", n)
	}
}

// The model's own reply answers a question and what cannot be handled;
// small talk is the product's words.
func TestReadingAnswersInWords(t *testing.T) {
	t.Parallel()
	e, rec, _ := readEngine(t,
		readCall(`{"commands":[{"command":"cannot_handle"}],"reply":"I can't tell the weather; I can check balances, transfer money and look up stocks."}`),
		readCall(`{"commands":[{"command":"small_talk","kind":"how_are_you"}],"reply":"I am a model and I feel great!"}`),
		readCall(`{"commands":[{"command":"small_talk","kind":"thanks"},{"command":"small_talk","kind":"bye"}]}`))
	say(t, e, "will it rain in lisbon tomorrow afternoon")
	if rec.lastReply() != "concierge: I can't tell the weather; I can check balances, transfer money and look up stocks." {
		t.Errorf("the model's answer was not said: %q", rec.lastReply())
	}
	say(t, e, "and how is your day going, friend")
	if strings.Contains(rec.lastReply(), "feel great") {
		t.Errorf("small talk took a model's words: %q", rec.lastReply())
	}
	say(t, e, "cheers for that, gotta run now")
	if !strings.Contains(rec.lastReply(), "Goodbye") {
		t.Errorf("thanks and a goodbye were not answered with the goodbye: %q", rec.lastReply())
	}
}

// A refusal read in the message refuses it, and nothing starts.
func TestReadingRefuses(t *testing.T) {
	t.Parallel()
	e, rec, _ := readEngine(t,
		readCall(`{"commands":[{"command":"refuse","reason":"moving someone else's money"}]}`))
	// the harm check (offline) lets the message through; the model's
	// refusal is what stops it
	say(t, e, "look up the stock of the company that makes those gizmos for my plan")
	if !containsIn(rec.notes(), "Refused: the model refused: moving someone else's money") || e.Speaker() != "" {
		t.Errorf("not refused: notes %q, speaker %q", rec.notes(), e.Speaker())
	}
}

// The continuation asks the model only when the reading was cut and the
// agenda is empty (R7, R52).
func TestReadingCutAsksTheContinuation(t *testing.T) {
	t.Parallel()
	cut := openaitest.Response{Chunks: []openaitest.Chunk{
		{ToolCalls: []openaitest.ToolCallDelta{{Index: 0, ID: "call_1", Name: openai.ReadMessageTool,
			Arguments: `{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"a price","values":{"company":"AAPL"}},{"command":"start_ta`}}},
		{FinishReason: "length"}}}
	e, rec, srv := readEngine(t, cut, openaitest.ToolCall("no_further_task", "{}"))
	say(t, e, "apple price and then a few other things I want to check")
	if !containsIn(rec.replies(), "AAPL (Apple Inc.) is trading") {
		t.Errorf("the whole command of the cut reading was not run: %q", rec.replies())
	}
	reqs := srv.Requests()
	if len(reqs) != 2 || !contains(reqs[1].ToolNames(), "no_further_task") {
		t.Errorf("%d requests; the continuation was not asked after the cut reading", len(reqs))
	}
}

// diaryDomain is one agent that signs the user in itself (a username, an
// entry, a secret PIN last, since a secret lives for one message): only
// the sign-in's questions are kept from a model.
func diaryDomain() *agents.Domain {
	return &agents.Domain{
		Name: "diary", Greeting: "Diary.", Closing: "Write something.",
		Agents: []*agents.Agent{{
			Name: "diary", Title: "Diary", ExposeToUser: true, Intro: "Writing in your diary",
			Examples: []string{"open my diary"},
			Slots: []agents.Slot{
				{Name: "user", Kind: agents.KindText, Question: "Who are you?"},
				{Name: "entry", Kind: agents.KindText, Question: "What should I write?"},
				{Name: "pin", Kind: agents.KindSecret, Label: "PIN", Question: "Your PIN?"},
			},
			Act: func(t *agents.Turn) agents.Result {
				return agents.Result{Reply: "Written: " + t.Slot("entry"), Done: true}
			},
		}},
	}
}

// R50: of an agent with a secret slot, the username's and the secret's
// questions never reach a model; its other questions do.
func TestReadingOnlyTheSignInIsKeptFromTheModel(t *testing.T) {
	t.Parallel()
	srv := openaitest.New(t, openaitest.Script(t,
		readCall(`{"commands":[{"command":"start_task","agent":"diary","reason":"the diary"}]}`),
		readCall(`{"commands":[{"command":"set_value","slot":"entry","value":"a long odd day"}]}`)))
	client := openai.NewClient(openai.Config{APIKey: "test", BaseURL: srv.URL, Stall: 5 * time.Second,
		Sleep: func(context.Context, time.Duration) error { return nil }})
	d := diaryDomain()
	e, rec := newOn(t, d, openai.New(d, client, "test-model"))
	say(t, e, "i would like to jot something down", "ada", "well, today was a long odd day")
	if _, ok := e.PendingSecret(); !ok {
		t.Fatalf("the PIN is not asked: %q", rec.replies())
	}
	say(t, e, "1815")
	if !containsIn(rec.replies(), "Written: a long odd day") {
		t.Errorf("the entry was not read: %q", rec.replies())
	}
	for i, r := range srv.Requests() {
		if strings.Contains(string(r.Body), "1815") || r.LastUser() == "ada" {
			t.Errorf("request %d reads the username's answer or carries the PIN", i+1)
		}
	}
	if n := len(srv.Requests()); n != 2 {
		t.Errorf("%d requests, want 2: the first message and the entry", n)
	}
}
