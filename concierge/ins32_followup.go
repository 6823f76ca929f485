package concierge

// Follow-up questions about what was just answered (issue 24, round 29's
// ins32). After "As you are a partner, the id can be found at …", "and
// what does one look like? like how many chars" got "I'm not sure how to
// help with that", though the product says what a claim id looks like
// (its slot's hint: "A claim id has letters and digits, like 123ABH or
// 99KL00"). After two letters written from one line, "ok and the second
// one?" got the same. A question about the shape of a value (what it
// looks like, its format, its length), named or pointed at ("one", "it")
// right after the task about it, is answered from the slot's hint; a
// question pointing at one of several letters by its place ("the second
// one", "the first letter", "the other one") is told which letter it is.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// shapeAsked asks what a value looks like: "what does one look like",
// "how many chars", "what format is it", "how long is a claim id", "give
// me an example of one".
var shapeAsked = reading.Lazy(`(?i)\b(?:look(?:s|ing)?\s+like|format(?:ted)?|how\s+many\s+(?:chars?|characters?|letters?|digits?|numbers?|symbols?)|how\s+long\s+(?:is|are)|(?:what|which)\s+(?:is\s+the\s+)?length|(?:an?\s+)?example\s+of|(?:what|which)\s+(?:kind|sort|type)\s+of\s+(?:characters?|chars?|format|thing)|(?:letters|digits|numbers)\s+(?:or|and)\s+(?:letters|digits|numbers))\b`)

// shapePointed points at the value just talked about: "one", "it", "they".
var shapePointed = reading.Lazy(`(?i)\b(?:one|ones|it|its|they|them|those|these|that|this)\b`)

// shapeLength asks how long a value is.
var shapeLength = reading.Lazy(`(?i)\bhow\s+many\b|\bhow\s+long\b|\blength\b`)

// hintExample is an example in a hint: "like 123ABH or 99KL00".
var hintExample = reading.Lazy(`\b[0-9A-Z]*[0-9][0-9A-Z]*[A-Z][0-9A-Z]*\b|\b[0-9A-Z]*[A-Z][0-9A-Z]*[0-9][0-9A-Z]*\b`)

// idShapeAskedRead answers a question about what a value looks like, with
// nothing in hand. It only reads.
func (e *Engine) idShapeAskedRead(text string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil || !shapeAsked.MatchString(text) {
		return turnCmd{}, false
	}
	words := reading.Words(text)
	s := e.shapeSlot(words, shapePointed.MatchString(text) || len(words) <= 4) // "whats the format": of what was just answered
	if s == nil {
		return turnCmd{}, false
	}
	if namesSlotWord(s, words) && !shapeLength.MatchString(text) {
		return turnCmd{}, false // "what does a claim id look like": the hint, answered where a slot's meaning is (word_meaning.go)
	}
	length := 0
	if shapeLength.MatchString(text) {
		length = sameLength(hintExample.FindAllString(s.Hint, -1))
	}
	return sayCmd(agents.CmdAsk, "ask(what a "+s.LabelOrName()+" looks like) — from what the product says of it", text,
		prompts.IDShape(s.LabelOrName(), s.Hint, length), false), true
}

// shapeSlot is the slot with a hint that words name, or, pointed, the one
// the last task was about (its agent's slot, or one its task names: the
// claim-id finder's "find your claim id"); nil when none.
func (e *Engine) shapeSlot(words []string, pointed bool) *agents.Slot {
	var hinted []*agents.Slot
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			if s := &a.Slots[i]; s.Hint != "" && s.Kind != agents.KindSecret && s.Kind != agents.KindEnum {
				hinted = append(hinted, s)
			}
		}
	}
	for _, s := range hinted {
		if namesSlotWord(s, words) {
			return s
		}
	}
	if !pointed || e.sess.Last == nil {
		return nil
	}
	last := e.domain.Agent(e.sess.Last.Agent)
	if last == nil {
		return nil
	}
	told := reading.Words(last.TaskPhrase() + " " + last.Description)
	for _, s := range hinted {
		if namesSlotWord(s, told) {
			return s
		}
	}
	for i := range last.Slots {
		if s := &last.Slots[i]; s.Hint != "" && s.Kind == agents.KindPattern {
			return s
		}
	}
	return nil
}

// sameLength is the length every example has, 0 when they differ or
// there are none.
func sameLength(examples []string) int {
	n := 0
	for _, x := range examples {
		if n != 0 && len(x) != n {
			return 0
		}
		n = len(x)
	}
	return n
}

// letterOrdinal points at one of several letters by its place.
var letterOrdinal = reading.Lazy(`(?i)\b(first|1st|second|2nd|third|3rd|fourth|4th|last|other|earlier|previous|former|latter)\s+(?:one|letter|claim|decline|draft)\b|\bthe\s+(first|second|third|other|last|latter|former)\s*\??\s*$`)

// letterPointedAsks is the rest of such a message: a question, "show",
// "what about", "and".
var letterPointedAsks = reading.Lazy(`(?i)\?|\b(?:show|see|view|where|what\s+about|how\s+about|and|which|open|display|read|give|send)\b`)

// letterPointedRead answers a message that points at one of the letters
// written this session by its place: "ok and the second one?", "show me
// the first letter again". It only reads.
func (e *Engine) letterPointedRead(text string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil || e.sess.Last == nil {
		return turnCmd{}, false
	}
	m := letterOrdinal.FindStringSubmatch(text)
	if m == nil || !letterPointedAsks.MatchString(text) || len(reading.Words(text)) > 12 || idWordIn(text) {
		return turnCmd{}, false
	}
	a := e.domain.Agent(e.sess.Last.Agent)
	if a == nil || !declines(a) || declineAsked.MatchString(strings.ReplaceAll(strings.ToLower(text), "letter", "")) {
		return turnCmd{}, false // "decline the second one": a request
	}
	var letters []state.Artifact
	seen := map[string]int{}
	for _, art := range e.sess.Artifacts {
		if art.Agent != a.Name {
			continue
		}
		if i, ok := seen[art.Title]; ok {
			letters[i] = art // written again (a reason added): the newest
			continue
		}
		seen[art.Title] = len(letters)
		letters = append(letters, art)
	}
	if said := e.lettersOfOneLine(letters, text); len(said) >= 2 {
		letters = said // "… for two claims: 11AA11 motor and 22BB22 home": the second is the second said
	}
	if len(letters) < 2 {
		return turnCmd{}, false
	}
	word := strings.ToLower(m[1] + m[2])
	at := -1
	switch word {
	case "first", "1st", "former":
		at = 0
	case "second", "2nd":
		at = 1
	case "third", "3rd":
		at = 2
	case "fourth", "4th":
		at = 3
	case "last", "latter":
		at = len(letters) - 1
	case "other", "earlier", "previous":
		at = len(letters) - 2 // the one before the letter just talked about
	}
	if at < 0 || at >= len(letters) {
		return turnCmd{}, false
	}
	ordinal := []string{"first", "second", "third", "fourth"}[min(at, 3)]
	if at == len(letters)-1 && at > 3 {
		ordinal = "last"
	}
	reason := ""
	if r := letterReasonLine.FindStringSubmatch(letters[at].Body); r != nil {
		reason = strings.TrimSpace(r[1])
	}
	return sayCmd(agents.CmdAsk, "ask(the "+ordinal+" letter) — which of the letters written it is", text,
		prompts.LetterPointed(ordinal, letters[at].Title, reason, len(letters)), false), true
}

// letterReasonLine finds the reason a letter names.
var letterReasonLine = reading.Lazy(`The reason for this decision: ([^\n]+?)\.(?:\s|$)`)

// lettersOfOneLine are the letters whose claim ids the user's last
// message naming two or more of them said, in the order said; nil when
// no message did.
func (e *Engine) lettersOfOneLine(letters []state.Artifact, text string) []state.Artifact {
	ms := e.sess.Messages
	for i := len(ms) - 1; i >= 0; i-- {
		m := ms[i]
		if m.Role != state.RoleUser || m.Masked || strings.TrimSpace(m.Text) == strings.TrimSpace(text) {
			continue
		}
		var out []state.Artifact
		for _, w := range strings.Fields(m.Text) {
			id := strings.ToUpper(strings.Trim(w, `.,;:!?"'()[]`))
			if !isClaimIDLike(id) {
				continue
			}
			for _, l := range letters {
				if strings.Contains(l.Title, " "+id+" ") || strings.HasSuffix(l.Title, " "+id) {
					out = append(out, l)
					break
				}
			}
		}
		if len(out) >= 2 {
			return out
		}
	}
	return nil
}
