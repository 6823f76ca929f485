package concierge

import "testing"

// A request said as a question ("yo can u open my notes pls", "uh...
// open my notes?") starts its task; it was answered "I don't know that
// here … The nearest thing I can do is open your notes".
func TestTaskAskedAsQuestionStarts(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"yo can u open my notes pls", "uh... open my notes?", "could you open my notes?", "can u show me my notes", "open up my notes??"} {
		e, rec, _ := notesWith(t, "gym", "legs on monday")
		say(t, e, line)
		if containsIn(rec.replies(), "I don't know that here") || !containsIn(rec.replies(), "Your name, please") {
			t.Errorf("%q: %q, want the sign-in for the notes", line, rec.replies())
		}
	}
}
