package concierge

import (
	"strings"
	"testing"
)

// Issue 24, ins26a: testers playing new users of the insurance desk.

// Kind 1: a reason said with no marker ("because", "reason:") is what is
// left after the claim id, the decline's words and politeness; the
// letter names it.
func TestIns26aMarkerlessReason(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines  []string
		reason string
	}{
		{[]string{"decline 45-XY-99 reason flood damage excluded under policy wording thx", "home"}, "flood damage excluded under policy wording"},
		{[]string{"claim 12-AB-34 reported 14 months after incident policy requires 30 days", "motor"}, "reported 14 months after incident policy requires 30 days"},
		{[]string{"decline 33KL21 motor flood damage excluded under the policy pls"}, "flood damage excluded under the policy"},
		{[]string{"pls decline 88XY12 home storm damage not covered cheers"}, "storm damage not covered"},
		{[]string{"decline claim 71-QR-05 home pre existing damage thx"}, "pre existing damage"},
		{[]string{"deny 66TT02 motor driver unlicensed at time of accident"}, "driver unlicensed at time of accident"},
		{[]string{"reject 90AB12 car — staged collision"}, "staged collision"},
		{[]string{"decline 45xy99 home reason late lodgement"}, "late lodgement"},
		{[]string{"can u decline 17MN33 for fraud pls", "home"}, "fraud"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.lines...)
		all := strings.Join(rec.replies(), "\n")
		if len(e.sess.Artifacts) != 1 || !strings.Contains(lastArtifact(e), "The reason for this decision: "+c.reason+".") {
			t.Errorf("%q: the letter does not name %q; replies:\n%s\nletter:\n%s", c.lines, c.reason, all, lastArtifact(e))
		}
	}
	// when, who for and the claim's own words are no reason
	for _, line := range []string{"decline 55AB11 home as soon as possible", "decline 55AB11 home pls thx", "decline letter for claim 55AB11 home", "decline 55AB11 home asap thanks"} {
		e, _ := newInsurance(t)
		say(t, e, line)
		if len(e.sess.Artifacts) != 1 || strings.Contains(lastArtifact(e), "The reason for this decision") {
			t.Errorf("%q: a reason was read where none was said:\n%s", line, lastArtifact(e))
		}
	}
}

// Kind 2: the claim id just handled, said again however it is written,
// is the same claim: confirmed, or what else the message says applied to
// its letter — never a new letter asking for the claim type.
func TestIns26aSameClaimSaidAgain(t *testing.T) {
	t.Parallel()
	for _, again := range []string{"it's 45XY99", "45 xy 99", "45xy99", "its 45-xy-99", "yeah it's 45 XY 99", "the claim id is 45xy99"} {
		e, rec := newInsurance(t)
		say(t, e, "decline 45-XY-99 home", again)
		last := rec.lastReply()
		if len(e.sess.Artifacts) != 1 || strings.Contains(last, "Please provide") || !strings.Contains(last, "45XY99") {
			t.Errorf("%q after the letter for 45XY99: %d letters, reply %q", again, len(e.sess.Artifacts), last)
		}
	}
	for _, c := range []struct{ line, reason string }{
		{"45 xy 99 - reason: late reporting", "late reporting"},
		{"45xy99 because of fraud", "fraud"},
		{"for 45-XY-99 the reason is non-payment of premium", "non-payment of premium"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 45-XY-99 home", c.line)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "Please provide") || !strings.Contains(lastArtifact(e), "Claim id: 45XY99") || !strings.Contains(lastArtifact(e), "The reason for this decision: "+c.reason+".") {
			t.Errorf("%q after the letter for 45XY99: the letter does not name %q:\n%s\n%s", c.line, c.reason, all, lastArtifact(e))
		}
	}
}

// Kind 3: a correction inside a reason keeps the corrected part only.
func TestIns26aReasonCorrectedInside(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines        []string
		reason, gone string
	}{
		{[]string{"decline 45-XY-99 home, water damage, no wait, I mean wear and tear"}, "wear and tear", "water damage"},
		{[]string{"decline 45XY99 home because of water damage sorry, I mean wear and tear"}, "wear and tear", "water damage"},
		{[]string{"decline 31AB77 motor reason: speeding, scratch that, unlicensed driver"}, "unlicensed driver", "speeding"},
		{[]string{"decline 31AB77 motor because of fraud actually late reporting"}, "late reporting", "fraud"},
		{[]string{"decline 31AB77 motor", "change the reason to water damage no wait I mean wear and tear"}, "wear and tear", "water damage"},
		{[]string{"decline 31AB77 motor", "reason: speeding. scratch that, the driver was unlicensed"}, "the driver was unlicensed", "speeding"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.lines...)
		body := lastArtifact(e)
		if !strings.Contains(body, "The reason for this decision: "+c.reason+".") || strings.Contains(body, c.gone) {
			t.Errorf("%q: the letter should name %q only:\n%s\n%s", c.lines, c.reason, strings.Join(rec.replies(), "\n"), body)
		}
	}
}

// Kind 4: punctuation and quotes around a value are not the value, and a
// lawful reason changed is never refused as harm.
func TestIns26aPunctuationAroundValue(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"change the reason to: late reporting",
		`change the reason to "late reporting"`,
		"change the reason to - late reporting",
		"change the reason → late reporting",
		"change the reason to “late reporting”",
		"pls change reason to 'late reporting'",
		"make the reason -> late reporting",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 45XY99 home", line)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(lastArtifact(e), "The reason for this decision: late reporting.") || strings.Contains(all, "can't help") {
			t.Errorf("%q: the letter does not name the reason bare:\n%s\n%s", line, all, lastArtifact(e))
		}
	}
}

// Kind 1, two claims: one reason said for both is named in each letter.
func TestIns26aSharedReasonEachLetter(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"decline 12AB34 and 56CD78 home, both for fraud — inflated invoices",
		"decline 12AB34 home and 56CD78 motor both for fraud - inflated invoices",
		"pls decline 12AB34 and 56CD78 motor, fraud for both",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if len(e.sess.Artifacts) != 2 {
			t.Errorf("%q: %d letters:\n%s", line, len(e.sess.Artifacts), strings.Join(rec.replies(), "\n"))
			continue
		}
		for _, art := range e.sess.Artifacts {
			if !strings.Contains(art.Body, "The reason for this decision: fraud") {
				t.Errorf("%q: the letter %q does not name the shared reason:\n%s", line, art.Title, art.Body)
			}
		}
	}
}
