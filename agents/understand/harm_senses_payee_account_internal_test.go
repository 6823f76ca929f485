package understand

import "testing"

// The payee's account is read as "account number N" only when it is said
// to be the number; an account named beside a number ("from his account
// 7654321"), one only owned ("who owns account 7734410") or one drawn on
// afterwards is left as said.
func TestPayeeAccountsSaid(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"his acct is 7654321, send him 20":                 "account number 7654321, send him 20",
		"her account number's 7654321":                     "account number 7654321",
		"mike's acct no. 7654321":                          "account number 7654321",
		"his acount # is 76543210":                         "account number 76543210",
		"her acct: 7654321":                                "account number 7654321",
		"take it from his account 7654321":                 "take it from his account 7654321",
		"who owns account 7734410, i want to find":         "who owns account 7734410, i want to find",
		"her account number is 7654321, take 60 out of it": "her account number is 7654321, take 60 out of it",
		"his account is 7654321 log into it":               "his account is 7654321 log into it",
		"his acct is 7654321, what's the balance":          "his acct is 7654321, what's the balance",
	} {
		if got := payeeAccountsSaid(in); got != want {
			t.Errorf("payeeAccountsSaid(%q) = %q, want %q", in, got, want)
		}
	}
}
