package concierge

import (
	"strings"
	"testing"
)

// The user's first hello after the product's opening is answered "Hello!",
// not "Hello again!": the opening was the product's, so this is the first
// time the user greets. A later greeting is "again". Found trying the
// product as a new user ("hey there" as the first line).
func TestFirstHelloIsNoAgain(t *testing.T) {
	t.Parallel()
	for _, domain := range []string{"bank", "insurance", "notes"} {
		for _, first := range []string{"hey there", "hi", "good morning!", "hiya"} {
			e, rec := newDomainFor(t, domain)
			say(t, e, first)
			got := rec.lastReply()
			if strings.Contains(got, "again") {
				t.Errorf("%s: first %q answered %q", domain, first, got)
			}
			say(t, e, "hello")
			if got := rec.lastReply(); !strings.Contains(got, "Hello again!") {
				t.Errorf("%s: a second hello answered %q, want Hello again!", domain, got)
			}
		}
	}
}
