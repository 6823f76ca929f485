package concierge

import "testing"

// A question asked on the side of a value or a request is split from it;
// a message that is only a question, or a request, is left whole.
func TestSideQuestion(t *testing.T) {
	t.Parallel()
	tests := []struct{ text, q, rest string }{
		{"its 45RR19 - oh btw whats the deadline for customers to appeal?", "whats the deadline for customers to appeal?", "its 45RR19"},
		{"Good morning. I would like a decline letter please. The claim ID is 08BN55. Is this letter sent to the customer automatically or do I need to post it?",
			"Is this letter sent to the customer automatically or do I need to post it?", "Good morning. I would like a decline letter please. The claim ID is 08BN55"},
		{"61PL02, by the way how long does the customer have to respond", "how long does the customer have to respond", "61PL02"},
		{"motor. does the letter mention the excess?", "does the letter mention the excess?", "motor"},
		{"home - who signs these letters anyway? thanks", "who signs these letters anyway?", "home thanks"},
		{"home, what happens after i send it?", "what happens after i send it?", "home"},
		{"is the claim id the same as the policy number? its 44PL90 btw", "is the claim id the same as the policy number?", "its 44PL90 btw"},
	}
	for _, tt := range tests {
		q, rest, ok := sideQuestion(tt.text)
		if !ok || q != tt.q || rest != tt.rest {
			t.Errorf("sideQuestion(%q) = %q, %q, %v; want %q, %q", tt.text, q, rest, ok, tt.q, tt.rest)
		}
	}
	for _, text := range []string{"whats a topology?", "open up my notes? the name's ada", "decline letter for 12AB34", "12AB34, can you also tell me where partners find claim ids?", "motor"} {
		if q, _, ok := sideQuestion(text); ok {
			t.Errorf("sideQuestion(%q) found %q", text, q)
		}
	}
}
