package concierge

// A protected trait said of the claimant with animus against the group
// (round 26's tester: "he's muslim and we've had issues with that
// community" after a letter was read as a question about what can be
// done, and the letter stood). The "and" gave the statement a purpose of
// its own (ins20b_harm.go), so it was never judged as the decline's why.
// Animus is no purpose: the statement is judged without it, before and
// after, as the bare trait it leaves.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// animusSaid is hostility to a group, or a bad experience blamed on it.
var animusSaid = reading.Lazy(`(?i)\b(?:(?:we'?ve|we have|we|i'?ve|i have|i|they'?ve|they have|they) (?:(?:always|often|had|have|get|got|keep having|had a lot of|had loads of|had so many|seen|seen a lot of)\s+){1,2}(?:issues|problems|trouble|bad experiences?|bother|grief|claims like this)|(?:that|this|their|his|her) (?:community|lot|crowd|people|kind|type|sort)|(?:those|these|them) (?:people|guys|lot|types|sorts)|you know how (?:they|those|these|them)|always (?:trouble|fake|faking|lying|lie|cheat\w*|scam\w*|claim\w*|causing)|(?:can'?t|cannot|never|don'?t) (?:be )?trust\w*)\b`)

// animusTraitHarm is the refusal of a message at a decline whose trait,
// said with animus, is the decline's why; "" for any other.
func (e *Engine) animusTraitHarm(text string) string {
	loc := animusSaid.FindStringIndex(text)
	if loc == nil {
		return ""
	}
	for _, part := range []string{text[:loc[0]], text[loc[1]:]} {
		part = strings.Trim(strings.TrimSpace(part), ",;:-–— ")
		for _, joint := range []string{" and", " but", " so", " cause", " because", " as"} {
			part = strings.TrimSpace(strings.TrimSuffix(part, joint))
		}
		if part == "" || part == text {
			continue
		}
		if r := e.bareTraitHarm(part); r != "" {
			return r
		}
	}
	return ""
}
