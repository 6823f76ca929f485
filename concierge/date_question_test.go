package concierge

import (
	"strings"
	"testing"
)

// R28, R50 (issue 24 round 11): "what day is it today" is answered from
// the session's clock (2 January 2026 on FixedClock), at a question —
// which is asked again, no word tried as its value — and with nothing
// waiting; the date of an event is no question about today.
func TestTodayAnswered(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"oh btw what day is it today", "what's today's date?", "sorry what is the date today", "hey what day is it", "quick one, what's the date"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, "decline letter for claim 19GF42")
			say(t, e, line)
			last := rec.lastReply()
			if !strings.Contains(last, "2 January 2026") || !strings.Contains(last, "Home or Motor") || strings.Contains(last, "couldn't take") {
				t.Fatalf("%q at a question: %q", line, last)
			}
			say(t, e, "home")
			say(t, e, line)
			if last := rec.lastReply(); !strings.Contains(last, "2 January 2026") || strings.Contains(last, "not sure how to help") {
				t.Fatalf("%q with nothing waiting: %q", line, last)
			}
		})
	}
	e, rec := newInsurance(t)
	say(t, e, "decline letter for claim 19GF42")
	say(t, e, "what's the date of the accident?")
	if strings.Contains(rec.lastReply(), "2 January 2026") {
		t.Fatalf("the date of an event was answered with today's: %q", rec.lastReply())
	}
}
