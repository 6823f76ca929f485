package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 30 (bank33): a question whether one is signed in, said
// with a tag ("right?", "yeah?") or with a request after it, is no
// username and password: no login try is spent, nothing is masked, it is
// answered from the session, and the request after it is served.
func TestBank33SignInQuestionNoPair(t *testing.T) {
	t.Parallel()
	lines := []string{
		"i'm logged in as seldo right? can you remind me what my password is",
		"im logged in as seldo right",
		"still logged in as seldo yeah?",
		"i'm signed in as seldo, right?",
		"am i signed in as seldo? whats my password again",
		"im signed in as seldo right?? whats my pw",
		"am i logged in as seldo correct? what was my password",
		"i am logged in as ana right? remind me my password pls",
	}
	for _, line := range lines {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			all := strings.Join(rec.replies(), "\n")
			if strings.Contains(all, "tries left") || strings.Contains(all, "don't match") || e.Fact("authenticated") == "true" {
				t.Errorf("a login was tried: %q", rec.replies())
			}
			if !strings.Contains(all, "not signed in") {
				t.Errorf("the sign-in question is not answered: %q", rec.replies())
			}
			if strings.Contains(line, "pass") || strings.Contains(line, "pw") {
				if !strings.Contains(all, "never shown") {
					t.Errorf("the password request is not answered: %q", rec.replies())
				}
			}
			if strings.Contains(all, "monkey") {
				t.Errorf("a password shows: %q", rec.replies())
			}
		})
	}
	t.Run("signed in", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", "monkey", "i'm logged in as seldo right? can you remind me what my password is")
		r := rec.lastReply()
		if !strings.Contains(r, "signed in as seldo") || !strings.Contains(r, "never shown") || strings.Contains(r, "monkey") {
			t.Errorf("reply = %q", r)
		}
	})
}

// Issue 24 round 30 (bank33): "what is in my checking account" asks for a
// balance, never a transfer; signed in, the balance shows and no transfer
// starts.
func TestBank33WhatIsInMyAccount(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"WHAT IS IN MY CHECKING ACCOUNT":    "$1,000.00",
		"what is in my checking account":    "$1,000.00",
		"whats in my savings":               "$5,000.00",
		"what's in my savings acct?":        "$5,000.00",
		"wat is in my checking account rn":  "$1,000.00",
		"what do i have in my checking":     "$1,000.00",
		"how much money is in my savings":   "$5,000.00",
		"how much is in both my accounts":   "$5,000.00",
		"what's currently in my checking??": "$1,000.00",
	}
	for line, want := range cases {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if r := strings.Join(rec.replies(), "\n"); strings.Contains(r, "transfer") || !strings.Contains(r, "check a balance") {
				t.Errorf("signed out: %q", rec.replies())
			}
			e, rec = newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey", line)
			if r := lastN(rec.replies(), 2); !strings.Contains(r, want) || strings.Contains(r, "send the money") || e.Speaker() != "" {
				t.Errorf("signed in: %q", rec.replies())
			}
		})
	}
}

// Issue 24 round 30 (bank33): a "no, I want Y" at a transfer's question
// drops the transfer and serves Y; "no i want to send it to …" still
// answers the transfer.
func TestBank33NoIWantInstead(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"NO I WANT TO SEE MY BALANCE":                 "Checking or Savings",
		"no i just want to know whats in my savings":  "$5,000.00",
		"nah i wanna check my savings balance":        "$5,000.00",
		"no, i'd like to see how much is in checking": "$1,000.00",
		"no i need to see my checking balance":        "$1,000.00",
	}
	for line, want := range cases {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey", "send money from checking", line)
			r := lastN(rec.replies(), 3)
			if !strings.Contains(r, "won't transfer") || !strings.Contains(r, want) || e.Speaker() == "transfer_money" {
				t.Errorf("replies = %q", rec.replies())
			}
		})
	}
	t.Run("a correction", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", "monkey", "send money from checking", "no i want to send it to 7654321")
		if r := rec.lastReply(); strings.Contains(r, "won't transfer") || e.Speaker() != "transfer_money" {
			t.Errorf("reply = %q, speaker %q", r, e.Speaker())
		}
	})
}

// lastN joins the last n replies.
func lastN(rs []string, n int) string {
	if len(rs) > n {
		rs = rs[len(rs)-n:]
	}
	return strings.Join(rs, "\n")
}

// Issue 24 round 30 (bank33): how to end, terminate or close a session is
// how to log out, signed in or not; a worry about someone hijacking it
// starts no transfer.
func TestBank33EndSession(t *testing.T) {
	t.Parallel()
	lines := []string{
		"how do i terminate my session? i'm paranoid someone is hijacking it",
		"how do i end my session",
		"how 2 close my session",
		"how can i kill this session",
		"hw do u end the session pls",
		"how do you close the session",
		"how do i log out of my session",
		"how could i end my session?",
	}
	for _, line := range lines {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			for _, signIn := range []bool{false, true} {
				e, rec := newBank(t, nil)
				if signIn {
					say(t, e, "log in", "seldo", "monkey")
				}
				say(t, e, line)
				r := rec.lastReply()
				if !strings.Contains(r, `"log out"`) || e.Speaker() != "" || strings.Contains(r, "transfer") {
					t.Errorf("signed in %v: reply = %q, speaker %q", signIn, r, e.Speaker())
				}
				if signIn && e.Fact("authenticated") != "true" {
					t.Errorf("a question about logging out signed the user out")
				}
			}
		})
	}
	for _, line := range []string{"i'm paranoid someone is hijacking my session", "i think someone is hijacking it", "somebody is in my account"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if strings.Contains(rec.lastReply(), "To transfer money") || e.Speaker() != "" {
				t.Errorf("replies = %q, speaker %q", rec.replies(), e.Speaker())
			}
		})
	}
}
