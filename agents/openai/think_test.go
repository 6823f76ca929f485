package openai

import (
	"regexp"
	"strings"
	"testing"
)

// splitAll feeds s to a splitter in the given pieces and flushes it.
func splitAll(pieces []string) (content, reasoning string) {
	var t thinkSplitter
	var c, r strings.Builder
	for _, p := range pieces {
		pc, pr := t.feed(p)
		c.WriteString(pc)
		r.WriteString(pr)
	}
	pc, pr := t.flush()
	c.WriteString(pc)
	r.WriteString(pr)
	return c.String(), r.String()
}

func TestThinkSplitter(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in           string
		content, reasoning string
	}{
		{"no tags", "Which account?", "Which account?", ""},
		{"a block first", "<think>\nThe user wants money.\n</think>\n\nWhich account?", "Which account?", "\nThe user wants money.\n"},
		{"an empty block (/no_think)", "<think>\n\n</think>\n\nHi", "Hi", "\n\n"},
		{"unclosed at the start: all reasoning", "<think>Bob is the recipient", "", "Bob is the recipient"},
		{"a block in the middle", "Sure. <think>check</think>Done.", "Sure. Done.", "check"},
		{"two blocks", "<think>a</think>x<think>b</think>y", "xy", "ab"},
		{"a lone < is text", "1 < 2 and 3 <", "1 < 2 and 3 <", ""},
		{"a near-tag is text", "<thin>k", "<thin>k", ""},
		{"a stray close is left for Collect", "thinking</think>answer", "thinking</think>answer", ""},
		{"blank lines after the block are dropped, inner ones kept", "<think>x</think>\n\nA\n\nB", "A\n\nB", "x"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			// every way of cutting the text in two, and one byte at a time:
			// a tag split across chunks is still a tag
			cuts := [][]string{{tc.in}}
			for i := 1; i < len(tc.in); i++ {
				cuts = append(cuts, []string{tc.in[:i], tc.in[i:]})
			}
			cuts = append(cuts, strings.Split(tc.in, ""))
			for _, pieces := range cuts {
				c, r := splitAll(pieces)
				if c != tc.content || r != tc.reasoning {
					t.Fatalf("pieces %q: content %q, reasoning %q; want %q, %q", pieces, c, r, tc.content, tc.reasoning)
				}
			}
		})
	}
}

func TestSplitStrayClose(t *testing.T) {
	t.Parallel()
	// DeepSeek-R1's template opens <think> in the prompt: the model writes
	// only the close
	rest, reasoning := splitStrayClose("The user wants a transfer.\n</think>\n\nWhich account?")
	if rest != "Which account?" || reasoning != "The user wants a transfer.\n" {
		t.Errorf("rest %q, reasoning %q", rest, reasoning)
	}
	if rest, reasoning := splitStrayClose("no tags"); rest != "no tags" || reasoning != "" {
		t.Errorf("rest %q, reasoning %q", rest, reasoning)
	}
}

// FuzzThinkSplit: however a text is cut into chunks, the splitter says the
// same as for the whole text; no tag survives in content when the blocks
// are balanced; and nothing is lost but tags and the blank lines after a
// block.
func FuzzThinkSplit(f *testing.F) {
	f.Add("<think>a</think>b", uint8(3), uint8(7))
	f.Add("x<th", uint8(1), uint8(2))
	f.Add("<think>\n\n</think>\n\nHi <think>", uint8(5), uint8(11))
	f.Add("</think><think></think>", uint8(0), uint8(9))
	f.Add("<th<think></think>ink>", uint8(0), uint8(0))  // found by the fuzzer: text around a block spells a tag
	f.Add("<th<think></think> ink>", uint8(0), uint8(0)) // and once the space after the block is dropped
	f.Fuzz(func(t *testing.T, s string, a, b uint8) {
		i, j := int(a)%(len(s)+1), int(b)%(len(s)+1)
		if i > j {
			i, j = j, i
		}
		c1, r1 := splitAll([]string{s})
		c2, r2 := splitAll([]string{s[:i], s[i:j], s[j:]})
		if c1 != c2 || r1 != r2 {
			t.Fatalf("cut at %d,%d: %q/%q, whole: %q/%q", i, j, c2, r2, c1, r1)
		}
		opens, closes := strings.Count(s, thinkOpen), strings.Count(s, thinkClose)
		// the text left around the blocks may spell a tag itself ("<th" +
		// "ink>" around one): that is text, not reasoning, and is allowed
		spelled := strings.Contains(thinkBlocks.ReplaceAllString(s, ""), thinkOpen)
		if opens > 0 && opens == closes && strings.Index(s, thinkClose) > strings.Index(s, thinkOpen) && strings.Contains(c1, thinkOpen) && !spelled {
			t.Fatalf("a think tag in content %q (from %q)", c1, s)
		}
		if len(c1)+len(r1) > len(s) {
			t.Fatalf("more out than in: %q + %q from %q", c1, r1, s)
		}
	})
}

// thinkBlocks are whole think blocks with the blank space the splitter
// drops after them ("<th<think></think> ink>" spells a tag once it is
// dropped), for the fuzz test's oracle.
var thinkBlocks = regexp.MustCompile(`(?s)<think>.*?</think>[ \t\r\n]*`)
