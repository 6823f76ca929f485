package concierge

import (
	"strings"
	"testing"
)

// Issue 24, ins28b, kind 5: two or three claims in one line, each with its
// own type and reason, get each its own reason in its letter.
func TestIns28bEachClaimItsOwnReason(t *testing.T) {
	t.Parallel()
	cases := []struct {
		text string
		want []string // each letter's reason, in order
	}{
		{"decline 12AB34 home for fraud and 56CD78 motor for late reporting", []string{"fraud", "late reporting"}},
		{"decline 12AB34 home: fraud; 56CD78 motor: late reporting", []string{"fraud", "late reporting"}},
		{"decline two claims, first 12AB34 home for fraud, second 56CD78 motor for late reporting", []string{"fraud", "late reporting"}},
		{"decline 12AB34 home for fraud, 56CD78 motor for late reporting and 90EF12 home due to unpaid premiums", []string{"fraud", "late reporting", "unpaid premiums"}},
		{"reject 11AA22 motor cos the driver was drunk and 33BB44 home cos the house was empty", []string{"the driver was drunk", "the house was empty"}},
		{"pls decline 21KL09 car for non disclosure and 65RT44 house for flood damage excluded", []string{"non disclosure", "flood damage excluded"}},
	}
	for _, c := range cases {
		e, _ := newInsurance(t)
		say(t, e, c.text)
		arts := e.sess.Artifacts
		if len(arts) != len(c.want) {
			t.Errorf("%q: %d letters, want %d", c.text, len(arts), len(c.want))
			continue
		}
		for i, w := range c.want {
			if !strings.Contains(arts[i].Body, "The reason for this decision: "+w+".") {
				t.Errorf("%q: letter %d does not name %q:\n%s", c.text, i+1, w, arts[i].Body)
			}
		}
	}
}

// Kind 1: a correction of one value after the letter keeps the reason
// given, and the letter is written again once.
func TestIns28bCorrectionKeepsReason(t *testing.T) {
	t.Parallel()
	cases := []struct{ first, fix, id, typ, reason string }{
		{"decline 45XY99 home for late reporting", "sorry the id is 45XY98", "45XY98", "Home", "late reporting"},
		{"decline 45XY99 home for late reporting", "oops it was motor", "45XY99", "Motor", "late reporting"},
		{"decline 45XY99 home for late reporting", "typo, claim is 45XY98", "45XY98", "Home", "late reporting"},
		{"decline 45XY99 home cos the policy had lapsed", "wrong id, should be 45xy98", "45XY98", "Home", "the policy had lapsed"},
		{"decline 45XY99 home for late reporting", "change the type to motor", "45XY99", "Motor", "late reporting"},
		{"reject 77AB12 motor, the driver had no licence", "sorry claim number 77AB13", "77AB13", "Motor", "the driver had no licence"},
		{"decline 45XY99 home for late reporting", "decline it for fraud instead", "45XY99", "Home", "fraud"},
	}
	for _, c := range cases {
		e, _ := newInsurance(t)
		say(t, e, c.first)
		before := len(e.sess.Artifacts)
		say(t, e, c.fix)
		if n := len(e.sess.Artifacts) - before; n != 1 {
			t.Errorf("%q then %q: %d letters written again, want 1", c.first, c.fix, n)
			continue
		}
		body := lastArtifact(e)
		for _, w := range []string{"Claim id: " + c.id, "Policy type: " + c.typ, "The reason for this decision: " + c.reason + "."} {
			if !strings.Contains(body, w) {
				t.Errorf("%q then %q: the letter lacks %q:\n%s", c.first, c.fix, w, body)
			}
		}
	}
}

// Kind 2: urging words go ahead, never cancel; a real cancel cancels.
func TestIns28bUrgingWords(t *testing.T) {
	t.Parallel()
	urging := []string{"just do it", "go on then", "do it already", "yes send it", "c'mon just do it", "just get on with it pls", "ok just do it"}
	for _, u := range urging {
		// at the claim id question: the letter waits, the question again
		e, rec := newInsurance(t)
		say(t, e, "i need a decline letter", u)
		if e.sess.Speaker != "DeclineLetterAssistance" || !strings.Contains(rec.lastReply(), "claim id") {
			t.Errorf("%q at the claim id question: %q (speaker %q), want the question again", u, rec.lastReply(), e.sess.Speaker)
		}
		// at the offer to write the letter again: it is written again
		e, _ = newInsurance(t)
		say(t, e, "decline 45XY99 home for late reporting", "and if it was motor?")
		before := len(e.sess.Artifacts)
		say(t, e, u)
		if len(e.sess.Artifacts) != before+1 || !strings.Contains(lastArtifact(e), "Policy type: Motor") {
			t.Errorf("%q at the offer: no letter written again as motor", u)
		}
	}
	for _, u := range []string{"just do it", "go on then", "do it already", "get on with it", "send it already"} {
		// at a transfer's approval: approved
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 20 from checking to 1234324", u)
		if _, ok := e.PendingApproval(); ok || !strings.Contains(strings.Join(rec.replies(), "\n"), "Transferred") && !strings.Contains(lastArtifact(e), "$20.00") {
			t.Errorf("%q at the approval: not approved (%q)", u, rec.lastReply())
		}
	}
	for _, c := range []string{"just leave it", "forget it", "nah forget it"} {
		e, _ := newInsurance(t)
		say(t, e, "i need a decline letter", c)
		if e.sess.Speaker != "" || e.sess.Agenda.Depth() != 0 {
			t.Errorf("%q at the claim id question did not cancel", c)
		}
	}
}

// Kind 3: an id said with a label at the id question is the answer.
func TestIns28bLabelledID(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ text, want string }{
		{"claim number 12345", `"12345" isn't a claim id`},
		{"claim no. 12345", `"12345" isn't a claim id`},
		{"ref no 12345", `"12345" isn't a claim id`},
		{"ref 98765", `"98765" isn't a claim id`},
		{"it's #12345", `"12345" isn't a claim id`},
		{"id: 55555", `"55555" isn't a claim id`},
		{"claim number is 98765", `"98765" isn't a claim id`},
		{"ref no. 45XY98", "claim type"},
		{"its claim # 45XY98", "claim type"},
		{"claim num 77AB12", "claim type"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "i need a decline letter", c.text)
		if e.sess.Speaker != "DeclineLetterAssistance" || !strings.Contains(rec.lastReply(), c.want) {
			t.Errorf("%q at the claim id question: %q (speaker %q), want %q", c.text, rec.lastReply(), e.sess.Speaker, c.want)
		}
	}
}

// Kind 4: right after a letter, asking for it again says it is written;
// a question whether its reason is allowed is answered about that reason;
// the capabilities question and thanks stay what they were.
func TestIns28bAfterLetter(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ text, want string }{
		{"decline it", "already written"},
		{"ok decline it", "already written"},
		{"yes decline that one", "already written"},
		{"reject it pls", "already written"},
		{"issue the letter then", "already written"},
		{"is that reason allowed?", `"late reporting" is the kind of reason`},
		{"is that a legit reason to decline", `"late reporting" is the kind of reason`},
		{"can i decline for that reason", `"late reporting" is the kind of reason`},
		{"is late reporting a valid reason?", `"late reporting" is the kind of reason`},
		{"is race a valid reason?", "protected trait"},
		{"can you write decline letters for pet insurance?", "Home or Motor only"},
		{"cool thanks", "welcome"},
		{"is this legit", "automated assistant"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 45XY99 home for late reporting")
		n := len(e.sess.Artifacts)
		say(t, e, c.text)
		if !strings.Contains(rec.lastReply(), c.want) || len(e.sess.Artifacts) != n || e.sess.Speaker != "" {
			t.Errorf("%q after a letter: %q (speaker %q), want %q and no new letter", c.text, rec.lastReply(), e.sess.Speaker, c.want)
		}
	}
}
