package concierge

// A bare figure said with the answer to a prerequisite's choice (tryout 41
// bank 27): "need to send some cash to 7654321", then "ok 60 from checking"
// at the balance check's "Which account should the money come from?".
// Checking answered the question, but "60" named no slot by itself (no
// "$", no "bucks"), so it was dropped and the transfer asked "How much…"
// again, while "savings, 120 bucks" was kept. The figure left once the
// answer, its cue and the filler around it are taken out is kept for the
// one value of the waiting task that takes it (the transfer's amount) —
// never an account id (a figure the destination takes too is nobody's),
// never a PIN's shape (a leading zero, or said after "pin"/"code"), and
// only when that value is still missing. The transfer still asks its yes.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// besideAnswerFiller is what may stand beside the figure and the answer in such
// a message and say nothing of its own: openers, politeness, the words
// that say "take it from" and the account's own nouns.
var besideAnswerFiller = lazyWordSet(`ok okay k kk okie alright aight right so well um umm uh uhh er erm hmm hm oh ah
	yes yeah yep yup sure fine cool and then just only please pls plz lol thanks thx ty
	take it use do make go with from out of off outta my the account acct acc one`)

// pinCue is a word after which a figure is a code, never an amount.
var pinCue = lazyWordSet(`pin pins code passcode password pw pwd`)

// keepFigureBesideAnswer keeps the bare figure text holds beside its
// answer to a's choice s for the one waiting task, needing a, whose value
// takes it; it reports whether it kept one.
func (e *Engine) keepFigureBesideAnswer(a *agents.Agent, s *agents.Slot, text string) bool {
	figure, ok := figureBesideAnswer(a, s, text)
	if !ok {
		return false
	}
	for i, task := range e.sess.Agenda {
		w := e.domain.Agent(task.Agent)
		if !task.IsTask() || w == nil || w == a || !requiredBy(w, a) {
			continue
		}
		slot, v, ok := e.oneSlotTakes(w, task.Text, figure)
		if !ok {
			return false
		}
		e.sess.WorkFor(w.Name).Slots[slot.Name] = v
		e.sess.Agenda[i].Text = strings.TrimRight(task.Text, " .!") + ", " + slot.LabelOrName() + " " + v
		e.note(state.NoteProgress, fmt.Sprintf("Kept %s as the %s for %s, which waits: said with the %s", valueShown(slot, v), slot.LabelOrName(), w.Name, s.LabelOrName()))
		return true
	}
	return false
}

// figureBesideAnswer is the one figure text holds besides its answer to
// s and filler ("ok 60 from checking" → "60"); ok is false when anything
// else is said, or the figure has a PIN's shape.
func figureBesideAnswer(a *agents.Agent, s *agents.Slot, text string) (string, bool) {
	raw, ok := agents.Extract(a, text, s.Name)[s.Name]
	if !ok || raw == "" {
		return "", false
	}
	low := strings.ToLower(text)
	i := strings.Index(low, strings.ToLower(raw))
	if i < 0 {
		return "", false
	}
	rest := strings.Fields(low[:i] + " " + low[i+len(raw):])
	figure := ""
	for j, f := range rest {
		w := strings.Trim(f, ".,!?;:-…()")
		switch {
		case w == "" || besideAnswerFiller()[w]:
		case figureOnly.MatchString(w) && figure == "":
			if strings.HasPrefix(strings.TrimLeft(w, "$€£"), "0") && !strings.HasPrefix(strings.TrimLeft(w, "$€£"), "0.") {
				return "", false // "0420": a code's shape, not an amount
			}
			if j > 0 && pinCue()[strings.Trim(rest[j-1], ".,!?;:-…()")] {
				return "", false // "pin 1815": a code
			}
			figure = w
		case figure != "" && (w == "dollars" || w == "dollar" || w == "bucks" || w == "usd"):
			figure += " " + w
		default:
			return "", false // something else is said: not this reading's
		}
	}
	return figure, figure != ""
}
