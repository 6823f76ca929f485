package concierge

import (
	"strings"
	"testing"
)

// The word "reason" said as a label, with no colon or "is" after it, never
// reaches the letter (fresh round 35: ins 29), whether the reason comes
// with the request or right after its letter.
func TestReasonWordLabelCut(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ lines []string }{
		{[]string{"CAN YOU DECLINE 58NB03 ITS MOTOR", "AND PUT REASON LATE NOTIFICATION, REPORTED 8 MONTHS AFTER"}},
		{[]string{"decline 58NB03 motor", "put reason late notification"}},
		{[]string{"decline 58NB03 motor", "add reason non disclosure"}},
		{[]string{"decline 58NB03 motor put reason late notification"}},
		{[]string{"decline 58NB03 motor", "use reason excluded driver"}},
		{[]string{"decline 58NB03 motor", "late notification as the reason"}},
		{[]string{"decline 58NB03 motor", "reason being the policy had lapsed"}},
		{[]string{"decline 58NB03 motor", "pls put the reason as late notification"}},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.lines...)
		got := lastArtifact(e)
		_, line, _ := strings.Cut(got, "The reason for this decision: ")
		line, _, _ = strings.Cut(line, "\n")
		line = " " + line
		if !strings.Contains(got, "The reason for this decision") || strings.Contains(strings.ToLower(line), "reason") ||
			strings.Contains(strings.ToLower(line), " put ") || strings.Contains(strings.ToLower(line), " as the") {
			t.Errorf("%q: %q; %q", c.lines, got, rec.replies())
		}
	}
}
