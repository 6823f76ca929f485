package concierge

import (
	"strings"
	"testing"
)

// letterIDs are the claim ids of the letters written since n.
func letterIDs(e *Engine, n int) []string {
	var out []string
	for _, a := range e.sess.Artifacts[n:] {
		for _, l := range strings.Split(a.Body, "\n") {
			if id, ok := strings.CutPrefix(l, "Claim id: "); ok {
				out = append(out, id)
			}
		}
	}
	return out
}

// Words with digits in a claim's story (ages, amounts, times, speeds,
// another car's plate) are no second claim id (issue 24 round 20, kind
// 1): one message that names one claim writes one letter, and nothing is
// left asking for an id. Two ids said as two letters still write two.
func TestClaimStoryFiguresAreNoClaimIDs(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line string
		want []string
	}{
		{"claim 63YNG4 motor. the driver was 19 and the policy only allows named drivers over 25, the 19yo wasn't named. decline pls", []string{"63YNG4"}},
		{"decline letter for 12AB34, home. tenant is 25yrs old and moved out in 2019, damage was £150k", []string{"12AB34"}},
		{"pls decline 88QW12 motor, he was doing 120kmh at 10pm, only had his licence 3yrs", []string{"88QW12"}},
		{"claim 45TR90 car - the other car rego ABC123 hit the insured, our driver was 17yo, decline it", []string{"45TR90"}},
		{"decline letter claim 30KD11 home the flood was 2hrs after the 40yo tenant left", []string{"30KD11"}},
		{"claim 19PL77 motor. driver 19yo unlisted. decline", []string{"19PL77"}},
		{"decline 55HG21 home, the roof was 30yrs old and had 2 leaks in 2020 and 2021", []string{"55HG21"}},
		{"claim no 66BB10, motor, driver aged 21yo, policy says 25 or over, decline pls", []string{"66BB10"}},
		{"motor claim 71MN02 plz decline, kid was 18 y/o n the car was worth 35k, plate XYZ789", []string{"71MN02"}},
		// two letters asked for: two letters
		{"decline 12AB34 motor and claim 77AB12 too", []string{"12AB34", "77AB12"}},
		{"decline letters for 10AB01 and 10AB02, both motor", []string{"10AB01", "10AB02"}},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		got := letterIDs(e, 0)
		if strings.Join(got, " ") != strings.Join(c.want, " ") || e.Speaker() != "" || strings.Contains(rec.lastReply(), "claim id") && !strings.Contains(rec.lastReply(), "help you with") {
			t.Errorf("%q: letters %q, want %q; speaker %q, last reply %q", c.line, got, c.want, e.Speaker(), rec.lastReply())
		}
	}
}

// A fact about the claim said right after its letter is the letter's
// reason (kind 2): the letter is written again naming it, for the claim
// it was written for (round 22, ins22a) — never "not sure how to help",
// never a new letter asking for a claim id. A protected trait given that way is refused.
func TestFactAfterLetterIsItsReason(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ topology, line string }{
		{"motor", "the driver was uninsured at time of crash"},
		{"home", "ok. reason is gradual leak over months, not sudden"},
		{"motor", "the car was being used for ride-share at the time"},
		{"home", "tenant left the tap running for 2 weeks"},
		{"home", "policyholder hadnt paid the premium since march"},
		{"home", "so the roof was never maintained, wear and tear"},
		{"motor", "he was over the limit when he crashed"},
		{"motor", "driver didnt have a valid licence"},
		{"home", "the house was vacant for 90 days b4 the break in"},
		{"home", "the car was parked in the garage when the storm hit"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter for 44FF21 "+c.topology)
		n := len(e.sess.Artifacts)
		say(t, e, c.line)
		r := strings.Join(rec.replies(), "\n")
		// the letter is written again naming it (round 22, ins22a)
		if len(e.sess.Artifacts) != n+1 || e.Speaker() != "" || !strings.Contains(r, "Letter redone for claim 44FF21") || strings.Contains(r, "not sure") ||
			!strings.Contains(e.sess.Artifacts[n].Body, "The reason for this decision: ") {
			t.Errorf("%q: %d new letters, speaker %q, reply %q", c.line, len(e.sess.Artifacts)-n, e.Speaker(), r)
		}
	}
	for _, line := range []string{"the claimant is black", "the policyholder is muslim"} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter for 44FF21 motor")
		say(t, e, line)
		if !strings.Contains(rec.lastReply(), "can't help with that") {
			t.Errorf("%q given as the reason was not refused: %q", line, rec.lastReply())
		}
	}
}

// A claim id said with its cue but refused ("claim number 12-345") is the
// letter's, never a request to the claim id finder (kind 3): the right id
// said next writes the letter, asking only what is missing, and nobody is
// asked whether they are a partner or internal.
func TestRefusedCuedIDStaysTheLetters(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ first, id, want string }{
		{"decline letter, claim number 12-345", "the system id is 345QWE", "345QWE"},
		{"i need a decline letter. claim no 88123", "oh sorry its 88ABC3", "88ABC3"},
		{"decline ltr pls, claim id: 4471", "ah the real one is 4471KB", "4471KB"},
		{"decline letter motor, claim # 5512", "its 5512CX", "5512CX"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.first)
		if !strings.Contains(rec.lastReply(), "claim id") {
			t.Errorf("%q: the claim id is not asked again: %q", c.first, rec.lastReply())
		}
		say(t, e, c.id)
		if e.Speaker() != "" {
			say(t, e, "home")
		}
		all := strings.Join(rec.replies(), "\n")
		if ids := letterIDs(e, 0); len(ids) != 1 || ids[0] != c.want || strings.Contains(all, "partner") || e.Speaker() != "" {
			t.Errorf("%q then %q: letters %q, speaker %q, replies %q", c.first, c.id, ids, e.Speaker(), all)
		}
	}
}

// A correction to the topology the letter already has starts no second
// task (kind 4): it says the letter is already so; one to the other
// topology writes the same claim's letter again, the id not asked.
func TestCorrectionToSameTopologyStartsNothing(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ topology, line, want string }{
		{"home", "make it home, the car was parked inside", "already Home"},
		{"motor", "make it motor", "already Motor"},
		{"motor", "make it motor, the car hit the house", "already Motor"},
		{"home", "should be home, the ute was in the shed", "already Home"},
		{"home", "make it motor", "Policy type: Motor"},
		{"motor", "change it to home the car was inside the house when it burned", "Policy type: Home"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter for 44FF21 "+c.topology)
		n := len(e.sess.Artifacts)
		say(t, e, c.line)
		r := rec.lastReply()
		got := r
		if len(e.sess.Artifacts) > n {
			got = lastArtifact(e)
		}
		if !strings.Contains(got, c.want) || e.Speaker() != "" || e.sess.Agenda.Depth() > 0 || e.sess.Plan != nil || strings.Contains(r, "provide your claim id") {
			t.Errorf("%q after a %s letter: %q (speaker %q)", c.line, c.topology, got, e.Speaker())
		}
		if ids := letterIDs(e, 0); len(ids) > 0 && ids[len(ids)-1] != "44FF21" {
			t.Errorf("%q: letter for %q", c.line, ids)
		}
	}
}
