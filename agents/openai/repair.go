package openai

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/concierge-dev/concierge/agents/reading"
)

// errNoDecision is a model that never gave a usable answer in its attempts.
var errNoDecision = errors.New("no usable answer from the model")

// errFiltered is an answer the server filtered (finish_reason
// "content_filter"): the callers turn it into a refusal (R8, R31).
var errFiltered = errors.New("the model's server filtered the answer (content_filter)")

// filteredReason is the refusal an errFiltered becomes.
const filteredReason = "the model's server filtered the request as unsafe (content_filter)"

// ask is one decision's request, before it is shaped and sent.
type ask struct {
	msgs    []ChatMessage
	tools   []ToolSpec
	choice  string // "auto" or "required": what the decision needs of the model
	onDelta func(string)
	// note is a correction to tell the model from the start: the loop
	// rejected its last answer (RouteInput.Retry).
	note string
}

// decide sends the request and hands the answer to parse, for at most
// `attempts` requests in all (R9).
//
// A malformed answer — no tool call where one is needed, a tool that was
// not offered, arguments that are not JSON, a value the code rejects — is
// repaired by telling the model what was wrong in a user-role message
// (R31). The malformed call itself is never echoed back into the history:
// Ollama, vLLM and llama.cpp reject an assistant tool call whose arguments
// do not parse, and every server rejects a tool_call id left unanswered,
// so echoing it turned one bad answer into a failed request. Each retry is
// the first request plus the latest note; notes do not pile up.
func (o *Brain) decide(ctx context.Context, a ask, parse func(Completion) error) error {
	note, onDelta := a.note, a.onDelta
	for i := 0; i < attempts; i++ {
		msgs := a.msgs
		if note != "" {
			msgs = append(slices.Clip(msgs), ChatMessage{Role: "user", Content: note})
		}
		msgs = Alternate(msgs)
		if err := ValidateMessages(msgs); err != nil {
			return fmt.Errorf("internal: invalid message list: %w", err)
		}
		if i > 0 {
			onDelta = nil // a retry's words are not shown over the first attempt's
		}
		c, err := o.send(ctx, ChatRequest{Model: o.model, Messages: msgs, Tools: a.tools, ToolChoice: a.choice}, onDelta)
		if err != nil {
			return err
		}
		c, unknown := o.readText(c, a.tools)
		var perr error
		if len(unknown) > 0 {
			// a call written as text to a tool that was not offered is
			// neither a call nor a reply to show the user
			perr = fmt.Errorf("there is no tool %q", unknown[0])
		} else if perr = parse(c); perr == nil || (a.choice == "auto" && len(c.ToolCalls) == 0) {
			return nil // a usable answer, or a plain reply where one may be
		}
		note = repairNote(perr, len(c.ToolCalls) == 0 && len(unknown) == 0, a.tools)
	}
	return errNoDecision
}

// readText reads what a model wrote in content: reasoning is dropped, and
// tool calls written as text become tool calls when no native one came
// (R31). It returns the names of text calls to tools that were not offered,
// when no offered one was found.
func (o *Brain) readText(c Completion, tools []ToolSpec) (Completion, []string) {
	c.Content = stripThink(c.Content)
	if len(c.ToolCalls) > 0 {
		return c, nil
	}
	found, _ := parseTextCalls(c.Content)
	if len(found) == 0 {
		return c, nil
	}
	calls, unknown := offeredCalls(found, tools)
	if len(calls) == 0 {
		return c, unknown
	}
	o.learn(func(d *Dialect) { d.TextTools = true })
	c.ToolCalls = calls
	// the prose around a call narrates it ("I will call route"): it is not
	// a question for the user
	c.Content = ""
	return c, nil
}

// repairNote tells the model what was wrong with its last answer; textOnly
// is an answer with no tool call at all.
func repairNote(perr error, textOnly bool, tools []ToolSpec) string {
	names := make([]string, len(tools))
	for i, t := range tools {
		names[i] = t.Name
	}
	list := strings.Join(names, ", ")
	if textOnly {
		return fmt.Sprintf("(Your previous answer was text, not a tool call. Answer with exactly one tool call — one of %s — as the instructions say.)", list)
	}
	why := "it was not usable"
	if perr != nil {
		why = reading.Clip(perr.Error(), maxReason)
	}
	return fmt.Sprintf("(Your previous answer could not be used: %s. Answer again with exactly one tool call — one of %s — whose arguments are a JSON object with the values the tool's schema allows.)", why, list)
}

// retryNote is the loop's rejection of a route, told as a repair.
func retryNote(retry string) string {
	if retry == "" {
		return ""
	}
	return fmt.Sprintf("(Your previous answer was rejected: %s. Choose again, from the agents in the instructions only.)", reading.Clip(retry, maxValue))
}

// complete runs one request and counts it. An answer the server filtered
// is errFiltered, whatever else came with it.
func (o *Brain) complete(ctx context.Context, req ChatRequest, onDelta func(string)) (Completion, error) {
	o.mu.Lock()
	o.usage.Requests++
	o.mu.Unlock()
	start := time.Now()
	s, err := o.client.Stream(ctx, req)
	if err != nil {
		o.mu.Lock()
		o.logRequest(req, Completion{}, start, err)
		o.mu.Unlock()
		if filtered(err) {
			return Completion{}, errFiltered
		}
		return Completion{}, err
	}
	w := &refusalWatch{ChatStream: s, onCall: callDeltasOf(ctx)}
	c, err := Collect(w, gate(onDelta))
	o.mu.Lock()
	o.logRequest(req, c, start, err)
	if c.Tokens > 0 {
		o.usage.Tokens += c.Tokens
	} else {
		est := estimateTokens(req, c)
		o.usage.Tokens += est
		o.usage.EstimatedTokens += est // shown as a guess, never as the server's count
	}
	o.mu.Unlock()
	if w.refused || c.FinishReason == "content_filter" || (err != nil && filtered(err)) {
		return Completion{}, errFiltered
	}
	return c, err
}

// refusalWatch notes a chunk that says the server filtered the answer,
// whether or not the client goes on to make an error of it.
// It also hands each tool-call delta to onCall, when the reading asked
// for them (read_message_stream.go).
type refusalWatch struct {
	ChatStream
	refused bool
	onCall  func(ToolCallDelta)
}

func (w *refusalWatch) Recv() (ChatChunk, error) {
	ch, err := w.ChatStream.Recv()
	if w.onCall != nil {
		for _, d := range ch.ToolCalls {
			w.onCall(d)
		}
	}
	if ch.Refused || ch.FinishReason == "content_filter" {
		w.refused = true
	}
	return ch, err
}

// filtered reports an error that is a content filter's refusal: Azure
// OpenAI answers a filtered prompt with a 400 whose code is
// "content_filter".
func filtered(err error) bool {
	return chainSays(err, "content_filter", "content management policy")
}

// chainSays reports whether err, or any error it wraps, says one of the
// phrases: the sentence a user sees is clipped, the server's body is not.
func chainSays(err error, phrases ...string) bool {
	seen := 0
	var walk func(error) bool
	walk = func(e error) bool {
		if e == nil || seen > 32 {
			return false
		}
		seen++
		msg := e.Error()
		for _, p := range phrases {
			if strings.Contains(msg, p) {
				return true
			}
		}
		switch u := e.(type) {
		case interface{ Unwrap() error }:
			return walk(u.Unwrap())
		case interface{ Unwrap() []error }:
			for _, x := range u.Unwrap() {
				if walk(x) {
					return true
				}
			}
		}
		return false
	}
	return walk(err)
}
