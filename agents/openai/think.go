package openai

import "strings"

// Reasoning models served without a reasoning parser (Qwen3, QwQ,
// DeepSeek-R1 on llama-server without --reasoning-format, LM Studio, vLLM
// without --reasoning-parser) write their thinking into content between
// <think> and </think>. It must never reach the user as the reply (R31),
// and the tags arrive split across chunks ("<th", "ink>") as often as not.

const (
	thinkOpen  = "<think>"
	thinkClose = "</think>"
)

// thinkSplitter moves <think>…</think> out of streamed content. It holds
// back the few bytes at the end of a piece that may be the start of a tag,
// so a split tag is recognised and never shown half.
type thinkSplitter struct {
	in   bool   // inside a think block
	held string // a possible tag start, kept for the next piece
	// trim drops the blank lines models put between </think> and the
	// answer, until the answer's first visible character.
	trim bool
}

// feed takes the next piece of content and returns what of it is content
// and what is reasoning.
func (t *thinkSplitter) feed(piece string) (content, reasoning string) {
	buf := t.held + piece
	t.held = ""
	var c, r strings.Builder
	for buf != "" {
		tag := thinkOpen
		if t.in {
			tag = thinkClose
		}
		if i := strings.Index(buf, tag); i >= 0 {
			t.emit(&c, &r, buf[:i])
			buf = buf[i+len(tag):]
			t.in = !t.in
			t.trim = !t.in
			continue
		}
		keep := partialTag(buf, tag)
		t.emit(&c, &r, buf[:len(buf)-keep])
		t.held = buf[len(buf)-keep:]
		break
	}
	return c.String(), r.String()
}

// flush ends the stream: a held-back tag start was text after all, and an
// unclosed block (a model cut off while thinking) stays reasoning.
func (t *thinkSplitter) flush() (content, reasoning string) {
	var c, r strings.Builder
	t.emit(&c, &r, t.held)
	t.held = ""
	return c.String(), r.String()
}

func (t *thinkSplitter) emit(c, r *strings.Builder, s string) {
	if t.in {
		r.WriteString(s)
		return
	}
	if t.trim {
		s = strings.TrimLeft(s, " \t\r\n")
		if s == "" {
			return
		}
		t.trim = false
	}
	c.WriteString(s)
}

// partialTag is the length of the longest end of s that is a proper
// beginning of tag ("<", "<th", …): those bytes wait for the next piece.
func partialTag(s, tag string) int {
	for n := min(len(s), len(tag)-1); n > 0; n-- {
		if strings.HasSuffix(s, tag[:n]) {
			return n
		}
	}
	return 0
}

// splitStrayClose handles a whole answer whose thinking began before it:
// DeepSeek-R1's template opens <think> in the prompt, so the model writes
// only the closing tag. What comes before a </think> that closes nothing
// is reasoning. The streamed pieces already went out as they came; this
// keeps the reply itself clean.
func splitStrayClose(content string) (rest, reasoning string) {
	i := strings.LastIndex(content, thinkClose)
	if i < 0 {
		return content, ""
	}
	return strings.TrimLeft(content[i+len(thinkClose):], " \t\r\n"), content[:i]
}
