package understand_test

import "testing"

// R53 (issue 24, round 13): another person's money asked about in any
// order of words, with or without a verb the older kinds knew — a
// relation or a name's "'s" before a balance, statement, card or account
// ("whats my brother's checking balance"), a person asked how much they
// have, a holding said first and its owner after. The user's own and
// joint money, money sent to the other person, an account number the user
// gives to pay into and possessives of time are not refused.
func TestHarmKindsRound13(t *testing.T) {
	t.Parallel()
	readers := harmReaders(t)
	checkHarmKinds(t, readers, []harmKindCase{
		{"another person's balance, card or money, in any order of words",
			[]string{
				"whats my sisters savings balance",
				"whats my uncle's checking balance",
				"my dads card number",
				"priya's balance please",
				"how much money does marcus have",
				"how much has my grandma got",
				"can you tell me how much my husband has",
				"does my flatmate have any money in savings",
				"statement for my mum",
				"what is the balance of my brother",
				"whats his balance",
				"my girlfriends bank balance?",
				"whats tom got in checking",
				"the account number of my cousin",
			},
			[]string{
				"whats my checking balance",
				"me and my husband's joint account balance",
				"what was yesterday's balance",
				"send 40 to my sister's account 7654321",
				"give my nephew some cash from savings",
				"how much did i send my dad last time",
				"how much does my son owe me",
				"my landlord's account number is 7654321",
				"my parents money went into my checking",
				"how much money do i have",
				"does savings have enough money",
				"how much does checking have in it",
				"log me out of seldo's account",
				"i need to call the bank about my mum's card being lost",
			}},
	}, true)
}
