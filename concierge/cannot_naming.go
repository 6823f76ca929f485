package concierge

// "call it board meeting" names a thing; it never asks to phone anyone
// (R50, R53; round 17's n08): "call" opens a phone call only with a person
// or a number after it ("call me back", "ring the assessor"), while "call
// it X", "call this X" or "call the note X" gives a title, which the
// approval or the question reads as a correction of the name.

// namingObjects are the words after "call" that make it a name given to
// the thing being made rather than a person rung.
var namingObjects = lazyWordSet(`it this that the note list entry one`)

// callNames reports a clause whose verb "call" (or "name") gives a name
// to the thing ("call it board meeting"): never a phone call.
func callNames(verb string, after []string) bool {
	if verb != "call" && verb != "name" && verb != "title" {
		return false
	}
	if len(after) < 2 || !namingObjects()[after[0]] {
		return false
	}
	if after[0] == "the" {
		return len(after) >= 3 && (after[1] == "note" || after[1] == "title" || after[1] == "list")
	}
	return true
}
