package concierge

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/state"
)

// sanitizeJSONSeeds hold every kind of string the byte-level sanitiser
// must tell apart: clean text with escapes it copies as they are, and
// text with something Sanitize removes or changes, raw or escaped.
var sanitizeJSONSeeds = []string{
	`"plain text"`,
	`{"text":"line one\nline two\ttab \"quoted\" back\\slash \/ slash"}`,
	`{"html":"Q\u0026A \u003cb\u003e","emoji":"👍🏽 ünïcode 日本","pair":"\ud83d\ude00"}`,
	`{"esc":"red \u001b[31mtext\u001b[0m","osc":"\u001b]52;c;aGk=\u0007after"}`,
	`{"c1":"a\u009b31mb","c1raw":"a` + "\u009b" + `31mb","bidi":"abc\u202edef","bidiraw":"abc` + "\u2067" + `def"}`,
	`{"cr":"windows\r\nline\rlone","b":"bell\u0007 bs\b ff\f del\u007f","nul":"\u0000x"}`,
	`{"lone":"\ud800 high alone","low":"\udc00"}`,
	`{"k\u001b[2Jey":[1,2.50,-0.0,1e400,true,false,null,{}],"n":12345678901234567890}`,
	`[ "spaced" , { "a" : [ ] } ]`,
	`"` + "\u2028\u2029" + `"`,
	`{"osc8":"\u001b]8;;http://evil\u001b\\link\u001b]8;;\u001b\\"}`,
}

// sanitizeAll applies Sanitize to every string of a decoded JSON value,
// keys included; ok is false when two keys of one object become one.
func sanitizeAll(v any) (any, bool) {
	switch v := v.(type) {
	case string:
		return Sanitize(v), true
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			s, ok := sanitizeAll(e)
			if !ok {
				return nil, false
			}
			out[i] = s
		}
		return out, true
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, e := range v {
			s, ok := sanitizeAll(e)
			if !ok {
				return nil, false
			}
			out[Sanitize(k)] = s
		}
		return out, len(out) == len(v)
	}
	return v, true
}

func decodeAny(t *testing.T, b []byte) any {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("decode %q: %v", b, err)
	}
	return v
}

// checkSanitizeJSON: the output is valid JSON, and decodes to what the
// input decodes to with Sanitize applied to every string, exactly.
func checkSanitizeJSON(t *testing.T, in []byte) {
	t.Helper()
	if !json.Valid(in) {
		if _, err := sanitizeJSON(in); err == nil {
			t.Fatalf("sanitizeJSON(%q) accepted invalid JSON", in)
		}
		return
	}
	out, err := sanitizeJSON(in)
	if err != nil {
		t.Fatalf("sanitizeJSON(%q): %v", in, err)
	}
	if !json.Valid(out) {
		t.Fatalf("sanitizeJSON(%q) = %q: not valid JSON", in, out)
	}
	want, ok := sanitizeAll(decodeAny(t, in))
	if !ok {
		return // two keys became one: the decoded maps cannot be compared
	}
	if got := decodeAny(t, out); !reflect.DeepEqual(got, want) {
		t.Fatalf("sanitizeJSON(%q) = %q\ndecodes to %#v\nwant       %#v", in, out, got, want)
	}
}

// R55, R18: the byte-level sanitiser strips from every string exactly
// what Sanitize strips, and copies clean strings as they are.
func TestSanitizeJSONIsSanitize(t *testing.T) {
	t.Parallel()
	for _, in := range sanitizeJSONSeeds {
		checkSanitizeJSON(t, []byte(in))
	}
	// every string Sanitize's own tests use, as JSON
	for _, s := range []string{"\x1b[1;31mred", "\x1bc", "\x1b(B", "\x1b]0;title\x07", "\x1bP q\x1b\\", "a\xffb",
		"\xc2\x9b2J", "\xc2\x9d8;;x\xc2\x9c", "tab\tnew\nline", strings.Repeat("é", 40)} {
		q, _ := json.Marshal(s)
		checkSanitizeJSON(t, q)
		checkSanitizeJSON(t, []byte(`{"`+s+`":"`+s+`"}`))
	}
	clean := []byte(`{"text":"Q\u0026A \"x\"\nok 👍","n":[1,2]}`)
	if got, _ := sanitizeJSON(clean); !bytes.Equal(got, clean) {
		t.Errorf("a clean document changed: %s", got)
	}
}

func FuzzSanitizeJSON(f *testing.F) {
	for _, s := range sanitizeJSONSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		checkSanitizeJSON(t, in)
	})
}

// BenchmarkSanitizeJSON: a stored message event, clean, as most are.
func BenchmarkSanitizeJSON(b *testing.B) {
	data := []byte(`{"Message":{"role":"agent","agent":"stock_lookup","text":"AAPL (Apple Inc.) is trading at $189.84.\nAnything else?","time":"2025-03-14T09:26:53Z"}}`)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := sanitizeJSON(data); err != nil {
			b.Fatal(err)
		}
	}
}

// The export's own indenter lays a document out as json.Indent does.
func TestAppendIndentedIsIndent(t *testing.T) {
	t.Parallel()
	for _, in := range append(sanitizeJSONSeeds, `{}`, `[]`, `{"a":{},"b":[],"c":[{}],"d":[[1,[2]],{"e":"}],{["}]}`, `"s"`, `12`) {
		compact := sanitizeValidJSON([]byte(in))
		var want bytes.Buffer
		if err := json.Indent(&want, compact, "    ", "  "); err != nil {
			t.Fatal(err)
		}
		if got := appendIndented(nil, compact, "    "); string(got) != want.String() {
			t.Errorf("appendIndented(%s) =\n%s\nwant\n%s", compact, got, want.String())
		}
	}
}

// The streamed export keeps the layout json.MarshalIndent gave it: the
// same bytes for a session with nothing to sanitise.
func TestSessionJSONLayout(t *testing.T) {
	t.Parallel()
	sess := state.New("s1", "bank", FixedClock())
	sess.Messages = append(sess.Messages, state.Message{Role: state.RoleUser, Text: "check my balance\nplease", Time: FixedClock()})
	evs := []Event{
		MessageAdded{Message: sess.Messages[0]},
		NoteAdded{Note: state.Note{Kind: state.NoteRoute, Text: "Choosing account_balance", Time: FixedClock()}},
	}
	var recs []state.Record
	for i, ev := range evs {
		recs = append(recs, storedRecord(t, int64(i+1), ev))
	}
	type rec struct {
		Seq  int64           `json:"seq"`
		Kind string          `json:"kind"`
		Data json.RawMessage `json:"data"`
		Time time.Time       `json:"time"`
	}
	for _, n := range []int{0, len(recs)} {
		raw, _ := json.Marshal(sess)
		want := struct {
			Session json.RawMessage `json:"session"`
			Events  []rec           `json:"events"`
		}{Session: raw, Events: []rec{}}
		for _, r := range recs[:n] {
			want.Events = append(want.Events, rec{r.Seq, r.Kind, r.Data, r.Time})
		}
		wantJSON, err := json.MarshalIndent(want, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		got, err := SessionJSON(sess, recs[:n], nil)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(wantJSON)+"\n" {
			t.Errorf("%d records:\n%s\nwant\n%s", n, got, wantJSON)
		}
	}
}
