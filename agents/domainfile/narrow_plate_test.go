package domainfile

import (
	"slices"
	"testing"
)

// "what's on my plate", "what's on the agenda" ask for the things to do:
// they narrow a list by the to-do tag, never by "plate" (tryout 39's 22).
func TestPlateIsTheToDoList(t *testing.T) {
	for _, line := range []string{"what have i got on my plate", "whats left on my plate", "anything on the agenda", "what's on me plate today", "what is on my agenda"} {
		ws := joinedToDo(wordsOf(line))
		if slices.Contains(ws, "plate") || slices.Contains(ws, "agenda") || !slices.Contains(ws, "todo") {
			t.Errorf("%q narrows by %q", line, ws)
		}
	}
	if ws := joinedToDo(wordsOf("note about the plate rack")); slices.Contains(ws, "todo") || !slices.Contains(ws, "plate") {
		t.Errorf("a plate named as a thing is kept: %q", ws)
	}
}
