package concierge

// Look-ups a model makes while it reads a message (R38).

import "github.com/concierge-dev/concierge/agents"

// maxLookupRounds bounds the tool calls a model makes while it reads one
// message (R9, R38): after them it answers with what it has.
const maxLookupRounds = 3

// lookUp runs the tools a model asked for while reading a message (R38)
// through the loop's caller — requirements, repeats and the trace as for
// any call — and returns the results so far. A tool the agent does not
// offer to a model, or one that needs an approval, is not run: the model
// hears why.
func (e *Engine) lookUp(t *turn, a *agents.Agent, calls []agents.ToolCall, results []agents.ToolResult) ([]agents.ToolResult, error) {
	call := e.caller(t, a)
	for _, c := range calls {
		r := agents.ToolResult{ToolCall: c}
		switch tool := a.Tool(c.Tool); {
		case tool == nil || !tool.ForModel:
			r.Err = "there is no such tool to look things up with"
		case tool.Sensitive:
			r.Err = "this tool needs the user's approval, so a model cannot call it"
		default:
			out, err := call(tool, c.Args)
			if t.overrun != nil {
				return results, t.overrun
			}
			r.Output = out
			if err != nil {
				r.Err = err.Error()
			}
		}
		results = append(results, r)
	}
	return results, nil
}
