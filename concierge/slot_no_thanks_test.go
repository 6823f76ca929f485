package concierge

import "testing"

// TestNoThanksAtPrompt: a polite no at a slot's question turns the task
// down ("nah i'm good"), where a bare no only refuses the question and a
// no that goes on with a value is an answer.
func TestNoThanksAtPrompt(t *testing.T) {
	for _, s := range []string{"no thanks", "Nope, thank you.", "nah i'm good", "im fine thanks", "no need",
		"no, don't need it anymore", "oh no it's fine", "nah we're all set", "No thanks though!", "i’m good"} {
		if !noThanksAtPrompt(s) {
			t.Errorf("noThanksAtPrompt(%q) = false, want a polite no", s)
		}
	}
	for _, s := range []string{"no", "nope", "no the title is shopping", "good", "thanks", "fine dining", "no need for milk",
		"i'm good at chess", "not good"} {
		if noThanksAtPrompt(s) {
			t.Errorf("noThanksAtPrompt(%q) = true, want no decline", s)
		}
	}
}
