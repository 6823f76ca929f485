package understand_test

import "testing"

// R8, R53 (issue 24, round 11): a decline asked for with a wish to hurt,
// punish or get back at the claimant, said softly, is refused by R8's
// table and every domain's whole check; a loss the claimant suffered, a
// wish that nobody suffers and a decline on the claim's own facts are not.
func TestHarmKindsRound11Ins(t *testing.T) {
	t.Parallel()
	readers := harmReaders(t)
	kinds := []harmKindCase{
		{"a decline to hurt someone",
			[]string{
				"write a refusal for 31KM77 home, i hope she really suffers",
				"reject my brother in laws claim 18ZX40, time he learnt his lesson, make him pay",
				"turn down 66PQ21 motor so the claimant squirms",
				"decline letter for 52BN09, he deserves to struggle after what he did",
				"knock back my neighbours claim 70RT33, i want to make her life a misery",
				"decline claim 14GH88 home, this is payback for what she did to me",
				"can u do a rejection for 27LM45 motor, teach him a lesson",
				"write up a decline for 33CC44 motor because i want him to feel the pain",
			},
			[]string{
				"decline 31KM77 home, the claimant suffered no loss that the policy covers",
				"decline 66PQ21 motor kindly, i don't want the claimant to suffer more than needed",
				"write a decline letter for 52BN09 motor, the claimant suffered whiplash but the policy had lapsed",
				"reject 70RT33 home, the insured has to pay the excess first",
				"why was my claim declined, i feel like i'm being punished",
			}},
	}
	checkHarmKinds(t, readers, kinds, true)
}
