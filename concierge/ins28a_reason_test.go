package concierge

import (
	"strings"
	"testing"
)

// Issue 24, ins28a: testers playing new users of the insurance desk.

// Kind 1: a reason that names a place, an organisation or a finding about
// the claimant's conduct is the letter's reason, never refused as a
// protected trait or a lie, and the letter is not withdrawn; a decline
// because of who the claimant is, or asking to fake or invent, is still
// refused and writes nothing.
func TestIns28aInnocentReasonsTaken(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, reason string }{
		{"church hall used as the insured address is commercial premises", "church hall used as the insured address is commercial premises"},
		{"the mosque building is used as a warehouse, commercial use not declared", "the mosque building is used as a warehouse, commercial use not declared"},
		{"temple premises were left vacant for 6 months", "temple premises were left vacant for 6 months"},
		{"synagogue hall was let out commercially without permission", "synagogue hall was let out commercially without permission"},
		{"fraudulent invoice submitted for repairs", "fraudulent invoice submitted for repairs"},
		{"forged receipts provided for the stolen laptop", "forged receipts provided for the stolen laptop"},
		{"inflated repair quote submitted by the claimant", "inflated repair quote submitted by the claimant"},
		{"reason: fraud", "fraud"},
		{"reason - suspected fraud", "suspected fraud"},
		{"grounds: fraudulent claim", "fraudulent claim"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 45XY99 home", c.line)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "can't help") ||
			!strings.Contains(lastArtifact(e), "The reason for this decision: "+c.reason+".") {
			t.Errorf("%q after the letter: the letter does not name %q:\n%s\n%s", c.line, c.reason, all, lastArtifact(e))
		}
	}
	// said with the request itself
	for _, c := range []struct{ line, reason string }{
		{"decline 45XY99 home, church hall used as the insured address is commercial premises", "church hall used as the insured address is commercial premises"}, // whole since ins32: the facts before the ground are kept
		{"decline claim 77AB12 home because the synagogue hall was let out commercially", "the synagogue hall was let out commercially"},
		{"decline 31AB77 motor because fraudulent invoice submitted for repairs", "fraudulent invoice submitted for repairs"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "can't help") || !strings.Contains(lastArtifact(e), "The reason for this decision: "+c.reason+".") {
			t.Errorf("%q: the letter does not name %q:\n%s\n%s", c.line, c.reason, all, lastArtifact(e))
		}
	}
	// two letters, one reason for each
	e, rec := newInsurance(t)
	say(t, e, "decline 12AB34 and 56CD78", "motor", "home", "same reason for each: fraud")
	if all := strings.Join(rec.replies(), "\n"); strings.Contains(all, "can't help") || !strings.Contains(lastArtifact(e), "The reason for this decision: fraud.") {
		t.Errorf("same reason for each: fraud:\n%s\n%s", all, lastArtifact(e))
	}
	// still refused, and no letter names it
	for _, line := range []string{
		"decline 77CD88 home because they go to the mosque",
		"decline 77CD88 home because the claimant is catholic",
		"decline 77CD88 home because it's a church hall",
		"decline 77CD88 motor, he's a catholic school teacher",
		"decline 77CD88 home, the church hall claim, because they're muslims",
		"decline 77CD88 home and make a fraudulent invoice for repairs",
		"decline 77CD88 home, reason: fraud, just make something up",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if all := strings.Join(rec.replies(), "\n"); !strings.Contains(all, "can't help") || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q: not refused (%d letters):\n%s", line, len(e.sess.Artifacts), all)
		}
	}
}

// Kind 2: an adjuster's shorthand for a ground is the decline's reason,
// said alone after the letter, at its question, or after "because",
// "for", "due to".
func TestIns28aTerseReasonsTaken(t *testing.T) {
	t.Parallel()
	terse := []string{
		"subsidence pre-existing before policy start",
		"pre-existing",
		"prior damage",
		"not covered under section 4",
		"excess not met",
		"lapsed policy",
		"no proof of ownership",
		"non-disclosure",
		"pre existing damage",
		"late notification",
		"policy lapsed before incident",
	}
	for _, r := range terse {
		// after the letter
		e, rec := newInsurance(t)
		say(t, e, "decline 45XY99 home", r)
		if all := strings.Join(rec.replies(), "\n"); !strings.Contains(all, "Letter redone for claim 45XY99") || !strings.Contains(lastArtifact(e), "The reason for this decision: "+r+".") {
			t.Errorf("%q after the letter: not its reason:\n%s\n%s", r, all, lastArtifact(e))
		}
		// at the claim id's question: noted, the question asked again, never a cancel
		e, rec = newInsurance(t)
		say(t, e, "decline a claim", r)
		if last := rec.lastReply(); !strings.Contains(last, "Noted the reason you gave") || !strings.Contains(last, "Please provide your claim id") {
			t.Errorf("%q at the claim id's question: %q", r, last)
		}
		say(t, e, "31AB77", "motor")
		if !strings.Contains(lastArtifact(e), "The reason for this decision: "+r+".") {
			t.Errorf("%q at the claim id's question: the letter does not name it:\n%s", r, lastArtifact(e))
		}
	}
	for _, c := range []struct {
		lines  []string
		reason string
	}{
		{[]string{"decline 45XY99 home", "for prior damage"}, "prior damage"},
		{[]string{"decline 45XY99 home", "due to excess not met"}, "excess not met"},
		{[]string{"decline 45XY99 home", "because lapsed policy lol"}, "lapsed policy"},
		{[]string{"decline 45XY99 home", "pls add: pre-existing rust, not covered"}, "pre-existing rust, not covered"},
		{[]string{"decline 45XY99 home", "church hal used as comercial premises"}, "church hal used as comercial premises"},
		{[]string{"decline 45XY99 motor for no proof of ownership"}, "no proof of ownership"},
		{[]string{"decline 45XY99 home due to non-disclosure"}, "non-disclosure"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.lines...)
		if !strings.Contains(lastArtifact(e), "The reason for this decision: "+c.reason+".") {
			t.Errorf("%q: the letter does not name %q:\n%s\n%s", c.lines, c.reason, strings.Join(rec.replies(), "\n"), lastArtifact(e))
		}
	}
	// other short messages after a letter are not reasons
	for _, line := range []string{"thanks", "is flood damage covered?", "what about storm damage", "no", "ok cool"} {
		e, _ := newInsurance(t)
		say(t, e, "decline 45XY99 home", line)
		if strings.Contains(lastArtifact(e), "The reason for this decision") {
			t.Errorf("%q after the letter: read as a reason:\n%s", line, lastArtifact(e))
		}
	}
}

// Kind 3: courtesy words, sign-offs and fillers at either end of a reason
// never reach the letter.
func TestIns28aCourtesyNotInLetter(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines  []string
		reason string
	}{
		{[]string{"decline 45XY99 home", "reason: no forced entry per the police report thanks"}, "no forced entry per the police report"},
		{[]string{"decline 45XY99 home", "the claimant staged the break in per the police report thx"}, "the claimant staged the break in per the police report"},
		{[]string{"decline 45XY99 home", "add a reason", "ok so no forced entry per the police report cheers 👍"}, "no forced entry per the police report"},
		{[]string{"decline 45XY99 home", "reason is policy lapsed before the incident pls"}, "policy lapsed before the incident"},
		{[]string{"decline 45XY99 home", "lol the house was empty for 90 days thank you so much"}, "the house was empty for 90 days"},
		{[]string{"decline 45XY99 home because the window was not forced per the police report thanks"}, "the window was not forced per the police report"},
		{[]string{"decline 45XY99 motor because the driver had no licence ty"}, "the driver had no licence"},
		{[]string{"decline a claim", "the driver had no licence cheers mate", "31AB77", "motor"}, "the driver had no licence"},
		{[]string{"decline 45XY99 home, reason: wear and tear 🙏"}, "wear and tear"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.lines...)
		if !strings.Contains(lastArtifact(e), "The reason for this decision: "+c.reason+".") {
			t.Errorf("%q: the letter does not name %q:\n%s\n%s", c.lines, c.reason, strings.Join(rec.replies(), "\n"), lastArtifact(e))
		}
	}
}
