package openai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/state"
)

func TestAlternateExamples(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   []ChatMessage
		want []ChatMessage
	}{
		{
			name: "a greeting before the first user message is dropped",
			in:   []ChatMessage{sys("S"), asst("concierge: Hi there!"), usr("send money")},
			want: []ChatMessage{sys("S"), usr("send money")},
		},
		{
			name: "agents speaking in a row become one turn",
			in:   []ChatMessage{sys("S"), usr("balance"), asst("a: $5."), asst("concierge: Anything else?"), usr("no")},
			want: []ChatMessage{sys("S"), usr("balance"), asst("a: $5.\n\nconcierge: Anything else?"), usr("no")},
		},
		{
			name: "a masked secret and the next message become one turn",
			in:   []ChatMessage{sys("S"), usr("(a secret)"), usr("send 5")},
			want: []ChatMessage{sys("S"), usr("(a secret)\n\nsend 5")},
		},
		{
			name: "the list never ends with the assistant",
			in:   []ChatMessage{sys("S"), usr("hi"), asst("hello")},
			want: []ChatMessage{sys("S"), usr("hi"), asst("hello"), usr(tailNudge)},
		},
		{
			name: "no user message at all",
			in:   []ChatMessage{sys("S")},
			want: []ChatMessage{sys("S"), usr(tailNudge)},
		},
		{
			name: "several system messages become one, first",
			in:   []ChatMessage{sys("A"), usr("u"), sys("B")},
			want: []ChatMessage{sys("A\n\nB"), usr("u")},
		},
		{
			name: "blank turns are dropped before merging",
			in:   []ChatMessage{sys("S"), usr("a"), asst("  "), usr("b")},
			want: []ChatMessage{sys("S"), usr("a\n\nb")},
		},
		{
			name: "tool results stay one per call, and the list may end with one",
			in:   []ChatMessage{sys("S"), usr("u"), calls("a", "b"), result("a", "x"), result("b", "y")},
			want: []ChatMessage{sys("S"), usr("u"), calls("a", "b"), result("a", "x"), result("b", "y")},
		},
		{
			name: "text then calls from the assistant become one turn",
			in:   []ChatMessage{usr("u"), asst("Let me check."), calls("a"), result("a", "x")},
			want: []ChatMessage{usr("u"), {Role: "assistant", Content: "Let me check.", ToolCalls: calls("a").ToolCalls}, result("a", "x")},
		},
		{
			name: "a call group before the first user message goes with it",
			in:   []ChatMessage{asst("hello"), calls("a"), result("a", "x"), usr("u")},
			want: []ChatMessage{usr("u")},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := Alternate(tc.in)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Alternate =\n%+v\nwant\n%+v", got, tc.want)
			}
			if err := CheckAlternation(got); err != nil {
				t.Errorf("CheckAlternation: %v", err)
			}
			if err := CheckAlternation(tc.in); err == nil && !reflect.DeepEqual(tc.in, tc.want) {
				t.Errorf("CheckAlternation accepts the input %+v", tc.in)
			}
		})
	}
}

// randomTranscript is a session's transcript as the loop keeps it: maybe a
// greeting first, user messages, masked secrets, several agents' replies in
// a row, the odd empty message.
func randomTranscript(r *rand.Rand) []state.Message {
	var out []state.Message
	if r.IntN(2) == 0 {
		out = append(out, state.Message{Role: state.RoleAgent, Agent: agents.ConciergeName, Text: "Hi there! How can I help?"})
	}
	names := []string{agents.ConciergeName, "authenticate", "transfer_money", "account_balance"}
	for range r.IntN(25) {
		switch r.IntN(6) {
		case 0, 1:
			out = append(out, state.Message{Role: state.RoleUser, Text: fmt.Sprint("user says ", len(out))})
		case 2:
			out = append(out, state.Message{Role: state.RoleUser, Text: state.SecretMask, Masked: true})
		case 3, 4:
			out = append(out, state.Message{Role: state.RoleAgent, Agent: names[r.IntN(len(names))], Text: fmt.Sprint("agent says ", len(out))})
		default:
			role := state.RoleUser
			if r.IntN(2) == 0 {
				role = state.RoleAgent
			}
			out = append(out, state.Message{Role: role, Agent: "x", Text: ""})
		}
	}
	return out
}

// TestAlternateProperty: whatever the history, the lists the brain builds
// (Route's, Interpret's, Continue's, with or without a repair note) come
// out of Alternate in a shape strict templates accept, still valid, with
// every user message kept in order, every agent reply after the first user
// message kept, and Alternate changes nothing the second time.
func TestAlternateProperty(t *testing.T) {
	t.Parallel()
	o := New(bank.Domain(), nil, "m")
	r := rand.New(rand.NewPCG(3, 4))
	for iter := range 3000 {
		history := randomTranscript(r)
		text := ""
		if r.IntN(4) > 0 {
			text = fmt.Sprint("the message ", iter)
			if r.IntN(2) == 0 {
				history = append(history, state.Message{Role: state.RoleUser, Text: text})
			}
		}
		msgs := o.conversation("SYSTEM", history, text)
		if text == "" {
			msgs = append(msgs, ChatMessage{Role: "user", Content: continueAsk})
		}
		if r.IntN(3) == 0 {
			msgs = append(msgs, ChatMessage{Role: "user", Content: "(Your previous answer could not be used.)"})
		}
		got := Alternate(msgs)
		fail := func(format string, a ...any) {
			t.Fatalf("iteration %d: %s\nin  %+v\nout %+v", iter, fmt.Sprintf(format, a...), msgs, got)
		}
		if err := CheckAlternation(got); err != nil {
			fail("not alternating: %v", err)
		}
		if err := ValidateMessages(got); err != nil {
			fail("invalid: %v", err)
		}
		if again := Alternate(got); !reflect.DeepEqual(again, got) {
			fail("not stable: %+v", again)
		}
		if !strings.HasPrefix(got[0].Content, "SYSTEM") {
			fail("the system prompt does not come first")
		}
		// user messages: each kept, in order
		var users strings.Builder
		for _, m := range got {
			if m.Role == "user" {
				users.WriteString(m.Content + "\n")
			}
		}
		rest := users.String()
		for _, m := range msgs {
			if m.Role != "user" || strings.TrimSpace(m.Content) == "" {
				continue
			}
			k := strings.Index(rest, m.Content)
			if k < 0 {
				fail("user message %q lost or out of order", m.Content)
			}
			rest = rest[k+len(m.Content):]
		}
		// agent replies after the first user message: kept, in assistant turns
		var all strings.Builder
		for _, m := range got {
			if m.Role == "assistant" {
				all.WriteString(m.Content + "\n")
			}
		}
		seenUser := false
		for _, m := range msgs {
			seenUser = seenUser || m.Role == "user"
			if seenUser && m.Role == "assistant" && strings.TrimSpace(m.Content) != "" && !strings.Contains(all.String(), m.Content) {
				fail("agent reply %q lost", m.Content)
			}
		}
		if text != "" && !strings.Contains(got[len(got)-1].Content, text) {
			fail("the message being read is not in the last turn")
		}
	}
}

// TestAlternateKeepsToolGroups: on any valid list with tool calls,
// Alternate keeps it valid and every call id that follows the first user
// message is still answered.
func TestAlternateKeepsToolGroups(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(5, 6))
	for iter := range 2000 {
		msgs := randomHistory(r)
		got := Alternate(msgs)
		if err := CheckAlternation(got); err != nil {
			t.Fatalf("iteration %d: %v\nin  %+v\nout %+v", iter, err, msgs, got)
		}
		if err := ValidateMessages(got); err != nil {
			t.Fatalf("iteration %d: invalid: %v\nin  %+v\nout %+v", iter, err, msgs, got)
		}
	}
}

// TestStrictTemplateRequests: what the engine sends, for each decision,
// over the fake server: no assistant message before the first user
// message (the greeting), no two turns of one role in a row, and never an
// assistant message last (R31).
func TestStrictTemplateRequests(t *testing.T) {
	t.Parallel()
	history := []state.Message{
		{Role: state.RoleAgent, Agent: agents.ConciergeName, Text: "Hi there! I can log you in, check balances and move money."},
		{Role: state.RoleUser, Text: "log me in"},
		{Role: state.RoleAgent, Agent: "authenticate", Text: "What is your username?"},
		{Role: state.RoleUser, Text: "seldo"},
		{Role: state.RoleAgent, Agent: "authenticate", Text: "Please enter your password."},
		{Role: state.RoleUser, Text: state.SecretMask, Masked: true},
		{Role: state.RoleAgent, Agent: "authenticate", Text: "You're logged in as seldo."},
		{Role: state.RoleAgent, Agent: agents.ConciergeName, Text: "Anything else?"},
	}
	o, s := testEngine(t,
		openaitest.ToolCall("route", `{"agent":"account_balance","reason":"r"}`),
		openaitest.ToolCall("fill_slots", `{"account":"checking"}`),
		openaitest.ToolCall("no_further_task", `{}`),
	)
	ctx := context.Background()
	facts := agents.Facts{"authenticated": "true"}
	text := "what's my checking balance"
	withText := append(append([]state.Message(nil), history...), state.Message{Role: state.RoleUser, Text: text})
	if _, err := o.Route(ctx, agents.RouteInput{Text: text, Agents: bank.Domain().Agents, Facts: facts, History: withText}); err != nil {
		t.Fatal(err)
	}
	if _, err := o.Interpret(ctx, agents.InterpretInput{Agent: bank.Domain().Agent("account_balance"), Text: text, Facts: facts, History: withText}); err != nil {
		t.Fatal(err)
	}
	if _, err := o.Continue(ctx, agents.ContinueInput{History: history, Facts: facts}); err != nil {
		t.Fatal(err)
	}
	for i, r := range s.Requests() {
		msgs := wireMessages(r)
		if err := CheckAlternation(msgs); err != nil {
			t.Errorf("request %d would be refused by a strict template: %v\n%+v", i+1, err, msgs)
		}
		if !strings.Contains(string(r.Body), "You're logged in as seldo.") {
			t.Errorf("request %d lost the conversation", i+1)
		}
	}
	checkRequests(t, s)
}

// TestMessageBeingReadIsSentOnce: when the loop reads part of the user's
// last message (a plan step, the words without a secret typed into them),
// the request ends with that part alone, not the whole message merged
// with it.
func TestMessageBeingReadIsSentOnce(t *testing.T) {
	t.Parallel()
	o, s := testEngine(t, openaitest.ToolCall("route", `{"agent":"transfer_money","reason":"r"}`))
	in := routeInput("transfer money. my username is seldo")
	in.History = []state.Message{
		{Role: state.RoleAgent, Agent: agents.ConciergeName, Text: "Hi there!"},
		{Role: state.RoleUser, Text: "transfer money. my username is seldo and my password is " + state.SecretMask},
	}
	if _, err := o.Route(context.Background(), in); err != nil {
		t.Fatal(err)
	}
	r := s.Requests()[0]
	if got := r.LastUser(); got != in.Text {
		t.Errorf("last user message %q, want %q alone", got, in.Text)
	}
	if len(r.Chat.Messages) != 2 {
		t.Errorf("messages %+v, want the system prompt and the message", r.Chat.Messages)
	}
}
