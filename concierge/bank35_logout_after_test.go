package concierge

import (
	"strings"
	"testing"
)

// Round 31 (bank35, item 1): a logout asked after a task, with the words
// that put it last at the end ("log me out after", "sign me off when
// you're done"), was read as the sign-in the task needs and dropped: the
// user believed the session closed. The task runs first, then the logout.
func TestBank35LogoutAfterTask(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		msg   string
		lines []string // what follows: the sign-in, a yes to the transfer
		want  string   // said by the task before the logout
	}{
		{"send 100 to 1234324 from checking and log me out after", []string{"seldo", "monkey", "yes"}, "$100.00 sent"},
		{"check my savings and log out after", []string{"seldo", "monkey"}, "Savings account (2345678901)"},
		{"check my savings and sign me off when you're done", []string{"seldo", "monkey"}, "Savings account (2345678901)"},
		{"whats in checking, log out afterwards", []string{"seldo", "monkey"}, "Checking account (1234567890)"},
		{"show my savings then log out", []string{"seldo", "monkey"}, "Savings account (2345678901)"},
		{"check savings, logout after that", []string{"seldo", "monkey"}, "Savings account (2345678901)"},
		{"send 20 to 1234324 from savings and log me out when ur done", []string{"seldo", "monkey", "yes"}, "$20.00 sent"},
		{"check my checking, sign me out once finished pls", []string{"seldo", "monkey"}, "Checking account (1234567890)"},
		{"balance of savings and log off after", []string{"seldo", "monkey"}, "Savings account (2345678901)"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.msg)
		say(t, e, c.lines...)
		got := rec.replies()
		all := strings.Join(got, "\n")
		at, out := -1, -1
		for i, r := range got {
			if at < 0 && strings.Contains(r, c.want) {
				at = i
			}
			if strings.Contains(r, "You're signed out") {
				out = i
			}
		}
		if at < 0 || out < at || e.Fact("authenticated") == "true" {
			t.Errorf("%q: want the task (%q) then the sign-out; signed in=%s:\n%s", c.msg, c.want, e.Fact("authenticated"), all)
		}
	}
}
