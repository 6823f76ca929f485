package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 27 (bank29): a capability question with attitude, after
// a remark, lists what can be done and starts nothing; thanks said in
// irony is not thanked.
func TestBank29CapabilitiesWithAttitude(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"oh great, so I wasn't even logged in. what can you even do",
		"ok so i wasnt logged in. what can you do then",
		"wow i wasnt even signed in?? what are you even for",
		"so you cant even log me out. what CAN you do",
		"i never even signed in lol. what do you actually do",
		"what can you even do",
		"so what CAN you do then",
		"is there anything you actually do",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me out", line)
			r := rec.lastReply()
			if !strings.Contains(r, "Checking an account balance") || strings.Contains(r, "username") || strings.Contains(r, "don't know that") {
				t.Fatalf("reply %q, want the list of what can be done and no sign-in", r)
			}
			if e.Speaker() != "" || len(e.Stack()) > 0 {
				t.Fatalf("speaker %q, stack %v: want nothing started", e.Speaker(), e.Stack())
			}
		})
	}
}

func TestBank29SarcasticThanks(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"thanks for nothing",
		"great, thanks a lot",
		"wow so helpful",
		"gee thanks",
		"thx for nothin",
		"thanks a lot... not",
		"real helpful 🙄",
		"well that was helpful",
		"cheers for nothing mate",
		"thanks for nothing then, really",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me out", "what can you even do", line)
			r := rec.lastReply()
			if strings.Contains(r, "welcome") || !strings.Contains(r, "Sorry") || !strings.Contains(r, "check a balance") {
				t.Fatalf("reply %q, want a short apology and what can be done, never thanks", r)
			}
		})
	}
	// thanks meant as thanks after a task is thanked
	e, rec := newBank(t, nil)
	say(t, e, "whats apple at", "wow so helpful")
	if r := rec.lastReply(); !strings.Contains(r, "welcome") {
		t.Errorf("after a price, %q: want it thanked", r)
	}
	e, rec = newBank(t, nil)
	say(t, e, "thank you!")
	if r := rec.lastReply(); !strings.Contains(r, "welcome") {
		t.Errorf("plain thanks: %q, want it thanked", r)
	}
}

// A word that chose the task is never said back as unused.
func TestBank29TaskWordsNotUnused(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"lemme peep my bread fr",
		"yo lemme peep my dough real quick",
		"can i peek at my moolah rn",
		"wanna eyeball my cash ngl",
		"show me my bread lowkey",
		"lemme see my funds fr fr",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line, "seldo", "monkey")
			r := rec.lastReply()
			if strings.Contains(r, "didn't use") || strings.Contains(r, "didn't recognise") || !strings.Contains(r, "Checking or Savings") {
				t.Fatalf("reply %q, want the account asked and no word said back", r)
			}
		})
	}
	// a value still is
	e, rec := newBank(t, nil)
	say(t, e, "lemme peep my bread in the Cayman account", "seldo", "monkey")
	if r := strings.Join(rec.replies(), " | "); !strings.Contains(r, "Cayman") {
		t.Errorf("replies %q: want the unused name said back", r)
	}
}
