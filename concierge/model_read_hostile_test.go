package concierge

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// A hostile or broken server on the read_message path (R25, R45, R52):
// the twins of TestModelFaults, TestHostileToolArguments and
// TestHostileSlotValues, each message answered by read_message calls only
// (a route, fill_slots or continuation request would find the script
// empty). Every fault ends in one clear sentence or the work done, nothing
// is lost, a bad call is repaired at most once and then cannot_handle, and
// nothing a server writes reaches the terminal unsanitised (R18).

// faultReader is the bank on the model alone with a script of answers and
// the given stall watchdog.
func faultReader(t *testing.T, stall time.Duration, script ...openaitest.Response) (*Engine, *recorder, *openaitest.Server) {
	t.Helper()
	srv := openaitest.New(t, openaitest.Script(t, script...))
	client := openai.NewClient(openai.Config{APIKey: "test", BaseURL: srv.URL, Stall: stall,
		Sleep: func(context.Context, time.Duration) error { return nil }})
	d, _ := BuiltinDomains().New("bank")
	e, rec := newOn(t, d, openai.New(d, client, "test-model"))
	return e, rec, srv
}

const (
	readIBM    = `{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"a price","values":{"company":"IBM"}}]}`
	toldIBM    = "IBM (International Business Machines) is trading at $183.25."
	cannotSay  = "I can't do that here." // the model's words with cannot_handle
	readCannot = `{"commands":[{"command":"cannot_handle"}],"reply":"` + cannotSay + `"}`
)

// cutMidArguments is a reading whose stream breaks inside its arguments.
func cutMidArguments(args string) openaitest.Response {
	r := readCall(args)
	r.Chunks = r.Chunks[:len(r.Chunks)/2]
	r.Abort = true
	return r
}

// noUsage is a reading whose stream reports no token counts.
func noUsage(args string) openaitest.Response {
	r := readCall(args)
	var kept []openaitest.Chunk
	for _, c := range r.Chunks {
		if c.Usage == nil {
			kept = append(kept, c)
		}
	}
	r.Chunks = kept
	return r
}

func TestReadingFaults(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		script []openaitest.Response
		reply  string // in the last reply
		err    bool   // the turn fails, told in one sentence
		reads  int    // requests the server saw (transport retries included)
	}{
		{"429 then the reading", []openaitest.Response{openaitest.RateLimited("1"), readCall(readIBM)}, toldIBM, false, 2},
		{"500 and 502 then the reading", []openaitest.Response{openaitest.Error(500, "boom", "server_error", ""), openaitest.Error(502, "bad gateway", "server_error", ""), readCall(readIBM)}, toldIBM, false, 3},
		{"401", []openaitest.Response{openaitest.Unauthorized()}, "refused the API key (401)", true, 1},
		{"stall", []openaitest.Response{func() openaitest.Response { r := readCall(readIBM); r.Delay = 3 * time.Second; return r }()}, "stopped answering", true, 1},
		{"cut mid-arguments", []openaitest.Response{cutMidArguments(readIBM)}, "lost mid-answer", true, 1},
		{"no usage", []openaitest.Response{noUsage(readIBM)}, toldIBM, false, 1},
		{"malformed JSON then good", []openaitest.Response{readCall(`{"commands": [{"command": "start_task",`), readCall(readIBM)}, toldIBM, false, 2},
		{"malformed JSON twice", []openaitest.Response{readCall(`{"commands": [`), readCall(`not json at all`)}, "", false, 2},
		{"unknown command twice", []openaitest.Response{readCall(`{"commands":[{"command":"wire_money"}]}`), readCall(`{"commands":[{"command":"sudo"}]}`)}, "", false, 2},
		{"missing reason then good", []openaitest.Response{readCall(`{"commands":[{"command":"start_task","agent":"stock_lookup","values":{"company":"IBM"}}]}`), readCall(readIBM)}, toldIBM, false, 2},
		{"unknown agent twice", []openaitest.Response{readCall(`{"commands":[{"command":"start_task","agent":"wire_agent","reason":"x"}]}`), readCall(`{"commands":[{"command":"start_task","agent":"wire_agent","reason":"x"}]}`)}, "", false, 2},
		{"text instead of a call twice", []openaitest.Response{openaitest.Text("Sure!"), openaitest.Text("Happy to help")}, "", false, 2},
		{"text-form call with junk around it", []openaitest.Response{openaitest.Text("Sure thing!\n<tool_call>\n" + `{"name": "read_message", "arguments": ` + readIBM + `}` + "\n</tool_call>\nHope that helps.")}, toldIBM, false, 1},
		{"the model's cannot_handle", []openaitest.Response{readCall(readCannot)}, cannotSay, false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e, rec, srv := faultReader(t, 300*time.Millisecond, tt.script...)
			start := time.Now()
			err := e.Send(context.Background(), "i'd like a share price")
			if (err != nil) != tt.err {
				t.Errorf("Send = %v, want error %v; replies %q", err, tt.err, rec.replies())
			}
			if d := time.Since(start); d > wallBudget(raceSlowdown*2*time.Second) {
				t.Errorf("the turn took %v", d)
			}
			if n := len(srv.Requests()); n != tt.reads {
				t.Errorf("%d requests, want %d (a reading and at most one repair, besides transport retries)", n, tt.reads)
			}
			last := rec.lastReply()
			switch {
			case tt.reply != "" && !containsIn(rec.replies(), tt.reply):
				t.Errorf("replies %q, none says %q", rec.replies(), tt.reply)
			case tt.reply == "" && (len(rec.replies()) < 2 || strings.Contains(last, "is trading")):
				// cannot_handle: the model alone is measured as it is
				t.Errorf("a broken reading was not answered as cannot_handle: %q", rec.replies())
			}
			if tt.err {
				if strings.ContainsAny(last, "{}<>\n") || strings.Count(last, ". ") > 1 {
					t.Errorf("not one clear sentence: %q", last)
				}
			}
			if len(e.Stack()) != 0 {
				t.Errorf("stack %v after the turn", e.Stack())
			}
			checkClean(t, e, rec)
			goesOn(t, e, rec)
		})
	}
}

// A fault in the middle of a task loses nothing: the question is still
// open after the one clear sentence, and the next message fills it.
func TestReadingFaultMidConversation(t *testing.T) {
	t.Parallel()
	faults := map[string]openaitest.Response{
		"401":               openaitest.Unauthorized(),
		"cut mid-arguments": cutMidArguments(`{"commands":[{"command":"set_value","slot":"company","value":"IBM"}]}`),
		"stall":             func() openaitest.Response { r := readCall(readIBM); r.Delay = 3 * time.Second; return r }(),
	}
	for name, fault := range faults {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := faultReader(t, 300*time.Millisecond,
				readCall(`{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"a price"}]}`),
				fault,
				readCall(`{"commands":[{"command":"set_value","slot":"company","value":"IBM"}]}`))
			say(t, e, "i'd like a share price")
			if e.Speaker() != "stock_lookup" {
				t.Fatalf("speaker %q; replies %q", e.Speaker(), rec.replies())
			}
			if err := e.Send(context.Background(), "the big blue one"); err == nil {
				t.Errorf("the fault was not reported: %q", rec.replies())
			}
			if last := rec.lastReply(); !strings.Contains(last, "Something went wrong") || strings.ContainsAny(last, "{}<>\n") {
				t.Errorf("not one clear sentence: %q", last)
			}
			if e.Speaker() != "stock_lookup" {
				t.Errorf("the task in hand was lost: speaker %q", e.Speaker())
			}
			say(t, e, "the big blue one")
			if !containsIn(rec.replies(), toldIBM) {
				t.Errorf("the task did not go on: %q", rec.replies())
			}
		})
	}
}

// Escape sequences and bidi characters in whatever a reading carries —
// the model's reply, a start_task's reason, a value an agent repeats —
// never reach the terminal (R18).
func TestReadingHostileText(t *testing.T) {
	t.Parallel()
	for name, evil := range hostileEscapes {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			start := map[string]any{"commands": []map[string]any{{"command": "start_task", "agent": "echo",
				"reason": "the user" + evil + " asks", "values": map[string]string{"phrase": "hi" + evil + "there"}}}}
			cannot := map[string]any{"commands": []map[string]any{{"command": "cannot_handle"}}, "reply": "I can" + evil + "not do that."}
			srv := openaitest.New(t, openaitest.Script(t, readCall(jsonArgs(t, start)), readCall(jsonArgs(t, cannot))))
			client := openai.NewClient(openai.Config{APIKey: "test", BaseURL: srv.URL, Stall: time.Second,
				Sleep: func(context.Context, time.Duration) error { return nil }})
			d := echoDomain()
			e, rec := newOn(t, d, openai.New(d, client, "test-model"))
			say(t, e, "repeat after me", "will it snow in lisbon tomorrow")
			if !containsIn(rec.replies(), "echo: You said: hi") {
				t.Errorf("the echo did not run: replies %q", rec.replies())
			}
			if !containsIn(rec.replies(), "not do that") {
				t.Errorf("the model's words were not said: %q", rec.replies())
			}
			if n := len(srv.Requests()); n != 2 {
				t.Errorf("%d requests for two messages, want 2", n)
			}
			checkClean(t, e, rec)
			for _, a := range e.Session().Artifacts {
				if bad := unclean(a.Title + a.Body); bad != "" {
					t.Errorf("an artifact holds %s: %q", bad, a.Title+a.Body)
				}
			}
			// the reply streamed as it arrives is a way to the screen too
			deltas := 0
			for _, ev := range rec.all() {
				if d, ok := ev.(ReplyDelta); ok {
					deltas++
					if bad := unclean(d.Text); bad != "" {
						t.Errorf("a streamed piece of the reply holds %s: %q", bad, d.Text)
					}
				}
			}
			if deltas == 0 {
				t.Errorf("the model's reply was not streamed")
			}
		})
	}
}

// A reading's words are untrusted in size too (the twin of
// TestHostileModelHugeWords): a megabyte reply, reason, agent name or
// value ends the turn within the budgets, and the transcript, the notes
// and the streamed pieces keep a bounded part of it.
func TestReadingHugeWords(t *testing.T) {
	t.Parallel()
	mb := strings.Repeat("All work and no play makes a dull model. ", 1<<20/41+1)
	reading := func(v any) openaitest.Response {
		return bigResponse("", &openaitest.Call{Name: openai.ReadMessageTool, Args: jsonArgs(t, v)})
	}
	cmds := func(c ...map[string]any) map[string]any { return map[string]any{"commands": c} }
	tests := map[string][]openaitest.Response{
		"a 1 MB reply": {reading(map[string]any{"commands": []map[string]any{{"command": "cannot_handle"}}, "reply": mb})},
		"a 1 MB start_task reason": {reading(cmds(map[string]any{"command": "start_task", "agent": "stock_lookup", "reason": mb,
			"values": map[string]string{"company": "IBM"}}))},
		"a 1 MB refuse reason": {reading(cmds(map[string]any{"command": "refuse", "reason": mb}))},
		"a 1 MB agent name":    {reading(cmds(map[string]any{"command": "start_task", "agent": mb, "reason": "r"})), reading(cmds(map[string]any{"command": "start_task", "agent": mb, "reason": "r"}))},
		"a 1 MB value": {reading(cmds(map[string]any{"command": "start_task", "agent": "stock_lookup", "reason": "r",
			"values": map[string]string{"company": mb}}))},
	}
	for name, script := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			e, rec, srv := faultReader(t, 2*time.Second, script...)
			start := time.Now()
			if err := e.Send(context.Background(), "i'd like a share price"); err != nil && !strings.HasPrefix(rec.lastReply(), "concierge: ") {
				t.Errorf("Send = %v with no clear message: last reply %.200q", err, rec.lastReply())
			}
			if d := time.Since(start); d > wallBudget(raceSlowdown*5*time.Second) {
				t.Errorf("the turn took %v", d)
			}
			if n := len(srv.Requests()); n > 2 {
				t.Errorf("%d requests, want a reading and at most one repair", n)
			}
			checkClean(t, e, rec)
			goesOn(t, e, rec)
			streamed := 0
			for _, ev := range rec.all() {
				if d, ok := ev.(ReplyDelta); ok {
					streamed += len(d.Text)
				}
			}
			for _, m := range e.Session().Messages {
				if len(m.Text) > maxReply {
					t.Errorf("a %s message of %d bytes is kept", m.Agent, len(m.Text))
				}
			}
			for _, n := range e.Session().Notes {
				if len(n.Text) > maxReply {
					t.Errorf("a note of %d bytes is kept (%.50q…)", len(n.Text), n.Text)
				}
			}
			if streamed > 2*maxReply {
				t.Errorf("%d bytes of the reply were streamed to the screen", streamed)
			}
		})
	}
}

// Secrets come only from masked input (R10, R50): a reading that fills
// the password, in start_task's values or as a set_value, fills nothing,
// and the password is still asked masked.
func TestReadingCannotFillSecret(t *testing.T) {
	t.Parallel()
	for name, args := range map[string]string{
		"values":         `{"commands":[{"command":"start_task","agent":"authenticate","reason":"r","values":{"username":"seldo","password":"monkey"}}]}`,
		"values, cased":  `{"commands":[{"command":"start_task","agent":"authenticate","reason":"r","values":{"username":"seldo","Password":"monkey","password ":"monkey"}}]}`,
		"set_value":      `{"commands":[{"command":"start_task","agent":"authenticate","reason":"r"},{"command":"set_value","slot":"password","value":"monkey"}]}`,
		"secret command": `{"commands":[{"command":"start_task","agent":"authenticate","reason":"r","values":{"username":"seldo"}},{"command":"secret","slot":"password"}]}`,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			good := readCall(`{"commands":[{"command":"start_task","agent":"authenticate","reason":"r","values":{"username":"seldo"}}]}`)
			e, rec, _ := faultReader(t, time.Second, readCall(args), good)
			if err := e.Send(context.Background(), "I'd like to get into my account please"); err != nil {
				t.Logf("Send: %v", err)
			}
			if _, ok := e.PendingSecret(); !ok {
				t.Errorf("the password is not asked masked: speaker %q, last reply %q", e.Speaker(), rec.lastReply())
			}
			if e.Fact("authenticated") == "true" {
				t.Fatalf("signed in from a model's words: %q", rec.replies())
			}
			if e.Speaker() == "authenticate" {
				if s := e.sess.WorkFor("authenticate").Slots["password"]; s != "" {
					t.Errorf("the password slot holds %q from a model", s)
				}
			}
			for _, m := range e.Session().Messages {
				if strings.Contains(m.Text, "monkey") {
					t.Errorf("the model's password reached the transcript: %q", m.Text)
				}
			}
		})
	}
}
