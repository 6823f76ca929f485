package insurance

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// TestValuesInOtherWords: a topology, a relationship and a claim id said
// the way people say them (R51, issue 24): a vehicle or a dwelling by its
// everyday name, a word cut short, a team inside Suncorp, a claim id with
// a dash and a letter after "claim no.".
func TestValuesInOtherWords(t *testing.T) {
	letter, strategy := declineLetter(), smartStrategy()
	cases := []struct {
		a           *agents.Agent
		text, asked string
		slot, want  string
	}{
		{letter, "it's for a ute", "topology", "topology", "Motor"},
		{letter, "the insured automobile was broken into", "topology", "topology", "Motor"},
		{letter, "a delivery truck", "topology", "topology", "Motor"},
		{letter, "hom", "topology", "topology", "Home"},
		{letter, "mot", "topology", "topology", ""},
		{letter, "someone broke into their flat", "topology", "topology", "Home"},
		{letter, "contents claim", "topology", "topology", "Home"},
		{letter, "the apartment", "topology", "topology", "Home"},
		{strategy, "i sit in the claims department", "relationship", "relationship", "internal"},
		{strategy, "I'm at head office", "relationship", "relationship", "internal"},
		{strategy, "we're an in-house team", "relationship", "relationship", "internal"},
		{strategy, "im staff", "relationship", "relationship", "internal"},
		{letter, "claim no. 5512-C", "claim_id", "claim_id", "5512-C"},
		{letter, "ref no: 88-QX please", "claim_id", "claim_id", "88-QX"},
		{letter, "policy no. 1234-AB for the car", "", "claim_id", ""}, // the policy's number, no claim id (ins35)
		{letter, "no 5512-C is wrong", "claim_id", "claim_id", ""},
		{letter, "claim no. 7730 - D", "claim_id", "claim_id", "7730-D"},
		{letter, "it's 61 - QR", "claim_id", "claim_id", "61-QR"},
	}
	for _, c := range cases {
		got := agents.Extract(c.a, c.text, c.asked)[c.slot]
		if got != "" {
			s := c.a.Slot(c.slot)
			v, err := s.Normalize(got, nil)
			if err != nil {
				t.Errorf("%q: %s %q refused: %v", c.text, c.slot, got, err)
				continue
			}
			got = v
		}
		if got != c.want {
			t.Errorf("Extract(%q)[%s] = %q, want %q", c.text, c.slot, got, c.want)
		}
	}
}

// TestIDTheShapeRefuses: an id with a separator its pattern does not
// allow is read whole after its cue or at its question, and refused with
// what a claim id looks like — never split into a number and a stray
// letter ("I didn't recognise "B"").
func TestIDTheShapeRefuses(t *testing.T) {
	letter := declineLetter()
	s := letter.Slot("claim_id")
	for _, c := range []struct{ text, asked, want string }{
		{"decline letter for claim 5512/C", "", "5512/C"},
		{"the claim id is 88.QX", "", "88.QX"},
		{"its 5512/C", "claim_id", "5512/C"},
	} {
		got := agents.Extract(letter, c.text, c.asked)["claim_id"]
		if got != c.want {
			t.Errorf("Extract(%q)[claim_id] = %q, want %q", c.text, got, c.want)
			continue
		}
		if _, err := s.Normalize(got, nil); err == nil {
			t.Errorf("%q taken as a claim id", got)
		}
	}
}
