package openai

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

func sys(s string) ChatMessage  { return ChatMessage{Role: "system", Content: s} }
func usr(s string) ChatMessage  { return ChatMessage{Role: "user", Content: s} }
func asst(s string) ChatMessage { return ChatMessage{Role: "assistant", Content: s} }
func calls(ids ...string) ChatMessage {
	m := ChatMessage{Role: "assistant"}
	for _, id := range ids {
		m.ToolCalls = append(m.ToolCalls, ToolCall{ID: id, Name: "fn_" + id, Arguments: "{}"})
	}
	return m
}
func result(id, content string) ChatMessage {
	return ChatMessage{Role: "tool", ToolCallID: id, Content: content}
}

func TestValidateMessagesValid(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		msgs []ChatMessage
	}{
		{name: "empty", msgs: nil},
		{name: "system and user", msgs: []ChatMessage{sys("s"), usr("hi")}},
		{name: "a conversation", msgs: []ChatMessage{sys("s"), usr("hi"), asst("hello"), usr("transfer")}},
		{name: "one call answered", msgs: []ChatMessage{sys("s"), usr("hi"), calls("a"), result("a", "Error: bad"), usr("again")}},
		{name: "two calls answered out of order", msgs: []ChatMessage{usr("hi"), calls("a", "b"), result("b", "ok"), result("a", "ok"), asst("done")}},
		{name: "groups back to back", msgs: []ChatMessage{usr("hi"), calls("a"), result("a", "x"), calls("b"), result("b", "y")}},
		{name: "assistant with content and calls", msgs: []ChatMessage{usr("hi"), {Role: "assistant", Content: "Let me check.", ToolCalls: calls("a").ToolCalls}, result("a", "1000.00")}},
		{name: "ends with a tool result", msgs: []ChatMessage{calls("a"), result("a", "x")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if err := ValidateMessages(tc.msgs); err != nil {
				t.Errorf("ValidateMessages = %v, want nil", err)
			}
		})
	}
}

func TestValidateMessagesInvalid(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		msgs []ChatMessage
		want []string // substrings of the error
	}{
		{name: "unanswered call", msgs: []ChatMessage{usr("hi"), calls("a")}, want: []string{"never answered", "a"}},
		{name: "one of two calls unanswered", msgs: []ChatMessage{usr("hi"), calls("a", "b"), result("a", "x")}, want: []string{"never answered", "b"}},
		{name: "answer to an unknown id", msgs: []ChatMessage{usr("hi"), calls("a"), result("zz", "x")}, want: []string{"message 2", `"zz"`}},
		{name: "answer with no call at all", msgs: []ChatMessage{usr("hi"), result("a", "x")}, want: []string{"message 1", `"a"`}},
		{name: "answer twice", msgs: []ChatMessage{calls("a"), result("a", "x"), result("a", "y")}, want: []string{"message 2", `"a"`}},
		{name: "empty tool result", msgs: []ChatMessage{usr("hi"), calls("a"), result("a", "")}, want: []string{"message 2", "empty"}},
		{name: "blank tool result", msgs: []ChatMessage{usr("hi"), calls("a"), result("a", " \n\t")}, want: []string{"message 2", "empty"}},
		{name: "user between call and answer", msgs: []ChatMessage{usr("hi"), calls("a"), usr("wait"), result("a", "x")}, want: []string{"message 2", "user", "a"}},
		{name: "system between call and answer", msgs: []ChatMessage{calls("a"), sys("s"), result("a", "x")}, want: []string{"message 1", "system"}},
		{name: "assistant between call and answer", msgs: []ChatMessage{usr("hi"), calls("a"), asst("hm"), result("a", "x")}, want: []string{"message 2", "assistant"}},
		{name: "unknown role", msgs: []ChatMessage{usr("hi"), {Role: "robot", Content: "beep"}}, want: []string{"message 1", `"robot"`}},
		{name: "empty role", msgs: []ChatMessage{{Content: "x"}}, want: []string{"message 0"}},
		{name: "call without id", msgs: []ChatMessage{usr("hi"), {Role: "assistant", ToolCalls: []ToolCall{{Name: "route"}}}}, want: []string{"message 1", "id"}},
		{name: "call without name", msgs: []ChatMessage{usr("hi"), {Role: "assistant", ToolCalls: []ToolCall{{ID: "a"}}}}, want: []string{"message 1", "name"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			err := ValidateMessages(tc.msgs)
			if err == nil {
				t.Fatal("ValidateMessages = nil, want an error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

// randomHistory builds a well-formed history: user and assistant messages
// and groups of an assistant's tool calls followed by all their answers,
// in any order.
func randomHistory(r *rand.Rand) []ChatMessage {
	var out []ChatMessage
	if r.IntN(3) == 0 {
		out = append(out, sys("system"))
	}
	seq := 0
	for range r.IntN(30) {
		switch r.IntN(4) {
		case 0:
			out = append(out, usr(fmt.Sprint("u", len(out))))
		case 1:
			out = append(out, asst(fmt.Sprint("a", len(out))))
		default:
			var ids []string
			for range 1 + r.IntN(3) {
				seq++
				ids = append(ids, fmt.Sprint("call_", seq))
			}
			m := calls(ids...)
			if r.IntN(2) == 0 {
				m.Content = "thinking"
			}
			out = append(out, m)
			r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
			for _, id := range ids {
				out = append(out, result(id, "result of "+id))
			}
		}
	}
	return out
}

// TestWindowProperty: a window of a valid history is valid, is a suffix of
// it, is no longer than asked, never starts with a tool message, and keeps
// everything when the history fits.
func TestWindowProperty(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	for iter := range 2000 {
		msgs := randomHistory(r)
		if err := ValidateMessages(msgs); err != nil {
			t.Fatalf("generator made an invalid history: %v\n%+v", err, msgs)
		}
		for n := 0; n <= len(msgs)+2; n++ {
			w := Window(msgs, n)
			fail := func(format string, a ...any) {
				t.Fatalf("iteration %d, Window(%d messages, %d): %s\nhistory %+v\nwindow %+v", iter, len(msgs), n, fmt.Sprintf(format, a...), msgs, w)
			}
			if len(w) > n {
				fail("%d messages, more than asked", len(w))
			}
			if len(msgs) <= n && len(w) != len(msgs) {
				fail("dropped messages from a history that fits")
			}
			if !reflect.DeepEqual(w, msgs[len(msgs)-len(w):]) && len(w) > 0 {
				fail("not a suffix of the history")
			}
			if len(w) > 0 && w[0].Role == "tool" {
				fail("starts with a tool message")
			}
			if err := ValidateMessages(w); err != nil {
				fail("invalid: %v", err)
			}
			// the window loses at most one call group more than asked
			if len(msgs) > n {
				cut := len(msgs) - n
				for i := cut; i < len(msgs)-len(w); i++ {
					if msgs[i].Role != "tool" {
						fail("dropped message %d (%s), which is not a cut-off answer", i, msgs[i].Role)
					}
				}
			}
		}
	}
}

func TestWindowExamples(t *testing.T) {
	t.Parallel()
	h := []ChatMessage{usr("u0"), calls("a", "b"), result("a", "x"), result("b", "y"), asst("a4"), usr("u5")}
	tests := []struct {
		name string
		max  int
		want []ChatMessage
	}{
		{name: "fits", max: 6, want: h},
		{name: "cut lands on the call: the group stays whole", max: 5, want: h[1:]},
		{name: "cut lands inside the answers: skip them", max: 4, want: h[4:]},
		{name: "cut lands on the last answer", max: 3, want: h[4:]},
		{name: "after the group", max: 2, want: h[4:]},
		{name: "one", max: 1, want: h[5:]},
		{name: "zero", max: 0, want: []ChatMessage{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := Window(h, tc.max)
			if len(got) != len(tc.want) || (len(got) > 0 && !reflect.DeepEqual(got, tc.want)) {
				t.Errorf("Window(h, %d) = %+v, want %+v", tc.max, got, tc.want)
			}
		})
	}
}

// TestWindowNegative: a negative size keeps nothing rather than panicking.
func TestWindowNegative(t *testing.T) {
	t.Parallel()
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("Window(msgs, -1) panics: %v", p)
		}
	}()
	if got := Window([]ChatMessage{usr("a"), usr("b")}, -1); len(got) != 0 {
		t.Errorf("Window(-1) = %+v, want nothing", got)
	}
}
