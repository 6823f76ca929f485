package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 15), kind 1: a question about what a word of the domain
// means — with nothing waiting, at another question, or at its own — is
// answered from the slot's description, and whatever was open is asked
// again; it is never the menu, nor tried as the value.
func TestWordMeaningAnswered(t *testing.T) {
	t.Parallel()
	lines := []string{
		"topology? what do u mean by that",
		"sorry what do you mean by claim type",
		"topology?? huh",
		"explain topology pls",
		"claim type, what's that supposed to mean",
		"what on earth is a topology",
	}
	for _, line := range lines {
		// idle: answered, nothing starts
		e, rec := newInsurance(t)
		say(t, e, line)
		if got := rec.lastReply(); !strings.Contains(got, "kind of policy") || e.sess.Speaker != "" {
			t.Errorf("idle %q: speaker %q, reply %q", line, e.sess.Speaker, got)
		}
		// at the claim id question: answered, and the claim id asked again
		e, rec = newInsurance(t)
		say(t, e, "write a decline letter", line)
		if got := rec.lastReply(); !strings.Contains(got, "kind of policy") || !strings.Contains(got, "claim id") || e.sess.Speaker != "DeclineLetterAssistance" {
			t.Errorf("at the claim id %q: reply %q", line, got)
		}
		// at its own question: answered and asked again; the answer after it is taken
		e, rec = newInsurance(t)
		say(t, e, "write a decline letter", "31PX90", line)
		if got := rec.lastReply(); !strings.Contains(got, "kind of policy") || !strings.Contains(got, "Home or Motor") {
			t.Errorf("at the topology %q: reply %q", line, got)
		}
		say(t, e, "motor")
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Title, "31PX90 (Motor)") {
			t.Errorf("%q then motor: %d letters, %q", line, len(e.sess.Artifacts), rec.lastReply())
		}
	}
	// the claim id's word too, said while the topology is asked
	e, rec := newInsurance(t)
	say(t, e, "write a decline letter", "31PX90", "claim id? what do you mean")
	if got := rec.lastReply(); !strings.Contains(got, "reference of the claim") || !strings.Contains(got, "Home or Motor") {
		t.Errorf("claim id at the topology: %q", got)
	}
}

// A word's question that is something else is not answered as one: a
// request with the question in it, a complaint about an answer, why a
// claim was declined.
func TestWordMeaningNotOtherMessages(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "no idea why my car claim was denied, can you explain")
	if got := rec.lastReply(); strings.Contains(got, "About the claim id") {
		t.Errorf("why a claim was denied: %q", got)
	}
	e, rec = newInsurance(t)
	say(t, e, "decline 12QW34 motor. what does topology mean?")
	if len(e.sess.Artifacts) != 1 {
		t.Errorf("a request with its question: %d letters, %q", len(e.sess.Artifacts), rec.lastReply())
	}
}

// A choice asked about by its own name ("partner? what do u mean") is
// answered from what the choices cover, and what waits asked again.
func TestChoiceMeaningAnswered(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"partner? what do u mean", "internal employee - meaning?", "motor?? what do you mean by motor", "home, what do you mean"} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if got := rec.lastReply(); !strings.Contains(got, "covers") || e.sess.Speaker != "" {
			t.Errorf("idle %q: %q", line, got)
		}
		e, rec = newInsurance(t)
		say(t, e, "write a decline letter", line)
		if got := rec.lastReply(); !strings.Contains(got, "covers") || !strings.Contains(got, "claim id") {
			t.Errorf("at the claim id %q: %q", line, got)
		}
	}
}

// At a note's text question, words about a title are the text, taken
// whole, unless put as a short question.
func TestWordMeaningNotANotesText(t *testing.T) {
	t.Parallel()
	e, rec, _ := notesEngine(t)
	say(t, e, "ada 1815", "write a note titled onboarding", "explain the title meaning to the new hire")
	if ap := e.sess.Pending.Approval; ap == nil || ap.Args["text"] != "explain the title meaning to the new hire" {
		t.Errorf("the text: approval %+v, %q", ap, rec.lastReply())
	}
}
