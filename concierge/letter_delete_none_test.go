package concierge

import (
	"strings"
	"testing"
)

// A letter asked to be deleted that was never written is answered from
// the session, and never starts the task that writes one (fresh round
// 40: ins 19, 24).
func TestLetterDeleteNoneWritten(t *testing.T) {
	t.Parallel()
	cases := []struct {
		before []string
		msg    string
		want   string
	}{
		// the claim named before, its letter stopped before it was made
		{[]string{"decline 40WE77", "actualy forget it, the assessor just rang, we're paying it"}, "can you bin the letter then", "No letter was written for 40WE77, so there is nothing to delete."},
		{[]string{"decline 40WE77", "nah forget it"}, "DISCARD THAT LETTER", "No letter was written for 40WE77"},
		{[]string{"decline 40WE77", "cancel"}, "pls get rid of the decline leter", "No letter was written for 40WE77"},
		{[]string{"decline 40WE77", "never mind"}, "the letter for 40WE77, trash it", "No letter was written for 40WE77"},
		{[]string{"decline 40WE77", "stop"}, "scrap the 40we77 letter we're paying it", "No letter was written for 40WE77"},
		{[]string{"decline 40WE77", "forget it"}, "chuck that letter out pls", "No letter was written for 40WE77"},
		{[]string{"decline 40WE77", "nvm"}, "that letter can go in the bin", "No letter was written for 40WE77"},
		// the claim named in the message, nothing before
		{nil, "delete the decline letter for 12AB34, it was a mistake", "No letter was written for 12AB34, so there is nothing to delete."},
		{nil, "erase the decline for 12AB34", "No letter was written for 12AB34"},
		{nil, "12AB34's letter should be deleted", "No letter was written for 12AB34"},
		{nil, "Delet the letter for 12ab34 plz", "No letter was written for 12AB34"},
		// no claim at all
		{nil, "bin the letter", "No letter was written in this conversation, so there is nothing to delete."},
		// another claim's letter was written: it is named, not withdrawn
		{[]string{"decline 58NB30 home, flood excluded", "decline 40WE77", "nvm"}, "throw away the letter for 40WE77", "No letter was written for 40WE77, so there is nothing to delete. The only letter written here is \"Decline letter: claim 58NB30 (Home)\"."},
		{[]string{"decline 58NB30 home, flood excluded", "decline 40WE77", "nvm"}, "bin the letter", "No letter was written for 40WE77"},
	}
	for _, c := range cases {
		e, rec := newInsurance(t)
		say(t, e, c.before...)
		arts := len(e.sess.Artifacts)
		say(t, e, c.msg)
		last := rec.lastReply()
		if !strings.Contains(last, c.want) {
			t.Errorf("%v then %q: %q, want %q", c.before, c.msg, last, c.want)
		}
		if e.Speaker() != "" || len(e.sess.Agenda.Tasks()) != 0 || len(e.sess.Artifacts) != arts {
			t.Errorf("%v then %q: a letter task was started (speaker %q)", c.before, c.msg, e.Speaker())
		}
	}
}

// The letter for the claim a deletion names is the one taken back, not
// the last one written (fresh round 40: ins 19).
func TestLetterDeleteNamedClaim(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{"bin the letter for 58NB30", "get rid of 58NB30's letter", "delete the decline letter for 58nb30"} {
		e, rec := newInsurance(t)
		say(t, e, "decline 58NB30 home, flood excluded", "decline 12AB34 motor, vehicle unroadworthy", msg)
		last := rec.lastReply()
		if !strings.Contains(last, "claim 58NB30") || strings.Contains(last, "12AB34") || !strings.Contains(last, "not sent") {
			t.Errorf("%q: %q, want the 58NB30 letter taken back", msg, last)
		}
		if e.Speaker() != "" || len(e.sess.Artifacts) != 2 {
			t.Errorf("%q: a task was started", msg)
		}
	}
}

// Taking the reason out of a letter is no deletion of it.
func TestLetterDeleteNotReasonRemoval(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "decline 36VB47 motor, reason vehicle was unroadworthy", "remove the reason from the letter")
	if containsIn(rec.replies(), "nothing to delete") || containsIn(rec.replies(), "can't be deleted") {
		t.Errorf("a reason removed was read as the letter deleted: %q", rec.replies())
	}
}
