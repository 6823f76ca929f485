package concierge

// A value spelled out letter by letter at its question (R25, R27; round
// 17): "its s e l d o", "s-e-l-d-o", "S E L D O", "s.e.l.d.o" at "What
// is your username?" was "I couldn't take that as the username" or, with
// dashes, the username "s-e-l-d-o". People spell a name or an id when
// they fear it is misheard; the letters are the word. At the question of
// a username, a name or an id, a line that is only single letters or
// digits (with "it's", "my username is" and the like before them),
// separated by spaces, dashes or dots, is read as the word they spell.
// Never at a secret's prompt: a spelled password is typed at its own
// prompt, masked whole, and never reaches this.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// spelledLine is a line of spelled letters, maybe after words that
// introduce the value: the lead, then the letters.
var spelledLine = reading.Lazy(`(?i)^((?:(?:it'?s|it’s|its|it is|that'?s|that is|my (?:user ?name|name|id|login|user id|member id) is|(?:user ?name|name|id|login)(?: is)?|ok(?:ay)?|sure|yes|yeah|yep|um+|uh+|sorry|oh)[,:=]?\s+)*)((?:[a-z0-9]\s*[\s.\-_,/]\s*){2,}[a-z0-9])[.!]?\s*$`)

// spelledSlot reports a slot whose value may be spelled: a username, a
// name, an id, a code of a pattern; never a secret, a choice, an amount
// or a text of many words (a note's title or body).
func spelledSlot(s *agents.Slot) bool {
	if s == nil {
		return false
	}
	switch s.Kind {
	case agents.KindPattern:
		return true
	case agents.KindText:
		n := reading.ASCIILower(s.Name + " " + s.LabelOrName())
		for _, w := range []string{"user", "name", "login", "owner", "member", "id", "handle", "customer"} {
			if strings.Contains(n, w) {
				return true
			}
		}
	}
	return false
}

// spelledAtQuestion is text with letters spelled one by one joined into
// the word they spell, when the speaker asks a value that may be spelled.
func (e *Engine) spelledAtQuestion(t *turn, text string) string {
	lead, letters, word, ok := e.spelled(t, text)
	if !ok {
		return text
	}
	e.note(state.NoteProgress, "Read the letters "+letters+" as "+word)
	return lead + word
}

// spelledHere reports a line spelled out at a question that takes it:
// "it's s-e-l-d-o" is no username and password typed together.
func (e *Engine) spelledHere(text string) bool {
	_, _, _, ok := e.spelled(nil, text)
	return ok
}

// spelled reads a line of spelled letters at the speaker's question: the
// words before them, the letters as typed, and the word they spell.
func (e *Engine) spelled(t *turn, text string) (lead, letters, word string, ok bool) {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil {
		return "", "", "", false
	}
	filled := e.sess.WorkFor(a.Name).Slots
	if t != nil {
		filled = e.filled(t, a)
	}
	if !spelledSlot(a.NextSlot(filled)) {
		return "", "", "", false
	}
	m := spelledLine.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return "", "", "", false
	}
	word, ok = spelledWord(m[2])
	return m[1], m[2], word, ok
}

// spelledWord joins single letters or digits into a word: ok is false
// unless there are three or more pieces, each one character, and a
// letter among them. All capitals are the letters said, not the case.
func spelledWord(s string) (string, bool) {
	pieces := strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(".-_,/", r) })
	if len(pieces) < 3 {
		return "", false
	}
	var b strings.Builder
	letter, lower := false, false
	for _, p := range pieces {
		if len(p) != 1 {
			return "", false
		}
		c := rune(p[0])
		letter = letter || unicode.IsLetter(c)
		lower = lower || unicode.IsLower(c)
		b.WriteString(p)
	}
	if !letter {
		return "", false
	}
	if !lower {
		return strings.ToLower(b.String()), true
	}
	return b.String(), true
}
