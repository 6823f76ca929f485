package concierge

import (
	"strings"
	"testing"
)

// tryout31 bank 17: a complaint about the bank or the app said beside a
// request is stripped whole, so none of its words ("garbage") is tried
// later as the account; the account is asked plainly and the answer taken.
func TestComplaintWordsNeverTriedAsAnswer(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"this bank is garbage, why is everything so slow. just show me my balance",
		"your app is trash. show me my balance",
		"this stupid bank is terrible, whats my balance",
		"ur app sucks just check my balance",
		"the site is so slow, show my balance pls",
		"this service is awful honestly, balance please",
		"this bank is the worst. check my balance",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line, "seldo", "monkey", "checking")
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "didn't recognise") || !strings.Contains(all, checkingShown) {
			t.Errorf("%q: a complaint's word was tried, or no balance:\n%s", line, all)
		}
	}
}
