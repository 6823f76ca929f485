package concierge

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// hostile is text a hostile store, server or file could hold: an OSC 52
// clipboard write, a CSI, an 8-bit CSI and a right-to-left override.
const hostile = "\x1b]52;c;aGk=\x07x\x1b[2J\u009b31m\u202eevil"

// hostileSession is a stored session whose every name came from outside.
func hostileSession() *state.Session {
	s := state.New("id"+hostile, "bank"+hostile, time.Date(2026, 1, 2, 9, 30, 0, 0, time.UTC))
	s.Speaker = "agent" + hostile
	s.Agenda.Push(state.Task{Agent: "task" + hostile, Text: "t" + hostile})
	s.Facts["k"+hostile] = "v" + hostile
	s.Messages = append(s.Messages, state.Message{Role: state.RoleAgent, Agent: "agent" + hostile, Text: "hi" + hostile})
	s.Notes = append(s.Notes, state.Note{Text: "note" + hostile})
	return s
}

func hostileEvents() []Event {
	return []Event{
		TurnStarted{Input: "in" + hostile},
		MessageAdded{Message: state.Message{Role: state.RoleAgent, Agent: "agent" + hostile, Text: "reply" + hostile}},
		NoteAdded{Note: state.Note{Text: "why" + hostile}},
		ArtifactAdded{Artifact: state.Artifact{Title: "title\n" + hostile, Body: "body" + hostile}},
		AgentHop{Agent: "agent" + hostile, Why: "routed" + hostile},
		ModelCall{Purpose: "route" + hostile, Agent: "agent" + hostile, Err: "500: " + hostile},
		ToolCalled{Agent: "agent" + hostile, Tool: "tool" + hostile, Args: map[string]string{"a" + hostile: "b" + hostile}, Err: hostile},
		ToolCalled{Agent: "agent", Tool: "tool", Result: "ok" + hostile},
		TurnFinished{Err: errors.New("failed" + hostile)},
	}
}

func TestMarkdownIsSanitised(t *testing.T) {
	t.Parallel()
	s := hostileSession()
	raw := func(name string) string { return name } // a title that is the stored name, unknown to the domain
	for name, md := range map[string]string{
		"with events":    Markdown(s, hostileEvents(), raw),
		"without events": Markdown(s, nil, raw),
	} {
		if bad := unclean(md); bad != "" {
			t.Errorf("%s: the markdown holds %s:\n%q", name, bad, md)
		}
		for _, want := range []string{"# Session idxevil\n", "- domain: bankxevil\n", "- speaker: agentxevil\n", "- stack: taskxevil\n", "**agentxevil**: "} {
			if !strings.Contains(md, want) {
				t.Errorf("%s: the markdown lacks %q:\n%s", name, want, md)
			}
		}
	}
	// an artifact title is one line, in a heading
	if md := Markdown(s, hostileEvents(), raw); !strings.Contains(md, "### title xevil\n") {
		t.Errorf("the artifact heading is not one sanitised line:\n%s", md)
	}
}

func TestTraceIsSanitised(t *testing.T) {
	t.Parallel()
	tr := Trace(hostileEvents())
	if bad := unclean(tr); bad != "" {
		t.Errorf("the trace holds %s:\n%q", bad, tr)
	}
	for _, want := range []string{"  hop    agentxevil routedxevil\n", "  model  routexevil for agentxevil", "  tool   agentxevil.toolxevil(axevil=bxevil)"} {
		if !strings.Contains(tr, want) {
			t.Errorf("the trace lacks %q:\n%s", want, tr)
		}
	}
}

// storedRecord is a stored record of ev, as the engine writes it.
func storedRecord(t *testing.T, seq int64, ev Event) state.Record {
	t.Helper()
	kind, data, ok := EncodeEvent(ev)
	if !ok {
		t.Fatalf("EncodeEvent(%T) is not stored", ev)
	}
	return state.Record{Seq: seq, Kind: kind, Data: data, Time: time.Date(2026, 1, 2, 9, 30, int(seq), 0, time.UTC)}
}

// skipped collects what a reader left out.
type skipped struct{ seqs []int64 }

func (s *skipped) skip(seq int64, why string) {
	if why == "" {
		panic("a skip without a reason")
	}
	s.seqs = append(s.seqs, seq)
}

func damagedRecords(t *testing.T) []state.Record {
	return []state.Record{
		storedRecord(t, 1, MessageAdded{Message: state.Message{Role: state.RoleUser, Text: "hello"}}),
		{Seq: 2, Kind: "message", Data: json.RawMessage(`{"Message": {"text": "cut sh`)},
		{Seq: 3, Kind: "message", Data: nil, Damaged: "the row could not be read"},
		{Seq: 4, Kind: "message", Data: json.RawMessage(`{"Message": 5}`)},
		{Seq: 5, Kind: "from_a_newer_build", Data: json.RawMessage(`{}`)},
		storedRecord(t, 6, MessageAdded{Message: state.Message{Role: state.RoleAgent, Agent: "concierge", Text: "still here"}}),
	}
}

func TestDecodeRecordsSkipsWhatItCannotRead(t *testing.T) {
	t.Parallel()
	var sk skipped
	evs := DecodeRecords(damagedRecords(t), sk.skip)
	if len(evs) != 2 {
		t.Fatalf("events = %#v, want the two readable messages", evs)
	}
	if got := evs[1].(MessageAdded).Message.Text; got != "still here" {
		t.Errorf("the last event = %q, want the one after the damaged rows", got)
	}
	if want := []int64{2, 3, 4, 5}; !slices.Equal(sk.seqs, want) {
		t.Errorf("skipped %v, want %v", sk.seqs, want)
	}
	if evs := DecodeRecords(damagedRecords(t), nil); len(evs) != 2 {
		t.Errorf("with no skip func: %d events, want 2", len(evs))
	}
}

func TestSessionJSONSkipsDamagedRecords(t *testing.T) {
	t.Parallel()
	var sk skipped
	out, err := SessionJSON(state.New("s1", "bank", time.Now()), damagedRecords(t), sk.skip)
	if err != nil {
		t.Fatalf("SessionJSON: %v", err)
	}
	if !json.Valid(out) {
		t.Fatalf("not valid JSON:\n%s", out)
	}
	var got struct {
		Session struct{ ID string }
		Events  []struct {
			Seq  int64
			Kind string
		}
		Skipped int `json:"skipped_events"`
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatal(err)
	}
	if got.Session.ID != "s1" || len(got.Events) != 2 || got.Events[0].Seq != 1 || got.Events[1].Seq != 6 || got.Skipped != 4 {
		t.Errorf("export = %+v, want session s1, events 1 and 6, 4 skipped:\n%s", got, out)
	}
	if want := []int64{2, 3, 4, 5}; !slices.Equal(sk.seqs, want) {
		t.Errorf("skipped %v, want %v", sk.seqs, want)
	}
	clean, err := SessionJSON(state.New("s1", "bank", time.Now()), damagedRecords(t)[:1], nil)
	if err != nil || bytes.Contains(clean, []byte("skipped_events")) {
		t.Errorf("with nothing skipped: %v\n%s", err, clean)
	}
}

func TestSessionJSONIsSanitised(t *testing.T) {
	t.Parallel()
	var recs []state.Record
	for i, ev := range hostileEvents() {
		recs = append(recs, storedRecord(t, int64(i+1), ev))
	}
	out, err := SessionJSON(hostileSession(), recs, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !json.Valid(out) {
		t.Fatalf("not valid JSON:\n%s", out)
	}
	// neither raw nor escaped: a reader that decodes the JSON must get clean text too
	if bad := unclean(string(out)); bad != "" {
		t.Errorf("the export holds %s", bad)
	}
	for _, esc := range []string{`\u001b`, `\u0007`, `\u009b`, `\u202e`} {
		if bytes.Contains(bytes.ToLower(out), []byte(esc)) {
			t.Errorf("the export holds %s", esc)
		}
	}
	for _, want := range []string{`"agent": "agentxevil"`, `"kxevil": "vxevil"`, `"speaker": "agentxevil"`} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("the export lacks %s:\n%s", want, out)
		}
	}
	if !bytes.HasPrefix(out, []byte("{\n  \"session\": {\n    \"id\": ")) {
		t.Errorf("the session's fields lost their order:\n%s", reading.Clip(string(out), 400))
	}
	if len(recs) != len(hostileEvents()) || bytes.Count(out, []byte(`"seq": `)) != len(recs) {
		t.Errorf("not every event was exported:\n%s", out)
	}
}

func TestSanitizeJSONKeepsTheDocument(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		`{"b":1e400,"a":[1,2.50,"x\u0007y",{}],"c":null,"d":true,"e":false}`: `{"b":1e400,"a":[1,2.50,"xy",{}],"c":null,"d":true,"e":false}`,
		`[]`:                             `[]`,
		`"\u202eabc"`:                    `"abc"`,
		` { "k\u0007" : [ [ ], { } ] } `: `{"k":[[],{}]}`,
		`12345678901234567890`:           `12345678901234567890`,
	} {
		got, err := sanitizeJSON([]byte(in))
		if err != nil || string(got) != want {
			t.Errorf("sanitizeJSON(%s) = %s, %v; want %s", in, got, err, want)
		}
	}
	for _, bad := range []string{`{"a":`, `[1,`, `{} {}`, ``, `{"a" 1}`} {
		if got, err := sanitizeJSON([]byte(bad)); err == nil {
			t.Errorf("sanitizeJSON(%s) = %s, want an error", bad, got)
		}
	}
}

// R56: the trace of `sessions show --trace` marks token counts the brain
// estimated, and leaves the server's own counts unmarked.
func TestTraceMarksEstimatedTokens(t *testing.T) {
	tr := Trace([]Event{
		TurnStarted{Input: "hi"},
		ModelCall{Purpose: "route", Requests: 1, Tokens: 1423, Estimated: true},
		ModelCall{Purpose: "interpret", Requests: 1, Tokens: 2048},
		TurnFinished{Usage: agents.Usage{Requests: 2, Tokens: 3471, EstimatedTokens: 1423}},
	})
	for _, want := range []string{"route: 1 request(s), ~1,423 tokens", "interpret: 1 request(s), 2,048 tokens", "end    2 model request(s), ~3,471 tokens"} {
		if !strings.Contains(tr, want) {
			t.Errorf("trace lacks %q:\n%s", want, tr)
		}
	}
}
