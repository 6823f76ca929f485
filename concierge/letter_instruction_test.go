package concierge

import (
	"strings"
	"testing"
)

// Round 36's tester (SEVERE): an instruction about the letter itself — its
// language, wording, format or delivery — and the why of it is never the
// letter's reason. The instruction is answered, and the letter names the
// real reason when one is given too, or none.
func TestLetterInstructionIsNoReason(t *testing.T) {
	t.Parallel()
	cases := []struct {
		lines  []string
		answer string // what the reply says of the instruction
		reason string // the reason the letter names, "" for none
	}{
		{[]string{"decline 27PO44 motor and can you write it in spanish pls, customer doesnt read english"}, "only write the standard letter in English", ""},
		{[]string{"decline 27PO44 motor and put it in plain english please, the customer gets confused by jargon"}, "can't change the letter's wording", ""},
		{[]string{"decline 64LM37 home, can you do it in large print? customer's vision impaired"}, "can't change the letter's format", ""},
		{[]string{"decline letter 15NM82", "motor, and cc my team leader on it"}, "can't cc, email or send", ""},
		{[]string{"deny claim 51RT22 home - needs to be in mandarin as the policyholder only speaks mandarin"}, "only write the standard letter in English", ""},
		{[]string{"decline 40PL77 home and make it formal, its going to a lawyer"}, "can't change the letter's wording or tone", ""},
		{[]string{"decline 22CV33 home, bigger font please, she cant read small text"}, "can't change the letter's format", ""},
		{[]string{"reject 31GH08 for motor n translate into vietnamese, her first language"}, "English", ""},
		{[]string{"decline 18TR44", "home pls. simple english, no jargon, the owner found the last one confusing"}, "can't change the letter's wording", ""},
		{[]string{"decline 77QW12 home, reason: storm damage excluded, and write it in french"}, "only write the standard letter in English", "storm damage excluded"},
		{[]string{"decline 88ZZ11 motor, write it in french, driver was unlicensed"}, "only write the standard letter in English", "driver was unlicensed"},
	}
	for _, c := range cases {
		e, rec := newInsurance(t)
		for _, l := range c.lines {
			say(t, e, l)
		}
		letter := lastArtifact(e)
		if letter == "" {
			t.Errorf("%q: no letter written; replies %q", c.lines, rec.replies())
			continue
		}
		if c.reason == "" && strings.Contains(letter, "The reason for this decision") {
			t.Errorf("%q: the instruction became the reason:\n%s", c.lines, letter)
		}
		if c.reason != "" && !strings.Contains(letter, "The reason for this decision: "+c.reason+".") {
			t.Errorf("%q: the letter does not name %q:\n%s", c.lines, c.reason, letter)
		}
		if !containsIn(rec.replies(), c.answer) {
			t.Errorf("%q: the instruction is not answered (%q): %q", c.lines, c.answer, rec.replies())
		}
	}
}

// The same instruction said after the letter keeps the letter and its
// reason: "can you write it in spanish? customer doesnt read english"
// rewrote the letter with that line as its reason.
func TestLetterInstructionAfterLetterKeepsIt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"can you write it in spanish? customer doesnt read english",
		"large print please, she's got bad eyesight",
		"pls do a mandarin version, the insured only reads mandarin",
		"put it in plain english, he gets confused by the jargon",
		"translate it into arabic",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 12AB34 motor, reason: unlicensed driver")
		before := lastArtifact(e)
		say(t, e, line)
		if after := lastArtifact(e); after != before {
			t.Errorf("%q rewrote the letter:\n%s", line, after)
		}
		if !containsIn(rec.replies(), "still names the reason you gave: unlicensed driver") {
			t.Errorf("%q: %q", line, rec.replies())
		}
	}
}

// A person's language is never a letter's reason, on whatever path the
// reason came: said as the reason, it is left out and the user told.
func TestPersonLanguageNeverTheReason(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"decline 12AB34 motor, customer doesnt read english":                  "",
		"decline 12AB34 motor, the insured cant speak english":                "",
		"decline 12AB34 motor, driver was unlicensed and his english is poor": "driver was unlicensed",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		letter := lastArtifact(e)
		if strings.Contains(strings.ToLower(letter), "english") {
			t.Errorf("%q: the letter names the language:\n%s", line, letter)
		}
		if want != "" && !strings.Contains(letter, "The reason for this decision: "+want+".") {
			t.Errorf("%q: the letter does not name %q:\n%s", line, want, letter)
		}
		if want == "" && letter != "" && !containsIn(rec.replies(), "out of the letter") {
			t.Errorf("%q: the cut is not said: %q", line, rec.replies())
		}
	}
}
