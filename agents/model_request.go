package agents

import "time"

// ModelRequest is one request a brain sent to a model, as a trace needs it
// (R49: a `chat` span per request, with its own times, tokens and finish
// reason). A decision may take several requests (a repair, a refused
// tool_choice), so the loop's ModelCall carries a list of these.
type ModelRequest struct {
	Model   string
	Start   time.Time     `json:",omitzero"`
	Latency time.Duration `json:",omitempty"`
	// InputTokens and OutputTokens are the server's prompt and completion
	// counts, or the brain's estimate when the server reports none.
	InputTokens  int `json:",omitempty"`
	OutputTokens int `json:",omitempty"`
	// Estimated: the server reported no split of its usage, so the two
	// counts above are the brain's guess (R56): a trace marks them, and a
	// span carries them as concierge.usage.estimated_*.
	Estimated    bool   `json:",omitempty"`
	FinishReason string `json:",omitempty"`
	Err          string `json:",omitempty"`
}

// RequestLog is a brain that keeps its model requests for the trace. It is
// optional (the offline brain makes none); the loop takes the requests
// after each decision. Implementations keep a bounded number, so a brain
// whose log nobody takes never grows without end.
type RequestLog interface {
	// TakeRequests returns the requests made since the last call, oldest
	// first, and forgets them.
	TakeRequests() []ModelRequest
}
