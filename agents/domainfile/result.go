package domainfile

import (
	"encoding/json"
	"strconv"
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/agents/reading"
)

// A tool's result is untrusted text (R37): it becomes the reply and, only
// through the file's `sets`, facts; it never approves or runs anything.

// maxFact bounds a fact taken from a result.
const maxFact = 200

// apply sets the facts of `sets` after a successful call: literal values
// as written, JSON Pointers read from the result. A pointer the result
// does not have sets nothing.
func (rt *runtime) apply(facts agents.Facts, res mcp.Result) {
	if facts == nil {
		return
	}
	for _, s := range rt.spec.Sets {
		if !s.Pointer {
			facts[s.Fact] = s.Value
			continue
		}
		if v, ok := pointer(res.Structured, s.Value); ok {
			facts[s.Fact] = reading.Clip(clean(render(v)), maxFact)
		}
	}
}

// placeholder is {name} or {/json/pointer} in a reply.
var placeholder = reading.Lazy(`\{(/?[A-Za-z0-9_./~-]+)\}`)

// reply words the result: the file's reply with its placeholders filled
// from the result (then the slots, then the facts), else the tool's text.
func (rt *runtime) reply(res mcp.Result, t *agents.Turn) string {
	if rt.spec.Reply == "" {
		return plainReply(rt.spec.Tool.Tool, res)
	}
	return placeholder.ReplaceAllStringFunc(rt.spec.Reply, func(m string) string {
		name := m[1 : len(m)-1]
		if strings.HasPrefix(name, "/") {
			if v, ok := pointer(res.Structured, name); ok {
				return clean(render(v))
			}
			return m
		}
		if v, ok := res.Structured[name]; ok {
			return clean(render(v))
		}
		for _, s := range rt.slots {
			if s.Name == name && s.Kind != agents.KindSecret {
				return t.Slot(name)
			}
		}
		if v, ok := rt.filled[name]; ok {
			return v
		}
		if v, ok := t.Facts[name]; ok {
			return v
		}
		return m
	})
}

// pointer reads a JSON Pointer (RFC 6901) in a decoded JSON value.
func pointer(doc map[string]any, p string) (any, bool) {
	if doc == nil {
		return nil, false
	}
	var cur any = doc
	if p == "" {
		return cur, true
	}
	for _, tok := range strings.Split(strings.TrimPrefix(p, "/"), "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch v := cur.(type) {
		case map[string]any:
			next, ok := v[tok]
			if !ok {
				return nil, false
			}
			cur = next
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(v) {
				return nil, false
			}
			cur = v[i]
		default:
			return nil, false
		}
	}
	return cur, true
}

// render is a JSON value as text: a string as it is, a number without a
// needless ".0", an object or a list as JSON.
func render(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case bool:
		return strconv.FormatBool(x)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case json.Number:
		return x.String()
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(b)
}

// clean drops control characters from a server's text before it becomes
// a fact or part of a reply (the loop sanitises replies again).
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' {
			return ' '
		}
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return -1
		}
		return r
	}, s)
}
