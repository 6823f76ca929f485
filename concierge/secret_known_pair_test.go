package concierge

import (
	"regexp"
	"strings"
	"testing"
)

// sessionHolds reports a value in any message the session keeps (the
// store's copy of the conversation), as a word ("ty" is not in
// "empty").
func sessionHolds(e *Engine, value string) bool {
	for _, m := range e.sess.Messages {
		if regexp.MustCompile(`\b` + regexp.QuoteMeta(value) + `\b`).MatchString(m.Text) {
			return true
		}
	}
	return false
}

// R55, R29 (issue 24): a chatty paragraph that names the known username
// and the password, joined by "and", "&" or "with", signs in; the
// password is in no echo, plan step, note or stored message, and the
// username is the known name, never a filler word.
func TestKnownPairInAChattyParagraph(t *testing.T) {
	t.Parallel()
	pwRows(t, signsIn(
		"so i wanna check my savings and also move 50 to checking but first log me in yeah, its seldo and monkey",
		"morning! need to pay rent from checking today, i think my login is seldo & monkey",
		"hey there could you sign me in, seldo with monkey thanks",
		"ok real talk i never remember how this goes, anyway it's seldo and monkey",
		"seldo and monkey cheers mate",
		"creds are seldo/monkey",
	), nil, nil, nil)
}

// Two people named with "and" in a line about something else are no pair.
func TestKnownNameAndAnotherIsNoPair(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"tell seldo and bob hi", "did seldo and ada call"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if e.Fact("authenticated") == "true" {
			t.Errorf("%q signed in: %q", line, rec.replies())
		}
	}
}

// R55 (issue 24): at the password prompt, a line that names the known
// username and the word after it is that pair: the password is masked and
// tried, and no word of filler ("real", "quick") becomes the username.
func TestKnownPairAtThePasswordPrompt(t *testing.T) {
	t.Parallel()
	pwRows(t, signsIn(
		"lemme log in real quick seldo monkey",
		"nah its seldo and monkey",
		"wait, login seldo / monkey pls",
		"ugh fine sign me in seldo monkey",
	), []string{"log in", "someone"}, func(t *testing.T, e *Engine, rec *recorder, _ string) {
		if _, ok := e.PendingSecret(); !ok {
			t.Fatalf("no password prompt: %q", rec.replies())
		}
	}, nil)
}

// R55 (issue 24): right after a refused try, the password said with
// filler at the username question is masked and not taken as the
// username; the known username said so is the answer.
func TestPasswordAgainAtTheUsernameQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"oh oops its monkey",
		"sorry i meant monkey",
		"ugh it was monkey",
		"whoops, should be monkey",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo wrongpass")
			if !strings.Contains(rec.lastReply(), "username") {
				t.Fatalf("the username is not asked again: %q", rec.replies())
			}
			say(t, e, line)
			if leaks(rec, "monkey") || sessionHolds(e, "monkey") {
				t.Fatalf("%q shows the password:\n%s", line, rec.dump())
			}
			if _, ok := e.PendingSecret(); ok {
				t.Fatalf("%q was taken as the username: %q", line, rec.replies())
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "login seldo wrongpass", "oh sorry its seldo")
	if _, ok := e.PendingSecret(); !ok {
		t.Fatalf("the known username was not taken: %q", rec.replies())
	}
}

// R55: the password of a refused pair typed again alone at the username
// question is masked and not kept; the known username typed so is the
// answer, whichever order the pair had.
func TestRefusedPairPasswordAgainAtTheUsernameQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ pair, again string }{
		{"login seldo wr0ngpass", "wr0ngpass"},
		{"seldo zebra12", "zebra12"},
		{"hi seldo nope77", "nope77"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.pair, c.again)
		if leaks(rec, c.again) || sessionHolds(e, c.again) {
			t.Errorf("%q after %q shows the password:\n%s", c.again, c.pair, rec.dump())
		}
		if _, ok := e.PendingSecret(); ok {
			t.Errorf("%q after %q was taken as the username: %q", c.again, c.pair, rec.replies())
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "nope99 seldo", "seldo")
	if _, ok := e.PendingSecret(); !ok {
		t.Errorf("the known username was not taken: %q", rec.replies())
	}
}

// R55, when unsure, mask: a known username's password said in a way no
// sign-in reads, or at a moment where none runs (an approval), is masked
// all the same.
func TestKnownUsersPasswordMaskedAtAnyMoment(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		before []string
		line   string
		pw     string
	}{
		{nil, "yeah so seldo is the user and kettle the pass", "kettle"},
		{nil, "seldo is me, zebra12 is my password", "zebra12"},
		{[]string{"log in", "seldo", "monkey", "send 5 from checking to savings", "checking"}, "oh btw its seldo and zebra12 now", "zebra12"},
		{[]string{"log in", "seldo", "monkey", "send 5 from checking to savings", "checking"}, "fyi seldo/kettle99", "kettle99"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.before...)
		say(t, e, c.line)
		if leaks(rec, c.pw) || sessionHolds(e, c.pw) {
			t.Errorf("%q shows the password:\n%s", c.line, rec.dump())
		}
	}
}

// R55: once a password was asked in the session, "oops"/"it's" and one
// word at the username question is masked; the known username is not.
func TestLatePasswordOnceAPasswordWasAsked(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"oops its tulip7", "sorry, it's tulip7", "whoops tulip7"} {
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", "never mind", "log in", line)
		if leaks(rec, "tulip7") || sessionHolds(e, "tulip7") {
			t.Errorf("%q shows the password:\n%s", line, rec.dump())
		}
		if _, ok := e.PendingSecret(); ok {
			t.Errorf("%q was taken as the username: %q", line, rec.replies())
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "log in", "its jenny")
	if _, ok := e.PendingSecret(); !ok {
		t.Errorf("'its jenny' before any password was asked is no username: %q", rec.replies())
	}
}
