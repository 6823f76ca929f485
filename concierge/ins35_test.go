package concierge

import (
	"strings"
	"testing"
)

// Issue 24, fresh tester round 31 (ins35).

// Item 1: a code labelled as another kind of reference — a policy number,
// a customer's reference, a member or customer id, a phone, a plate, an
// invoice — before or after it, is no claim id and never a request of its
// own: one letter, for the claim, and none of the labels quoted back.
func TestIns35OtherReferencesAreNoClaims(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"decline letter for home claim AB5521, policy number HP998812, customer ref CR4410",
		"decline letter claim AB5521 home policy no. HP998812 cust ref CR4410",
		"write a decline letter for AB5521 (home), HP998812 is the policy number",
		"decline ltr for home clm AB5521 - rego XYZ12A, invoice INV2231",
		"pls decline AB5521 home, customer id CR4410, member number MB7781",
		"decline letter for HP998812 (policy no) claim AB5521 home",
		"home decline letter, policy HP998812, claim AB5521",
		"decline letter for claim AB5521 ph 0412AB policy HP998812. its a home claim",
		"decline letter for home claim AB5521. policy number HP998812. customer ref CR4410",
		"decline the home claim AB5521, policy # HP998812 and customer reference CR4410",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		all := strings.Join(rec.replies(), "\n")
		if len(e.sess.Artifacts) != 1 || !strings.Contains(lastArtifact(e), "AB5521") {
			t.Errorf("%q: want one letter for AB5521, got %d letters:\n%s", line, len(e.sess.Artifacts), all)
		}
		for _, w := range []string{"HP998812", "CR4410", "MB7781", "XYZ12A", "INV2231", "0412AB", `"policy"`, `"ref"`, "internal employee or a partner"} {
			if strings.Contains(all, w) {
				t.Errorf("%q: %s said back or asked after:\n%s", line, w, all)
			}
		}
	}
	// the claim's own labels still name it
	for _, line := range []string{"decline letter for home claim id AB5521", "home decline letter, claim number AB5521", "decline letter home AB5521"} {
		e, _ := newInsurance(t)
		say(t, e, line)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(lastArtifact(e), "AB5521") {
			t.Errorf("%q: want the letter for AB5521, got %d letters", line, len(e.sess.Artifacts))
		}
	}
}

// Item 2: an id that opens with a short code of a claim type ("MTR-88213",
// "HOM-552", "mtr 88213") is the claim id whole at its question, never the
// type with the id dropped and the question asked again.
func TestIns35IDOpenedByTypeCode(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ line, id string }{
		{"its MTR-88213", "MTR-88213"},
		{"MTR-88213 i just told u", "MTR-88213"},
		{"HOM-552", "HOM-552"},
		{"mtr-2291 pls", "MTR-2291"},
		{"the id is hme-4410", "HME-4410"},
		{"mtr 88213", "MTR88213"},
		{"hom 5521 thanks", "HOM5521"},
		{"claim no MOT-7781", "MOT-7781"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "yo can u write me a letter saying no to a car claim", tt.line)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(lastArtifact(e), tt.id) {
			t.Errorf("%q: want the letter for %s, got %d letters:\n%s", tt.line, tt.id, len(e.sess.Artifacts), strings.Join(rec.replies(), "\n"))
		}
	}
}
