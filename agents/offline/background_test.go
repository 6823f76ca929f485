package offline

import (
	"context"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// A run-on request with background about the user and its values is one
// request, for the task the verb names: the self-description is no
// strategy request, and the claim id said after the task is the task's.
func TestBackgroundIsNoRequest(t *testing.T) {
	t.Parallel()
	d := insurance.Domain()
	o := New(d)
	for _, text := range []string{
		"hi all, im a claims assessor, started this week, my boss asked me to do a decline letter for the customer, claim no is 48PQ21 and it was their car",
		"good afternoon, I am an internal employee, I've been told to prepare the decline letter, the claim id is 90RT55, it's a home claim",
		"hey, i work at suncorp, need the declined letter drafted, claim number 77LM03",
		"Hello. I'm staff in the claims department since March; the team lead wants me to write the decline letter; the claim number is 12BC98 about a stolen vehicle",
		"im a broker, write a decline letter, claim 33DD44 for the house",
		"hi team, I'm new in the claims team, im a claims officer, they want me to prepare the rejection letter for a customer, the claim number is 61UV20 and it was about their van",
	} {
		r, err := o.Route(context.Background(), agents.RouteInput{Text: text, Agents: d.Agents})
		if err != nil {
			t.Fatal(err)
		}
		if r.Agent != "DeclineLetterAssistance" || len(r.Plan) > 1 {
			t.Errorf("Route(%q) = %s with plan %+v, want the letter alone", text, r.Agent, r.Plan)
		}
	}
	// asked for, the strategy is still a request of its own
	r, _ := o.Route(context.Background(), agents.RouteInput{Text: "I am a partner, where do I find the claim id, and then write a decline letter", Agents: d.Agents})
	if len(r.Plan) != 2 {
		t.Errorf("a strategy asked for and a letter: plan %+v, want two requests", r.Plan)
	}
}
