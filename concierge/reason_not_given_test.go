package concierge

import (
	"strings"
	"testing"
)

// Round 36's tester: a placeholder, a correction of the claim type and the
// words that frame a reason are never printed as the letter's reason.
func TestReasonPlaceholderCorrectionAndFrame(t *testing.T) {
	t.Parallel()
	cases := []struct {
		lines  []string
		reason string // "" for a letter with none
		topo   string // the policy type the letter names, "" to skip
	}{
		{[]string{"decline 44AA10 home pls, reason tbc"}, "", ""},
		{[]string{"decline 44AA10 motor, reason: TBA"}, "", ""},
		{[]string{"decline 44AA10 home, reason n/a"}, "", ""},
		{[]string{"decline 44AA10 home, reason - none"}, "", ""},
		{[]string{"decline 44AA10 motor, reason: to be confirmed"}, "", ""},
		{[]string{"decline letter for 80BN12, motor", "no wait sorry, it was the house policy not the car"}, "", "Home"},
		{[]string{"decline letter for 80BN12, home", "oops my bad it was under the car policy, not home"}, "", "Motor"},
		{[]string{"decline letter for 80BN12, motor", "actually sorry it's the home one not motor"}, "", "Home"},
		{[]string{"so the car claim 83PL09 is a no go, can you draft the letter", "oh and say it's because the driver was unlicensed at the time"}, "the driver was unlicensed at the time", ""},
		{[]string{"decline 83PL09 motor", "put that it's due to late notification of the claim"}, "late notification of the claim", ""},
		{[]string{"decline 83PL09 home", "write that it was because of gradual water damage"}, "gradual water damage", ""},
	}
	for _, c := range cases {
		e, rec := newInsurance(t)
		for _, l := range c.lines {
			say(t, e, l)
		}
		letter := lastArtifact(e)
		if letter == "" {
			t.Errorf("%q: no letter: %q", c.lines, rec.replies())
			continue
		}
		if c.reason == "" && strings.Contains(letter, "The reason for this decision") {
			t.Errorf("%q: the letter names a reason:\n%s", c.lines, letter)
		}
		if c.reason != "" && !strings.Contains(letter, "The reason for this decision: "+c.reason+".") {
			t.Errorf("%q: the letter does not name %q:\n%s", c.lines, c.reason, letter)
		}
		if c.topo != "" && !strings.Contains(letter, "Policy type: "+c.topo) {
			t.Errorf("%q: not a %s letter:\n%s", c.lines, c.topo, letter)
		}
	}
}
