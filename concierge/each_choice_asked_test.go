package concierge

import (
	"strings"
	"testing"
)

// Round 39 (ins 13): a question about where each role finds a claim id
// is answered for every role it names, without asking which one the user
// is and without a "can't" line.
func TestEachChoiceAskedIsAnsweredForEach(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"whats the diff between what staff see and what partners see for claim ids",
		"where do staff and partners each find claim ids?",
		"do partners find claim ids in a different place to staff?",
		"how do employees and brokers find a claim id",
		"is the claim id in the same place for staff and for partners",
		"claim id location for staff vs brokers",
		"WHERE DO EMPLOYEES AND PARTNERS GET THE CLAIM NUMBER",
		"where would a broker look up a claim id vs an internal employee",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, line)
			all := strings.Join(rec.replies(), "\n")
			if !strings.Contains(all, "Claims › My claims") || !strings.Contains(all, "www.my_id.com") {
				t.Errorf("want both places, got %q", all)
			}
			for _, bad := range []string{"can't", "Please tell me if you are", "you must provide"} {
				if strings.Contains(all, bad) {
					t.Errorf("no %q for a question about both: %q", bad, all)
				}
			}
			if e.Session().Speaker != "" {
				t.Errorf("nothing should start, speaker %q", e.Session().Speaker)
			}
		})
	}
}

// The user saying what they are is answered for that role only.
func TestEachChoiceNotForOwnRole(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "im staff not a broker, where do i find my claim id")
	if all := strings.Join(rec.replies(), "\n"); strings.Contains(all, "www.my_id.com") {
		t.Errorf("the user said they are staff: %q", all)
	}
}
