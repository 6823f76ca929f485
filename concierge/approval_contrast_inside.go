package concierge

// A word or a number inside a free-text value corrected at an approval
// (R50 correct_value; issue 24): "make it 5 not 4" at "Run add_note …
// text="buy 4 bags of compost"", "no, 5 bags not 4", "change 4 to 5", "it
// should say tuesday not monday". The old words name the value that holds
// them; the new ones take their place there, and the call is summarised
// again — where the message was "Not applied: 5, 4".

import (
	"regexp"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// changeOldToNew is "change <old> to <new>", "replace <old> with <new>".
var changeOldToNew = reading.Lazy(`(?i)^\s*(?:(?:no|nope|oh|oops|sorry|wait|actually|please|pls)\b[\s,.!:-]*)*(?:change|replace|swap|switch|correct|fix)\s+(?:the\s+)?["'“]?(.+?)["'”]?\s+(?:to|with|for|into|->)\s+["'“]?(.+?)["'”]?[\s.!]*$`)

// replaceInside is the free-text values of the pending call with the
// words oldV (whole words, once in a value) replaced by newV; nil when no
// free-text value holds them. "5 bags" for "4" in "buy 4 bags of compost"
// replaces "4 bags", the words the two share after the number.
func (e *Engine) replaceInside(a *agents.Agent, newV, oldV string) map[string]string {
	newV, oldV = strings.TrimSpace(newV), strings.TrimSpace(oldV)
	if newV == "" || oldV == "" || strings.EqualFold(newV, oldV) || agents.NoValue(newV) || len(strings.Fields(oldV)) > 6 {
		return nil
	}
	w := e.sess.WorkFor(a.Name)
	var out map[string]string
	for _, s := range a.Slots {
		held := w.Slots[s.Name]
		if s.Kind != agents.KindText || len(s.FreeCues()) == 0 || held == "" {
			continue
		}
		old := oldV
		if nf := strings.Fields(newV); len(nf) > 1 && wordsIn(held, oldV+" "+strings.Join(nf[1:], " ")) == 1 {
			old = oldV + " " + strings.Join(nf[1:], " ") // "5 bags" for "4 bags"
		}
		if wordsIn(held, old) != 1 {
			continue
		}
		loc := wordsRe(old).FindStringSubmatchIndex(held)
		if out == nil {
			out = map[string]string{}
		}
		out[s.Name] = spliceWords(held, loc[2], loc[3], newV) // the words only, not the spaces around them
	}
	return out
}

// changedInside reads "change <old> to <new>" against the free-text values
// of the pending call.
func (e *Engine) changedInside(a *agents.Agent, text string) map[string]string {
	if m := changeOldToNew.FindStringSubmatch(text); m != nil {
		return e.replaceInside(a, m[2], m[1])
	}
	return nil
}

// wordsIn counts the whole-word, case-blind occurrences of words in text.
func wordsIn(text, words string) int {
	return len(wordsRe(words).FindAllStringIndex(text, -1))
}

// wordsRe finds words as whole words, case aside.
func wordsRe(words string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)(?:^|[^\p{L}\p{N}])(` + regexp.QuoteMeta(words) + `)(?:$|[^\p{L}\p{N}])`)
}
