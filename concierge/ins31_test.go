package concierge

import (
	"strings"
	"testing"
)

// Issue 24, ins31: a secret found after "I forgot it", a question asked
// for someone else, a vehicle told of in a Home claim's finding.

// Kind 1: after the user said the PIN was forgotten, the PIN said with a
// lead-in signs in and serves what was asked; a wrong one is refused; the
// PIN never shows.
func TestIns31PINAfterForgot(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ forgot, pin string }{
		{"hi i'm ada but i forgot my pin, can i still see my notes", "fine, 1815"},
		{"hi i'm ada but i forgot my pin, can i still see my notes", "oh wait it's 1815"},
		{"im ada, forgot my pin. can i list my notes?", "found it: 1815"},
		{"this is ada, i cant remember my pin, i wanted to see my notes", "1815 i think"},
		{"ada here, forgot the pin :( show me my notes", "nvm remembered it, 1815"},
		{"im ada and i forgot my PIN, what notes do i have", "FOUND IT 1815!!"},
		{"ada here. lost my pin, can i still see my notes", "ok here it is 1815"},
		{"hi im ada, i forgot my pin whats on my todo list", "my pin is 1815"},
	} {
		e, rec := keptNotesEngine(t)
		say(t, e, c.forgot)
		n := len(rec.replies())
		say(t, e, c.pin)
		after := rec.replies()[n:]
		all := strings.Join(after, "\n")
		if !containsIn(after, "notes are open") || !hasPrefixIn(after, "list_notes:") {
			t.Errorf("%q then %q: want signed in and the notes listed:\n%s", c.forgot, c.pin, all)
		}
		if strings.Contains(rec.dump(), "1815") {
			t.Errorf("%q then %q: the PIN shows", c.forgot, c.pin)
		}
	}
	// a wrong PIN is refused as usual, and never shown
	e, rec := keptNotesEngine(t)
	say(t, e, "hi i'm ada but i forgot my pin, can i still see my notes", "fine, 1816")
	if containsIn(rec.replies(), "notes are open") || hasPrefixIn(rec.replies(), "list_notes:") || !containsIn(rec.replies(), "don't match") {
		t.Errorf("a wrong PIN after forgot: want refused:\n%s", strings.Join(rec.replies(), "\n"))
	}
	if strings.Contains(rec.dump(), "1816") {
		t.Error("the wrong PIN shows")
	}
	// with nothing forgotten, a PIN among words is as before: no sign-in
	e, rec = keptNotesEngine(t)
	say(t, e, "hi", "fine, 1815")
	if containsIn(rec.replies(), "notes are open") {
		t.Errorf("a PIN with no forgot before signed in:\n%s", strings.Join(rec.replies(), "\n"))
	}
}

// Kind 1 in bank: the password found after "forgot my password".
func TestIns31PasswordAfterForgot(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ forgot, pw string }{
		{"hi im seldo, forgot my password. can i see my balance", "found it: monkey"},
		{"seldo here, i forgot my password, whats my balance", "oh wait its monkey"},
		{"i'm seldo and i cant remember my password, can i check my balance", "got it, monkey"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.forgot)
		n := len(rec.replies())
		say(t, e, c.pw)
		after := rec.replies()[n:]
		if !containsIn(after, "logged in as seldo") || !hasPrefixIn(after, "account_balance:") {
			t.Errorf("%q then %q: want signed in and the balance asked:\n%s", c.forgot, c.pw, strings.Join(after, "\n"))
		}
		if strings.Contains(rec.dump(), "monkey") {
			t.Errorf("%q then %q: the password shows", c.forgot, c.pw)
		}
	}
}

// Kind 2: asked for someone else, the question is answered once, for
// that person; the user's own relationship is neither asked nor used nor
// overwritten.
func TestIns31AskedForSomeoneElse(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want, not string }{
		{"my colleague sarah from the partner bodyshop keeps asking where the claim ID is shown", "my_id", "claims system"},
		{"my coworker at the partner garage asked where the claim id is", "my_id", "claims system"},
		{"my mate works for a broker, where does he find the claim id", "my_id", "claims system"},
		{"a colleague of mine from a partner firm wants to know where the claim number is", "my_id", "claims system"},
		{"my workmate jo at the partner company is asking where to find her claim id", "my_id", "claims system"},
		{"my boss from head office keeps asking me where the claim number shows up", "claims system", "my_id"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, c.want) || strings.Contains(all, c.not) || strings.Contains(all, "As you are") {
			t.Errorf("%q: want one answer for them (%s):\n%s", c.line, c.want, all)
		}
	}
	// the user's own relationship, said before, is not theirs, and stays
	e, rec := newInsurance(t)
	say(t, e, "im internal, where is the claim id")
	n := len(rec.replies())
	say(t, e, "my coworker at the partner garage asked where the claim id is")
	if after := rec.replies()[n:]; !containsIn(after, "For a partner") || containsIn(after, "claims system") {
		t.Errorf("the coworker got the user's answer:\n%s", strings.Join(after, "\n"))
	}
	n = len(rec.replies())
	say(t, e, "and where do i find it")
	if after := rec.replies()[n:]; !containsIn(after, "claims system") || containsIn(after, "my_id") {
		t.Errorf("the user's own relationship was overwritten:\n%s", strings.Join(after, "\n"))
	}
}

// Kind 3: a vehicle told of in a finding keeps the claim type given; an
// explicit change still changes it.
func TestIns31VehicleInFindingKeepsType(t *testing.T) {
	t.Parallel()
	letters := func(e *Engine) []string {
		var out []string
		for _, a := range e.sess.Artifacts {
			out = append(out, a.Title)
		}
		return out
	}
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"decline claim 77CD88, home", "the claimant's van was parked inside the garage that burnt"}, "Home"},
		{[]string{"decline claim 77CD88, home", "the damage came from a vehicle reversing into the wall"}, "Home"},
		{[]string{"decline claim 77CD88, home", "reason: a car crashed through the front fence"}, "Home"},
		{[]string{"decline claim 77CD88 home", "REASON - vehicle fire spread to the house"}, "Home"},
		{[]string{"decline claim 77CD88", "home, the damage came from a vehicle reversing into the wall"}, "Home"},
		{[]string{"decline claim 77CD88", "home - the fire started in the claimants van"}, "Home"},
		{[]string{"decline 77CD88 home, the damage came from a car reversing into the wall"}, "Home"},
		{[]string{"decline claim 77CD88 home because the claimant's van was parked inside the garage that burnt"}, "Home"},
		{[]string{"decline a home claim", "the claimant's van was parked inside the garage that burnt", "77CD88"}, "Home"},
		{[]string{"decline claim 77CD88, home", "actually it's a motor claim"}, "Motor"},
		{[]string{"decline claim 77CD88, home", "sorry, the car policy"}, "Motor"},
		{[]string{"decline a home claim", "its the car one actually", "77CD88"}, "Motor"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.lines...)
		ls := letters(e)
		if len(ls) == 0 || !strings.Contains(ls[len(ls)-1], "("+c.want+")") {
			t.Errorf("%q: want the last letter %s, got %v:\n%s", c.lines, c.want, ls, strings.Join(rec.replies(), "\n"))
		}
		for _, l := range ls {
			if c.want == "Home" && strings.Contains(l, "(Motor)") {
				t.Errorf("%q: a Motor letter was written: %v", c.lines, ls)
			}
		}
	}
}
