package concierge

// A yes with a request whose "after" comes last (issue 24, round 19): "go
// ahead, and log me out after that", "ok do it and sign me off
// afterwards", "yep send it, log me out after". The follow-up word ends
// the message, so the split at it (approval_yes_then.go) left nothing
// after it and the approval was asked again, the yes unheard. The request
// sits between the yes and that word: the call is approved (a yes-word is
// in the head, as every approval needs) and the request queued for after
// it. "log me out after", with no yes, approves nothing.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// laterLast is a follow-up word that ends a message: "after that",
// "afterwards", "after", "when you're done", "once it's sent".
var laterLast = reading.Lazy(`(?i)[\s,]+(?:and\s+)?(?:after(?:wards?|\s+that|\s+this|\s+it)?|then|when\s+(?:you'?re|youre|ur|u\s+are|it'?s|its|that'?s|thats)\s+(?:done|finished|through|sent)|once\s+(?:that'?s|it'?s|thats|its|you'?re|youre)\s+(?:done|sent|through|finished))[\s.!]*$`)

// yesJoin is where the yes ends and the request starts: a comma, "and",
// "&", "n", "then".
var yesJoin = reading.Lazy(`(?i)\s*[,;]\s*(?:and\s+|&\s+|n\s+|then\s+)?|\s+(?:and|&|n|then)\s+`)

// yesAndLater splits "YES <join> REQUEST <later>" into the yes (head) and
// the request (tail); ok is false for any other shape. The head is judged
// a yes by the caller.
func yesAndLater(text string) (head, tail string, ok bool) {
	loc := laterLast.FindStringIndex(text)
	if loc == nil {
		return "", "", false
	}
	body := strings.TrimSpace(text[:loc[0]])
	j := yesJoin.FindStringIndex(body)
	if j == nil || j[0] == 0 {
		return "", "", false
	}
	head = strings.TrimRight(strings.TrimSpace(body[:j[0]]), " ,;.!-:")
	tail = strings.TrimSpace(strings.TrimLeft(body[j[1]:], " ,;.!-:"))
	return head, tail, head != "" && tail != ""
}
