package concierge

import (
	"strings"
	"testing"
)

// Tryout 41, ins 11 and 22: a capability word inside a task's reason is
// the task's own words: the letter is written with its type and reason.
// Asked for as the object of "can you …", the capability is still
// answered as missing.
func TestCapabilityWordInsideReason(t *testing.T) {
	t.Parallel()
	tasks := map[string]string{
		"can u do a decline for 28WE61 home, reason is no alarm fitted":                                                  "no alarm fitted",
		"can you do a decline for 28WE61 motor, the reason is late notification - they told us 4 months after the crash": "late notification",
		"could you write a decline letter for 28WE61 home because the burglar alarm wasnt set":                           "alarm",
		"Can you do a decline for 28WE61 motor - reason: notified us way too late":                                       "notified us way too late",
		"can u decline 28WE61 home, reason: smoke alarm was disconnected":                                                "smoke alarm was disconnected",
		"cn u do a declne for 28WE61 home, the reason is they ignored the reminder to renew":                             "reminder to renew",
	}
	for msg, reason := range tasks {
		e, rec := newInsurance(t)
		say(t, e, msg)
		l := lastArtifact(e)
		if !strings.Contains(l, reason) || strings.Contains(rec.lastReply(), "can't send") {
			t.Errorf("%q: %q (letter %q), want a letter naming %q", msg, rec.lastReply(), l, reason)
		}
	}
	for _, msg := range []string{
		"could you set an alarm for 7am",
		"can you remind me at 5pm to finish the letters",
		"can it send me a notification tomorrow when the claim is done?",
	} {
		e, rec := newInsurance(t)
		say(t, e, msg)
		if got := rec.lastReply(); !strings.Contains(got, "can't") || lastArtifact(e) != "" {
			t.Errorf("%q: %q, want the missing capability answered", msg, got)
		}
	}
}
