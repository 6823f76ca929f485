package reading

import "testing"

// The whole of a balance in the ways people say it (issue 24, round 9):
// "everything i got in checking", "all of it", "every cent in savings",
// "empty my savings". Everyday talk with the same words is no share (a
// share naming a word that is no account's is the extractor's to drop).
func TestFindShareWhole(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text, phrase, name string
		object             bool
	}{
		{"ok how about everything i got in checking", "everything i got in checking", "checking", false},
		{"send all that i have in savings to 7654321", "all that i have in savings", "savings", false},
		{"all of it", "all of it", "", true},
		{"move every cent i've got in my savings to 7654321", "every cent i've got in my savings", "savings", false},
		{"empty my savings into 7654321", "empty my savings", "savings", false},
		{"drain checking and send it to 7654321", "drain checking", "checking", false},
		{"clear out my checking account to 7654321", "clear out my checking account", "checking", true},
		{"send all the money in savings to 7654321", "all the money in savings", "savings", false},
		{"every cent", "every cent", "", true},
		{"everything to 7654321 please", "everything", "", true},
	} {
		sh, ok := FindShare(tt.text)
		if !ok || tt.text[sh.From:sh.To] != tt.phrase || sh.Num != 1 || sh.Den != 1 || sh.Name != tt.name || sh.Object != tt.object {
			t.Errorf("FindShare(%q) = %+v %v, want %q, name %q, object %v", tt.text, sh, ok, tt.phrase, tt.name, tt.object)
		}
	}
	for _, text := range []string{"is that all i got", "everything i have is fine", "empty it", "clear the screen please",
		"that's all i have to say", "empty", "clear my savings", "everything is fine", "is that everything"} {
		if sh, ok := FindShare(text); ok {
			t.Errorf("FindShare(%q) = %q, want none", text, text[sh.From:sh.To])
		}
	}
}
