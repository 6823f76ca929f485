package concierge

import (
	"strings"
	"testing"
)

// Round 39 (ins 20): a complaint about a past result is acknowledged with
// an offer to do the task again; nothing starts and none of its words is
// said to be unused.
func TestPastComplaintAcknowledged(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"this thing is useless, last time it gave me the wrong letter",
		"the letter you made yesterday was wrong",
		"ugh last time you wrote the wrong claim on the letter",
		"your last letter had the wrong reason in it, useless",
		"u gave me a bad letter before",
		"LAST TIME THE LETTER WAS RUBBISH",
		"the claim id thing gave me the wrong place last time",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, line)
			all := strings.Join(rec.replies(), "\n")
			if !strings.Contains(all, "Sorry that went wrong last time") || !strings.Contains(all, "again now") {
				t.Errorf("want an apology and an offer, got %q", all)
			}
			if strings.Contains(all, "didn't use") || e.Session().Speaker != "" {
				t.Errorf("nothing starts and no word is unused: %q (speaker %q)", all, e.Session().Speaker)
			}
			say(t, e, "whatever. 23KJ67, motor, decline")
			if !strings.Contains(lastArtifact(e), "Claim id: 23KJ67") {
				t.Errorf("the letter asked for next is written: %q", rec.lastReply())
			}
		})
	}
}

// A complaint that asks for something is a request, read as one.
func TestPastComplaintWithRequestStarts(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "last time the letter was wrong, can you write one for 23KJ67 motor")
	if !strings.Contains(lastArtifact(e), "Claim id: 23KJ67") {
		t.Errorf("the request is served: %q", rec.lastReply())
	}
}
