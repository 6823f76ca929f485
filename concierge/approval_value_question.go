package concierge

// A question about a value of the call waiting at an approval (R50, §15;
// issue 24 round 8): "is the title right?", "did you get the amount
// correct", "is that the right account", "the title isn't right". The
// word that judges the value ("right", "correct", "wrong") is no value of
// its own: the call is never changed by it. The value asked about is
// said back from the call as it stands (or the whole summary, when the
// words name no one value), and the yes or no asked again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// judgeWords say whether a value is right; one of them makes the message
// about checking a value rather than giving one.
var judgeWords = lazyWordSet(`right correct correctly incorrect accurate accurately ok okay good fine wrong wrongly proper properly exact exactly valid spelled spelt spelling typo mistake mistaken sure`)

// valueQuestionFill are the words such a question is built of besides the
// value's name and the judging word: who got it, the verb, pointers,
// fillers. A word outside them (and outside the call's own names and
// values) may be a new value, which the correction path reads instead.
var valueQuestionFill = lazyWordSet(`is isnt isn't are arent aren't was wasnt wasn't were did didnt didn't do does doesnt doesn't have has had you u we i get got gotten it its it's that thats that's this these those the a an my your all everything every anything put entered typed written wrote set there in on for of to from so hmm um uh wait just check checking double quick question really definitely still down and me please with about looks look seems seem sounds sound what whats what's how which one ones not no is'nt yeah hey`)

// callValueWords name a value of a call in general words: which one it is
// comes from the call's own names where they match.
var callValueWords = lazyWordSet(`account accounts acct amount sum total recipient payee destination source date day time value values details detail number numbers info information name spelling everything`)

// valueAnswer is the answer to a question about a value of the call ap
// ("is the amount right?"), from the call unchanged; ok is false for any
// other message. It only reads.
func (e *Engine) valueAnswer(ap *state.Approval, text string) (string, bool) {
	if isCancel(text) || hasCancel(text) || isYes(text) || isCorrection(text) || saidAsCorrection(text) {
		return "", false
	}
	if _, no := rejection(text); no {
		return "", false // "no, the amount is wrong": the no's reading asks for it again
	}
	a := e.domain.Agent(ap.Agent)
	if a == nil || !e.numbersOfTheCall(ap, text) {
		return "", false
	}
	named, ok := e.judgedValues(a, ap, text)
	if !ok {
		return "", false
	}
	about := prompts.AboutCall(strings.TrimSuffix(strings.TrimSpace(ap.Summary), "?"))
	if len(named) == 1 {
		about = prompts.ValueOfCall(named[0].label, named[0].value)
	}
	return about, true
}

// answerValue says the answer to a question about a value of the call and
// asks the approval again.
func (e *Engine) answerValue(t *turn, ap *state.Approval, about string) {
	e.note(state.NoteApproval, "Read as: ask(value) — a question about a value of the call, answered from it unchanged, and the approval asked again")
	e.speak(t, agents.ConciergeName, join(about, prompts.ApprovalReminder(ap.Summary)))
	e.emit(ApprovalRequested{Approval: *ap}) // asked again: R41's guard afresh
}

// judgedValue is a value of the call a question names, as it is said back.
type judgedValue struct{ label, value string }

// judgedValues reports whether text asks if values of the call are right,
// and which of the call's arguments it names. Every word must be a
// judging word, a word of the question, a name of the call's values or a
// value the call already holds; a judging word must be there; and it must
// be put as a question, or name a value (a statement "the title isn't
// right" gives no new value either).
func (e *Engine) judgedValues(a *agents.Agent, ap *state.Approval, text string) ([]judgedValue, bool) {
	names := map[string][]string{}  // a word of an argument's name or label → the arguments
	own := map[string]bool{}        // the words of the values the call holds
	figureOf := map[string]string{} // a figure the call holds → its argument: "is 200 correct?"
	for key, v := range ap.Args {
		label := strings.ReplaceAll(key, "_", " ")
		words := reading.Words(label)
		if s := a.Slot(key); s != nil {
			label = s.LabelOrName()
			words = append(words, reading.Words(label)...)
		}
		for _, w := range words {
			if len(w) > 2 && w != "the" && w != "for" {
				names[w] = append(names[w], key)
			}
		}
		for _, w := range reading.Words(v) {
			own[w] = true
		}
		if strings.Trim(v, "0123456789.") == "" {
			figureOf[v] = key
			figureOf[strings.TrimSuffix(strings.TrimSuffix(v, "00"), ".")] = key
		}
	}
	if rest, ok := ackOpens(text); ok {
		text = rest // "all right, what time is it": the "right" of "all right" judges nothing
	}
	judged, named := false, map[string]bool{}
	for _, w := range reading.Words(text) {
		switch {
		case judgeWords()[w]:
			judged = true
		case len(names[w]) > 0:
			for _, k := range names[w] {
				named[k] = true
			}
		case figureOf[strings.Trim(w, "$")] != "":
			named[figureOf[strings.Trim(w, "$")]] = true
		case callValueWords()[w], valueQuestionFill()[w], own[w], questionWords()[w], askingWords()[w]:
		case strings.Trim(w, "0123456789.,$") == "":
			// a figure: numbersOfTheCall has held it to the call's own
		default:
			return nil, false
		}
	}
	if !judged || !askedAsQuestion(text) && len(named) == 0 {
		// "the title isn't right", "title looks right": said of a value,
		// and no yes (R50's fixed gate) — said back, and asked again
		return nil, false
	}
	var out []judgedValue
	for key := range named {
		out = append(out, judgedValue{label: labelOf(a, key), value: argShown(a, key, ap.Args[key])})
	}
	return out, true
}

// labelOf is how a reply names an argument of the call.
func labelOf(a *agents.Agent, key string) string {
	if s := a.Slot(key); s != nil {
		return s.LabelOrName()
	}
	return strings.ReplaceAll(key, "_", " ")
}

// argShown is an argument as a reply says it: money as money, text in
// quotes so that it reads as the value it is.
func argShown(a *agents.Agent, key, v string) string {
	s := a.Slot(key)
	if s != nil && s.Kind == agents.KindMoney || strings.Contains(key, "amount") {
		if c, err := reading.ParseMoney(v); err == nil {
			return c.String()
		}
	}
	if s != nil && s.Kind != agents.KindText {
		return v
	}
	return `"` + v + `"`
}
