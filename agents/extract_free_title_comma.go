package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A title named with a request and its text after a comma (round 32's
// 01): "jot this: title groceries, eggs milk and oat milk", "a note
// called gym, legs on monday", "new note named party, bring 12 cupcakes".
// Only a marker that names a new note opens the text this way: after
// "rename it to gym," or "change the title to gym," the words are a remark
// on the change ("keep the rest"), never a new text.

// namingMarkers are the title markers that name a note as it is made.
var namingMarkers = map[string]bool{"title": true, "titled": true, "entitled": true, "called": true, "named": true,
	"with the title": true, "title is": true, "the title is": true}

// commaRemark opens the words after a comma that speak of the change or
// the conversation rather than say a text: "thanks", "keep the rest".
var commaRemark = reading.Lazy(`(?i)^(?:and\s+)?(?:thanks?|thx|ty|cheers|please|pls|plz|ok|okay|perfect|great|good|fine|better|no|not|yes|yeah|yep|keep|leave|the rest|rest|the text|text|that'?s|thats|it'?s (?:fine|good|ok)|same|as is|as before|instead)\b`)

// commaAfterTitle is where the text starts when a comma follows the title
// a naming marker gave, as the index pair sepAt would give; nil if not.
func (x *extraction) commaAfterTitle(at int, marker string) []int {
	m := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(marker), ":"))
	if !namingMarkers[m] {
		return nil
	}
	rest := x.text[at:]
	lead := strings.TrimLeft(rest, " ")
	if !strings.HasPrefix(lead, ",") {
		return nil
	}
	after := strings.TrimLeft(lead[1:], " ")
	if len(strings.Fields(after)) < 2 || commaRemark.MatchString(after) {
		return nil // "titled gym, please", "called gym, thanks"
	}
	end := len(rest) - len(after)
	return []int{end - 1, end}
}
