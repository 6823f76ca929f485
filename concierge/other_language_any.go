package concierge

// Another language in every domain (issue 24, round 15): in the notes
// domain "notiz hinzufügen bitte" was offered to be kept as a note, and
// "Einkauf" or "ja" right after were taken for thanks ("You're welcome!").
// A message in another language with nothing in hand is told plainly that
// the product reads English, in every domain, before a statement is
// offered as a note; right after that answer, a short line with no word of
// English ("Einkauf", "ja") is told the same, never thanked.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// otherLanguageRead reads a message in another language with nothing in
// hand into the English-only answer; ok is false for any other message.
// It only reads.
func (e *Engine) otherLanguageRead(text string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil || onlyCourtesy(text) {
		return turnCmd{}, false // "muchas gracias amigo", "merci, au revoir": a courtesy, understood (courtesy.go)
	}
	if e.foreignRequest(text) {
		// "überweise 12,50 an 1234324": never a transfer of figures alone (other_language_request.go)
		return sayCmd(agents.CmdCannotHandle, "cannot_handle — the message is in another language; only English is read here", text, e.onlyEnglishFor(text), false), true
	}
	for _, a := range e.domain.Agents {
		if holdsPatternValue(a, text) {
			return turnCmd{}, false // "carta de rechazo 12AB34": the id names the task (other_language.go)
		}
	}
	if foreignYesNo(text) {
		return sayCmd(agents.CmdCannotHandle, "cannot_handle — the message is in another language; only English is read here", text, prompts.OnlyEnglish(e.menu()), false), true
	}
	if _, routed := e.router.Best(text, e.domain.Agents); routed {
		return turnCmd{}, false // "whats teh pric of appl": typos of a task's words, routed
	}
	if !(inOtherLanguage(text) && foreignSign(text)) && !otherLanguage(text) && !(e.toldEnglishOnly() && e.noEnglishIn(text)) {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdCannotHandle, "cannot_handle — the message is in another language; only English is read here", text, e.onlyEnglish(text), false), true
}

// foreignYesOrNo are yes and no in other languages, never English words.
var foreignYesOrNo = lazyWordSet(`ja jawohl jo nein nee si sí oui ouais non sim não nao niet nyet`)

// foreignYesNo reports a short line of yes or no in another language
// ("ja", "si si"): with nothing asked, no thanks to answer.
func foreignYesNo(text string) bool {
	words := reading.Words(text)
	if len(words) == 0 || len(words) > 3 {
		return false
	}
	for _, w := range words {
		if !foreignYesOrNo()[w] {
			return false
		}
	}
	return true
}

// foreignSign reports a word of another language the product knows
// ("bitte", "quiero") or a letter English does not write ("ü", "ñ", "î"):
// inOtherLanguage alone also takes English of few everyday words ("is
// this a scam").
func foreignSign(text string) bool {
	for _, r := range text {
		if r > unicode.MaxASCII && unicode.IsLetter(r) {
			return true
		}
	}
	for _, w := range reading.Words(text) {
		if foreignWords()[w] {
			return true
		}
	}
	return false
}

// toldEnglishOnly reports that the last reply said only English is read.
func (e *Engine) toldEnglishOnly() bool {
	for i := len(e.sess.Messages) - 1; i >= 0; i-- {
		if m := e.sess.Messages[i]; m.Role == state.RoleAgent {
			return prompts.IsOnlyEnglish(m.Text, e.menu())
		}
	}
	return false
}

// noEnglishIn reports a short line of letters only, none of them an
// English word, a known user or a value a task takes ("Einkauf", "ja").
func (e *Engine) noEnglishIn(text string) bool {
	words := reading.Words(text)
	if len(words) == 0 || len(words) > 4 || strings.ContainsFunc(text, unicode.IsDigit) {
		return false
	}
	for _, w := range words {
		if reading.EnglishWord(w) || englishWords()[w] || englishChat()[w] || e.knownUser(w) {
			return false
		}
	}
	for _, a := range e.domain.Agents {
		if len(agents.Extract(a, text, "")) > 0 {
			return false
		}
	}
	return true
}
