package concierge

// The whole of a named account said in words (R27, R51; issue 17 round
// 17): after "$10,000.00 is more than the Savings balance of $5,000.00",
// "ugh ok just send whatever is in savings then" was "I couldn't take …
// as the amount", and "send it all" was read as "cancel it all" — the
// task was dropped. "Whatever is in savings", "whatever checking has",
// "send what's in savings", "whatever's left in my checking" are the
// whole balance of the account they name; "it all", "all of it", "what's
// left" at the amount's question are the whole balance of the source in
// hand. They are said as the share phrases the slot reads ("everything in
// Savings", "everything"), which it works out from the balance checked, or
// asks about when none is known: never a guess. The approval's summary
// shows the figure before any money moves.

import "github.com/concierge-dev/concierge/agents/reading"

// wholeLead opens a whole said of an account: "whatever", "w/e",
// "however much", "as much as".
const wholeLead = `whatever|what\s+ever|whatevers|whatevs|w/e|wtv|however\s+much|how\s+ever\s+much|as\s+much\s+as`

var (
	// wholeOfNamed is "whatever is in savings", "whatever's left in my
	// checking", "whatever money i have in savings": group 1 names the
	// account.
	wholeOfNamed = reading.Lazy(`(?i)\b(?:` + wholeLead + `|all\s+that|everything\s+that|all\s+(?:of\s+)?what|all\s+the\s+money|all\s+the\s+cash)(?:\s+money|\s+cash)?(?:\s*(?:'|’)s|\s+is|\s+i\s+(?:still\s+)?(?:have|got|had)|\s+i(?:'|’)?ve\s+got|\s+there\s+is|\s+remains)?` +
		`(?:\s+(?:left|remaining|sitting|still))?\s+(?:in|on)\s+(?:my\s+|the\s+|our\s+)?([a-z]+)(?:\s+account)?\b`)
	// namedHas is "whatever savings has", "whatever's checking got".
	namedHas = reading.Lazy(`(?i)\b(?:` + wholeLead + `)\s+(?:my\s+|the\s+)?([a-z]+)(?:\s+account)?\s+(?:has|holds|has\s+got|has\s+left|got)\b`)
	// verbWhatsIn is "send what's in savings", "move all that's left in
	// checking": after a verb that moves money, never the question
	// "what's in savings?".
	verbWhatsIn = reading.Lazy(`(?i)\b(send|transfer|move|wire|pay|xfer|take|put|empty)\s+(?:over\s+|out\s+)?(?:all\s+)?(?:what(?:'|’)?s|what\s+is|that(?:'|’)?s|that\s+is|what\s+i\s+(?:have|got))` +
		`(?:\s+(?:left|remaining|still))?\s+(?:in|on)\s+(?:my\s+|the\s+|our\s+)?([a-z]+)(?:\s+account)?\b`)
	// verbItAll is "send it all", "move all of it", "transfer the whole
	// thing": the balance in hand after a verb that moves money.
	verbItAll = reading.Lazy(`(?i)\b(send|transfer|move|wire|pay|xfer|put)\s+(?:over\s+)?(?:it\s+all|all\s+of\s+it|every\s+last\s+(?:cent|penny|dollar)|the\s+whole\s+thing|what\s+i\s+(?:have|got|(?:'|’)?ve\s+got)(?:\s+in\s+(?:there|it))?)\b`)
	// bareItAll is the whole balance said alone at the amount's question:
	// "it all", "just all of it then", "what's left", "every last cent".
	bareItAll = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|fine|just|then|uh|um|ugh|well|so|send|yeah|yes|all\s+right|alright)[\s,]+)*` +
		`(?:it\s+all|all\s+of\s+it|what(?:'|’)?s\s+left|whats\s+left|what\s+is\s+left|every\s+last\s+(?:cent|penny|dollar)|all\s+there\s+is|(?:the\s+|my\s+)?(?:entire|whole|full)\s+(?:balance|amount|thing))` +
		`(?:\s+(?:in\s+there|in\s+it|then|please|pls|plz|thanks))*\s*[.!]*\s*$`)
)

// wholeSaid is text with the whole of an account said as the share the
// money slot reads: "everything in Savings" for an account named,
// "everything" for the one in hand; text as it was when it names no
// account the bank holds.
func (e *Engine) wholeSaid(sh *moneyShare, text string) string {
	named := func(re *reading.LazyRegexp, verb bool) {
		m := re.FindStringSubmatchIndex(text)
		if m == nil {
			return
		}
		g := 2
		if verb {
			g = 4
		}
		account := e.accountNamed(text[m[g]:m[g+1]])
		if account == "" {
			return
		}
		said := "everything in " + account
		if verb {
			said = text[m[2]:m[3]] + " " + said
		}
		text = text[:m[0]] + said + text[m[1]:]
	}
	named(wholeOfNamed, false)
	named(namedHas, false)
	named(verbWhatsIn, true)
	text = verbItAll.ReplaceAllString(text, "$1 everything")
	if e.amountAsked(sh) && bareItAll.MatchString(text) {
		return "everything"
	}
	return text
}

// accountNamed is the account a word names ("savings", "chequing"), ""
// for a word that names none.
func (e *Engine) accountNamed(w string) string {
	_, s := e.accountViewer()
	if s == nil {
		return ""
	}
	for _, v := range s.ChoiceValues() {
		if sameAccountWord(w, v) {
			return v
		}
	}
	return ""
}
