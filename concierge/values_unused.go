package concierge

// Numbers a request with side effects said and no value took (R50): "send
// 10 to 7654321 and 20 to 1234324" that could not be split leaves "20"
// and "1234324" — a second transfer that must not vanish in silence. They
// are said back before the agent goes on.

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// sayUnusedAll is the lone amount taken, sayUnused, and then the numbers of a request with side
// effects that no value took, said back.
func (e *Engine) sayUnusedAll(t *turn, a *agents.Agent, text string, values map[string]string, problems map[string]error) {
	e.storyAmount(a, text, values) // "a 90 dollar dinner …, send her 45" (amount_share_of_figure.go)
	// the lone amount before the unused words: once it is the amount, the
	// words around it ("it has to come out of checking", "get 300 over to
	// …") are no amount the user hears was not recognised
	e.takeLoneAmount(a, text, values, problems) // "…comes out to 37.25", "maybe 400?" (amount_lone.go)
	e.sayUnused(t, a, e.sayNotCovered(t, a, text, values), values, problems)
	left := idsBesideValues(text, values, e.keptValues(), e.numbersNotTaken(a, text, values))
	left = withoutRetracted(text, values, left) // "50, no wait, 60": the 50 was taken back (values_retracted.go)
	if money := moneySlot(a); money != nil && len(left) > 0 {
		// the figures a story led up to the amount with are no second
		// request; several and no amount: which one is asked (amount_pointed.go)
		if left = storyLeft(text, values, money.Name, left); values[money.Name] == "" && e.sess.WorkFor(a.Name).Slots[money.Name] == "" {
			left, _ = e.sayFiguresSeen(t, text, left)
		}
	}
	if len(left) > 0 {
		e.note(state.NoteInfo, fmt.Sprintf("Not used: %s — no value of %s took them", strings.Join(left, ", "), a.Name))
		t.say(prompts.ValuesNotUsed(left))
	}
}

// numbersNotTaken lists the numbers of text, as typed, that none of the
// values took, for an agent with side effects; a number of the request's
// when-words ("on the 5th") or a secret is never among them.
func (e *Engine) numbersNotTaken(a *agents.Agent, text string, values map[string]string) []string {
	if !a.HasSideEffects() || len(values) == 0 {
		return nil
	}
	return e.untakenNumbers(text, values)
}

// untakenNumbers lists the numbers of text, as typed, that none of values
// took and that may be values: an age, a story's year or a count of
// things ("I am 82", "3 kids") is none (amount_lone.go).
func (e *Engine) untakenNumbers(text string, values map[string]string) []string {
	when := laterIn(text) + " " + conditionNumbers(text) // "if it is above 800": the condition's number
	var out []string
	for _, loc := range numberish.FindAllStringIndex(text, -1) {
		for loc[0] < loc[1] && text[loc[0]] == ' ' {
			loc[0]++ // numberish may take the space before a number
		}
		said := strings.TrimRight(strings.TrimSpace(text[loc[0]:loc[1]]), ",") // "40, from checking"
		if said == "" || loc[0] > 0 && isWordByte(text[loc[0]-1]) || strings.Contains(when, said) {
			continue // inside a word ("a2b"), or said back as a when already
		}
		if notAValue(text, loc[0], loc[0]+len(said)) {
			continue // "I am 82": an age, never a value left unused
		}
		if _, secret := e.typed.Mask(said); secret {
			continue
		}
		taken := false
		for _, v := range values {
			taken = taken || strings.TrimSpace(v) == said || saysNumber(v, said)
		}
		if !taken {
			out = append(out, said)
		}
	}
	return out
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// saysNumber reports a value that holds the number said as one of its
// own: "10 dollars" holds "10", "7654321" does not hold "54".
func saysNumber(v, said string) bool {
	for _, loc := range numberish.FindAllStringIndex(v, -1) {
		if strings.TrimRight(strings.TrimSpace(v[loc[0]:loc[1]]), ",") == said {
			return true
		}
	}
	return false
}

// idsBesideValues is left without the numbers said right beside a value
// taken, as its id: "from Savings (2345678901)" names the account once,
// by its name and its number, and the number was used with it (round
// 23's tester was told "I didn't use 2345678901" above the summary
// "Transfer … from Savings (2345678901)").
func idsBesideValues(text string, values map[string]string, kept []string, left []string) []string {
	if len(left) == 0 {
		return left
	}
	lower := strings.ToLower(text)
	var out []string
	for _, n := range left {
		beside := false
		for _, v := range append(slices.Collect(maps.Values(values)), kept...) {
			v = strings.ToLower(strings.TrimSpace(v))
			if v == "" || v == strings.ToLower(n) {
				continue
			}
			for _, sep := range []string{" (", "(", " #", " no. ", " acct ", " account "} {
				if strings.Contains(lower, v+sep+strings.ToLower(n)) {
					beside = true
				}
			}
		}
		if !beside {
			out = append(out, n)
		}
	}
	return out
}

// keptValues are the values every agent's work holds now, and every
// choice of the domain's choice slots: an account named with its number
// ("Savings (2345678901)") by a message the prerequisite answered.
func (e *Engine) keptValues() []string {
	var out []string
	for _, a := range e.domain.Agents {
		for _, v := range e.sess.WorkFor(a.Name).Slots {
			out = append(out, v)
		}
		for _, s := range a.Slots {
			for _, c := range s.Choices {
				out = append(out, c.Value)
				out = append(out, c.Aliases...)
			}
		}
	}
	return out
}
