package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 13): a pasted paragraph — who the user is, how they are
// getting on, then the request — is one request for the task the request
// names, with every value it states; the words about the user start no
// task of their own ("finding my way around" is no claim-id search, "we're
// the internal team" no second request) and are never a value.
func TestContextParagraphIsOneRequest(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, title string }{
		{"hi im new on the claims team, still finding my way around… can you write the decline for 44FF21, it's a home one, we're the internal team", "44FF21 (Home)"},
		{"so I'm covering for a colleague who is out sick and I have no idea how this works, need to decline claim 55QQ10 (apartment)", "55QQ10 (Home)"},
		{"hiya, first week here and still getting used to the system lol. decline letter please, claim 31KJ77, motor. im in the claims department", "31KJ77 (Motor)"},
		{"Hi! I'm the new guy in claims, not sure how this all works yet. Could you please write a decline for 23WE45? Motor claim. I'm a staff member btw", "23WE45 (Motor)"},
		{"hey all, just joined last week so bear with me, i need the declined letter for claim 88TR42, it was a flat", "88TR42 (Home)"},
		{"We're a broker, still learning the ropes here, can you do a decline letter 67HJ21 for the car", "67HJ21 (Motor)"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, c.line)
		said := strings.Join(rec.replies(), "\n")
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Title, c.title) || strings.Contains(said, "the id can be found") {
			t.Errorf("%q: %d letters, want one for %s; replies:\n%s", c.line, len(e.sess.Artifacts), c.title, said)
		}
	}
}

// Issue 24 (round 13): "all" that speaks of nothing to choose from ("hi
// all", "thanks all", "how this all works") never picks a topology: every
// value set comes from words of the message, so the topology is asked.
func TestAllSaidInPassingPicksNoChoice(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"write a decline for 23WE45, thanks all",
		"I'm new here and all, decline letter for 23WE45 please",
		"hi all, decline letter 23WE45",
		"not sure how it all fits together yet, but i need a decline letter for 23WE45",
		"all the best to the team! decline letter for claim 23WE45 please",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, line)
		if len(e.sess.Artifacts) != 0 || !strings.Contains(rec.lastReply(), "Home or Motor") {
			t.Errorf("%q: %d letters, last reply %q, want the topology asked", line, len(e.sess.Artifacts), rec.lastReply())
		}
	}
	// said of the choices, "all" still asks for every one
	for _, line := range []string{"decline letters for 23WE45 for all topologies", "decline letter for 23WE45, both", "23WE45 decline, all of them"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, line)
		if len(e.sess.Artifacts) != 2 {
			t.Errorf("%q: %d letters, want both; %q", line, len(e.sess.Artifacts), rec.replies())
		}
	}
}

// Issue 24 (round 13): how the user is getting on ("not sure how this all
// works, …") is no cancel: read as the request after it alone, with no
// cancel(all) in front of it.
func TestGettingOnIsNoCancel(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"not sure how this all works, write a decline for 23WE45",
		"sorry, no idea how this works yet, decline letter for 23WE45",
		"i dont really know how this works but i need a decline for 23WE45",
		"not really sure how it all works, draft the decline for 23WE45",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, line)
		if w := e.sess.WorkFor("DeclineLetterAssistance").Slots; w["claim_id"] != "23WE45" || containsIn(rec.notes(), "cancel(all)") {
			t.Errorf("%q: values %v, notes %q", line, w, rec.notes())
		}
	}
}
