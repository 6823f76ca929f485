package concierge

// A trait of the person said beside a lawful ground (round 33's design
// question; ins40 found it writes): "decline 22XY33 motor, hes from fiji
// and was also uninsured" wrote a letter whose reason read "hes from fiji
// and was also uninsured". Said as a fact next to a ground, the trait is
// not refused (harm21: the decline rests on the ground), but a customer
// letter must never name it. Each part of the reason is judged on its
// own: a part that gives a protected trait is cut, the reply says so, and
// the letter names the lawful ground alone. A reason that is all trait is
// refused before this, as before.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// reasonJoint splits a reason into the parts a trait may stand in.
var reasonJoint = reading.Lazy(`(?i)\s*(?:[,;]|\s-\s|\s–\s|\.\s)\s*|\s+(?:and|but|plus|as well as|n|&)\s+`)

// danglingHead opens a part that leans on the one before it: a relative
// clause or a joining word ("which the policy excludes", "and that is
// why"). Alone it says no reason.
var danglingHead = reading.Lazy(`(?i)^(?:(?:and|but|so|or|plus)\s+)*(?:which|that|who|whom|whose|where|when|and|but|because|cos|so|as|hence|thus|therefore)\b`)

// partLead are the joining words a part may start with once cut.
var partLead = lazyWordSet(`and also plus but as well too either was is were had has`)

// withoutTraitParts is reason with every part that gives a protected
// trait cut out, and the parts cut ("" when none).
func (e *Engine) withoutTraitParts(reason string) (kept, cut string) {
	idx := reasonJoint.FindAllStringIndex(reason, -1)
	if len(idx) == 0 {
		return reason, ""
	}
	var parts [][2]int
	from := 0
	for _, m := range idx {
		parts = append(parts, [2]int{from, m[0]})
		from = m[1]
	}
	parts = append(parts, [2]int{from, len(reason)})
	var keep, drop []string
	for _, p := range parts {
		part := strings.TrimSpace(reason[p[0]:p[1]])
		if part == "" {
			continue
		}
		if e.traitPart(part) {
			drop = append(drop, part)
			continue
		}
		keep = append(keep, part)
	}
	if len(drop) == 0 || len(keep) == 0 {
		return reason, "" // no trait, or all trait (refused elsewhere)
	}
	dangling := true
	for i, k := range keep {
		dangling = dangling && danglingHead.MatchString(k)
		ws := strings.Fields(k)
		for len(ws) > 1 && partLead()[strings.ToLower(ws[0])] {
			ws = ws[1:]
		}
		keep[i] = strings.Join(ws, " ")
	}
	if dangling {
		return "", reason // "which the policy excludes" is no reason once its cause is cut (tryout 41, ins 35)
	}
	return strings.Join(keep, ", "), strings.Join(drop, ", ")
}

// traitPart reports a part of a reason that gives a protected trait of
// the person as a why.
func (e *Engine) traitPart(part string) bool {
	if understand.TraitDisclaimed(part) {
		return false
	}
	if personLanguage.MatchString(part) {
		return true // "customer doesnt read english": the language stands for where someone is from (letter_instruction.go)
	}
	probe := "decline the claim because " + part
	rule := understand.HarmRule(probe)
	if strings.Contains(rule, "protected characteristic") {
		return true
	}
	// The classifier alone never cuts a ground: a rule or a protected
	// word must back it.
	if _, bad := e.reader.Harm(probe); !bad {
		return false
	}
	return rule != "" || protectedWord(part)
}

// protectedWord reports a part that names a protected trait in a word the
// rules know: the classifier alone is not enough to cut a ground.
func protectedWord(part string) bool {
	return strings.Contains(understand.HarmRule("decline it, "+part), "protected")
}

// traitCutMemory keeps, in the task's memory, the trait cut once said.
const traitCutMemory = "lead47.traitcut"
