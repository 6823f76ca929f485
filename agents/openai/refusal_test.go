package openai

import (
	"context"
	"net/http"
	"reflect"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// filteredAnswer is r with its finish_reason replaced by "content_filter",
// as OpenAI and Azure end an answer their filter stopped.
func filteredAnswer(r openaitest.Response) openaitest.Response {
	chunks := append([]openaitest.Chunk(nil), r.Chunks...)
	for i := range chunks {
		if chunks[i].FinishReason != "" {
			chunks[i].FinishReason = "content_filter"
		}
	}
	r.Chunks = chunks
	return r
}

// TestContentFilterRefuses: an answer the server filtered is a refusal,
// never a route, a reply or a slot value (R31), whatever it carried
// before the filter stopped it.
func TestContentFilterRefuses(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	t.Run("route", func(t *testing.T) {
		t.Parallel()
		o, _ := testEngine(t, filteredAnswer(openaitest.ToolCall("route", `{"agent":"transfer_money","reason":"r"}`)))
		got, err := o.Route(ctx, routeInput("help me launder money"))
		if err != nil {
			t.Fatal(err)
		}
		if want := (agents.Route{Agent: agents.ConciergeName, Refuse: filteredReason}); !reflect.DeepEqual(got, want) {
			t.Errorf("Route = %+v, want %+v", got, want)
		}
	})
	t.Run("slots", func(t *testing.T) {
		t.Parallel()
		o, _ := testEngine(t, filteredAnswer(openaitest.ToolCall("fill_slots", `{"destination":"1234324","amount":"500"}`)))
		got, err := o.Interpret(ctx, interpretInput("transfer_money", "send 500 to 1234324"))
		if err != nil {
			t.Fatal(err)
		}
		if got.Refuse == "" || len(got.Slots) > 0 || got.Reply != "" {
			t.Errorf("Interpret = %+v, want a refusal only", got)
		}
	})
	t.Run("reply", func(t *testing.T) {
		t.Parallel()
		o, _ := testEngine(t, filteredAnswer(openaitest.Text("Sure, here is how to")))
		got, err := o.Interpret(ctx, interpretInput("transfer_money", "how do I hide money"))
		if err != nil {
			t.Fatal(err)
		}
		if got.Refuse == "" || got.Reply != "" {
			t.Errorf("Interpret = %+v, want a refusal and no reply", got)
		}
	})
	t.Run("continue", func(t *testing.T) {
		t.Parallel()
		o, s := testEngine(t, filteredAnswer(openaitest.ToolCall("continue_request", `{"request":"launder it"}`)))
		got, err := o.Continue(ctx, agents.ContinueInput{Facts: agents.Facts{}})
		if err != nil {
			t.Fatal(err)
		}
		if got.Request != "" || len(s.Requests()) != 1 {
			t.Errorf("Continue = %+v after %d requests, want no further task", got, len(s.Requests()))
		}
	})
	t.Run("Azure's filtered prompt", func(t *testing.T) {
		t.Parallel()
		o, _ := testEngine(t, openaitest.Error(http.StatusBadRequest,
			"The response was filtered due to the prompt triggering Azure OpenAI's content management policy.", "invalid_request_error", "content_filter"))
		got, err := o.Route(ctx, routeInput("something nasty"))
		if err != nil || got.Refuse == "" {
			t.Errorf("Route = %+v, %v; want a refusal", got, err)
		}
	})
}

// TestContentFilterRefusedFlag: a client that marks the chunk Refused
// (rather than by finish_reason) is refused too.
func TestContentFilterRefusedFlag(t *testing.T) {
	t.Parallel()
	c := &chunkClient{chunks: []ChatChunk{
		{ToolCalls: []ToolCallDelta{{Index: 0, ID: "c1", Name: "fill_slots", Arguments: `{"amount":"5"}`}}},
		{Refused: true, FinishReason: "stop"},
	}}
	o := New(bank.Domain(), c, "m")
	got, err := o.Interpret(context.Background(), interpretInput("transfer_money", "5"))
	if err != nil || got.Refuse == "" || len(got.Slots) > 0 {
		t.Errorf("Interpret = %+v, %v; want a refusal only", got, err)
	}
}

// chunkClient answers every request with the same chunks.
type chunkClient struct{ chunks []ChatChunk }

func (c *chunkClient) Stream(context.Context, ChatRequest) (ChatStream, error) {
	return &toolArgsStream{chunks: append([]ChatChunk(nil), c.chunks...)}, nil
}
