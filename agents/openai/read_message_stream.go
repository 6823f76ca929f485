package openai

import (
	"context"
	"sort"
	"strconv"
	"strings"
	"unicode/utf16"
)

// read_message's reply is an argument of a tool call, so it streams in
// the call's argument deltas, not in content. The reading hands complete
// (through the context, the one path every request takes) a watcher of
// those deltas: it keeps each call's arguments — a cut stream's calls are
// lost to Collect, and their whole commands are still worth reading — and
// passes the reply on as it grows, once the commands before it show that
// a reply belongs there.

type callDeltasKey struct{}

// withCallDeltas asks complete to hand every tool-call delta to f.
func withCallDeltas(ctx context.Context, f func(ToolCallDelta)) context.Context {
	if f == nil {
		return ctx
	}
	return context.WithValue(ctx, callDeltasKey{}, f)
}

func callDeltasOf(ctx context.Context) func(ToolCallDelta) {
	f, _ := ctx.Value(callDeltasKey{}).(func(ToolCallDelta))
	return f
}

// maxWatched bounds the arguments a watcher keeps and scans.
const maxWatched = 64 << 10

// callWatch keeps read_message's arguments as they stream and passes the
// reply's growth to onReply (nil: keep only).
type callWatch struct {
	onReply func(string)
	names   map[int]string
	args    map[int]*strings.Builder
	shown   string
}

func newCallWatch(onReply func(string)) *callWatch {
	return &callWatch{onReply: onReply, names: map[int]string{}, args: map[int]*strings.Builder{}}
}

func (w *callWatch) delta(d ToolCallDelta) {
	if w.names[d.Index] == "" {
		w.names[d.Index] = d.Name
	}
	b := w.args[d.Index]
	if b == nil {
		b = &strings.Builder{}
		w.args[d.Index] = b
	}
	if b.Len()+len(d.Arguments) > maxWatched {
		return
	}
	b.WriteString(d.Arguments)
	if w.onReply == nil || w.names[d.Index] != ReadMessageTool {
		return
	}
	reply, before, ok := partialReply(b.String())
	if !ok || !answersInWords(before) {
		return
	}
	if len(reply) > len(w.shown) && strings.HasPrefix(reply, w.shown) {
		w.onReply(reply[len(w.shown):])
		w.shown = reply
	}
}

// calls are the read_message calls seen so far, in order, as they stand.
func (w *callWatch) calls() []ToolCall {
	idx := make([]int, 0, len(w.args))
	for i := range w.args {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	var out []ToolCall
	for _, i := range idx {
		if w.names[i] == ReadMessageTool {
			out = append(out, ToolCall{ID: "call_" + strconv.Itoa(i), Name: ReadMessageTool, Arguments: w.args[i].String()})
		}
	}
	return out
}

// answersInWords reports whether the arguments before the reply hold a
// command that a reply goes with.
func answersInWords(before string) bool {
	for _, k := range []string{`"small_talk"`, `"ask"`, `"capabilities"`, `"cannot_handle"`} {
		if strings.Contains(before, k) {
			return true
		}
	}
	return false
}

// partialReply finds the top-level "reply" string in JSON arguments that
// may still be arriving, and returns as much of its value as has come
// (decoded), the text before the key, and whether the key was found.
func partialReply(s string) (reply, before string, ok bool) {
	depth, key := 0, false
	for i := 0; i < len(s); {
		switch c := s[i]; c {
		case '{', '[':
			depth++
			key = c == '{' && depth == 1
			i++
		case '}', ']':
			depth--
			i++
		case ',':
			key = depth == 1
			i++
		case '"':
			str, end, closed := partialString(s, i)
			if !closed {
				return "", "", false
			}
			if depth == 1 && key && str == "reply" {
				j := skipSpace(s, end)
				if j < len(s) && s[j] == ':' {
					j = skipSpace(s, j+1)
					if j < len(s) && s[j] == '"' {
						v, _, _ := partialString(s, j)
						return v, s[:i], true
					}
				}
				return "", s[:i], false
			}
			key = false
			i = end
		default:
			i++
		}
	}
	return "", "", false
}

func skipSpace(s string, i int) int {
	for i < len(s) && strings.IndexByte(" \t\r\n", s[i]) >= 0 {
		i++
	}
	return i
}

// partialString decodes the string starting at s[at] (a quote) as far as it
// goes: its text, the index after its closing quote, and whether it
// closed. An escape cut in the middle ends the text before it.
func partialString(s string, at int) (string, int, bool) {
	var b strings.Builder
	for i := at + 1; i < len(s); {
		c := s[i]
		switch {
		case c == '"':
			return b.String(), i + 1, true
		case c != '\\':
			b.WriteByte(c)
			i++
			continue
		}
		if i+1 >= len(s) {
			return b.String(), len(s), false
		}
		switch e := s[i+1]; e {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'u':
			if i+6 > len(s) {
				return b.String(), len(s), false
			}
			n, err := strconv.ParseUint(s[i+2:i+6], 16, 32)
			if err != nil {
				return b.String(), len(s), false
			}
			r := rune(n)
			if utf16.IsSurrogate(r) {
				if i+12 > len(s) {
					return b.String(), len(s), false
				}
				if m, err := strconv.ParseUint(s[i+8:i+12], 16, 32); err == nil && s[i+6] == '\\' && s[i+7] == 'u' {
					b.WriteRune(utf16.DecodeRune(r, rune(m)))
					i += 12
					continue
				}
			}
			b.WriteRune(r)
			i += 6
			continue
		default:
			b.WriteByte(e) // \" \\ \/
		}
		i += 2
	}
	return b.String(), len(s), false
}
