package concierge

// The owner said after a sign-in request, set off by a comma or a dash
// (round 36's notes 13): "i dont trust this. open them, ada", "let me in,
// ada", "log me in - ada", "sign me in pls, Ada". The name stood alone at
// the end, so no cue named it, and the sign-in asked "Whose notes?" with
// the name just given; "i literally said ada" was then refused as an
// owner. The one word after the last comma or dash is the owner when the
// sentence before it asks for the sign-in and the word reads as a name
// (no word of the lexicon, no everyday English unless capitalised).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// ownerAfterComma reads "…sign-in request, NAME" at the end of text.
func (e *Engine) ownerAfterComma(text string) (signInUser, bool) {
	a, user := e.signInAgent()
	if a == nil {
		return signInUser{}, false
	}
	t := strings.TrimRight(strings.TrimSpace(text), ".!")
	cut := strings.LastIndexAny(t, ",-–")
	if cut <= 0 {
		return signInUser{}, false
	}
	tail := loginWords(t[cut+1:])
	for len(tail) > 1 && politeTail(tail[len(tail)-1:]) {
		tail = tail[:len(tail)-1]
	}
	if len(tail) != 1 {
		return signInUser{}, false
	}
	head := t[:cut]
	if i := strings.LastIndexAny(head, ".?!"); i >= 0 {
		head = head[i+1:] // "i dont trust this. open them": the request is the last sentence
	}
	if strings.TrimSpace(head) == "" || e.routesTo(head) != a && e.routesTo(text) != a {
		// "open them" alone is no sign-in's request; "open them, ada" is
		return signInUser{}, false
	}
	w := tail[0]
	named := w != reading.ASCIILower(w) // "Ada": capitalised, a name even if a word
	v, ok := e.usernameWord(a, user, w, named)
	if !ok {
		return signInUser{}, false
	}
	return signInUser{agent: a, slot: user, value: v}, true
}
