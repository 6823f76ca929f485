package concierge

import (
	"context"
	"strings"
	"testing"
)

// R29: a password typed with the username, in any of the forms people
// use, is taken as the secret and appears nowhere: not in the session,
// not in an event, not in what an engine was shown.
func TestPasswordFormsNeverLeak(t *testing.T) {
	t.Parallel()
	for _, form := range []string{
		"seldo monkey", "login seldo monkey", "seldo/monkey", "seldo:monkey", "user seldo pass monkey",
		"pw: monkey", "passwd=monkey", "my username is seldo and my password is monkey",
		"the password for seldo is monkey", "monkey is my password", "log in as seldo, my password is monkey",
		"my password's monkey", "password - monkey", "password -> monkey", "username=seldo&password=monkey",
		"seldo monkey please", "it's seldo monkey",
	} {
		t.Run(form, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			spy := spyOn(d)
			e, rec := newOn(t, d, spy)
			say(t, e, "log in", form)
			if e.Speaker() == "authenticate" && e.Fact("authenticated") != "true" {
				if _, secret := e.PendingSecret(); secret {
					say(t, e, "monkey") // at the masked prompt, as typed
				} else {
					say(t, e, "seldo")
					if _, secret := e.PendingSecret(); secret {
						say(t, e, "monkey")
					}
				}
			}
			if e.Fact("authenticated") != "true" {
				t.Errorf("not logged in: %q", rec.replies())
			}
			// a later line that carries the password without any cue is masked too
			say(t, e, "by the way monkey was a silly password")
			js, _ := e.Session().Marshal()
			for where, text := range map[string]string{"session": string(js), "events": rec.dump(), "engine": strings.Join(spy.seen, "\n")} {
				if strings.Contains(text, "monkey") {
					t.Errorf("the password appears in the %s", where)
				}
			}
		})
	}
}

// R29, R41: a password typed earlier and repeated in a reject reason with
// no cue at all is masked there too.
func TestTypedPasswordMaskedInALaterReason(t *testing.T) {
	t.Parallel()
	d, _ := BuiltinDomains().New("bank")
	spy := spyOn(d)
	e, rec := newOn(t, d, spy)
	toApproval(t, e)
	if err := e.Reject(context.Background(), "oops I typed monkey in the wrong box"); err != nil {
		t.Fatal(err)
	}
	js, _ := e.Session().Marshal()
	for where, text := range map[string]string{"session": string(js), "events": rec.dump(), "engine": strings.Join(spy.seen, "\n")} {
		if strings.Contains(text, "monkey") {
			t.Errorf("the password appears in the %s", where)
		}
	}
}

// R29: "my password is monkey" at the password prompt is the password
// monkey, not a wrong try; and a password typed with a stray space is
// masked wherever it comes back.
func TestPasswordInWordsAtThePrompt(t *testing.T) {
	t.Parallel()
	for _, typed := range []string{"my password is monkey", "password: monkey", " monkey", "monkey "} {
		t.Run(typed, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			spy := spyOn(d)
			e, rec := newOn(t, d, spy)
			say(t, e, "log in", "seldo", typed)
			if strings.TrimSpace(typed) == "monkey" {
				// a password with a space is not the password: a wrong try
				say(t, e, "never mind")
			} else if e.Fact("authenticated") != "true" {
				t.Fatalf("not logged in: %q", rec.replies())
			}
			say(t, e, "oops, monkey was what I typed")
			js, _ := e.Session().Marshal()
			for where, text := range map[string]string{"session": string(js), "events": rec.dump(), "engine": strings.Join(spy.seen, "\n")} {
				if strings.Contains(text, "monkey") {
					t.Errorf("the password appears in the %s", where)
				}
			}
		})
	}
}

// R28: talk about the password at its prompt is no try, and stays masked
// for what comes next; a passphrase of several words is still taken.
func TestTalkAboutThePasswordIsNoTry(t *testing.T) {
	t.Parallel()
	for _, talk := range []string{"I forgot my password", "what is my password?", "I don't remember it"} {
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", talk)
		if _, secret := e.PendingSecret(); !secret || !strings.Contains(rec.lastReply(), "can't look up or reset") {
			t.Errorf("%q: %q", talk, rec.lastReply())
		}
		say(t, e, "hunter2")
		if !strings.Contains(rec.lastReply(), "(2 tries left)") {
			t.Errorf("%q spent a try: %q", talk, rec.lastReply())
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "log in", "seldo", "correct horse battery staple")
	if !strings.Contains(rec.lastReply(), "(2 tries left)") {
		t.Errorf("a passphrase was not tried: %q", rec.lastReply())
	}
}
