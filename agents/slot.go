package agents

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// SlotKind says how a slot's value is recognised and checked.
type SlotKind string

const (
	KindText    SlotKind = "text"    // a short free-text answer
	KindEnum    SlotKind = "enum"    // one of Choices
	KindPattern SlotKind = "pattern" // the first match of Pattern
	KindNumber  SlotKind = "number"  // a decimal number
	KindMoney   SlotKind = "money"   // a positive amount, two decimals
	KindSecret  SlotKind = "secret"  // typed masked, never stored or sent to a model
)

// Choice is one allowed value of an enum slot and the words that mean it.
type Choice struct {
	Value   string
	Aliases []string
	// Scene are words that tell of this choice in a story, without naming
	// it ("the kitchen flooded" of Home, "rear-ended at the lights" of
	// Motor): taken only when the message names no choice and tells of
	// this one alone (SceneChoice).
	Scene []string
	// Loose are the aliases that are everyday words too ("unit", "property",
	// "building"): they name the choice only standing as the answer, or
	// beside a word of what is chosen ("property claim", "topology: unit"),
	// never inside a clause about something else ("the claims unit says")
	// (extract_choice_loose.go).
	Loose []string
}

// Slot is one piece of information an agent must collect.
type Slot struct {
	Name     string
	Label    string // how a sentence names it: "claim id"
	Question string // asked when the slot is next; "{other}" is replaced
	Kind     SlotKind
	Choices  []Choice
	// Pattern is the value's shape: found anywhere in a message for
	// KindPattern (the first group when it has one), and required of the
	// whole answer for KindText when set.
	Pattern *regexp.Regexp
	// Cues are the words that introduce the value in a longer message
	// ("username is", "to account"); a cued value may be taken even when
	// the slot was not asked.
	Cues []string
	// Hint is said when an answer does not fit.
	Hint string
	// Description says what the value is and why it is asked, in the
	// domain's own words: the answer to "why do you need that?" or "what's
	// a topology?" asked at the question (a YAML domain's is the tool
	// property's description, or the slot's own).
	Description string
	// Note is the progress note shown when the slot is asked
	// ("Obtaining claim_id...").
	Note string
	// Fact, when set, receives the accepted value.
	Fact string
	// Remember fills the slot from Fact when the fact is already known, so
	// the user is not asked twice ("are you internal or a partner?").
	Remember bool
	// Long marks free text of any length (a note's text, a message to
	// send): asked, the whole answer is the value, whatever words it
	// holds ("buy milk and a list of things for the party" is a note, not
	// a request to list the notes). Only a question or a cancel is not.
	Long bool
	// SelfNamed marks the user's own name (the owner of a PIN): "I'm X",
	// "this is X" say it with a request when X reads as a name.
	SelfNamed bool
	// Check is the domain's own test of a well-formed value, e.g. a
	// transfer amount within the balance; it returns the problem.
	Check func(value string, f Facts) error
	// Named are words that stand for a value of a pattern slot ("savings"
	// for the user's own account id), resolved with the facts by Resolve:
	// "to my savings" names the destination (R28).
	Named   []string
	Resolve func(name string, f Facts) (string, error)
	// Share, for a money slot, takes an amount said as a share of a
	// balance the facts hold ("half my checking balance").
	Share *ShareOf
	// Outside, for an enum slot, are the kinds a user may name that are
	// none of its choices and that the domain does not cover ("boat",
	// "travel insurance" for a Home or Motor letter), in lower case: the
	// reply says they are not covered, never "I couldn't take"
	// (slot_outside.go).
	Outside []string
	// Upper, for a pattern slot, stores the value in capitals: a claim id
	// typed "44ff21" is 44FF21 in the letter, the panel and the events, as
	// "99 kl 00" is 99KL00.
	Upper bool
}

// named is the Named word raw says ("my savings account" → "savings"), or "".
func (s *Slot) named(raw string) string {
	w := strings.ToLower(strings.Trim(raw, ` "'.,!?;:`))
	for _, p := range []string{"my ", "the ", "our "} {
		w = strings.TrimPrefix(w, p)
	}
	w = strings.TrimSuffix(w, " account")
	for _, n := range s.Named {
		if w == n {
			return n
		}
	}
	return ""
}

// NamedWord is the Named word raw says ("my savings account" → "savings"),
// or "": a plan can name the account before the facts that resolve it
// are known (no one is signed in yet).
func (s *Slot) NamedWord(raw string) string { return s.named(raw) }

// LabelOrName is the slot's label, or its name with underscores as spaces.
func (s *Slot) LabelOrName() string {
	if s.Label != "" {
		return s.Label
	}
	return strings.ReplaceAll(s.Name, "_", " ")
}

// ChoiceValues lists an enum slot's values.
func (s *Slot) ChoiceValues() []string {
	out := make([]string, len(s.Choices))
	for i, c := range s.Choices {
		out[i] = c.Value
	}
	return out
}

// Normalize checks a raw value against the slot's kind and returns the value
// as it is stored, or the problem in words. It is the code-side check of
// every value, whichever engine extracted it.
func (s *Slot) Normalize(raw string, f Facts) (string, error) {
	v := strings.TrimSpace(raw)
	if v == "" {
		return "", fmt.Errorf("no %s given", s.LabelOrName())
	}
	switch s.Kind {
	case KindText:
		v = strings.Trim(reading.TrimValue(v), ` "'.,!?;:`) // "to: X", "→ X" (ins26a)
		if !s.Long {
			v = withoutTrailingFiller(v) // "work instead" is the note work (issue 24)
			v = withoutLeadingHedge(v)   // "just mom bday" is the note mom bday (slot_hedge.go)
			v = strings.Trim(reading.TrimValue(v), ` "'.,!?;:`)
		}
		if s.Pattern != nil && !fullMatch(s.Pattern, v) {
			return "", fmt.Errorf("%q is not a valid %s", reading.Clip(v, 40), s.LabelOrName())
		}
		if limit := s.maxText(); len(v) > limit {
			return "", fmt.Errorf("that %s is too long (at most %d characters)", s.LabelOrName(), limit)
		}
	case KindEnum:
		c, ok := s.choose(v)
		if !ok {
			return "", fmt.Errorf("%q is not one of %s", reading.Clip(v, 40), strings.Join(s.ChoiceValues(), " or "))
		}
		v = c
	case KindPattern:
		if n := s.named(v); n != "" && s.Resolve != nil {
			id, err := s.Resolve(n, f)
			if err != nil {
				return "", err
			}
			v = id
			break
		}
		m := s.Pattern.FindStringSubmatch(v)
		if m == nil {
			return "", fmt.Errorf("%q is not a valid %s", reading.Clip(v, 40), s.LabelOrName())
		}
		v = m[len(m)-1]
		if s.Upper {
			v = strings.ToUpper(v)
		}
	case KindNumber:
		plain := strings.ReplaceAll(v, ",", "")
		if !decimal.MatchString(plain) { // no NaN, Inf, hex or 1_000
			return "", fmt.Errorf("%q is not a number", reading.Clip(v, 40))
		}
		n, err := strconv.ParseFloat(plain, 64)
		if err != nil {
			return "", fmt.Errorf("%q is not a number", reading.Clip(v, 40))
		}
		v = strconv.FormatFloat(n, 'f', -1, 64)
	case KindMoney:
		if share, ok, err := s.shareAmount(v, f); ok {
			if err != nil {
				return "", err
			}
			v = share
		}
		c, err := reading.ParseMoney(v)
		if err != nil {
			return "", err
		}
		if c <= 0 {
			return "", fmt.Errorf("the %s must be more than zero", s.LabelOrName())
		}
		v = c.Plain()
	case KindSecret:
		// taken as typed: a secret is never trimmed of inner characters
	}
	if s.Check != nil {
		if err := s.Check(v, f); err != nil {
			return "", err
		}
	}
	return v, nil
}

// choose maps a word or phrase to an enum value by value or alias.
func (s *Slot) choose(v string) (string, bool) {
	w := strings.ToLower(strings.Trim(v, ` "'.,!?;:`))
	for _, c := range s.Choices {
		if strings.EqualFold(c.Value, w) {
			return c.Value, true
		}
		for _, a := range c.Aliases {
			if strings.EqualFold(a, w) {
				return c.Value, true
			}
		}
	}
	// a longer answer that names exactly one choice ("I want to do Motor")
	if found := s.choicesIn(w); len(found) == 1 {
		return found[0], true
	}
	// one misspelt word that stands for one choice only ("savigns")
	if !strings.ContainsAny(w, " \t") {
		if c, ok := s.typoChoice(w, nil); ok {
			return c, true
		}
	}
	// "uh the everyday one": the hint's words for one choice (slot_described.go)
	return s.describedChoice(w)
}

// choicesIn lists the distinct choices a text names.
func (s *Slot) choicesIn(lower string) []string {
	var out []string
	for _, c := range s.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			if reading.PhraseIndex(lower, reading.ASCIILower(w)) >= 0 {
				out = append(out, c.Value)
				break
			}
		}
	}
	return out
}

var decimal = reading.Lazy(`^-?\d+(?:\.\d+)?$`)

func fullMatch(re *regexp.Regexp, v string) bool {
	loc := re.FindStringIndex(v)
	return loc != nil && loc[0] == 0 && loc[1] == len(v)
}

// CuedIn reports one of the slot's cues in text as whole words ("send"
// in "send 200"): a value after it was said for this slot, not a bare
// number that might be anything.
func (s *Slot) CuedIn(text string) bool {
	lower := " " + strings.Join(strings.Fields(strings.ToLower(text)), " ") + " "
	for _, c := range s.Cues {
		if strings.Contains(lower, " "+strings.ToLower(c)+" ") {
			return true
		}
	}
	return false
}

// maxText bounds a free-text value: a name or a title is short, a long
// text a few paragraphs.
func (s *Slot) maxText() int {
	if s.Long {
		return 4000
	}
	return 200
}

// trailingFiller are words said after a short value that are never part
// of it: "read the note called work instead", "ada please", "shopping
// then thanks".
var trailingFiller = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("instead then please pls plz thanks thx ty cheers now asap thank-you") {
		m[w] = true
	}
	return m
})

// withoutTrailingFiller drops trailingFiller words (and "thank you", "for
// me") from the end of a short value, keeping at least one word.
func withoutTrailingFiller(v string) string {
	for {
		f := strings.Fields(v)
		if len(f) < 2 {
			return v
		}
		last := strings.ToLower(strings.Trim(f[len(f)-1], `"'.,!?;:`))
		prev := strings.ToLower(f[len(f)-2])
		switch {
		case trailingFiller()[last] && !(last == "you" || prev == "thank" && len(f) < 3):
			f = f[:len(f)-1]
		case (last == "you" && prev == "thank" || last == "me" && prev == "for") && len(f) > 2:
			f = f[:len(f)-2]
		default:
			return v
		}
		v = strings.TrimRight(strings.Join(f, " "), ` ,.;:`)
	}
}
