package openai

import "strings"

// A reasoning model's thoughts come back as reasoning_content (which the
// client keeps apart) or inline in content between <think> and </think>
// (DeepSeek R1, Qwen3, QwQ on servers without a reasoning parser; llama.cpp
// common/chat.cpp calls try_parse_reasoning("<think>", "</think>") for
// them). Neither is ever the reply (R31): the user sees the answer, the
// trace may keep the thinking.

// thinkTags are the reasoning blocks models write inline.
var thinkTags = []struct{ open, close string }{
	{"<think>", "</think>"},
	{"<thinking>", "</thinking>"},
}

// stripThink removes reasoning blocks from content. A template that opens
// the block itself (the prompt ends in "<think>\n") makes the model's text
// start inside it, so a close tag before any open tag ends a block too; a
// block the model never closed (cut by its token limit) runs to the end.
func stripThink(s string) string {
	for _, t := range thinkTags {
		if c, o := strings.Index(s, t.close), strings.Index(s, t.open); c >= 0 && (o < 0 || c < o) {
			s = s[c+len(t.close):]
		}
		for {
			o := strings.Index(s, t.open)
			if o < 0 {
				break
			}
			c := strings.Index(s[o:], t.close)
			if c < 0 {
				s = s[:o]
				break
			}
			s = s[:o] + s[o+c+len(t.close):]
		}
	}
	return s
}

// replyMarkers start text that is not the reply: a tool call written as
// text, a fenced block, or reasoning.
var replyMarkers = []string{"<tool_call>", "<function", "[TOOL_CALLS]", "```", "<think>", "</think>", "<thinking>", "</thinking>"}

// visibleReply is the part of a reply streamed so far that may be shown
// while it streams: nothing while it may still turn out to be a tool call
// written as text or reasoning, and never a marker or what follows one.
// It only grows as s grows (each result is a prefix of the next), except
// after a stray </think>, where the gate stops showing anything more.
// The whole reply replaces these pieces when it is done, so holding text
// back only delays it.
func visibleReply(s string) string {
	t := strings.TrimLeft(s, " \t\r\n")
	for _, tag := range thinkTags {
		if strings.HasPrefix(t, tag.open) {
			c := strings.Index(t, tag.close)
			if c < 0 {
				return ""
			}
			return visibleReply(t[c+len(tag.close):])
		}
	}
	if t == "" || t[0] == '{' || t[0] == '[' || t[0] == '`' {
		return "" // JSON or a fence: perhaps a call, shown only when whole
	}
	for _, m := range replyMarkers {
		if strings.HasPrefix(m, t) || strings.HasPrefix(t, m) {
			return ""
		}
	}
	cut := len(t)
	for _, m := range replyMarkers {
		if k := strings.Index(t, m); k >= 0 && k < cut {
			cut = k
		}
	}
	if cut == len(t) {
		cut -= partialMarker(t)
	}
	return t[:cut]
}

// partialMarker is the length of the longest end of t that could be the
// start of a marker.
func partialMarker(t string) int {
	best := 0
	for _, m := range replyMarkers {
		for n := min(len(m)-1, len(t)); n > best; n-- {
			if strings.HasSuffix(t, m[:n]) {
				best = n
				break
			}
		}
	}
	return best
}

// maxGated bounds the text the gate looks at: visibleReply reads it all
// on every piece, and a reply is clipped to maxReply runes anyway.
const maxGated = 64 << 10

// replyGate passes a streamed reply on as visibleReply allows.
type replyGate struct {
	out   func(string)
	raw   strings.Builder
	shown string
}

// gate wraps onDelta (nil stays nil).
func gate(onDelta func(string)) func(string) {
	if onDelta == nil {
		return nil
	}
	g := &replyGate{out: onDelta}
	return g.write
}

func (g *replyGate) write(d string) {
	if g.raw.Len() > maxGated {
		return // far more than any reply shown: the rest waits for the end
	}
	g.raw.WriteString(d)
	v := visibleReply(g.raw.String())
	if len(v) > len(g.shown) && strings.HasPrefix(v, g.shown) {
		g.out(v[len(g.shown):])
		g.shown = v
	}
}
