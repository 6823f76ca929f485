package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 22 (ins22a), kind 1: a reason said right after a
// decline letter, or a request to add or change its reason, writes the
// letter again for the same claim naming the reason, and says it was
// redone; a request to add a reason that gives none asks for it, and the
// answer is the reason. A protected trait is still refused, and a
// refused claim stays refused.
func TestIns22aReasonAfterLetterRedoes(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		lines  []string
		reason string
	}{
		{[]string{"put in the reason: policy lapsed"}, "policy lapsed"},
		{[]string{"can you add that the claim was filed late"}, "the claim was filed late"},
		{[]string{"policyholder set the fire himself, fire brigade report confirms arson"}, "policyholder set the fire himself, fire brigade report confirms arson"},
		{[]string{"the reason is the roof wasnt maintained"}, "the roof wasnt maintained"},
		{[]string{"because the driver was drunk"}, "the driver was drunk"},
		{[]string{"oh and can u mention he had no licence"}, "he had no licence"},
		{[]string{"REASON: UNPAID PREMIUMS"}, "Unpaid premiums"}, // shouted: in sentence case (ins29)
		{[]string{"pls add that the house was vacant for 6 months"}, "the house was vacant for 6 months"},
		{[]string{"THEN REDO IT WITH THAT REASON", "the policy had lapsed"}, "the policy had lapsed"},
		{[]string{"add a reason pls", "non disclosure of modifications"}, "non disclosure of modifications"},
		{[]string{"tenant left the tap running for a week", "redo it with that reason"}, "tenant left the tap running for a week"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter for claim 123ABH, home")
		say(t, e, tt.lines...)
		all := strings.Join(rec.replies(), "\n")
		arts := e.sess.Artifacts
		last := arts[len(arts)-1]
		if len(arts) < 2 || !strings.Contains(last.Body, "Claim id: 123ABH") || !strings.Contains(last.Body, "The reason for this decision: "+tt.reason+".") {
			t.Errorf("%q: %d letters, the last does not name %q; replies:\n%s", tt.lines, len(arts), tt.reason, all)
		}
		if !strings.Contains(all, "Letter redone for claim 123ABH: it now names the reason you gave: "+tt.reason) ||
			strings.Contains(all, "not sure") || strings.Contains(all, "can't do that") || strings.Contains(all, "no place for a reason") ||
			strings.Contains(all, "Please provide your claim id") {
			t.Errorf("%q: replies:\n%s", tt.lines, all)
		}
		if e.Speaker() != "" {
			t.Errorf("%q: speaker %q", tt.lines, e.Speaker())
		}
	}
	// a reason wanted with none said is asked for, and nothing is written yet
	e, rec := newInsurance(t)
	say(t, e, "decline 77AB12 motor", "can you add a reason")
	if got := rec.lastReply(); !strings.Contains(got, "What reason should the letter for claim 77AB12 name?") || len(e.sess.Artifacts) != 1 {
		t.Errorf("no reason said: %q, %d letters", got, len(e.sess.Artifacts))
	}
	// a protected trait given as the reason is refused, and the claim stays refused
	e, rec = newInsurance(t)
	say(t, e, "decline 77AB12 motor", "reason: they are muslim", "ok then redo it with the reason the policy lapsed")
	all := strings.Join(rec.replies(), "\n")
	for _, a := range e.sess.Artifacts {
		if strings.Contains(a.Body, "The reason for this decision") {
			t.Errorf("a letter names a reason after a protected trait:\n%s", a.Body)
		}
	}
	if got := rec.lastReply(); !strings.Contains(all, "can't help with that") || !strings.Contains(got, "can't help with that") && !strings.Contains(got, "I won't write a decline letter for claim 77AB12") {
		t.Errorf("the refusal is not held; replies:\n%s", all)
	}
}

// Kind 2 and kind 3: a claim id named earlier in the session (a question,
// a refused task) is the one a decline that names none takes, said back;
// words of a reason are never an id; "that's the policy number, the claim
// is …" with nothing in hand says which id is meant and starts nothing.
func TestIns22aEarlierClaimID(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		lines []string
		id    string
	}{
		{[]string{"what's the status of claim 123ABH?", "ok then just the decline letter. home. reason: late notification"}, "123ABH"},
		{[]string{"approve claim 77AB12", "fine, decline then. motor."}, "77AB12"},
		{[]string{"can you pay out claim 45gh90", "ok just write the decline letter, motor"}, "45GH90"},
		{[]string{"can you reopen claim 31qr89", "decline it then, home"}, "31QR89"},
		{[]string{"what's the status of claim 55PP12?", "oh sorry that's the policy number. the claim is 99KL00", "decline letter home"}, "99KL00"},
	} {
		e, rec := newInsurance(t)
		say(t, e, tt.lines...)
		all := strings.Join(rec.replies(), "\n")
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Body, "Claim id: "+tt.id) {
			t.Errorf("%q: %d letters, want one for %s; replies:\n%s", tt.lines, len(e.sess.Artifacts), tt.id, all)
		}
		if !strings.Contains(all, "claim id "+tt.id+" you named earlier") || strings.Contains(all, "Please provide your claim id") || strings.Contains(all, `"notification"`) {
			t.Errorf("%q: replies:\n%s", tt.lines, all)
		}
	}
	// the correction of which number is which starts no task
	for _, line := range []string{"oh sorry that's the policy number. the claim is 99KL00", "wrong one, the claim id is 99KL00", "no wait, that was my policy no, claim number is 99KL00"} {
		e, rec := newInsurance(t)
		say(t, e, "whats the status of claim 55PP12", line)
		if got := rec.lastReply(); !strings.Contains(got, "the claim id is 99KL00, not 55PP12") || e.Speaker() != "" || e.sess.Agenda.Depth() != 0 || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q: speaker %q, %d tasks, reply %q", line, e.Speaker(), e.sess.Agenda.Depth(), got)
		}
	}
	// a claim whose letter is written is not taken again: a new letter asks
	e, rec := newInsurance(t)
	say(t, e, "decline 27LM90 motor", "decline letter")
	if got := rec.lastReply(); !strings.Contains(got, "Please provide your claim id") {
		t.Errorf("after a letter: %q", got)
	}
}

// Kind 4: a decline in other words or typos reaches the decline letter
// and asks what is missing; a misspelt common word is never the claim id.
func TestIns22aDeclineInOtherWords(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ line, want string }{
		{"can you help me deny a claim", "Please provide your claim id"},
		{"i ned a declien leter for a moter claim", "Please provide your claim id"},
		{"need to reject claim 44RT55", "Please provide the claim type"},
		{"how do i turn down a claim", "Please provide your claim id"},
		{"i want to refuse this claim", "Please provide your claim id"},
		{"rejct a claim pls", "Please provide your claim id"},
		{"can u help me deny a home claim", "Please provide your claim id"},
		{"gotta knock back a claim, its motor", "Please provide your claim id"},
		{"pls deny claim 55tt66", "Please provide the claim type"},
	} {
		e, rec := newInsurance(t)
		say(t, e, tt.line)
		got := rec.lastReply()
		if e.Speaker() != "DeclineLetterAssistance" || !strings.Contains(got, tt.want) || strings.Contains(got, "recognise") || strings.Contains(got, "not sure") {
			t.Errorf("%q: speaker %q, reply %q", tt.line, e.Speaker(), got)
		}
	}
	for _, tt := range []struct{ line, id string }{{"knock back 12AB34, home", "12AB34"}, {"denie claim 55TT66 motor", "55TT66"}} {
		e, _ := newInsurance(t)
		say(t, e, tt.line)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Body, "Claim id: "+tt.id) {
			t.Errorf("%q: %d letters", tt.line, len(e.sess.Artifacts))
		}
	}
}

// Kind 5: the value is called the claim type, and a reason given with
// the request that writes the letter is said once.
func TestIns22aWording(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "decline letter for 31GH07")
	if got := rec.lastReply(); !strings.Contains(got, "claim type") || strings.Contains(strings.ToLower(got), "topology") {
		t.Errorf("question: %q", got)
	}
	for _, n := range rec.notes() {
		if strings.Contains(n, "topology") {
			t.Errorf("the Why panel says %q", n)
		}
	}
	for _, line := range []string{"decline 77AB12 motor, the driver had no licence", "decline letter for 123ABH motor reason: policy lapsed", "pls decline 55XY90 car bc the owner lied"} {
		e, rec := newInsurance(t)
		got := replyTo(t, e, rec, line)
		if strings.Count(got, "reason you gave") != 1 || strings.Contains(got, "Noted the reason") {
			t.Errorf("%q: %q", line, got)
		}
	}
}
