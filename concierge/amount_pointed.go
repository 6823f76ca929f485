package concierge

// The figure a story points to (R27, R50; round 17): "it was 640 total so
// I owe her half which is 320, her account number is 7654321, can you
// send that from my checking?" names two figures and no amount; it was
// answered "I didn't use "640" and "320"… How much?". The figure the
// story arrives at ("which is 320", "so that's 320", "I owe her 320",
// "comes to 320") is the one "send that" means: it is taken as the amount
// and shown in the summary the user approves before anything moves. The
// figures that led up to it ("640 total") are the story's, not a second
// request, and are not said back. When no figure is pointed to, the
// question lists the figures seen ("$640.00 or $320.00?"): never guessed.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

var (
	// arrivesAt ends the words before the figure a story arrives at:
	// "which is", "so that's", "i owe her", "comes to", "=".
	arrivesAt = reading.Lazy(`(?i)(?:\bwhich\s+(?:is|comes\s+(?:out\s+)?to|makes|would\s+be|will\s+be|works\s+out\s+(?:to|at))|\bthat(?:'|’)?s|\bthats|\bthat\s+is|\bthat\s+makes|\bso|=|\bcomes?\s+(?:out\s+)?to|\bcame\s+(?:out\s+)?to|\bworks\s+out\s+(?:to|at)|\bmaking\s+it|\bmeaning|\bowe\s+(?:her|him|them|you|my\s+\w+|\w+)?|\bowes?\s+me|\bi\s+need\s+to\s+(?:send|pay|give)\s+(?:her|him|them)?|\bmy\s+(?:half|share|part|cut)\s+(?:is|being|comes\s+to)|\bher\s+(?:half|share|part|cut)\s+(?:is|being)|\bhalf\s+(?:is|being))` +
		`\s*(?:like\s+|about\s+|around\s+|just\s+|exactly\s+|only\s+)?$`)
	// figureWhole is said after a figure that is a whole the story splits:
	// "640 total", "900 altogether".
	figureWhole = reading.Lazy(`(?i)^\s*(?:dollars?\s+|bucks\s+)?(?:total|in\s+total|altogether|all\s+together|all\s+in|overall|for\s+(?:both|all)\b)`)
)

// storyFigure is a figure of the text and where it stands.
type storyFigure struct {
	said     string
	from, to int
}

// moneyFigures are the figures of left (numbers no value took, as typed)
// that read as money, where they stand in text: no account id.
func moneyFigures(text string, left []string) []storyFigure {
	var out []storyFigure
	seen := 0
	for _, said := range left {
		digits := strings.Trim(said, "$£€ ")
		if !strings.ContainsAny(said, "$£€,.") && len(digits) >= 6 {
			continue // "7654321": an account, not an amount
		}
		i := wordIndex(text[seen:], said)
		if i < 0 {
			continue
		}
		f := storyFigure{said, seen + i, seen + i + len(said)}
		seen = f.to
		if reading.ChatNumber(text, f.from, f.to) {
			continue // "a 12 hr shift": the small talk's, no amount (reading/chat_numbers.go)
		}
		out = append(out, f)
	}
	return out
}

// wordIndex is where said stands in text as a word of its own; -1 when
// it never does.
func wordIndex(text, said string) int {
	for off := 0; off < len(text); {
		i := strings.Index(text[off:], said)
		if i < 0 {
			return -1
		}
		i += off
		if (i == 0 || !isWordByte(text[i-1])) && (i+len(said) == len(text) || !isWordByte(text[i+len(said)])) {
			return i
		}
		off = i + 1
	}
	return -1
}

// pointedFigure is the one figure of figs the story arrives at, when
// there is one; a figure said as a whole ("640 total") never is.
func pointedFigure(text string, figs []storyFigure) (storyFigure, bool) {
	var found []storyFigure
	for _, f := range figs {
		if arrivesAt.MatchString(text[:f.from]) && !figureWhole.MatchString(text[f.to:]) {
			found = append(found, f)
		}
	}
	if len(found) == 0 {
		return storyFigure{}, false
	}
	for _, f := range found[1:] {
		if !sameFigure(f.said, found[0].said) {
			return storyFigure{}, false // "that's 320 … so 300": which one is asked
		}
	}
	return found[len(found)-1], true
}

func sameFigure(a, b string) bool {
	x, errA := reading.ParseMoney(a)
	y, errB := reading.ParseMoney(b)
	return errA == nil && errB == nil && x == y
}

// takePointedAmount fills a's empty money slot with the figure a story
// of several arrives at (takeLoneAmount takes a lone one); "" when none
// is pointed to.
func (e *Engine) takePointedAmount(a *agents.Agent, money *agents.Slot, text string, values map[string]string, left []string) string {
	f, ok := pointedFigure(text, moneyFigures(text, left))
	why := "the figure the message arrives at"
	if !ok {
		c, _, share := shareOfFigure(text) // "640 … i owe her half of that"
		if !share {
			return ""
		}
		f, why = storyFigure{said: c.Plain()}, "the share of the figure said before it"
	}
	v, err := money.Normalize(f.said, e.pinnedFacts(a))
	if err != nil {
		return "" // "more than the balance": asked as usual
	}
	w := e.sess.WorkFor(a.Name)
	w.Slots[money.Name], w.Said[money.Name] = v, text
	if values != nil {
		values[money.Name] = f.said
	}
	e.note(state.NoteRoute, "The amount is "+f.said+": "+why)
	return f.said
}

// storyLeft is left without the figures of the story that lead up to the
// amount taken: those before it, in a clause that asks for nothing ("it
// was 640 total, so … 320"). A figure after it, or in a clause that asks
// ("and send 20 to 1234324"), is still said back.
func storyLeft(text string, values map[string]string, money string, left []string) []string {
	amount := values[money]
	if amount == "" {
		return left
	}
	at := wordIndex(text, strings.TrimSpace(amount))
	if _, from, ok := shareOfFigure(text); at < 0 && ok {
		at = from // "640 … half of that": the amount is said where the share is
	}
	if at < 0 {
		return left
	}
	var out []string
	for _, said := range left {
		i := wordIndex(text, said)
		if i >= 0 && i < at {
			if s, e := clauseAt(text, i, i+len(said)); !asksFor.MatchString(text[s:e]) {
				continue
			}
		}
		out = append(out, said)
	}
	return out
}

// sayFiguresSeen asks which of several figures is meant, when no value
// took any of them and none is pointed to: "$640.00 or $320.00?". It
// reports whether it asked, and left loses the figures it named.
func (e *Engine) sayFiguresSeen(t *turn, text string, left []string) ([]string, bool) {
	figs := moneyFigures(text, left)
	if len(figs) < 2 {
		return left, false
	}
	var shown []string
	named := map[string]bool{}
	for _, f := range figs {
		c, err := reading.ParseMoney(f.said)
		if err != nil {
			return left, false
		}
		shown = append(shown, c.String())
		named[f.said] = true
	}
	var rest []string
	for _, said := range left {
		if !named[said] {
			rest = append(rest, said)
		}
	}
	e.note(state.NoteInfo, "Several figures and none pointed to: "+strings.Join(shown, ", ")+" — which one is asked")
	t.say(prompts.FiguresSeen(shown))
	return rest, true
}
