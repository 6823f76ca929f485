package understand

import "strings"

// Joining symbols (issue 24, cls22). The tokenizer keeps words and
// numbers only, so "xom & cvx quotes pls" and "intc + tsm prices" were
// two companies side by side to the act head, which had learned lists
// from "and" and "n": it read one look-up, and the second company went
// unused. An "&" or "+" standing alone between two words is read by the
// act head as the word "and", with its bigrams. After the skip-grams: the
// task, role and harm heads read none of it.

// joinFeats appends, for each "&" or "+" between two tokens of msg, the
// features of an "and" there.
func joinFeats(f []uint32, msg *message) []uint32 {
	for i := 1; i < len(msg.toks); i++ {
		gap := strings.TrimSpace(msg.text[msg.toks[i-1].to:msg.toks[i].from])
		if gap != "&" && gap != "+" && gap != "&&" {
			continue
		}
		prev, next := msg.norm[i-1], msg.norm[i]
		f = append(f, mix(fWord, "and"), mix(mix(mix(fBigram, prev), " "), "and"), mix(mix(mix(fBigram, "and"), " "), next))
	}
	return f
}
