package concierge

// A cancel followed by a yes at an approval (issue 24, round 10): "ok
// nevermind, yes send it", "nvm yes go ahead" after a side remark. People
// say the last word last: the cancel takes back the aside, the yes is the
// answer. The other order ("yes, forget it") still cancels: there the
// cancel is the last word.

import "strings"

// yesAfterCancel reports the words after a cancel (rest) that are a plain
// yes to the approval: a yes-word, no question and no cancel again.
func yesAfterCancel(rest string) bool {
	rest = strings.TrimSpace(rest)
	if rest == "" || strings.HasSuffix(rest, "?") || isCancel(rest) {
		return false
	}
	return isYes(rest) || yesSaidPlainly(rest)
}
