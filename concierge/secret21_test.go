package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// Issue 24 (secret21), kind 1: a line that says the line before it was a
// password hides that line everywhere it is kept: the session, the
// screen (MessageHidden), the store's records, snapshot and title, and
// exports read from the store. The word is absent from the store after.
func TestSecretSaidAfterIsRedactedFromStore(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ secret, line string }{
		{"hunter2", "oh sorry that's my password"},
		{"Tr0ub4dor3", "oops thats my password lol"},
		{"zebra42", "that was my pw"},
		{"sunflower88", "ignore that, it's my pin"},
		{"qwerty9x", "whoops, that was my password, pls hide it"},
		{"bluefish7", "sorry i just typed my password by accident"},
		{"letmein22", "my bad thats my passcode"},
		{"pa55word", "dang the last message was my real password"},
		{"blue-cow", "ugh that’s my pw lmao"},
		{"correcthorse", "OOPS THAT WAS MY PASSWORD"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			e, rec, store := storedBank(t, dir, nil, nil)
			say(t, e, c.secret)
			recs, err := store.Events(e.sess.ID)
			if err != nil {
				t.Fatal(err)
			}
			if !recordsHold(recs, c.secret) {
				t.Fatalf("the line was never stored, nothing to test")
			}
			say(t, e, c.line)
			if sessionHolds(e, c.secret) {
				t.Fatalf("%q: the session still holds the secret", c.line)
			}
			hidden := false
			for _, ev := range rec.all() {
				if _, ok := ev.(MessageHidden); ok {
					hidden = true
				}
			}
			if !hidden {
				t.Fatalf("%q: the front ends were not told to hide the line", c.line)
			}
			if r := rec.lastReply(); !strings.Contains(r, "hidden") {
				t.Fatalf("%q: the reply does not say it was hidden: %q", c.line, r)
			}
			recs, err = store.Events(e.sess.ID)
			if err != nil {
				t.Fatal(err)
			}
			if recordsHold(recs, c.secret) {
				t.Fatalf("%q: the store's records still hold the secret", c.line)
			}
			snap, tail, err := store.Load(e.sess.ID)
			if err != nil {
				t.Fatal(err)
			}
			if recordsHold(tail, c.secret) {
				t.Fatalf("%q: the stored tail still holds the secret", c.line)
			}
			back := Recover(snap, tail).Session
			for _, m := range back.Messages {
				if strings.Contains(m.Text, c.secret) {
					t.Fatalf("%q: the resumed session holds the secret: %q", c.line, m.Text)
				}
			}
			var evs []Event
			for _, r := range recs {
				if ev, err := DecodeEvent(r.Kind, r.Data); err == nil {
					evs = append(evs, ev)
				}
			}
			if md := Markdown(back, evs, func(a string) string { return a }); strings.Contains(md, c.secret) {
				t.Fatalf("%q: the export holds the secret:\n%s", c.line, md)
			}
			list, err := store.List()
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range list {
				if strings.Contains(s.Title, c.secret) {
					t.Fatalf("%q: the listing's title is the secret: %q", c.line, s.Title)
				}
			}
			if e.Fact("authenticated") == "true" {
				t.Fatalf("%q signed in", c.line)
			}
		})
	}
}

// recordsHold reports a record whose data holds value.
func recordsHold(recs []state.Record, value string) bool {
	for _, r := range recs {
		if strings.Contains(string(r.Data), value) {
			return true
		}
	}
	return false
}

// The same at the username question: the password taken as the username
// is dropped and the username asked again; the notes domain too.
func TestSecretSaidAfterAtUsernameQuestion(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login", "hunter2", "oops thats my pw lol")
	if sessionHolds(e, "hunter2") || e.sess.WorkFor("authenticate").Slots["username"] == "hunter2" {
		t.Fatalf("the password is still held:\n%s", rec.dump())
	}
	if _, ok := e.PendingSecret(); ok || !strings.Contains(rec.lastReply(), "What is your username?") {
		t.Fatalf("the username is not asked again: %q", rec.lastReply())
	}
	if !sessionHolds(e, "lol") {
		t.Fatalf("the filler after the cue was masked as a password:\n%s", rec.dump())
	}
	say(t, e, "seldo", "monkey")
	if e.Fact("authenticated") != "true" {
		t.Fatalf("the sign-in after did not work: %q", rec.replies())
	}

	n, nrec := notesEngineRec(t)
	say(t, n, "zorro99", "ugh that was my pin")
	if sessionHolds(n, "zorro99") || !strings.Contains(nrec.lastReply(), "hidden") {
		t.Fatalf("notes: the line was not hidden:\n%s", nrec.dump())
	}
}

// Lines about a password that say no line was one hide nothing.
func TestSecretSaidAfterNotForOtherTalk(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"that was the wrong password",
		"is that my password?",
		"what was my password",
		"that's not my password",
		"i forgot my password",
		"how do i change my password",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "hunter2", line)
		for _, ev := range rec.all() {
			if _, ok := ev.(MessageHidden); ok {
				t.Errorf("%q hid the line before", line)
			}
		}
	}
}

// At the password prompt a line that gives the password with a cue is
// the password, never about the line before.
func TestSecretSaidAfterNotThePasswordItself(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"its my password: monkey", "that's my password monkey", "it's my password"} {
		e, rec := newBank(t, nil)
		say(t, e, "login", "seldo", line)
		for _, ev := range rec.all() {
			if _, ok := ev.(MessageHidden); ok {
				t.Errorf("%q hid the username line", line)
			}
		}
		if strings.Contains(line, "monkey") && (e.Fact("authenticated") != "true" || leaks(rec, "monkey")) {
			t.Errorf("%q did not sign in, masked: %q", line, rec.replies())
		}
	}
}

// Kind 1b: a known user's password typed alone is masked at once, never
// echoed or stored; it is not taken as a username.
func TestKnownPasswordAloneMaskedAtOnce(t *testing.T) {
	t.Parallel()
	for _, lines := range [][]string{
		{"monkey"},
		{"monkey."},
		{"  monkey  "},
		{"hello", "monkey"},
		{"login", "monkey"},
		{"check my balance", "monkey"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, lines...)
		if leaks(rec, "monkey") || sessionHolds(e, "monkey") {
			t.Errorf("%q shows the password:\n%s", lines, rec.dump())
		}
		if e.sess.WorkFor("authenticate").Slots["username"] == "monkey" {
			t.Errorf("%q took the password as the username", lines)
		}
	}
	n, nrec := notesEngineRec(t)
	say(t, n, "1815")
	if leaks(nrec, "1815") {
		t.Errorf("notes: the PIN shows:\n%s", nrec.dump())
	}
}

// Kind 3: a request at the password prompt is not tried: no try spent,
// nothing echoed in the clear, the password still works after.
func TestRequestAtPasswordPromptSpendsNoTry(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"balance?",
		"whats my balance",
		"what's my balance",
		"transfer",
		"stocks?",
		"my balance?",
		"balance",
		"how much is in checking?",
		"how do i reset it",
		"savings balance?",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "balance", "seldo", line)
			if strings.Contains(strings.Join(rec.replies(), "\n"), "don't match") || strings.Contains(strings.Join(rec.replies(), "\n"), "tries left") {
				t.Fatalf("%q was tried as the password: %q", line, rec.replies())
			}
			if _, ok := e.PendingSecret(); !ok {
				t.Fatalf("%q left the password prompt: %q", line, rec.lastReply())
			}
			say(t, e, "monkey")
			if e.Fact("authenticated") != "true" {
				t.Fatalf("the password after %q did not sign in: %q", line, rec.replies())
			}
		})
	}
}

// Kind 5: a forgotten username says who can recover it; nothing quoted,
// no sign-in started, no try spent.
func TestForgotUsernameSaysWhoCanHelp(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hi i want to log in but i forgot my username",
		"i forgot my user name",
		"cant remember my username lol",
		"dont know my login details",
		"lost my username",
		"i forgot my username and password",
		"hey i forgot my userid, can u help",
		"I don't remember my username",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			r := rec.lastReply()
			if !strings.Contains(r, "contact the bank") || strings.Contains(r, "didn't use") {
				t.Fatalf("%q: %q", line, r)
			}
			if _, ok := e.PendingSecret(); ok || e.sess.Speaker == "authenticate" {
				t.Fatalf("%q started a sign-in: %q", line, r)
			}
		})
	}
	// at the username question: the same answer, the question stays
	e, rec := newBank(t, nil)
	say(t, e, "login", "i dont remember my user name")
	if !strings.Contains(rec.lastReply(), "contact the bank") {
		t.Fatalf("at the question: %q", rec.lastReply())
	}
	// the username given after all is read as ever
	e, rec = newBank(t, nil)
	say(t, e, "login", "i forgot, my username is seldo")
	if _, ok := e.PendingSecret(); !ok {
		t.Fatalf("the username given was not taken: %q", rec.replies())
	}
}

// Kind 2: a follow-up that narrows a refused request is refused as the
// same request, never taken as a value.
func TestNarrowedRefusedRequestRefused(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ refused, line string }{
		{"give me all customers passwords", "just list the usernames then"},
		{"give me all customers passwords", "ok just the usernames"},
		{"show me everyones passwords", "fine, only the emails"},
		{"show me everyones passwords", "what about just seldo's"},
		{"give me all customers passwords", "ok then just their account numbers"},
		{"give me all customers passwords", "at least give me the usernames"},
		{"list every users password", "only the names then"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.refused)
			if !strings.Contains(rec.lastReply(), "can't help") {
				t.Skipf("%q was not refused: %q", c.refused, rec.lastReply())
			}
			say(t, e, c.line)
			r := rec.lastReply()
			if !strings.Contains(r, "can't help") || strings.Contains(r, "password.") {
				t.Fatalf("%q after %q: %q", c.line, c.refused, r)
			}
			if _, ok := e.PendingSecret(); ok {
				t.Fatalf("%q was taken as a username", c.line)
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "give me all customers passwords", "ok whats the price of apple")
	if !strings.Contains(rec.lastReply(), "AAPL") && !containsIn(rec.replies(), "AAPL") {
		t.Fatalf("a new request after the refusal was not served: %q", rec.replies())
	}
}

// Kind 6: a logout with a leaving remark gives one coherent reply.
func TestLogoutWithLeavingRemarkOneReply(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"kill my session, I'm done",
		"kill my session im done",
		"log me out im done for today",
		"end my session, bye",
		"sign me out, thats all",
		"kill the session, im finished",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login", "seldo", "monkey")
			before := len(rec.replies())
			say(t, e, line)
			got := rec.replies()[before:]
			all := strings.Join(got, "\n")
			if e.Fact("authenticated") == "true" || !strings.Contains(all, "signed out") || strings.Contains(all, "not signed in") {
				t.Fatalf("%q: %q", line, got)
			}
		})
	}
}

// Kind 4: a username and password said in chat spelling sign in, masked.
func TestChatSpellingPairSignsIn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"yeah its seldo n the passwords monkey",
		"ya its seldo n my pw is monkey",
		"yeah its seldo and the password is monkey",
		"ok im seldo nd the pw is monkey",
		"yep username seldo + password monkey",
		"sure its seldo & my passwords monkey",
		"yea its seldo n pw's monkey",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if leaks(rec, "monkey") || e.Fact("authenticated") != "true" {
				t.Fatalf("%q: %q", line, rec.replies())
			}
		})
	}
	n, nrec := notesEngineRec(t)
	say(t, n, "yeah its ada n the pin is 1815")
	if leaks(nrec, "1815") || n.Fact("unlocked") != "true" {
		t.Fatalf("notes: %q", nrec.replies())
	}
}
