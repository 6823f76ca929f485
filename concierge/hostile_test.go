package concierge

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/state"
)

// A hostile or broken model server (issue 8, SPEC R10, R18, R25): escape
// sequences, huge answers, malformed streams and malformed tool arguments
// each end in a clear message within the budgets, and the session goes on.

// hostileEscapes are terminal attacks a model's words might carry.
var hostileEscapes = map[string]string{
	"OSC 52":     "\x1b]52;c;aGk=\x07",
	"OSC 8":      "\x1b]8;;http://evil.example\x1b\\link\x1b]8;;\x1b\\",
	"CSI":        "\x1b[2J\x1b[1;1H\x1b[31m",
	"C1 CSI":     "\u009b31m",
	"C1 OSC":     "\u009d0;title\u009c",
	"BEL":        "\x07\x07",
	"DCS":        "\x1bPq#0;2;0;0;0\x1b\\",
	"lone ESC":   "\x1b",
	"bidi":       "\u202Egnp.exe",
	"C0 and DEL": "\x00\x08\x0d\x7f",
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

// checkClean fails on any transcript message, note or artifact that could
// drive a terminal, in the events and in the session.
func checkClean(t *testing.T, e *Engine, rec *recorder) {
	t.Helper()
	for _, ev := range rec.all() {
		var where, text string
		switch ev := ev.(type) {
		case MessageAdded:
			where, text = "message", ev.Message.Text
		case NoteAdded:
			where, text = "note", ev.Note.Text
		case ArtifactAdded:
			where, text = "artifact", ev.Artifact.Title+"\n"+ev.Artifact.Body
		case ApprovalRequested:
			where, text = "approval", ev.Approval.Summary
		case ReplyDelta:
			where, text = "streamed piece of a reply", ev.Text
		default:
			continue
		}
		if bad := unclean(text); bad != "" {
			t.Errorf("a %s holds %s: %q", where, bad, text)
		}
	}
	s := e.Session()
	for _, m := range s.Messages {
		if bad := unclean(m.Text); bad != "" {
			t.Errorf("the transcript holds %s: %q", bad, m.Text)
		}
	}
	for _, n := range s.Notes {
		if bad := unclean(n.Text); bad != "" {
			t.Errorf("the notes hold %s: %q", bad, n.Text)
		}
	}
}

// goesOn checks the session still answers: help needs no model.
func goesOn(t *testing.T, e *Engine, rec *recorder) {
	t.Helper()
	n := len(rec.replies())
	say(t, e, "what can you do?")
	if rs := rec.replies(); len(rs) <= n || !strings.Contains(rs[len(rs)-1], "Looking up a stock price") {
		t.Errorf("after the fault, help did not answer: %q", rs[n:])
	}
}

func jsonArgs(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestHostileModelText(t *testing.T) {
	t.Parallel()
	for name, evil := range hostileEscapes {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			reason := jsonArgs(t, map[string]string{"agent": "stock_lookup", "reason": "because " + evil + " it asks"})
			e, rec, _ := faultEngine(t, time.Second,
				openaitest.ToolCall("route", reason),
				openaitest.Text("Which "+evil+"company"+evil+" do you mean?"+evil))
			say(t, e, "a stock price please")
			if !containsIn(rec.replies(), "stock_lookup: Which") || !containsIn(rec.notes(), "Choosing stock_lookup due to: because") {
				t.Errorf("the model's words were lost: replies %q notes %q", rec.replies(), rec.notes())
			}
			checkClean(t, e, rec)
			goesOn(t, e, rec)
		})
	}
	t.Run("pass reason", func(t *testing.T) {
		t.Parallel()
		evil := hostileEscapes["OSC 8"] + hostileEscapes["C1 OSC"]
		e, rec, _ := faultEngine(t, time.Second,
			route("stock_lookup"),
			openaitest.Text("Which company?"),
			openaitest.ToolCall("pass", jsonArgs(t, map[string]string{"reason": "not " + evil + "mine"})),
			route("authenticate"),
			openaitest.ToolCall("fill_slots", "{}"))
		say(t, e, "a stock price please", "log me in")
		if !containsIn(rec.notes(), "stock_lookup passed the message on: not") || e.Speaker() != "authenticate" {
			t.Errorf("notes = %q, speaker %q", rec.notes(), e.Speaker())
		}
		checkClean(t, e, rec)
		goesOn(t, e, rec)
	})
	t.Run("refuse reason", func(t *testing.T) {
		t.Parallel()
		evil := hostileEscapes["OSC 52"] + hostileEscapes["C1 CSI"]
		e, rec, _ := faultEngine(t, time.Second,
			openaitest.ToolCall("refuse", jsonArgs(t, map[string]string{"reason": "no " + evil + "way"})))
		say(t, e, "a stock price please")
		if !containsIn(rec.notes(), "Refused: the model refused: no") {
			t.Errorf("notes = %q", rec.notes())
		}
		checkClean(t, e, rec)
		goesOn(t, e, rec)
	})
}

// bigResponse streams content in 64 KB chunks, as a server sending a huge
// answer would (the canned Text cuts it into 3 to 8 runes a chunk, which
// for megabytes only measures the test's own JSON encoding).
func bigResponse(content string, call *openaitest.Call) openaitest.Response {
	const piece = 64 * 1024
	chunks := []openaitest.Chunk{{}}
	finish := "stop"
	if call != nil {
		finish = "tool_calls"
		chunks = append(chunks, openaitest.Chunk{ToolCalls: []openaitest.ToolCallDelta{{Index: 0, ID: "call_big", Name: call.Name}}})
		for i := 0; i < len(call.Args); i += piece {
			chunks = append(chunks, openaitest.Chunk{ToolCalls: []openaitest.ToolCallDelta{{Index: 0, Arguments: call.Args[i:min(i+piece, len(call.Args))]}}})
		}
	}
	for i := 0; i < len(content); i += piece {
		chunks = append(chunks, openaitest.Chunk{Content: content[i:min(i+piece, len(content))]})
	}
	chunks = append(chunks, openaitest.Chunk{FinishReason: finish})
	return openaitest.Response{Chunks: chunks}
}

// maxReply is the most of a model's words a reply may keep.
const maxReply = 64 * 1024

// A model's words are untrusted in size too: a reply, a reason, a name or
// a slot value of megabytes ends the turn within the budgets, and what the
// transcript and the notes keep of it is bounded.
func TestHostileModelHugeWords(t *testing.T) {
	t.Parallel()
	mb := strings.Repeat("All work and no play makes a dull model. ", 1<<20/41+1)
	call := func(name string, args map[string]string) openaitest.Response {
		return bigResponse("", &openaitest.Call{Name: name, Args: jsonArgs(t, args)})
	}
	tests := []struct {
		name   string
		lines  []string
		script []openaitest.Response
		bug    string // where the product keeps it whole, for the report
	}{
		{"a 2 MB text reply", []string{"a stock price please"},
			[]openaitest.Response{route("stock_lookup"), bigResponse(mb+mb, nil)},
			"OpenAI.Interpret keeps the whole content as Interpretation.Reply and Engine.ask/reply store it"},
		{"a 1 MB route reason", []string{"a stock price please"},
			[]openaitest.Response{call("route", map[string]string{"agent": "stock_lookup", "reason": mb}), openaitest.ToolCall("fill_slots", "{}")},
			"Engine.decide notes \"Choosing X due to: <reason>\" unclipped"},
		{"a 1 MB unknown agent name", []string{"a stock price please"},
			[]openaitest.Response{call("route", map[string]string{"agent": mb, "reason": "r"}), call("route", map[string]string{"agent": mb, "reason": "r"}), call("route", map[string]string{"agent": mb, "reason": "r"})},
			"Engine.decide notes (and feeds back as RouteInput.Retry) \"The orchestrator chose an unknown agent: %q\" with the whole name"},
		{"a 1 MB refuse reason", []string{"a stock price please"},
			[]openaitest.Response{call("refuse", map[string]string{"reason": mb})},
			"Engine.refuse notes \"Refused: the model refused: <reason>\" unclipped"},
		{"a 1 MB slot value", []string{"a stock price please"},
			[]openaitest.Response{route("stock_lookup"), call("fill_slots", map[string]string{"company": mb})},
			"Slot.Normalize's error (\"%q is not one of …\") quotes the whole value and Engine.apply asks it back via prompts.Clarify"},
		{"a 1 MB pass reason", []string{"a stock price please", "log me in"},
			[]openaitest.Response{route("stock_lookup"), openaitest.Text("Which company?"), call("pass", map[string]string{"reason": mb}),
				route("authenticate"), openaitest.ToolCall("fill_slots", "{}")},
			"Engine.digress notes \"<agent> passed the message on: <reason>\" unclipped"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e, rec, srv := faultEngine(t, 2*time.Second, tt.script...)
			start := time.Now()
			for _, l := range tt.lines {
				if err := e.Send(context.Background(), l); err != nil && !strings.HasPrefix(rec.lastReply(), "concierge: ") {
					t.Errorf("Send(%q) = %v with no clear message: last reply %.200q", l, err, rec.lastReply())
				}
			}
			if d := time.Since(start); d > wallBudget(raceSlowdown*5*time.Second) {
				t.Errorf("the turn took %v", d)
			}
			if n := len(srv.Requests()); n > 12*len(tt.lines) {
				t.Errorf("%d model requests", n)
			}
			if len(e.Stack()) > 1 {
				t.Errorf("stack %v", e.Stack())
			}
			checkClean(t, e, rec)
			goesOn(t, e, rec)
			var kept []string
			for _, m := range e.Session().Messages {
				if len(m.Text) > maxReply {
					kept = append(kept, fmt.Sprintf("a %s message of %d bytes", m.Agent, len(m.Text)))
				}
			}
			for _, n := range e.Session().Notes {
				if len(n.Text) > maxReply {
					kept = append(kept, fmt.Sprintf("a note of %d bytes (%.50q…)", len(n.Text), n.Text))
				}
			}
			if len(kept) > 0 {
				t.Errorf("the model's words are kept whole, want each message and note ≤ %d bytes: %s", maxReply, strings.Join(kept, ", "))
			}
		})
	}
}

func TestHostileStreams(t *testing.T) {
	t.Parallel()
	good := func(text string) []openaitest.Chunk { return openaitest.Text(text).Chunks }
	raw := func(s string) openaitest.Chunk { return openaitest.Chunk{Raw: s} }
	tests := []struct {
		name string
		resp openaitest.Response
		want string // in the concierge's message
	}{
		{"invalid JSON first", openaitest.Response{Chunks: []openaitest.Chunk{raw("data: {not json\n\n")}},
			"the model's answer could not be read"},
		{"invalid JSON after some text", openaitest.Response{Chunks: append(good("Hello")[:2], raw("data: {not json\n\n"))},
			"the model's answer could not be read"},
		{"an empty data line", openaitest.Response{Chunks: []openaitest.Chunk{{}, raw("data: \n\n")}},
			"the model's answer could not be read"},
		{"a JSON array for a chunk", openaitest.Response{Chunks: []openaitest.Chunk{raw("data: [1,2,3]\n\n")}},
			"the model's answer could not be read"},
		{"a chunk with null choices, then nothing", openaitest.Response{Chunks: []openaitest.Chunk{raw(`data: {"choices":null}` + "\n\n")}},
			"cut off before it finished"},
		{"an HTML page with status 200", openaitest.Response{Status: 200, Body: "<html><body>Bad gateway \x1b]52;c;aGk=\x07</body></html>"},
			"cut off before it finished"},
		{"an escape-laden error body", openaitest.Error(400, "bad \x1b]52;c;aGk=\x07request \u009b31m", "invalid_request_error", ""),
			"bad request"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e, rec, srv := faultEngine(t, time.Second, tt.resp)
			before := len(e.Session().Messages)
			start := time.Now()
			err := e.Send(context.Background(), "a stock price please")
			if d := time.Since(start); d > wallBudget(raceSlowdown*2*time.Second) {
				t.Errorf("the turn took %v", d)
			}
			if err == nil {
				t.Errorf("Send succeeded on a broken stream; replies %q", rec.replies())
			}
			last := rec.lastReply()
			if !strings.HasPrefix(last, "concierge: Something went wrong: ") || !strings.Contains(last, tt.want) {
				t.Errorf("last reply = %q, want a clear message with %q", last, tt.want)
			}
			t.Logf("told: %s", last)
			if n := len(srv.Requests()); n > 3 {
				t.Errorf("%d requests for one broken answer", n)
			}
			msgs := e.Session().Messages
			if len(msgs) < before+1 || msgs[before].Text != "a stock price please" {
				t.Errorf("the user's message was lost: %+v", msgs[before:])
			}
			if e.Speaker() != "" || len(e.Stack()) != 0 {
				t.Errorf("speaker %q stack %v", e.Speaker(), e.Stack())
			}
			checkClean(t, e, rec)
			goesOn(t, e, rec)
		})
	}
}

// hostileArgs are tool arguments no schema allows.
func hostileArgs() map[string]string {
	deep := strings.Repeat(`{"a":`, 20000) + "1" + strings.Repeat("}", 20000)
	return map[string]string{
		"array":          `[1,2,3]`,
		"number":         `42`,
		"string":         `"stock_lookup"`,
		"null":           `null`,
		"empty":          ``,
		"truncated":      `{"agent":"stock_lookup","reason":"x`,
		"huge string":    `"` + strings.Repeat("x", 1<<20) + `"`,
		"huge value":     `{"agent":"` + strings.Repeat("y", 1<<20) + `","reason":"r","company":"` + strings.Repeat("z", 1<<20) + `"}`,
		"nested objects": `{"agent":{"a":{"b":[1,{"c":null}]}},"reason":{"x":1},"company":{"a":{"b":{"c":[1,{"d":null}]}}}}`,
		"deep nesting":   deep,
		"wrong types":    `{"agent":7,"reason":false,"company":["AAPL"],"also":"x"}`,
		"huge number":    `{"agent":"stock_lookup","reason":"r","company":1e999}`,
		"escapes":        `{"agent":"stock_lookup\u001b[2J","reason":"\u001b]52;c;aGk=\u0007","company":"\u009b31mAAPL"}`,
		"unknown keys":   `{"password":"monkey","__proto__":{},"constructor":1}`,
	}
}

// The route call or the fill_slots call gets arguments no schema allows:
// no panic, at most `attempts` requests per decision and 12 per turn.
func TestHostileToolArguments(t *testing.T) {
	t.Parallel()
	for _, target := range []string{"route", "fill_slots"} {
		for name, args := range hostileArgs() {
			t.Run(target+"/"+name, func(t *testing.T) {
				t.Parallel()
				var requests atomic.Int64
				h := func(r openaitest.Request) openaitest.Response {
					requests.Add(1)
					tools := r.ToolNames()
					switch {
					case contains(tools, target):
						return bigResponse("", &openaitest.Call{Name: target, Args: args})
					case contains(tools, "route"):
						return route("stock_lookup")
					case contains(tools, "no_further_task"):
						return openaitest.ToolCall("no_further_task", "{}")
					}
					return openaitest.Text("?")
				}
				srv := openaitest.New(t, h)
				// a megabyte of arguments streamed under -race on two busy
				// cores can pause for seconds: the watchdog must not call
				// that a dead server here (the bound below still holds)
				client := openai.NewClient(openai.Config{APIKey: "test", BaseURL: srv.URL, Stall: 6 * time.Second,
					Sleep: func(context.Context, time.Duration) error { return nil }})
				d, _ := BuiltinDomains().New("bank")
				e, rec := newOn(t, d, olderProtocol(openai.New(d, client, "test-model")))
				start := time.Now()
				if err := e.Send(context.Background(), "a stock price please"); err != nil {
					t.Errorf("Send = %v", err)
				}
				if d := time.Since(start); d > wallBudget(raceSlowdown*15*time.Second) {
					t.Errorf("the turn took %v", d)
				}
				if n := requests.Load(); n > 12 {
					t.Errorf("%d model requests for one message", n)
				}
				if e.Speaker() != "" && e.Speaker() != "stock_lookup" || len(e.Stack()) != 0 {
					t.Errorf("speaker %q stack %v", e.Speaker(), e.Stack())
				}
				if len(rec.replies()) < 2 {
					t.Errorf("no answer: %q", rec.replies())
				}
				checkClean(t, e, rec)
				goesOn(t, e, rec)
				// the size of what is kept is TestHostileModelHugeWords' business
			})
		}
	}
}

// echoDomain has a free-text slot whose value an agent repeats in its
// reply, a note, a tool's progress line and an artifact: the way a model's
// slot value could reach the screen.
func echoDomain() *agents.Domain {
	echo := &agents.Tool{Name: "shout", Params: []agents.Param{{Name: "what", Required: true}},
		Progress: func(a agents.Args) string { return "Shouting " + a["what"] },
		Run:      func(_ agents.ToolEnv, a agents.Args) (string, error) { return strings.ToUpper(a["what"]), nil }}
	return &agents.Domain{
		Name: "echo", Greeting: "Echo.", Closing: "Say something.",
		Agents: []*agents.Agent{{
			Name: "echo", Title: "Echo", ExposeToUser: true, Intro: "Repeating you",
			Examples: []string{"repeat after me"},
			Slots:    []agents.Slot{{Name: "phrase", Kind: agents.KindText, Fact: "phrase", Question: "What should I repeat?"}},
			Tools:    []*agents.Tool{echo},
			Act: func(t *agents.Turn) agents.Result {
				p := t.Slot("phrase")
				loud, err := t.Call("shout", agents.Args{"what": p})
				if err != nil {
					return agents.Ask(err.Error())
				}
				return agents.Result{Reply: "You said: " + p + " (" + loud + ")", Done: true,
					Notes:    []string{"Repeating " + p},
					Artifact: &state.Artifact{Title: "Echo of " + p, Body: p + "\n" + loud, Kind: "text"}}
			},
		}},
	}
}

func TestHostileSlotValues(t *testing.T) {
	t.Parallel()
	for name, evil := range hostileEscapes {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			srv := openaitest.New(t, openaitest.Script(t,
				route("echo"),
				openaitest.ToolCall("fill_slots", jsonArgs(t, map[string]string{"phrase": "hi" + evil + "there"})),
				openaitest.ToolCall("no_further_task", "{}")))
			client := openai.NewClient(openai.Config{APIKey: "test", BaseURL: srv.URL, Stall: time.Second,
				Sleep: func(context.Context, time.Duration) error { return nil }})
			d := echoDomain()
			e, rec := newOn(t, d, olderProtocol(openai.New(d, client, "test-model")))
			say(t, e, "repeat after me")
			if !containsIn(rec.replies(), "echo: You said: hi") || len(e.Session().Artifacts) != 1 {
				t.Errorf("the echo did not run: replies %q", rec.replies())
			}
			checkClean(t, e, rec)
			for _, a := range e.Session().Artifacts {
				if bad := unclean(a.Title + a.Body); bad != "" {
					t.Errorf("an artifact holds %s: %q", bad, a.Title+a.Body)
				}
			}
		})
	}
	t.Run("bank username", func(t *testing.T) {
		t.Parallel()
		e, rec, _ := faultEngine(t, time.Second,
			route("authenticate"),
			openaitest.ToolCall("fill_slots", jsonArgs(t, map[string]string{"username": "\x1b]52;c;aGk=\x07seldo\u009b31m"})))
		say(t, e, "log me in")
		if _, ok := e.PendingSecret(); ok {
			t.Error("a username full of escapes was taken")
		}
		checkClean(t, e, rec)
	})
}

// Secrets come only from masked input (R10): a model that fills the
// password slot fills nothing, and the password is still asked masked.
func TestModelCannotFillSecret(t *testing.T) {
	t.Parallel()
	for _, args := range []string{
		`{"username":"seldo","password":"monkey"}`,
		`{"username":"seldo","password":"x"}`,
		`{"username":"seldo","Password":"monkey","password ":"monkey"}`,
	} {
		t.Run(args, func(t *testing.T) {
			t.Parallel()
			e, rec, srv := faultEngine(t, time.Second,
				route("authenticate"),
				openaitest.ToolCall("fill_slots", args),
				openaitest.ToolCall("no_further_task", "{}"))
			say(t, e, "log me in")
			sec, ok := e.PendingSecret()
			if !ok || sec.Slot != "password" {
				t.Fatalf("the password is not asked masked after the model filled it: pending %+v %v; replies %q", sec, ok, rec.replies())
			}
			if e.Fact("authenticated") != "false" || containsIn(rec.replies(), "logged in") {
				t.Fatalf("the model's password logged the user in: replies %q", rec.replies())
			}
			if w := e.Session().Work["authenticate"]; w != nil {
				if v, ok := w.Slots["password"]; ok {
					t.Errorf("the password slot holds %q", v)
				}
			}
			// the user's own, masked answer logs in; the model never sees it
			say(t, e, "monkey")
			if e.Fact("authenticated") != "true" {
				t.Errorf("the masked password did not log in: replies %q", rec.replies())
			}
			for i, r := range srv.Requests() {
				if strings.Contains(string(r.Body), "monkey") {
					t.Errorf("request %d holds the password", i+1)
				}
			}
			if strings.Contains(rec.dump(), "monkey") {
				t.Error("the password is in the events")
			}
			if js, err := e.Session().Marshal(); err != nil || strings.Contains(string(js), "monkey") {
				t.Errorf("the password is in the session JSON (%v)", err)
			}
		})
	}
}
