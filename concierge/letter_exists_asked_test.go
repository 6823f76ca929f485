package concierge

import (
	"strings"
	"testing"
)

// A question whether a letter was written is answered from the session,
// never with what the product does with letters (fresh round 40: ins 22).
func TestLetterExistsAsked(t *testing.T) {
	t.Parallel()
	stopped := []string{"decline 40WE77", "nah dont worry about it"}
	written := []string{"decline 58NB30 home, flood excluded under the policy"}
	cases := []struct {
		before []string
		msg    string
		want   string
	}{
		{stopped, "wait is there a letter saved for it somewhere?", "No — no letter was written for 40WE77; you stopped before it was made."},
		{stopped, "did you make a letter for 40WE77?", "No — no letter was written for 40WE77; you stopped before it was made."},
		{stopped, "was a decline letter written for that one", "No — no letter was written for 40WE77"},
		{stopped, "do i have a letter on file for 40we77", "No — no letter was written for 40WE77"},
		{stopped, "Is there already a leter for it", "No — no letter was written for 40WE77"},
		{stopped, "hang on, did it save a letter or not", "No — no letter was written for 40WE77"},
		{stopped, "have you got a letter for that claim?", "No — no letter was written for 40WE77"},
		{stopped, "any letters?", "No — no letter was written in this conversation."},
		{nil, "are there any letters saved", "No — no letter was written in this conversation."},
		{nil, "is there a letter for 12AB34?", "No — no letter was written for 12AB34 in this conversation."},
		{written, "wait is there a letter saved for it somewhere?", `Yes: "Decline letter: claim 58NB30 (Home)" was written here.`},
		{written, "any letters?", `Yes, one: "Decline letter: claim 58NB30 (Home)".`},
		{written, "did u write a letter for 40WE77", `No — no letter was written for 40WE77 in this conversation. The only letter written here is "Decline letter: claim 58NB30 (Home)".`},
	}
	for _, c := range cases {
		e, rec := newInsurance(t)
		say(t, e, c.before...)
		arts := len(e.sess.Artifacts)
		say(t, e, c.msg)
		if last := rec.lastReply(); !strings.Contains(last, c.want) {
			t.Errorf("%v then %q: %q, want %q", c.before, c.msg, last, c.want)
		}
		if e.Speaker() != "" || len(e.sess.Artifacts) != arts {
			t.Errorf("%v then %q: a letter task was started", c.before, c.msg)
		}
	}
}

// A question about how letters work, or a request beside the question,
// is no question whether one was written.
func TestLetterExistsNotAsked(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{"how are letters saved?", "is there a letter template?", "where are letters kept", "is there a letter for 12AB34? if not make one"} {
		e, rec := newInsurance(t)
		say(t, e, msg)
		if containsIn(rec.replies(), "no letter was written") {
			t.Errorf("%q: %q, want it read as before", msg, rec.lastReply())
		}
	}
}
