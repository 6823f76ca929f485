package concierge

import (
	"strings"
	"testing"
)

// Round 39's insurance tester (09): "i dont really know what i'm doing
// here, my manager said use this" went to the claim-id lookup on "dont",
// "know". Being lost about what to do, or sent by someone to use the app,
// gets the newcomer's answer in both domains; not knowing a value ("I
// don't know my claim id") still asks for the lookup.
func TestNewcomerLostOrSentGetsHelp(t *testing.T) {
	t.Parallel()
	lines := []string{
		"i dont really know what i'm doing here, my manager said use this",
		"not sure what im supposed to do here",
		"my boss told me to use this thing",
		"I was told to use this but no idea what it does",
		"what am i meant to do here?",
		"dunno what this app is for tbh",
		"first day, team leader said to try this",
		"Honestly I have no clue what Im doing",
	}
	for _, line := range lines {
		for _, bank := range []bool{false, true} {
			e, rec := newInsurance(t)
			if bank {
				e, rec = newBank(t, nil)
			}
			say(t, e, line)
			got := rec.lastReply()
			if !strings.Contains(got, "in your own words") || strings.Contains(got, "internal employee") || e.sess.Speaker != "" {
				t.Errorf("bank=%v %q: no newcomer help: %q (speaker %q)", bank, line, got, e.sess.Speaker)
			}
		}
	}
	for _, line := range []string{"I don't know my claim id", "i dont know what my claim id is"} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if !containsIn(rec.replies(), "internal employee") {
			t.Errorf("%q: the claim-id lookup did not run: %q", line, rec.replies())
		}
	}
}
