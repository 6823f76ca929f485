package openai

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// Small local models often write their tool calls as text in `content`
// instead of `tool_calls` — when the server has no parser for their
// format, or the model strays from it (R31). The formats read here are the
// ones servers themselves parse:
//
//   - Hermes 2/3 and Qwen 2.5/3: <tool_call>{"name": …, "arguments": {…}}</tool_call>
//     (vLLM's hermes_tool_parser.py; llama.cpp common/chat.cpp,
//     common_chat_parse_hermes_2_pro, which also accepts the call fenced in
//     ```json or ```xml and <function=NAME>{…}</function> or
//     <function name="NAME"> inside);
//   - Qwen3-Coder: <tool_call><function=NAME><parameter=K>V</parameter></function></tool_call>
//     (vLLM's qwen3_xml / qwen3_coder parsers);
//   - Llama 3.1 via Functionary: <function=NAME>{…}</function>
//     (llama.cpp common_chat_parse_functionary_v3_1_llama_3_1);
//   - Llama 3.x JSON: {"type": "function", "name": …, "parameters": {…}}
//     (llama.cpp common_chat_parse_llama_3_1; vLLM llama3_json);
//   - Mistral: [TOOL_CALLS][{"name": …, "arguments": {…}, "id": …}] before
//     tokenizer v11, [TOOL_CALLS]NAME[ARGS]{…} or [TOOL_CALLS]NAME{…} after
//     (llama.cpp common_chat_parse_mistral_nemo; vLLM mistral_tool_parser.py);
//   - llama.cpp's generic format: {"tool_call": {…}} or {"tool_calls": [{…}]};
//   - and bare JSON of any of these, alone or fenced in ```json.
//
// `arguments` may be an object or a string holding JSON. A call becomes a
// tool call only when it names a tool the request offered; anything else
// stays text.

// textCall is a tool call found in text, before its name is checked.
type textCall struct{ Name, Args string }

// openers start the tagged formats.
var openers = []string{"<tool_call>", "<function=", "<function name=", "[TOOL_CALLS]", "```"}

// parseTextCalls finds the tool calls written in s, and the text around
// them. A block that does not parse as a call stays in the text.
func parseTextCalls(s string) ([]textCall, string) {
	var calls []textCall
	var rest strings.Builder
	for i := 0; i < len(s); {
		at, op := nextOpener(s, i)
		if at < 0 {
			rest.WriteString(s[i:])
			break
		}
		rest.WriteString(s[i:at])
		cs, end := parseBlock(s, at, op)
		if len(cs) == 0 {
			rest.WriteString(op)
			i = at + len(op)
			continue
		}
		calls = append(calls, cs...)
		i = end
	}
	if len(calls) > 0 {
		return calls, rest.String()
	}
	return embeddedJSON(s)
}

func nextOpener(s string, from int) (int, string) {
	at, op := -1, ""
	for _, o := range openers {
		if k := strings.Index(s[from:], o); k >= 0 && (at < 0 || from+k < at) {
			at, op = from+k, o
		}
	}
	return at, op
}

// parseBlock reads the block that opens at s[at:] with op: its calls, and
// where it ends. A block left unclosed runs to the end of s, as a model
// stopped by its token limit leaves it.
func parseBlock(s string, at int, op string) ([]textCall, int) {
	body := s[at+len(op):]
	switch op {
	case "<tool_call>":
		inner, end := upTo(body, "</tool_call>")
		inner = strings.TrimSpace(inner)
		var cs []textCall
		if strings.HasPrefix(inner, "<function") {
			var rest string
			cs, rest = parseTextCalls(inner)
			if strings.TrimSpace(rest) != "" {
				cs = nil
			}
		} else {
			cs, _ = callsFromJSON(firstJSON(inner), true)
		}
		return cs, at + len(op) + end
	case "<function=", "<function name=":
		k := strings.Index(body, ">")
		if k < 0 {
			return nil, 0
		}
		name := strings.Trim(strings.TrimSpace(body[:k]), `"'`)
		inner, end := upTo(body[k+1:], "</function>")
		args, ok := functionArgs(inner)
		if name == "" || strings.ContainsAny(name, " \n<") || !ok {
			return nil, 0
		}
		return []textCall{{Name: name, Args: args}}, at + len(op) + k + 1 + end
	case "[TOOL_CALLS]":
		return mistralCalls(body, at+len(op))
	case "```":
		nl := strings.IndexByte(body, '\n')
		if nl < 0 {
			return nil, 0
		}
		switch strings.ToLower(strings.TrimSpace(body[:nl])) {
		case "", "json", "xml", "tool_call", "tool_calls":
		default:
			return nil, 0 // code in another language is text
		}
		inner, end := upTo(body[nl+1:], "```")
		cs, rest := parseTextCalls(inner)
		if strings.TrimSpace(rest) != "" {
			return nil, 0
		}
		return cs, at + len(op) + nl + 1 + end
	}
	return nil, 0
}

// upTo splits s at the closing tag: the text before it, and the length
// consumed (through the tag, or all of s when it is missing).
func upTo(s, close string) (string, int) {
	if k := strings.Index(s, close); k >= 0 {
		return s[:k], k + len(close)
	}
	return s, len(s)
}

// functionArgs reads a <function=…> body: a JSON object, or Qwen3-Coder's
// <parameter=K>V</parameter> pairs, whose values are plain text.
func functionArgs(body string) (string, bool) {
	body = strings.TrimSpace(body)
	if body == "" {
		return "{}", true
	}
	if strings.HasPrefix(body, "{") {
		raw := firstJSON(body)
		if raw == nil {
			return "", false
		}
		return argsText(raw), true
	}
	params := map[string]string{}
	for {
		k := strings.Index(body, "<parameter=")
		if k < 0 {
			break
		}
		body = body[k+len("<parameter="):]
		e := strings.Index(body, ">")
		if e < 0 {
			return "", false
		}
		name := strings.TrimSpace(body[:e])
		val, n := upTo(body[e+1:], "</parameter>")
		params[name] = strings.TrimSpace(val)
		body = body[e+1+n:]
	}
	if len(params) == 0 {
		return "", false
	}
	b, err := json.Marshal(params)
	if err != nil {
		return "", false
	}
	return string(b), true
}

// mistralCalls reads what follows [TOOL_CALLS]: a JSON array (or object)
// of calls, or NAME, an optional [CALL_ID]id, an optional [ARGS] and a
// JSON object of arguments.
func mistralCalls(body string, base int) ([]textCall, int) {
	trimmed := strings.TrimLeft(body, " \t\r\n")
	skip := len(body) - len(trimmed)
	if strings.HasPrefix(trimmed, "[") || strings.HasPrefix(trimmed, "{") {
		raw, n := decodeOne(trimmed)
		cs, ok := callsFromJSON(raw, true)
		if !ok {
			return nil, 0
		}
		return cs, base + skip + n
	}
	k := strings.IndexAny(trimmed, "[{")
	if k <= 0 {
		return nil, 0
	}
	name := strings.TrimSpace(trimmed[:k])
	rest := trimmed[k:]
	if strings.HasPrefix(rest, "[CALL_ID]") {
		j := strings.IndexAny(rest[len("[CALL_ID]"):], "[{")
		if j < 0 {
			return nil, 0
		}
		rest = rest[len("[CALL_ID]")+j:]
	}
	rest = strings.TrimPrefix(rest, "[ARGS]")
	raw, n := decodeOne(rest)
	if name == "" || strings.ContainsAny(name, " \n") || raw == nil || raw[0] != '{' {
		return nil, 0
	}
	return []textCall{{Name: name, Args: argsText(raw)}}, base + len(body) - len(rest) + n
}

// decodeOne decodes the JSON value at the start of s: the value, and the
// bytes it took (nil, 0 when there is none).
func decodeOne(s string) (json.RawMessage, int) {
	d := json.NewDecoder(strings.NewReader(s))
	var raw json.RawMessage
	if err := d.Decode(&raw); err != nil {
		return nil, 0
	}
	return raw, int(d.InputOffset())
}

// firstJSON is the JSON value s starts with, or nil.
func firstJSON(s string) json.RawMessage {
	raw, _ := decodeOne(strings.TrimSpace(s))
	return raw
}

// embeddedJSON finds a call written as bare JSON: the whole text, or one
// object or array inside prose ("Sure: {…}"). Unlike tagged calls, bare
// JSON must have a name and its arguments (or parameters), so that a
// reply that merely contains JSON is not taken for a call.
func embeddedJSON(s string) ([]textCall, string) {
	tries := 0
	for i := 0; i < len(s) && tries < 20; i++ {
		if s[i] != '{' && s[i] != '[' {
			continue
		}
		tries++
		raw, n := decodeOne(s[i:])
		if raw == nil {
			continue
		}
		if cs, ok := callsFromJSON(raw, false); ok {
			return cs, s[:i] + s[i+n:]
		}
		i += n - 1 // a JSON value that is not a call is text, whole
	}
	return nil, s
}

// callsFromJSON reads a call, an array of calls, or a wrapper of them.
// Lenient (inside a tag that says it is a call) allows missing arguments.
func callsFromJSON(raw json.RawMessage, lenient bool) ([]textCall, bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return nil, false
	}
	switch raw[0] {
	case '[':
		var items []json.RawMessage
		if json.Unmarshal(raw, &items) != nil || len(items) == 0 {
			return nil, false
		}
		var out []textCall
		for _, it := range items {
			cs, ok := callsFromJSON(it, lenient)
			if !ok {
				return nil, false
			}
			out = append(out, cs...)
		}
		return out, true
	case '{':
		var obj map[string]json.RawMessage
		if json.Unmarshal(raw, &obj) != nil {
			return nil, false
		}
		for _, wrap := range []string{"tool_calls", "tool_call", "function"} {
			if inner := bytes.TrimSpace(obj[wrap]); len(inner) > 0 && (inner[0] == '[' || inner[0] == '{') {
				return callsFromJSON(inner, true)
			}
		}
		var name string
		if json.Unmarshal(obj["name"], &name) != nil || strings.TrimSpace(name) == "" {
			return nil, false
		}
		args, has := obj["arguments"]
		if !has {
			args, has = obj["parameters"]
		}
		if !has && !lenient {
			return nil, false
		}
		return []textCall{{Name: strings.TrimSpace(name), Args: argsText(args)}}, true
	}
	return nil, false
}

// argsText is a call's arguments as the JSON text a native call carries:
// an object as it is, a string holding JSON unwrapped, nothing as {}.
func argsText(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return "{}"
	}
	if raw[0] == '"' {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			return orDefault(strings.TrimSpace(s), "{}")
		}
	}
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return string(raw)
	}
	return b.String()
}

// offeredCalls turns calls found in text into tool calls, keeping those
// that name an offered tool; the other names are returned apart.
func offeredCalls(found []textCall, tools []ToolSpec) (calls []ToolCall, unknown []string) {
	offered := map[string]bool{}
	for _, t := range tools {
		offered[t.Name] = true
	}
	for i, c := range found {
		// OpenAI-style prompts show tools as functions.NAME, and some
		// models copy the prefix
		name := strings.TrimPrefix(c.Name, "functions.")
		if !offered[name] {
			unknown = append(unknown, c.Name)
			continue
		}
		calls = append(calls, ToolCall{ID: fmt.Sprintf("call_text_%d", i), Name: name, Arguments: c.Args})
	}
	return calls, unknown
}
