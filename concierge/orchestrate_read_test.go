package concierge

import (
	"encoding/json"
	"testing"
)

// Issue 24, R50: the orchestrator's own hooks are read as commands before
// they run: a kind of the work the product does not do is cannot(kind),
// and a question where a value is found starts its finder first. The
// reading changes nothing.
func TestOrchestratorHooksRead(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		domain, line string
		want         string // the command as shown; "" when neither reads it
	}{
		{"insurance", "also do u guys do travel insurance letters", "cannot(kind) — the message asks for a kind of the work that none of its choices is"},
		{"insurance", "can you write decline letters for pet insurance?", "cannot(kind) — the message asks for a kind of the work that none of its choices is"},
		{"insurance", "is there a decline letter for boat claims?", "cannot(kind) — the message asks for a kind of the work that none of its choices is"},
		{"insurance", "do you do motor letters?", ""},
		{"insurance", "can you write a decline letter for 12AB34?", ""},
		{"bank", "can you do a transfer to grandma", ""},
		{"insurance", "I'm a partner. Where is the claim id? then a decline letter, home", "start_task(SmartStrategy, first)"},
		{"insurance", "i got a letter about my claim but i cant see where the number is, i'm a broker", "start_task(SmartStrategy, first)"},
		{"insurance", "hey i work for suncorp - where would i see the claim number? also need a decline letter for motor", "start_task(SmartStrategy, first)"},
		{"insurance", "i need a decline letter for 12AB34 home", ""},
		{"bank", "where can i see my balance", ""},
	} {
		e, rec := newOn(t, mustDomain(t, tt.domain), nil)
		before, _ := json.Marshal(e.sess)
		events := len(rec.all())
		got := ""
		if c, ok := e.kindNotDoneRead(tt.line); ok {
			got = turnCommands([]turnCmd{c})
		} else if c, ok := e.finderRead(tt.line); ok {
			got = turnCommands([]turnCmd{c})
		}
		if got != tt.want {
			t.Errorf("%q read as %q, want %q", tt.line, got, tt.want)
		}
		if after, _ := json.Marshal(e.sess); string(after) != string(before) || len(rec.all()) != events {
			t.Errorf("reading %q changed the session or emitted events", tt.line)
		}
	}
	// run, the cannot(kind) is said as "Read as:" and answered
	e, rec := newInsurance(t)
	say(t, e, "could you draft decline letters for pets")
	if !containsIn(rec.notes(), "Read as: cannot(kind)") || e.sess.Speaker != "" {
		t.Errorf("cannot(kind) not shown or a task started: %q", rec.notes())
	}
}
