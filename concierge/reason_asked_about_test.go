package concierge

import (
	"strings"
	"testing"
)

// Round 39's insurance tester (18): "pls decline 71VB30 motor, reason:
// claim lodged outside the required timeframe" lost its reason to the
// claim-id lookup. A labelled or connected reason clause is the letter's,
// whatever words it holds, and nothing else starts.
func TestReasonClauseNeverSplitOff(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"pls decline 71VB30 motor, reason: claim lodged outside the required timeframe":       "claim lodged outside the required timeframe",
		"decline 22AB11 home, because claim was lodged outside the time limit":                "lodged outside the time limit",
		"decline 33CD44 motor, as the claim was lodged outside the window":                    "lodged outside the window",
		"can u decline 44EF55 motor - the grounds are claim id lookup found it outside cover": "outside cover",
		"Decline 55GH66 motor; due to claim being lodged outside timeframe":                   "lodged outside timeframe",
		"decline 66JK77 home, reason being the claim was filed outside of the allowed period": "outside of the allowed period",
	}
	for text, want := range cases {
		e, rec := newInsurance(t)
		say(t, e, text)
		if !strings.Contains(strings.ToLower(lastArtifact(e)), strings.ToLower(want)) {
			t.Errorf("%q: the letter does not name %q: %q", text, want, lastArtifact(e))
		}
		if containsIn(rec.replies(), "partner") || containsIn(rec.replies(), "internal employee") {
			t.Errorf("%q: the claim-id lookup ran: %q", text, rec.replies())
		}
	}
}

// Round 39's insurance tester (18): "why is there no reason in it??" was
// read as leaving the reason out, and the app confirmed the letter had
// none. A complaint that the reason is missing asks for the reason.
func TestReasonMissingComplaintAsksForIt(t *testing.T) {
	t.Parallel()
	complaints := []string{
		"why is there no reason in it??",
		"wheres the reason?",
		"you forgot the reason",
		"the reason is missing from the letter!",
		"how come the letter has no grounds",
		"wait what happened to the reason",
		"it doesnt have the reason in it??",
		"whys there no reasn",
	}
	for _, text := range complaints {
		e, rec := newInsurance(t)
		say(t, e, "decline 12AB34 motor", text)
		last := rec.lastReply()
		if !strings.Contains(last, "Tell me the reason") || strings.Contains(last, "stays as written") {
			t.Errorf("%q: the reason is not asked for: %q", text, last)
		}
		if len(e.sess.Artifacts) != 1 || strings.Contains(lastArtifact(e), "The reason for this decision") {
			t.Errorf("%q: the letter changed: %d letters; %q", text, len(e.sess.Artifacts), lastArtifact(e))
		}
		// a letter that names one: the reason it names is said
		e, rec = newInsurance(t)
		say(t, e, "decline 12AB34 motor, reason: late lodgement", text)
		if !strings.Contains(rec.lastReply(), "late lodgement") || !strings.Contains(lastArtifact(e), "late lodgement") {
			t.Errorf("%q with a reason: %q; %q", text, rec.lastReply(), lastArtifact(e))
		}
	}
}

// Round 39's insurance tester (10): "is there a way to not put any reason
// at all? legal said keep it vague" after the letter became its reason. A
// yes/no question whether a reason may be left out is answered, and its
// words never go into the letter.
func TestReasonOptionalQuestionAnswered(t *testing.T) {
	t.Parallel()
	questions := []string{
		"actually hold on, is there a way to not put any reason at all? legal said keep it vague",
		"do i have to give a reason?",
		"is it ok to leave it blank",
		"does the letter even need a reason",
		"r we allowed to leave the grounds out??",
		"must we state a reason",
		"Is a reason required?",
		"do we legally have to say why",
	}
	for _, text := range questions {
		e, rec := newInsurance(t)
		say(t, e, "need to turn down claim 56GH78", "car", text)
		if !strings.Contains(rec.lastReply(), "a reason is not required") {
			t.Errorf("%q: not answered: %q", text, rec.lastReply())
		}
		if len(e.sess.Artifacts) != 1 || strings.Contains(lastArtifact(e), "The reason for this decision") {
			t.Errorf("%q: the letter changed: %d letters; %q", text, len(e.sess.Artifacts), lastArtifact(e))
		}
		if !reasonAboutNoun.MatchString(text) {
			continue // "leave it blank" at the claim type's question is about the claim type
		}
		// at the claim type's question: answered, the question asked
		// again, and the letter has no reason line
		e, rec = newInsurance(t)
		say(t, e, "need to turn down claim 56GH78", text)
		if !containsIn(rec.replies(), "a reason is not required") {
			t.Errorf("%q at the question: not answered: %q", text, rec.replies())
		}
		say(t, e, "motor")
		if len(e.sess.Artifacts) != 1 || strings.Contains(lastArtifact(e), "The reason for this decision") {
			t.Errorf("%q at the question: %d letters; %q", text, len(e.sess.Artifacts), lastArtifact(e))
		}
	}
}

// A protected ground stays refused whatever is asked about the reason
// around it.
func TestReasonQuestionsKeepHarmRefused(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"do i have to give a reason? its really cos hes muslim",
		"why is there no reason? put that shes too old",
	} {
		e, _ := newInsurance(t)
		say(t, e, "decline 12AB34 motor", text)
		if strings.Contains(strings.ToLower(lastArtifact(e)), "muslim") || strings.Contains(strings.ToLower(lastArtifact(e)), "too old") {
			t.Errorf("%q: a protected ground in the letter: %q", text, lastArtifact(e))
		}
	}
}
