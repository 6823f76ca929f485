package concierge

// Transfers typed in shorthand (R28, R50; issue 24 round 9): "xfer 1.5k
// sav -> 7654321", "mv 200 chk→sav", "send 2k from sav to 1234324 pls".
// The verb, the arrow and the accounts cut short were not read: the
// message became a balance check of "sav", or the transfer lost its
// source at the account question that followed. Before anything reads the
// message, a short verb is put back as the word ("xfer" → transfer), an
// arrow between two ends as "from … to …", and a short form of one of the
// user's accounts as its name ("sav" → Savings), so that every value is
// kept through the questions that follow.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	// shortMoveVerb is a transfer verb typed short, at a word's start.
	shortMoveVerb = reading.Lazy(`(?i)(^|[\s,;:(])(xfer|xfers|xferred|xfr|txfr|trf|tfr|trsf|trnsf|trnsfr|mv|mov|snd|sned|sedn)(\s+\$?\d)`)
	// moveArrow is an arrow between the two ends of a transfer.
	// A ">" alone counts only after a word ("chk > 7654321"), never
	// between figures ("balance > 500").
	moveArrow = reading.Lazy(`([\pL]\w*(?:-\w+)*)\s*(?:-+>|=+>|→|⇒|⟶|➡|➔|➝|>>?)\s*`)
	// arrowEnds is "amount left → right" with no "from" said.
	arrowEnds = reading.Lazy(`(?i)(\d[\d.,]*\s*[km]?\b(?:\s*(?:dollars|bucks|usd|quid))?)\s+(?:from\s+)?([a-z0-9][\w-]*)\s+to\s+([a-z0-9][\w-]*)`)
)

// moveVerbs are the words a short verb stands for.
var moveVerbs = sync.OnceValue(func() map[string]string {
	return map[string]string{"mv": "move", "mov": "move", "snd": "send", "sned": "send", "sedn": "send"}
})

// moneyShorthand is text with a transfer's shorthand spelled out; text as
// it was when it holds none, or when a secret is asked.
func (e *Engine) moneyShorthand(text string) string {
	text = e.moneySlang(e.ownAccountNumbers(text)) // "from 1234567890" is from checking (own_account_number.go); "a tenner", "500 of it" (money_slang.go)
	if e.sess.Pending.Secret != nil || !strings.ContainsAny(text, "0123456789") {
		return text
	}
	out := shortMoveVerb.ReplaceAllStringFunc(text, func(m string) string {
		sm := shortMoveVerb.FindStringSubmatch(m)
		verb, ok := moveVerbs()[strings.ToLower(sm[2])]
		if !ok {
			verb = "transfer"
		}
		return sm[1] + verb + sm[3]
	})
	moves := false
	for _, w := range reading.Words(out) {
		moves = moves || accountMoves()[w]
	}
	if m := moveArrow.FindStringSubmatchIndex(out); m != nil && (moves || !strings.HasSuffix(strings.TrimSpace(out[m[0]:m[1]]), ">") || strings.Contains(out[m[0]:m[1]], "->") || strings.Contains(out[m[0]:m[1]], "=>")) {
		// "balance > 500" compares; "chk > 7654321" after a verb that
		// moves money is where it goes
		arrowed := moveArrow.ReplaceAllString(out, "$1 to ")
		if m := arrowEnds.FindStringSubmatchIndex(arrowed); m != nil && !strings.Contains(strings.ToLower(arrowed[:m[0]]), " from ") {
			arrowed = arrowed[:m[0]] + arrowed[m[2]:m[3]] + " from " + arrowed[m[4]:m[5]] + " to " + arrowed[m[6]:m[7]] + arrowed[m[1]:]
		}
		out = arrowed
	}
	if _, s := e.accountViewer(); s != nil {
		words := strings.Fields(out)
		for i, w := range words {
			core := strings.Trim(w, ".,;:!?()")
			lw := strings.ToLower(core)
			if len(lw) < 3 || reading.EnglishWord(lw) || strings.ContainsAny(lw, "0123456789") {
				continue
			}
			var hit []string
			for _, v := range s.ChoiceValues() {
				if shortFor(lw, strings.ToLower(v)) {
					hit = append(hit, v)
				}
			}
			if len(hit) == 1 {
				words[i] = strings.Replace(w, core, hit[0], 1)
			}
		}
		out = strings.Join(words, " ")
	}
	return out
}
