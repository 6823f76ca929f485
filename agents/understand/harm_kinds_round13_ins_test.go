package understand_test

import "testing"

// R53 (issue 24, round 13): a pasted paragraph where the user says what
// work they do ("I handle claims for our team") before asking for one
// claim's letter is no bulk decline; a batch asked for by someone who says
// the same is still refused.
func TestHarmKindsRound13InsJob(t *testing.T) {
	t.Parallel()
	readers := harmReaders(t)
	kinds := []harmKindCase{
		{"claims declined in bulk, said by someone whose job is claims",
			[]string{
				"I handle claims for our team, decline every motor claim from today",
				"we process claims here, just reject all the home claims that came in this week",
				"i work on motor claims, knock back any claim over 10k",
				"im assessing claims today, deny all of the storm claims from yesterday",
			},
			[]string{
				"Hi, I handle claims for our team and today I need to write a decline for claim 63PL09. The customer says the damage happened while they were away on holiday.",
				"we process claims for the home team and this morning I have to decline 41KD20, it was a flat",
				"I work on motor claims, today I need a decline letter for 77QW12",
				"im new and I'm reviewing claims this week, can you decline 58LM31 for the house",
				"I deal with claims all day, please draft the decline for 19GH22, motor",
			}},
	}
	checkHarmKinds(t, readers, kinds, true)
}
