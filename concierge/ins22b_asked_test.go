package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (ins22b): venting about the day is heard, never warned about
// and never a task; a question about the kinds covered, said at any
// question, is answered with the kinds and the question asked again; a
// question about which reasons a decline may give is answered with the
// rule, while a request giving such a reason is still refused; a measure
// in a claim's story ("2-storey", "24-hour") is no second claim id.
func TestIns22bVentingIsHeard(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ domain, text string }{
		{"insurance", "ugh what a day. third fraud case this week."},
		{"insurance", "so many fraud claims lately"},
		{"insurance", "this job is killing me"},
		{"insurance", "another arson one, great"},
		{"insurance", "what a week honestly, fraud fraud fraud"},
		{"insurance", "im so tired, 5th arson claim today"},
		{"insurance", "sooo many scammers lately lol"},
		{"insurance", "rough shift. people are so dishonest"},
		{"insurance", "another flood one again smh"},
		{"insurance", "need a coffee, too many dodgy claims this morning"},
		{"bank", "ugh what a day. third fraud case this week."},
		{"bank", "this job is killing me"},
		{"bank", "long day at work, so many scam calls"},
	} {
		e, rec := newOn(t, mustDomain(t, tt.domain), nil)
		say(t, e, tt.text)
		got := rec.lastReply()
		if !strings.Contains(got, "that kind of day") || strings.Contains(got, "scam") || strings.Contains(got, "claiming to be") || e.sess.Speaker != "" || len(e.sess.Artifacts) != 0 {
			t.Errorf("%s %q: speaker %q; %q", tt.domain, tt.text, e.sess.Speaker, got)
		}
	}
	// at the topology question: heard, and the question asked again
	e, rec := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "decline 47UU20", "ugh what a day, third fraud case this week")
	if got := rec.lastReply(); e.sess.Speaker != "DeclineLetterAssistance" || !strings.Contains(got, "that kind of day") || !strings.Contains(got, "Home or Motor") {
		t.Errorf("at the topology question: speaker %q; %q", e.sess.Speaker, got)
	}
	// a real question about scams still gets its answer
	e, rec = newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "is this a scam?")
	if got := rec.lastReply(); strings.Contains(got, "that kind of day") || !strings.Contains(got, "automated assistant") {
		t.Errorf("is this a scam?: %q", got)
	}
	// a request said with a vent is still the request
	e, rec = newOn(t, mustDomain(t, "bank"), nil)
	say(t, e, "long day, just want my balance")
	if got := rec.lastReply(); strings.Contains(got, "that kind of day") {
		t.Errorf("long day, just want my balance: %q", got)
	}
	e, _ = newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "what a day. decline 47UU20 motor")
	if len(e.sess.Artifacts) != 1 {
		t.Errorf("a request after a vent: %d letters", len(e.sess.Artifacts))
	}
}

func TestIns22bKindsAskedAtAQuestion(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		at         []string
		text, want string
	}{
		{[]string{"decline 12AB34"}, "ok what about a pet insurance claim then", `"pet insurance" isn't covered`},
		{[]string{"decline 12AB34"}, "do you do travel claims?", `"travel" isn't covered`},
		{[]string{"decline 12AB34"}, "what types are there", "for Home or Motor only"},
		{[]string{"decline 12AB34"}, "can it be a pet claim?", `"pet" isn't covered`},
		{[]string{"decline 12AB34"}, "wat kinds of claims do u do", "for Home or Motor only"},
		{[]string{"decline 12AB34"}, "hmm and boat insurance, is that supported", `"boat insurance" isn't covered`},
		{[]string{"decline a letter"}, "what about a pet insurance claim then", `"pet insurance" isn't covered`},
		{[]string{"decline a letter"}, "which types are supported?", "for Home or Motor only"},
		{[]string{"decline a letter"}, "can i do a life insurance one", `"life insurance" isn't covered`},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, tt.at...)
		before := e.sess.Speaker
		say(t, e, tt.text)
		got := rec.lastReply()
		if !strings.Contains(got, tt.want) || e.sess.Speaker != before || len(e.sess.Artifacts) != 0 || strings.Contains(got, "About the claim id") {
			t.Errorf("%v then %q: speaker %q; %q", tt.at, tt.text, e.sess.Speaker, got)
		}
		if before != "" && !strings.Contains(got, "Please provide") {
			t.Errorf("%v then %q: the question is not asked again: %q", tt.at, tt.text, got)
		}
		w := e.sess.WorkFor("DeclineLetterAssistance")
		if before != "" && (w.Slots["topology"] != "" || w.Slots["claim_id"] != "" && w.Slots["claim_id"] != "12AB34") {
			t.Errorf("%v then %q: a value was taken: %v", tt.at, tt.text, w.Slots)
		}
	}
	// another claim asked about at the question: one at a time, or the claim named taken in place
	for _, text := range []string{"can i do a different claim after this?", "what if i have two claims", "can you do more than one letter", "and another claim after this one?"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline 12AB34", text)
		got := rec.lastReply()
		if !strings.Contains(got, "one at a time") || !strings.Contains(got, "12AB34") || !strings.Contains(got, "Home or Motor") || e.sess.WorkFor("DeclineLetterAssistance").Slots["topology"] != "" {
			t.Errorf("%q at the topology question: %q", text, got)
		}
	}
	// a request that names a kind not covered is still the request's (not_covered.go)
	e, rec := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "write a travel insurance decline letter for 12AB34")
	if got := rec.lastReply(); e.sess.Speaker != "DeclineLetterAssistance" || !strings.Contains(got, "isn't covered") {
		t.Errorf("a request naming a kind: speaker %q; %q", e.sess.Speaker, got)
	}
}

func TestIns22bDeclineGroundsAnswered(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, trait string }{
		{"what counts as a discriminatory reason?", ""},
		{"can I decline because of age?", "age"},
		{"is nationality ok as a reason", "nationality"},
		{"what reasons can't I use", ""},
		{"is disability a valid reason to decline?", "disability"},
		{"can i decline a claim based on religion", "religion"},
		{"which grounds are off-limits for a decline?", ""},
		{"whats a protected trait", ""},
		{"quick q - can we reject claims over someone's ethnicity?", "ethnicity"},
		{"is pregnancy a lawful reason to deny a claim", "pregnancy"},
	} {
		for _, at := range [][]string{nil, {"decline 12AB34"}} {
			e, rec := newOn(t, mustDomain(t, "insurance"), nil)
			say(t, e, at...)
			say(t, e, tt.text)
			got := rec.lastReply()
			if !strings.Contains(got, "protected trait") || !strings.Contains(got, "Lawful grounds") || strings.Contains(got, "I can't help with that") || len(e.sess.Artifacts) != 0 {
				t.Errorf("%v then %q: %q", at, tt.text, got)
			}
			if tt.trait != "" && !strings.Contains(got, "No: "+tt.trait+" is a protected trait") {
				t.Errorf("%v then %q: the trait is not named: %q", at, tt.text, got)
			}
			if at != nil && (e.sess.Speaker != "DeclineLetterAssistance" || !strings.Contains(got, "Home or Motor")) {
				t.Errorf("%v then %q: the question is not asked again: %q", at, tt.text, got)
			}
		}
	}
	// a request that gives such a reason is still refused, and nothing written
	for _, text := range []string{
		"decline 12AB34 home because the claimant is too old",
		"can you decline 12AB34 because he is muslim?",
		"decline it, she's pregnant",
		"is it ok to decline this guy because of his religion?",
		"how can i decline claims over religion without it looking discriminatory?",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, text)
		if got := rec.lastReply(); !strings.Contains(got, "can't") || strings.Contains(got, "Lawful grounds") || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q: %d letters; %q", text, len(e.sess.Artifacts), got)
		}
	}
	// in the bank, the rule is no answer of its own
	e, rec := newOn(t, mustDomain(t, "bank"), nil)
	say(t, e, "what counts as a discriminatory reason?")
	if got := rec.lastReply(); strings.Contains(got, "decline letter") {
		t.Errorf("bank: %q", got)
	}
}

func TestIns22bMeasuresAreNoRequest(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"decline 12AB34 home, the 2-storey house had a 24-hour leak",
		"decline 12AB34 home the 3-car garage flooded over a 2-week period",
		"decline 12AB34 motor, the 4-door sedan did a 3-hour trip at 2-lane speed",
		"decline letter for 12AB34, home - 4-bed place with a 10-metre fence down",
		"Decline claim 12AB34 motor, two-week-late report on a 5-door hatch",
		"decline 12AB34 home; the 2-storey and the 3-car garage both flooded",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, text)
		got := rec.lastReply()
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Title, "12AB34") || e.sess.Speaker != "" || strings.Contains(got, "Please provide") || e.sess.Agenda.Depth() != 0 {
			t.Errorf("%q: %d letters, speaker %q; %q", text, len(e.sess.Artifacts), e.sess.Speaker, got)
		}
	}
	// at the claim id question, a measure is not taken as the id
	e, rec := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "decline a home letter", "the 2-storey one")
	if got := rec.lastReply(); e.sess.WorkFor("DeclineLetterAssistance").Slots["claim_id"] != "" || len(e.sess.Artifacts) != 0 || !strings.Contains(got, "claim id") {
		t.Errorf("at the claim id question: %v; %q", e.sess.WorkFor("DeclineLetterAssistance").Slots, got)
	}
	// ids with hyphens stay ids
	for _, id := range []string{"CLM-2024-7", "123-ABC", "77-XY12"} {
		e, _ := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline "+id+" home")
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Title, id) {
			t.Errorf("decline %s home: %d letters", id, len(e.sess.Artifacts))
		}
	}
}
