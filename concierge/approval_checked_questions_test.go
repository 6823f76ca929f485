package concierge

import (
	"strings"
	"testing"
)

// Questions at an approval whether a value of the transfer is right
// (bank34): the recipient is said to be the number the user gave, none of
// their accounts, and not checkable here; the amount and the source are
// said back from the pending call. Each asks the approval again with the
// call unchanged, and nothing moves.
func TestApprovalRightValueQuestions(t *testing.T) {
	t.Parallel()
	const given = "1234324 is the number you gave, and it is not one of your accounts"
	const source = "It comes out of your Checking (1234567890), as it stands"
	cases := []struct{ ask, want string }{
		{"is that the right account?", given},
		{"are you sure that number's right", given},
		{"r u sure thats the right acct?", given},
		{"did i give you the correct number?", given},
		{"is 1234324 correct?", given},
		{"hmm is the account number right", given},
		{"whose account is 1234324?", "it is the number you gave, not one of your accounts, and I have no way to check it here"},
		{"is that my brothers account?", "it is the number you gave, not one of your accounts"},
		{"is that the right amount?", "The amount is $200.00, as it stands"},
		{"did you get the amount right?", "The amount is $200.00, as it stands"},
		{"is 200 correct?", "The amount is $200.00, as it stands"},
		{"is it coming out of the right one?", source},
		{"is it taken from the right account?", source},
		{"is the money coming from the right account", source},
		{"are you taking it from the correct account?", source},
		{"r u pulling it outta the right acct?", source},
	}
	for _, c := range cases {
		t.Run(c.ask, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
			before, ok := e.PendingApproval()
			if !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, c.ask)
			said := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(said, c.want) {
				t.Errorf("replies:\n%s\nwant %q", said, c.want)
			}
			if !strings.Contains(said, "Transfer $200.00 from Checking (1234567890) to 1234324?") {
				t.Errorf("the approval was not asked again:\n%s", said)
			}
			after, ok := e.PendingApproval()
			if !ok || after.Summary != before.Summary {
				t.Errorf("the pending call changed: %+v → %+v", before, after)
			}
			if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
				t.Errorf("money moved: checking %s", b)
			}
		})
	}
}
