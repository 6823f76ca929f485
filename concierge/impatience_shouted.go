package concierge

// Impatience said louder or longer (issue 24 round 9): "WHY IS THIS TAKING
// SO LONG", "HELLO??", "how much longer", "anyone there??" while a question
// waits or right after a letter. It gets one calm sentence and where
// things stand — the question that waits, or what was last done — never
// "I don't know that", a refusal of the words as a value, or the greeting
// again. The short forms are about_shown.go's impatience.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// longImpatience is a longer way of hurrying: the wait itself named.
var longImpatience = reading.Lazy(`(?i)\b(?:tak(?:ing|es?)\s+(?:so|too|this|that)\s+long|tak(?:ing|es?)\s+(?:ages|forever|an\s+age|years)|how\s+much\s+longer|how\s+long\s+(?:is\s+this|does\s+this|will\s+this|do\s+i\s+have\s+to|must\s+i)|why\s+(?:is\s+(?:this|it|that)\s+)?so\s+slow|what'?s\s+the\s+hold\s*-?\s*up|wake\s+up|answer\s+me|respond|where\s+are\s+you|why\s+(?:aren'?t|arent)\s+you\s+(?:answering|responding)|still\s+waiting|waiting\s+(?:forever|ages))\b`)

// impatientLonger reports impatience the short list misses: the wait
// named in a longer line, or a call for attention while something waits.
func (e *Engine) impatientLonger(text string) bool {
	words := reading.Words(text)
	if len(words) == 0 || len(words) > 9 || strings.ContainsAny(text, "0123456789") {
		return false
	}
	if longImpatience.MatchString(text) {
		return true
	}
	return !e.nothingInHand() && callsForAttention.MatchString(text)
}

// whereThingsStand is what was last done, when nothing waits: the
// document the last task wrote, "" when there is none.
func (e *Engine) whereThingsStand() string {
	l := e.sess.Last
	if l == nil {
		return ""
	}
	if art := e.lastArtifactOf(l.Agent); art != nil {
		kind := art.Kind
		if kind == "" {
			kind = "document"
		}
		return fmt.Sprintf("Nothing is waiting on me: your %s is done (\"%s\") and shown in the side panel.", kind, art.Title)
	}
	return ""
}
