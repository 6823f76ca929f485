package concierge

import (
	"strings"
	"testing"
)

// R50 (issue 24, round 6): a value corrected by contrast at an approval —
// "<slot words> is NEW not OLD", "not OLD, NEW", "NEW instead of OLD",
// "should say NEW", "change OLD to NEW" — is exactly the new value: the
// slot's own label words are not part of it, the words said again around
// the old part are not doubled, and the call is summarised again without
// running.
func TestContrastAtApprovalReplacesExactlyTheValue(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"nah the text is friday arms not thursday", `titled "Plan" saying "friday arms"`},
		{"no, the text should say friday arms, not thursday arms", `titled "Plan" saying "friday arms"`},
		{"oops the note should actually say friday arms", `titled "Plan" saying "friday arms"`},
		{"friday instead of thursday", `titled "Plan" saying "friday arms"`},
		{"not thursday, friday", `titled "Plan" saying "friday arms"`},
		{"the title is meant to be Arm day not Plan", `titled "Arm day" saying "thursday arms"`},
		{"change Plan to Arm day", `titled "Arm day" saying "thursday arms"`},
		{"the text needs to read thursday arms and shoulders", `titled "Plan" saying "thursday arms and shoulders"`},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada 1815", "write a note, title Plan, text thursday arms", c.line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) || p.CallsOf("add_note") != 0 {
				t.Fatalf("%q: approval %q, want %q: %q", c.line, ap.Summary, c.want, rec.replies())
			}
		})
	}
}

// The words said again around the old part of a to-do are not doubled:
// "on friday" for "thursday" in "call the dentist on thursday".
func TestContrastInsideTextDoublesNoWord(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ held, said, now, want string }{
		{"monday legs", "monday", "wednesday legs", "wednesday legs"},
		{"call the dentist on thursday", "thursday", "on friday", "call the dentist on friday"},
		{"buy 4 bags of compost", "4", "5 bags", "buy 5 bags of compost"},
		{"buy milk", "milk", "oat milk", "buy oat milk"},
		{"ring mum at 5", "5", "6", "ring mum at 6"},
	} {
		i := strings.Index(c.held, c.said)
		if got := spliceWords(c.held, i, i+len(c.said), c.now); got != c.want {
			t.Errorf("%q with %q → %q: %q, want %q", c.held, c.said, c.now, got, c.want)
		}
	}
}

// An id corrected by contrast at a transfer's approval is the new id.
func TestContrastAtApprovalOfAnID(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"the account is 7654322 not 7654321",
		"not 7654321, 7654322",
		"7654322 instead of 7654321",
		"the recipient should be 7654322",
		"change 7654321 to 7654322",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 50 from checking to 7654321", line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "to 7654322?") {
				t.Fatalf("%q: approval %q: %q", line, ap.Summary, rec.replies())
			}
		})
	}
}
