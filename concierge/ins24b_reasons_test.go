package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 24's ins24b: a reason the user gave reaches the letter
// that needs it, exactly once, wherever it is said, and never starts
// work the user did not ask for.

// Kind 1: a reason said with the request, in any clause order, is named
// in the letter.
func TestIns24bReasonInTheFirstMessage(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, id, reason string }{
		{"decline claim 88XY12 motor but the car was not insured at the time of accident", "88XY12", "the car was not insured at the time of accident"},
		{"decline 55AB11 home — the house was left vacant for 6 months", "55AB11", "the house was left vacant for 6 months"},
		{"decline 55AB11 home due to late notification", "55AB11", "late notification"},
		{"pls decline 77KL09 motor claim bc driver was drunk", "77KL09", "driver was drunk"},
		{"due to non-payment of premium decline 34CD56 motor", "34CD56", "non-payment of premium"},
		{"the car wasnt insured so pls decline 88XY12 motor", "88XY12", "the car wasnt insured"},
		{"decline 41QQ90 home owing to undisclosed renovations", "41QQ90", "undisclosed renovations"},
		{"write a decline for 19ZZ01 motor - the policy had lapsed", "19ZZ01", "the policy had lapsed"},
		{"decline 55AB11 home but the house was left empty", "55AB11", "the house was left empty"},
		{"decline 23MN45 motor because of arson", "23MN45", "arson"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		all := strings.Join(rec.replies(), "\n")
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Body, "Claim id: "+c.id) ||
			!strings.Contains(e.sess.Artifacts[0].Body, "The reason for this decision: "+c.reason+".") {
			t.Errorf("%q: the letter does not name %q; replies:\n%s", c.line, c.reason, all)
			continue
		}
		if strings.Count(all, c.reason) != 1 || strings.Contains(all, "Please provide") {
			t.Errorf("%q: the reason is not said back once, or something is asked again:\n%s", c.line, all)
		}
	}
	// words that frame nothing are no reason
	for _, line := range []string{"decline 55AB11 home as soon as possible", "decline 55AB11 because it's a home claim"} {
		e, _ := newInsurance(t)
		say(t, e, line)
		if len(e.sess.Artifacts) != 1 || strings.Contains(e.sess.Artifacts[0].Body, "The reason for this decision") {
			t.Errorf("%q: a reason was read where none was said", line)
		}
	}
}

// Kind 2: an English line with many misspellings is English, and a
// misspelt "reason" is a reason's label; another language is still said
// to be one.
func TestIns24bTypoHeavyReasonIsEnglish(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, reason string }{
		{"resn: pre existng damgae", "pre existng damgae"},
		{"reasn is the polcy lapsd", "the polcy lapsd"},
		{"raeson - claimant didnt discloze prevous damage", "claimant didnt discloze prevous damage"},
		{"reson: drivr was intoxicatd", "drivr was intoxicatd"},
		{"the clamant faild to discloze prevous acidents", "the clamant faild to discloze prevous acidents"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline claim 55AB11 home", c.line)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "only understand English") || strings.Contains(all, "English only") {
			t.Errorf("%q: told English only:\n%s", c.line, all)
		}
		arts := e.sess.Artifacts
		if len(arts) != 2 || !strings.Contains(arts[1].Body, "Claim id: 55AB11") || !strings.Contains(arts[1].Body, "The reason for this decision: "+c.reason+".") {
			t.Errorf("%q: %d letters, the last not naming %q:\n%s", c.line, len(arts), c.reason, all)
		}
	}
	for _, line := range []string{"resn: pre existng damgae", "decline 55AB11 home resn: pre existng damgae"} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if all := strings.Join(rec.replies(), "\n"); strings.Contains(all, "only understand English") || strings.Contains(all, "English only") {
			t.Errorf("%q: told English only:\n%s", line, all)
		}
	}
	for _, line := range []string{"combien j'ai sur mon compte epargne", "hola quiero una carta de rechazo", "je voudrais voir mon solde", "manda cento euro a mio fratello"} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if all := strings.Join(rec.replies(), "\n"); !strings.Contains(all, "only understand English") && !strings.Contains(all, "English only") {
			t.Errorf("%q: another language not said to be one:\n%s", line, all)
		}
	}
}

// Kind 3: one reason for the letters just written is given to each, each
// written again and said so; no new request starts.
func TestIns24bOneReasonForEachLetter(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, reason string }{
		{"both for non-payment of premium", "non-payment of premium"},
		{"all of them: late notification", "late notification"},
		{"same reason for each: the policy had lapsed", "the policy had lapsed"},
		{"the two of them: late notification", "late notification"},
		{"both were declined because the premiums werent paid", "the premiums werent paid"},
		{"reason for both is non-disclosure", "non-disclosure"},
		{"same for both - arson", "arson"},
		{"both letters should say undeclared modifications", "undeclared modifications"},
		{"resn for both: pre existng damgae", "pre existng damgae"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline claim 55AB11 home", "decline 66CD22 motor pls", c.line)
		all := strings.Join(rec.replies(), "\n")
		arts := e.sess.Artifacts
		if len(arts) != 4 {
			t.Errorf("%q: %d letters, want 4:\n%s", c.line, len(arts), all)
			continue
		}
		for i, id := range []string{"55AB11", "66CD22"} {
			if b := arts[2+i].Body; !strings.Contains(b, "Claim id: "+id) || !strings.Contains(b, "The reason for this decision: "+c.reason+".") {
				t.Errorf("%q: letter %d is not %s naming %q:\n%s", c.line, 3+i, id, c.reason, b)
			}
			if !strings.Contains(all, "Letter redone for claim "+id+": it now names the reason you gave: "+c.reason) {
				t.Errorf("%q: not said that %s was redone:\n%s", c.line, id, all)
			}
		}
		if strings.Contains(all, "Please provide") || strings.Contains(all, "didn't use") || e.Speaker() != "" {
			t.Errorf("%q: a new request started:\n%s", c.line, all)
		}
	}
	// three letters: "all of them" takes each
	e, rec := newInsurance(t)
	say(t, e, "decline claim 55AB11 home", "decline 66CD22 motor", "decline 77EF33 home", "all of them: late notification")
	if got := strings.Join(rec.replies(), "\n"); len(e.sess.Artifacts) != 6 || strings.Count(got, "Letter redone for claim") != 3 {
		t.Errorf("three letters, all of them: %d letters:\n%s", len(e.sess.Artifacts), got)
	}
	// a question is no reason
	e, _ = newInsurance(t)
	say(t, e, "decline claim 55AB11 home", "decline 66CD22 motor", "what about both?")
	for _, a := range e.sess.Artifacts {
		if strings.Contains(a.Body, "The reason for this decision") {
			t.Errorf("a question named as a reason:\n%s", a.Body)
		}
	}
}

// Kind 4: a reason after a side question or a side task belongs to the
// letter written before it: that letter is written again naming it, and
// no new letter asks for a claim id.
func TestIns24bReasonAfterASideTask(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		side   []string
		line   string
		reason string
	}{
		{[]string{"what claim types are there?"}, "the reason is fraud", "fraud"},
		{[]string{"what claim types are there?"}, "grounds are arson", "arson"},
		{[]string{"how do i find my claim id", "partner"}, "the reason is fraud", "fraud"},
		{[]string{"how do i find my claim id", "im an internal employee"}, "reason: policy lapsed", "policy lapsed"},
		{[]string{"thanks!"}, "because the driver was drunk", "the driver was drunk"},
		{[]string{"where do i find a claim id", "partner", "ok thx"}, "the reason is late notification", "late notification"},
		{[]string{"how do i find my claim id"}, "the reason is fraud", "fraud"}, // said at the side task's question
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline claim 55AB11 home")
		say(t, e, c.side...)
		say(t, e, c.line)
		if e.Speaker() != "" {
			say(t, e, "partner") // the side task's question answered: the letter is written again after it
		}
		all := strings.Join(rec.replies(), "\n")
		arts := e.sess.Artifacts
		last := arts[len(arts)-1]
		if len(arts) != 2 || !strings.Contains(last.Body, "Claim id: 55AB11") || !strings.Contains(last.Body, "The reason for this decision: "+c.reason+".") {
			t.Errorf("%q then %q: %d letters, the last not naming %q:\n%s", c.side, c.line, len(arts), c.reason, all)
		}
		if !strings.Contains(all, "Letter redone for claim 55AB11: it now names the reason you gave: "+c.reason) ||
			strings.Contains(all, "Please provide your claim id") || strings.Contains(all, "no place for a reason") {
			t.Errorf("%q then %q: replies:\n%s", c.side, c.line, all)
		}
	}
}
