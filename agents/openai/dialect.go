package openai

// Dialect is what one server and model accept, where servers differ (R31,
// R32): found by `concierge doctor`, cached per base URL and model in the
// data dir, and adopted by the client and the brain for the session
// (Config.Dialect). The zero value is what OpenAI itself accepts; a client
// also learns some of it on the way (a 400 that names temperature stops
// temperature for the session, one that names stream_options stops usage).
// Without a dialect (Config.Dialect nil) the client asks only OpenAI and
// Azure for usage, and sends temperature to every model but OpenAI's
// o-series and gpt-5 families.
type Dialect struct {
	// NoTemperature: send no temperature at all (OpenAI's o-series and
	// gpt-5 families accept only the default; some servers refuse 0).
	NoTemperature bool `json:"no_temperature,omitempty"`
	// NoUsage: do not ask for a usage chunk (stream_options), which some
	// servers and older Azure api-versions refuse. A dialect without it
	// asks for usage, also of a local server.
	NoUsage bool `json:"no_usage,omitempty"`
	// ToolChoice replaces "auto" when the server refuses it (vLLM without
	// --enable-auto-tool-choice, which answers ErrToolChoiceRefused):
	// "required" is sent wherever "auto" would be (a named tool stays
	// named), and "none" sends no tool_choice at all, whatever is asked
	// (for servers that refuse the field). "" sends what the brain asks for.
	ToolChoice string `json:"tool_choice,omitempty"`
	// TextTools: the model writes its tool calls as text in content (bare
	// JSON, ```json, <tool_call>, <function=…>) rather than as tool_calls.
	// Text-form calls are parsed either way; this only skips the wait for
	// native ones in doctor's report.
	TextTools bool `json:"text_tools,omitempty"`
	// Alternate: the chat template needs strictly alternating roles (the
	// brain merges same-role neighbours always; this records that the
	// server refused a list that did not).
	Alternate bool `json:"alternate,omitempty"`
}
