package openai

import (
	"context"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

const vllmAutoRefused = `"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set`

// vllmRefusesAuto is vLLM's answer to tool_choice "auto" when it was
// started without --enable-auto-tool-choice, in vLLM's own error shape.
func vllmRefusesAuto() openaitest.Response {
	return openaitest.Response{Status: http.StatusBadRequest,
		Body: fmt.Sprintf(`{"object":"error","message":%q,"type":"BadRequestError","param":null,"code":400}`, vllmAutoRefused)}
}

// TestToolChoiceFallback: a server that refuses "auto" is asked once more
// with "required", and is never sent "auto" again in the session; the
// brain's Dialect says so.
func TestToolChoiceFallback(t *testing.T) {
	t.Parallel()
	for name, refusal := range map[string]openaitest.Response{
		"vLLM error shape":   vllmRefusesAuto(),
		"OpenAI error shape": openaitest.Error(http.StatusBadRequest, vllmAutoRefused, "BadRequestError", ""),
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			o, s := testEngine(t,
				refusal,
				openaitest.ToolCall("fill_slots", `{"destination":"1234324"}`),
				openaitest.ToolCall("fill_slots", `{"amount":"500"}`))
			ctx := context.Background()
			got, err := o.Interpret(ctx, interpretInput("transfer_money", "send it to 1234324"))
			if err != nil {
				t.Fatalf("Interpret: %v (requests %d)", err, len(s.Requests()))
			}
			if got.Slots["destination"] != "1234324" {
				t.Errorf("Interpret = %+v", got)
			}
			if d := o.Dialect(); d.ToolChoice != "required" {
				t.Errorf("Dialect = %+v, want ToolChoice required", d)
			}
			if _, err := o.Interpret(ctx, interpretInput("transfer_money", "500")); err != nil {
				t.Fatal(err)
			}
			var choices []any
			for _, r := range s.Requests() {
				choices = append(choices, r.Chat.ToolChoice)
			}
			if want := []any{"auto", "required", "required"}; !reflect.DeepEqual(choices, want) {
				t.Errorf("tool_choice sent %v, want %v", choices, want)
			}
			if u := o.Usage(); u.Requests != 3 {
				t.Errorf("usage %+v, want 3 requests", u)
			}
		})
	}
}

// TestToolChoiceFallbackOnce: a server that refuses the fallback too
// fails the decision with its sentence, after two requests, not more.
func TestToolChoiceFallbackOnce(t *testing.T) {
	t.Parallel()
	o, s := testEngine(t, vllmRefusesAuto(), openaitest.Error(http.StatusBadRequest, "tool_choice required is not supported", "BadRequestError", ""))
	_, err := o.Interpret(context.Background(), interpretInput("transfer_money", "send 5"))
	if err == nil || !strings.Contains(err.Error(), "400") {
		t.Errorf("err = %v, want the server's 400", err)
	}
	if n := len(s.Requests()); n != 2 {
		t.Errorf("%d requests, want 2", n)
	}
}

// TestToolChoiceRequiredUntouched: a decision that already asks for
// "required" is not retried on the same error.
func TestToolChoiceRequiredUntouched(t *testing.T) {
	t.Parallel()
	o, s := testEngine(t, vllmRefusesAuto())
	if _, err := o.Route(context.Background(), routeInput("send money")); err == nil {
		t.Error("Route succeeded")
	}
	if n := len(s.Requests()); n != 1 || o.Dialect().ToolChoice != "" {
		t.Errorf("%d requests, dialect %+v", n, o.Dialect())
	}
}

// TestToolChoiceFromDialect: a dialect adopted before the first request
// (doctor's findings) applies from that request on.
func TestToolChoiceFromDialect(t *testing.T) {
	t.Parallel()
	for name, build := range map[string]func(ChatClient) *Brain{
		"SetDialect": func(c ChatClient) *Brain {
			b := New(bank.Domain(), c, "test-model")
			b.SetDialect(Dialect{ToolChoice: "required", NoUsage: true})
			return b
		},
		"NewWithDialect": func(c ChatClient) *Brain {
			return NewWithDialect(bank.Domain(), c, "test-model", Dialect{ToolChoice: "required", NoUsage: true})
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			_, s := testEngine(t, openaitest.ToolCall("fill_slots", `{"amount":"5"}`))
			o := build(NewClient(Config{APIKey: "test", BaseURL: s.URL}))
			if _, err := o.Interpret(context.Background(), interpretInput("transfer_money", "5")); err != nil {
				t.Fatal(err)
			}
			if got := s.Requests()[0].Chat.ToolChoice; got != "required" {
				t.Errorf("tool_choice = %v, want required", got)
			}
			if d := o.Dialect(); d != (Dialect{ToolChoice: "required", NoUsage: true}) {
				t.Errorf("Dialect = %+v", d)
			}
		})
	}
}

// refusingClient answers the first request with err, then as next does.
type refusingClient struct {
	err   error
	next  ChatClient
	calls int
	seen  []string
}

func (c *refusingClient) Stream(ctx context.Context, req ChatRequest) (ChatStream, error) {
	c.calls++
	c.seen = append(c.seen, req.ToolChoice)
	if c.calls == 1 {
		return nil, c.err
	}
	return c.next.Stream(ctx, req)
}

// TestToolChoiceRefusedSentinel: the client's ErrToolChoiceRefused,
// however wrapped, triggers the fallback; with one tool offered the
// fallback names it.
func TestToolChoiceRefusedSentinel(t *testing.T) {
	t.Parallel()
	next := &toolArgsClient{args: `{"amount":"5"}`, pick: 2}
	c := &refusingClient{err: &ModelError{Err: ErrToolChoiceRefused, Msg: "the server refuses tool_choice auto"}, next: next}
	o := New(bank.Domain(), c, "m")
	got, err := o.Interpret(context.Background(), interpretInput("transfer_money", "5"))
	if err != nil || got.Slots["amount"] != "5" {
		t.Fatalf("Interpret = %+v, %v", got, err)
	}
	if !reflect.DeepEqual(c.seen, []string{"auto", "required"}) {
		t.Errorf("tool_choice sent %v", c.seen)
	}
	one := []ToolSpec{{Name: "only"}}
	if got := o.wireChoice("auto", one); got != "only" {
		t.Errorf("with one tool the fallback is %q, want the tool's name", got)
	}
	if got := o.wireChoice("required", one); got != "required" {
		t.Errorf("a required choice became %q", got)
	}
}
