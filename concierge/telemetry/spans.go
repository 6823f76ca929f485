package telemetry

import (
	"context"
	"encoding/json"
	"sort"
	"sync"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	semconv "go.opentelemetry.io/otel/semconv/v1.40.0"
	"go.opentelemetry.io/otel/trace"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// instrumentation names this package as the spans' scope.
const instrumentation = "github.com/concierge-dev/concierge/concierge/telemetry"

// Attributes of our own, where the GenAI conventions have none.
const (
	attrNoteKind  = attribute.Key("concierge.note.kind")
	attrNoteText  = attribute.Key("concierge.note.text")
	attrHopReason = attribute.Key("concierge.hop.reason")
	attrPurpose   = attribute.Key("concierge.model.purpose")
	attrMCPServer = attribute.Key("concierge.mcp.server")
	attrRequests  = attribute.Key("concierge.usage.requests")
	attrTokens    = attribute.Key("concierge.usage.tokens")
	// a count the brain guessed, the server having reported none (R56):
	// never carried as gen_ai.usage.*, which is the server's count
	attrEstTokens    = attribute.Key("concierge.usage.estimated_tokens")
	attrEstInput     = attribute.Key("concierge.usage.estimated_input_tokens")
	attrEstOutput    = attribute.Key("concierge.usage.estimated_output_tokens")
	attrCancelled    = attribute.Key("concierge.turn.cancelled")
	attrSideEffects  = attribute.Key("concierge.turn.side_effects")
	attrUnfinished   = attribute.Key("concierge.turn.unfinished")
	attrSecretLabel  = attribute.Key("concierge.secret.label")
	attrApproval     = attribute.Key("concierge.approval.summary")
	attrWarning      = attribute.Key("concierge.warning")
	eventNote        = "concierge.note"
	eventApproval    = "concierge.approval.requested"
	eventSecret      = "concierge.secret.requested"
	eventWarning     = "concierge.export.warning"
	turnSpanName     = "turn"
	mcpToolsCall     = "tools/call"
	toolTypeFunction = "function"
	toolTypeMCP      = "extension"
)

// SpanOptions shape a span builder.
type SpanOptions struct {
	// CaptureContent includes message contents (OTEL_INSTRUMENTATION_
	// GENAI_CAPTURE_MESSAGE_CONTENT=true).
	CaptureContent bool
	// Mask hides the secrets typed in this process; nil masks nothing
	// beyond what the events masked.
	Mask func(string) string
	// Warning returns, once, a warning about the export for the next
	// turn's span; nil has none.
	Warning func() string
}

// Spans builds the spans of one engine's turns from its event stream:
//
//	turn                              one trace per user turn
//	├── invoke_agent {agent}          per agent hop
//	│   ├── chat {model}              per model request of the agent
//	│   └── execute_tool {tool}       per tool call (MCP tools too)
//	└── invoke_agent orchestrator     the routing step's (continuation
//	    └── chat {model}              for the continuation's) requests
//
// Notes become events of the span open when they were made. The engine
// reports a model request or a tool call when it is over, with its start
// and duration, so those spans are made whole, in the past.
type Spans struct {
	mu     sync.Mutex
	tracer trace.Tracer
	opts   SpanOptions

	conversation string
	turn         trace.Span
	turnCtx      context.Context
	hop          trace.Span
	hopCtx       context.Context
	hopAgent     string
	replies      []string  // the turn's replies, kept only with the opt-in
	at           time.Time // when the event being observed happened
}

// NewSpans builds spans with the provider's tracer.
func NewSpans(tp trace.TracerProvider, o SpanOptions) *Spans {
	return &Spans{tracer: tp.Tracer(instrumentation, trace.WithSchemaURL(semconv.SchemaURL)), opts: o}
}

// Observe turns one event, happening now, into spans.
func (s *Spans) Observe(ev concierge.Event) { s.ObserveAt(ev, time.Now()) }

// ObserveAt turns one event into spans; at is when it happened (a builder
// that runs behind the engine, as the exporter's does, is told). It never
// blocks: the spans go to the provider's processor.
func (s *Spans) ObserveAt(ev concierge.Event, at time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.at = at
	switch ev := ev.(type) {
	case concierge.TurnStarted:
		s.startTurn(ev)
	case concierge.AgentHop:
		s.startHop(ev)
	case concierge.ModelCall:
		s.modelCall(ev)
	case concierge.ToolCalled:
		s.toolCall(ev)
	case concierge.NoteAdded:
		s.note(ev.Note)
	case concierge.MessageAdded:
		if s.turn != nil && s.opts.CaptureContent && ev.Message.Role == state.RoleAgent {
			s.replies = append(s.replies, s.clean(ev.Message.Text))
		}
	case concierge.ApprovalRequested:
		attrs := []attribute.KeyValue{semconv.GenAIAgentName(s.clean(ev.Approval.Agent)), semconv.GenAIToolName(s.clean(ev.Approval.Tool))}
		if s.opts.CaptureContent {
			attrs = append(attrs, attrApproval.String(s.clean(ev.Approval.Summary)))
		}
		s.event(eventApproval, attrs...)
	case concierge.SecretRequested:
		// the label is the domain's word ("password"), never the value
		s.event(eventSecret, semconv.GenAIAgentName(s.clean(ev.Secret.Agent)), attrSecretLabel.String(s.clean(ev.Secret.Label)))
	case concierge.TurnFinished:
		s.endTurn(ev)
	}
}

// Close ends a turn still open (the program is leaving mid-turn).
func (s *Spans) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.turn != nil {
		s.at = time.Now()
		s.turn.SetAttributes(attrUnfinished.Bool(true))
		s.endTurn(concierge.TurnFinished{})
	}
}

func (s *Spans) startTurn(ev concierge.TurnStarted) {
	if s.turn != nil {
		s.endTurn(concierge.TurnFinished{}) // never two turns at once
	}
	if ev.Session != "" {
		s.conversation = s.clean(ev.Session)
	}
	attrs := s.common()
	if s.opts.CaptureContent {
		attrs = append(attrs, semconv.GenAIInputMessagesKey.String(messagesJSON("user", []string{s.clean(ev.Input)})))
	}
	s.turnCtx, s.turn = s.tracer.Start(context.Background(), turnSpanName, trace.WithTimestamp(s.at),
		trace.WithNewRoot(), trace.WithSpanKind(trace.SpanKindInternal), trace.WithAttributes(attrs...))
	if s.opts.Warning != nil {
		if w := s.opts.Warning(); w != "" {
			s.turn.AddEvent(eventWarning, trace.WithAttributes(attrWarning.String(s.clean(w))))
		}
	}
}

func (s *Spans) endTurn(ev concierge.TurnFinished) {
	if s.turn == nil {
		return
	}
	s.endHop()
	s.turn.SetAttributes(attrRequests.Int(ev.Usage.Requests), attrTokens.Int(ev.Usage.Tokens-ev.Usage.EstimatedTokens))
	if ev.Usage.Estimated() {
		s.turn.SetAttributes(attrEstTokens.Int(ev.Usage.EstimatedTokens))
	}
	if ev.Cancelled {
		s.turn.SetAttributes(attrCancelled.Bool(true))
	}
	if ev.Effective {
		s.turn.SetAttributes(attrSideEffects.Bool(true))
	}
	if ev.Err != nil {
		s.fail(s.turn, "turn_error", ev.Err.Error())
	}
	if s.opts.CaptureContent && len(s.replies) > 0 {
		s.turn.SetAttributes(semconv.GenAIOutputMessagesKey.String(messagesJSON("assistant", s.replies)))
	}
	s.turn.End(trace.WithTimestamp(s.at))
	s.turn, s.turnCtx, s.replies = nil, nil, nil
}

func (s *Spans) startHop(ev concierge.AgentHop) {
	if s.turn == nil {
		return
	}
	s.startHopAt(ev.Agent, ev.Why, s.at)
}

// startHopAt opens an agent's invoke_agent span. The engine reports most
// activations (AgentHop); an agent that goes on with its task in a turn
// without one (a password typed at its prompt) gets one when it first
// calls a tool or the model, so that every call has its agent above it.
func (s *Spans) startHopAt(agent, why string, at time.Time) {
	s.endHop()
	name := s.clean(agent)
	attrs := append(s.common(), semconv.GenAIOperationNameInvokeAgent, semconv.GenAIAgentName(name),
		attrHopReason.String(s.clean(why)))
	s.hopCtx, s.hop = s.tracer.Start(s.turnCtx, spanName("invoke_agent", name), trace.WithTimestamp(at), trace.WithAttributes(attrs...))
	s.hopAgent = agent
}

// hopFor is the context of agent's hop, opened if it is not the one open.
func (s *Spans) hopFor(agent string, at time.Time) context.Context {
	if s.hop == nil || s.hopAgent != agent {
		s.startHopAt(agent, "goes on with its task", at)
	}
	return s.hopCtx
}

func (s *Spans) endHop() {
	if s.hop != nil {
		s.hop.End(trace.WithTimestamp(s.at))
	}
	s.hop, s.hopCtx, s.hopAgent = nil, nil, ""
}

// stepAgents name the loop's steps that ask the model without an agent
// (a message read in one request with nobody holding the turn, R52, is
// the orchestrator's).
var stepAgents = map[string]string{"route": "orchestrator", "read": "orchestrator", "continue": "continuation"}

// modelCall makes a chat span per request. An agent's requests go under
// its hop; the orchestrator's and the continuation's (no agent) under an
// invoke_agent span of their own, spanning their requests.
func (s *Spans) modelCall(ev concierge.ModelCall) {
	if s.turn == nil || (ev.Requests == 0 && len(ev.Calls) == 0) {
		return
	}
	end := s.at
	calls := ev.Calls
	if len(calls) == 0 {
		// a brain that keeps no log of its requests: one span for all
		calls = []agents.ModelRequest{{Model: ev.Model, Start: end.Add(-ev.Latency), Latency: ev.Latency, Err: ev.Err}}
	}
	parent := s.turnCtx
	switch {
	case ev.Agent != "":
		start := calls[0].Start
		if start.IsZero() || start.After(end) {
			start = end.Add(-ev.Latency)
		}
		parent = s.hopFor(ev.Agent, start)
	default:
		// no agent: the routing's and the continuation's own requests
		if agent := stepAgents[ev.Purpose]; agent != "" {
			start := calls[0].Start
			if start.IsZero() || start.After(end) {
				start = end.Add(-ev.Latency)
			}
			agent = s.clean(agent)
			attrs := append(s.common(), semconv.GenAIOperationNameInvokeAgent, semconv.GenAIAgentName(agent), attrPurpose.String(s.clean(ev.Purpose)))
			var span trace.Span
			parent, span = s.tracer.Start(s.turnCtx, "invoke_agent "+agent, trace.WithTimestamp(start), trace.WithAttributes(attrs...))
			defer span.End(trace.WithTimestamp(end))
		}
	}
	for _, c := range calls {
		s.chat(parent, ev, c, end)
	}
}

func (s *Spans) chat(parent context.Context, ev concierge.ModelCall, c agents.ModelRequest, end time.Time) {
	model := s.clean(firstOf(c.Model, ev.Model))
	provider := s.clean(firstOf(ev.Engine, "openai"))
	attrs := append(s.common(), semconv.GenAIOperationNameChat,
		semconv.GenAIProviderNameKey.String(provider), attribute.String("gen_ai.system", provider),
		semconv.GenAIRequestModel(model), attrPurpose.String(s.clean(ev.Purpose)))
	switch {
	case len(ev.Calls) > 0 && c.Estimated:
		attrs = append(attrs, attrEstInput.Int(c.InputTokens), attrEstOutput.Int(c.OutputTokens))
	case len(ev.Calls) > 0:
		attrs = append(attrs, semconv.GenAIUsageInputTokens(c.InputTokens), semconv.GenAIUsageOutputTokens(c.OutputTokens))
	case ev.Tokens > 0 && ev.Estimated:
		attrs = append(attrs, attrEstTokens.Int(ev.Tokens))
	case ev.Tokens > 0:
		// a brain that keeps no log knows its requests' total only: that
		// is said, and no split of it into 0 and 0
		attrs = append(attrs, attrTokens.Int(ev.Tokens))
	}
	if ev.Agent != "" {
		attrs = append(attrs, semconv.GenAIAgentName(s.clean(ev.Agent)))
	}
	if c.FinishReason != "" {
		attrs = append(attrs, semconv.GenAIResponseFinishReasons(s.clean(c.FinishReason)))
	}
	start, stop := c.Start, c.Start.Add(c.Latency)
	if start.IsZero() {
		start, stop = end.Add(-ev.Latency), end
	}
	_, span := s.tracer.Start(parent, spanName("chat", model), trace.WithSpanKind(trace.SpanKindClient),
		trace.WithTimestamp(start), trace.WithAttributes(attrs...))
	if c.Err != "" {
		s.fail(span, "model_error", c.Err)
	}
	span.End(trace.WithTimestamp(stop))
}

// toolCall makes the execute_tool span of a call, under its agent's hop.
func (s *Spans) toolCall(ev concierge.ToolCalled) {
	if s.turn == nil {
		return
	}
	end := s.at
	parent := s.turnCtx
	if ev.Agent != "" {
		parent = s.hopFor(ev.Agent, end.Add(-ev.Latency))
	}
	tool := s.clean(ev.Tool)
	attrs := append(s.common(), semconv.GenAIOperationNameExecuteTool, semconv.GenAIToolName(tool),
		semconv.GenAIAgentName(s.clean(ev.Agent)))
	if ev.Server != "" {
		attrs = append(attrs, semconv.GenAIToolTypeKey.String(toolTypeMCP), attrMCPServer.String(s.clean(ev.Server)),
			semconv.McpMethodNameKey.String(mcpToolsCall))
	} else {
		attrs = append(attrs, semconv.GenAIToolTypeKey.String(toolTypeFunction))
	}
	if s.opts.CaptureContent {
		attrs = append(attrs, semconv.GenAIToolCallArgumentsKey.String(s.argsJSON(ev.Args)))
		if ev.Err == "" {
			attrs = append(attrs, semconv.GenAIToolCallResultKey.String(s.clean(ev.Result)))
		}
	}
	_, span := s.tracer.Start(parent, spanName("execute_tool", tool), trace.WithSpanKind(trace.SpanKindInternal),
		trace.WithTimestamp(end.Add(-ev.Latency)), trace.WithAttributes(attrs...))
	if ev.Err != "" {
		s.fail(span, "tool_error", ev.Err)
	}
	span.End(trace.WithTimestamp(end))
}

// note adds a side-panel note to the span open now: its kind always, its
// text only as far as it carries no user text, unless contents are
// captured (notes.go).
func (s *Spans) note(n state.Note) {
	text := noteText(n)
	if s.opts.CaptureContent {
		text = n.Text
	}
	attrs := []attribute.KeyValue{attrNoteKind.String(string(n.Kind))}
	if text != "" {
		attrs = append(attrs, attrNoteText.String(s.clean(text)))
	}
	s.event(eventNote, attrs...)
}

// event adds an event to the hop open now, else the turn; outside a turn
// (a welcome, a resumed session's notes) there is no span to hold it.
func (s *Spans) event(name string, attrs ...attribute.KeyValue) {
	switch {
	case s.hop != nil:
		s.hop.AddEvent(name, trace.WithTimestamp(s.at), trace.WithAttributes(attrs...))
	case s.turn != nil:
		s.turn.AddEvent(name, trace.WithTimestamp(s.at), trace.WithAttributes(attrs...))
	}
}

// fail marks a span failed. The error's words may quote the user (a
// value refused, a server echoing a request): they are content.
func (s *Spans) fail(span trace.Span, kind, msg string) {
	span.SetAttributes(semconv.ErrorTypeKey.String(kind))
	if s.opts.CaptureContent {
		span.SetStatus(codes.Error, s.clean(msg))
		return
	}
	span.SetStatus(codes.Error, kind)
}

// spanName is the GenAI conventions' "{operation} {name}", or the
// operation alone when the name is not known (a model a server did not
// name): never a name ending in a space.
func spanName(op, name string) string {
	if name == "" {
		return op
	}
	return op + " " + name
}

// common are the attributes of every span: the conversation.
func (s *Spans) common() []attribute.KeyValue {
	if s.conversation == "" {
		return nil
	}
	return []attribute.KeyValue{semconv.GenAIConversationID(s.conversation)}
}

// clean is every exported string's last step: control characters out
// (a collector's UI is a terminal too, sometimes), typed secrets masked.
func (s *Spans) clean(v string) string {
	v = concierge.SanitizeLine(v)
	if s.opts.Mask != nil {
		v = s.opts.Mask(v)
	}
	return v
}

// argsJSON is a tool call's arguments (secret ones already masked by the
// engine) as a JSON object, keys in order.
func (s *Spans) argsJSON(args agents.Args) string {
	keys := make([]string, 0, len(args))
	for k := range args {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	m := make(map[string]string, len(args))
	for _, k := range keys {
		m[s.clean(k)] = s.clean(args[k])
	}
	b, _ := json.Marshal(m)
	return string(b)
}

// messagesJSON writes texts as the GenAI conventions' message list: one
// message per text, each with one text part.
func messagesJSON(role string, texts []string) string {
	type part struct {
		Type    string `json:"type"`
		Content string `json:"content"`
	}
	type message struct {
		Role  string `json:"role"`
		Parts []part `json:"parts"`
	}
	out := make([]message, 0, len(texts))
	for _, t := range texts {
		out = append(out, message{Role: role, Parts: []part{{Type: "text", Content: t}}})
	}
	b, _ := json.Marshal(out)
	return string(b)
}
