package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 9: questions about the documents' legal weight, where
// they are kept, and a name to sign them with are answered plainly from
// what the product is — never a new letter asked for, nor their words
// quoted as unused — and the question waiting is asked again.
func TestProductFactQuestions(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  []string
	}{
		{[]string{"decline letter 50ZZ50 motor", "oh and is the letter legally binding? like can they sue us"}, []string{"can't give legal advice"}},
		{[]string{"decline letter please", "could the customer take us to court over this?"}, []string{"can't give legal advice", "Please provide your claim id"}},
		{[]string{"write a decline letter", "would it hold up legally"}, []string{"can't give legal advice", "Please provide your claim id"}},
		{[]string{"hey so quick q before i start - does this thing save my letters anywhere? also i need one for 88QP12"}, []string{"not being stored", "claim type"}},
		{[]string{"decline 12AB34 home", "where are the letters kept after this?"}, []string{"not being stored"}},
		{[]string{"decline 81PL19 home pls", "and can u sign it with my name, Priya Nair, not claims team"}, []string{"can't sign the letter"}},
		{[]string{"decline letter for 33RT45", "put my name at the bottom please, its Sam Lee"}, []string{"can't sign the letter", "claim type"}},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, c.lines...)
		got := rec.lastReply()
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%q: want %q in %q", c.lines, w, got)
			}
		}
		for _, never := range []string{"didn't use", "not sure how to help", "internal employee or a partner"} {
			if strings.Contains(got, never) {
				t.Errorf("%q: %q said: %q", c.lines, never, got)
			}
		}
	}
	// a request with legal words in it is still the request
	e, _ := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "can you write a decline letter for 12AB34 home, the claimant is suing us")
	if len(e.sess.Artifacts) != 1 {
		t.Errorf("the letter asked with a lawsuit mentioned was not written")
	}
	// and a sign-in is no signature
	if e.productFact("can i sign in with my name?") != "" {
		t.Errorf("a sign-in read as a signature")
	}
}
