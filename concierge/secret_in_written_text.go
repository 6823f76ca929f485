package concierge

// A credential word inside the text of something being written down is
// that text, never a question about the secret (tryout 39, notes 06):
// "add a note called wifi saying the password is on the router sticker,
// and then show me all my notes" was told "I can't tell you your PIN"
// and nothing was written. The secret question is judged on the requests
// of the message that write nothing down; "add a note … and then tell me
// my pin" still asks it in its other request. Nothing here shows a
// secret: the note's text is the user's own words, kept for the yes.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// contentMarker opens the text or title of an item being written inside
// a request: "saying", "that says", "titled", a colon or a dash.
var contentMarker = reading.Lazy(`(?i)(?:\b(?:saying|says|titled|called|named|reading)\b|:|\s[-–—]\s)`)

// outsideWrittenText is the message without its requests that write
// something down, whose words are the item's content; the message whole
// when the domain keeps no free text.
func (e *Engine) outsideWrittenText(text string) string {
	if !e.keepsFreeText() {
		return text
	}
	keepers := e.freeTextKeepers()
	var kept []string
	for _, sentence := range sentences(text) {
		for _, p := range e.router.SplitRequests(sentence, e.domain.Agents) {
			kept = append(kept, e.outsideItem(p, keepers))
		}
	}
	return strings.Join(kept, " ")
}

// sentences cuts a message at its sentence ends (sentenceEnd), each
// keeping its mark, so a question keeps its "?": "what's my pin again?
// also add a note called shop saying milk" asks in its first sentence and
// writes in its second, which the split of requests keeps as one.
func sentences(text string) []string {
	var out []string
	start := 0
	for _, loc := range sentenceEnd.FindAllStringIndex(text, -1) {
		out = append(out, text[start:loc[1]])
		start = loc[1]
	}
	if strings.TrimSpace(text[start:]) != "" {
		out = append(out, text[start:])
	}
	return out
}

// outsideItem is a request without the content of the item it writes:
// nothing of a request a frame of writing down opens ("remind me to change
// my password"), the words before the item's text or title of one that
// writes it further on ("tell me my pin, then add a note called gym …"),
// the request whole when it writes nothing.
func (e *Engine) outsideItem(p string, keepers []*agents.Agent) string {
	if barelyAnItem(p) {
		return p // "remind me about my pin", "note: what is my pin?": the secret asked, not written
	}
	if e.writesDown(p) || opensWithTaskWord(p) || agents.OpensWritingDown(p) {
		return ""
	}
	cut := -1
	if loc := noteMarker.FindStringIndex(p); loc != nil {
		cut = loc[0]
	}
	if best, ok := e.router.Best(p, e.domain.Agents); ok && slices.Contains(keepers, best.Agent) {
		if loc := contentMarker.FindStringIndex(p); loc != nil && (cut < 0 || loc[0] < cut) {
			cut = loc[0]
		}
	}
	if cut < 0 {
		return p
	}
	return p[:cut]
}

// itemFrameWords are the words of a writing frame and a question around
// a single thing: what is left of "remind me about my pin" is "pin".
var itemFrameWords = lazyWordSet(`remind me about of to that my the our your a an note memo todo reminder what whats what's is was again please pls plz can could you u write down jot add`)

// barelyAnItem reports a request that names one thing and nothing more
// inside its frame: no text to keep, the thing asked about.
func barelyAnItem(p string) bool {
	n := 0
	for _, w := range reading.Words(p) {
		if !itemFrameWords()[w] {
			n++
		}
	}
	return n <= 1
}
