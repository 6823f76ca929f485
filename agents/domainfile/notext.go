package domainfile

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/agents/reading"
)

// A tool may answer with no words: no text content at all, or only the
// JSON its SDK made of its structured content ({"content":""}). Shown
// raw, that reads as a crash; plainReply says it in words instead.

// Bounds of the data said in place of a text.
const (
	maxDataFields = 8
	maxDataValue  = 80
	maxDataReply  = 400
)

// plainReply is the reply of an agent with no `reply:`: the tool's text,
// or, when it has none, a sentence that says so with the data it gave.
func plainReply(tool string, res mcp.Result) string {
	text := strings.TrimSpace(res.Text)
	if text != "" && !isJSON(text) {
		return text
	}
	data := res.Structured
	if data == nil && text != "" {
		_ = json.Unmarshal([]byte(text), &data) // a JSON text that is not an object says nothing more
	}
	fields := dataWords(data)
	if len(fields) == 0 {
		return tool + " returned no text."
	}
	said := reading.Clip(tool+" returned no text, only data: "+strings.Join(fields, ", "), maxDataReply)
	if !strings.HasSuffix(said, "…") {
		said += "."
	}
	return said
}

// isJSON reports text that is a JSON object or list: data, not words.
func isJSON(text string) bool {
	return (strings.HasPrefix(text, "{") || strings.HasPrefix(text, "[")) && json.Valid([]byte(text))
}

// dataWords are the fields of a result that hold something, as
// "name=value", in name order; empty strings, nulls and empty lists are
// left out.
func dataWords(data map[string]any) []string {
	var keys []string
	for k, v := range data {
		if valueWords(v) != "" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var out []string
	for i, k := range keys {
		if i == maxDataFields {
			out = append(out, fmt.Sprintf("and %d more", len(keys)-i))
			break
		}
		out = append(out, clean(k)+"="+reading.Clip(clean(valueWords(data[k])), maxDataValue))
	}
	return out
}

// valueWords is a JSON value as plain words: a list's items joined, an
// object's fields as name=value; "" when it holds nothing.
func valueWords(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return strings.TrimSpace(x)
	case []any:
		var items []string
		for _, it := range x {
			if w := valueWords(it); w != "" {
				items = append(items, w)
			}
		}
		return strings.Join(items, ", ")
	case map[string]any:
		return strings.Join(dataWords(x), ", ")
	}
	return render(v)
}
