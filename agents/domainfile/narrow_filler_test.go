package domainfile

import "testing"

// "show me my whole list" narrowed the notes by "whole", and "this thing
// is useless, where the hell did my notes go" by "useless hell" (tryout
// 40 notes 10, 14): words of size and of temper narrow nothing. A word
// that names a thing still does.
func TestWholeAndTemperNarrowNothing(t *testing.T) {
	for _, line := range []string{"show me my whole list", "the entire list pls", "this thing is useless, where the hell did my notes go", "where the heck are my notes", "ugh where did my stuff go, stupid app", "show the full list, all of it"} {
		for _, w := range joinedToDo(wordsOf(askingClause(line))) {
			if !askingWords()[w] && len(w) >= 3 && !askingSlip(w) {
				t.Errorf("%q narrows by %q", line, w)
			}
		}
	}
	if !containsWord(joinedToDo(wordsOf(askingClause("show the note about the dentist"))), "dentist") {
		t.Errorf("a named thing must still narrow")
	}
}

func containsWord(ws []string, w string) bool {
	for _, x := range ws {
		if x == w && !askingWords()[x] {
			return true
		}
	}
	return false
}
