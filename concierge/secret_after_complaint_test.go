package concierge

import (
	"strings"
	"testing"
)

// Round 34's bank 32: the password retyped after a word of annoyance is
// the password; the login goes through on that try and the password
// shows nowhere.
func TestPasswordAfterAComplaintAtItsPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"fine, its monkey",
		"ok fine. monkey",
		"what?? i typed it right. monkey",
		"ugh whatever. monkey",
		"seriously?! monkey",
		"huh? i put in the right one. monkey",
		"ffs. its monkey.",
		"jeez, monkey",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", "seldo", line)
			if e.Fact("authenticated") != "true" {
				t.Fatalf("not logged in: %q", rec.replies())
			}
			if strings.Contains(rec.dump(), "monkey") {
				t.Errorf("the password shows: %s", rec.dump())
			}
		})
	}
}

// A question or a request after the complaint is still no password: no
// try is spent on it, and the last word of a question is never taken.
func TestAComplaintBeforeARequestIsNoPassword(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"whatever, check my balance":  "",
		"fine. why monkey?":           "",
		"what?? i typed it right":     "",
		"ok can you help me. monkey":  "",
		"i typed it right. monkey":    "monkey",
		"fine, its monkey":            "monkey",
		"seriously? hunter2":          "hunter2",
		"ok fine. the password is x9": "x9",
	} {
		got, ok := secretAfterComplaint(line, nil)
		if ok != (want != "") || got != want {
			t.Errorf("secretAfterComplaint(%q) = %q, %v; want %q", line, got, ok, want)
		}
	}
}
