package agents

// A quoted title followed by the text without quotes (tryout 33, notes
// 06/10): "and another 'car' book the service", "add a note 'gym' leg day
// on friday", `new note "car" book the service` asked "What is the note's
// title?" though the quotes named it. A short quoted phrase said right
// after the request (after the agent's noun, "another", "one", "called")
// or opening the message, then words, is the title then the text.

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
)

// quotedThenWords is: the words before, a quoted title, what may join it
// to the text, the text (not itself quoted: that is quotedPair's).
var quotedThenWords = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^(.{0,60}?)(?:^|\s)['"‘“]([^'"‘’“”]{1,40})['"’”](?:\s*[-–—:,]\s*|\s+)(?:(?:saying|says|that says|text|with text)\s*:?\s*)?([^'"‘’“”\s].*)$`)
})

// textOpeners are the words that open the text ("that says", "with the
// text"); said with nothing after them, the text is still to be asked.
var textOpeners = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^(?:(?:that|which|with|the|its|saying|says|say|text|body|reading|contents?|words)\b[\s:.,…-]*)+`)
})

// titleLeads are the last words of a request that a title may follow.
var titleLeads = map[string]bool{"another": true, "one": true, "called": true, "titled": true,
	"named": true, "title": true, "note": true, "memo": true, "entry": true}

// quotedTitleThenText words "<request> 'T' words" as "<request> called T
// saying words" for an agent with a titled slot and a long text slot; ok
// is false when the message has no such shape.
func quotedTitleThenText(a *Agent, text string) (string, bool) {
	m := quotedThenWords().FindStringSubmatch(text)
	if m == nil {
		return text, false
	}
	before, title, body := strings.TrimSpace(m[1]), strings.TrimSpace(m[2]), strings.TrimSpace(m[3])
	body = strings.TrimSpace(textOpeners().ReplaceAllString(body, ""))
	if title == "" || len(strings.Fields(body)) < 2 || !strings.ContainsFunc(body, unicode.IsLetter) {
		return text, false // "add a note 'milk' pls", "note 'tv' that says": no text yet
	}
	if before != "" {
		words := strings.Fields(strings.ToLower(strings.Trim(before, " ,:;-")))
		last := ""
		if len(words) > 0 {
			last = words[len(words)-1]
		}
		if tw := strings.Fields(strings.ToLower(a.Task)); last != "" && !titleLeads[last] && (len(tw) == 0 || tw[len(tw)-1] != last) {
			return text, false // "remind me 'soon' to call": the quote is inside the words
		}
	}
	return strings.TrimSpace(before + " called " + title + " saying " + body), true
}
