package understand

// A note of the user's own rewritten (R53; issue 24 round 16). "edit the
// note titled shopping to say eggs and milk" was refused as staging
// evidence, and "rewrite the packing note so it says passport and
// charger" by the trained classifier, which hears "edit … to say" as a
// document doctored. A note the user keeps is theirs to word as they
// like: an edit of one, with no harm word in the message and no paper
// another person wrote or signs (a doctor's or sick note, a receipt, a
// report), is no request to fake anything. R8's table judges the
// message first; "edit the doctor's note to say i was off two weeks"
// stays refused there. A note named by its bare title ("edit the note
// work to say hi") or renamed is the user's own too (issue 24, notes24).

import "github.com/concierge-dev/concierge/agents/reading"

var (
	// noteRewrite is a note edited to say something: the verb, the note,
	// then what it is to say.
	noteRewrite = reading.Lazy(`(?i)\b(?:edit|change|update|rewrite|amend|alter|fix|redo|reword|tweak|modify)\b (?:(?:my|the|that|this|our) )?(?:[\w']+ ){0,2}?(?:note|memo|reminder|to-?do|list)\b(?: (?:titled|called|named|about|for|on|with the title|labelled|labeled) (?:[\w'"]+ ){1,4}?| (?:[\w'"]+ ){1,3}?)? ?(?:to (?:say|read|show|be|list|add|include|drop|remove)|so (?:it|that it) (?:says|reads|shows|lists)|with|:)\b` +
		// "rename the note work to job", "rename my shopping note groceries" (issue 24, notes24)
		`|\b(?:rename|retitle)\b (?:(?:my|the|that|this|our) )?(?:[\w']+ ){0,2}?(?:note|memo|reminder|to-?do|list)\b`)
	// officialPaper is a note someone else writes or signs, or evidence:
	// its edit stays judged.
	officialPaper = reading.Lazy(`(?i)\b(?:doctor|doctors|doctor's|gp|sick|medical|hospital|fit|vet|police|garage|mechanic|dentist's|school's|employer's|receipt|invoice|report|certificate|statement|claim|evidence|insurer|insurance|bank|court|witness|signature|date of|fake\w*|forg\w*|fabricat\w*|falsif\w*|backdat\w*|counterfeit\w*|photoshop\w*|bogus|phony|sham|inflat\w*|exaggerat\w*|staged?)\b`)
)

// rewritesOwnNote reports a message that rewrites a note of the user's
// own, no paper of another's named.
func rewritesOwnNote(text string) bool {
	return noteRewrite.MatchString(text) && !officialPaper.MatchString(text)
}
