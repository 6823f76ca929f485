package concierge

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// Issue 24, round 21 (ins21), kind 1: once a claim's decline was refused
// for a protected trait or a harmful motive, no decline letter for that
// claim id is written again in the session — asked again in any words, at
// any point, after a resume too — and the reply says why and that a
// letter needs a lawful reason reviewed by a person. Other claims are
// unaffected.
func TestIns21RefusedClaimStaysRefused(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		id    string
		lines []string
	}{
		{"31PQR0", []string{"need to decline 31PQR0 motor", "honestly the claimant is muslim and we've had enough of those claims", "so is the letter still valid?", "motor", "ok just decline 31PQR0 then"}},
		{"31PQR0", []string{"need to decline 31PQR0 motor", "honestly the claimant is muslim and we've had enough of those claims", "write it again without the reason"}},
		{"55ZZ99", []string{"decline letter for 55ZZ99", "reason: they are immigrants", "ok fine decline 55zz99 home then"}},
		{"72KL10", []string{"decline 72kl10 motor cos shes a woman", "decline 72KL10 motor"}},
		{"72KL10", []string{"decline 72KL10 home bc theyre asian", "ok just the letter for 72KL10 then, motor"}},
		{"66QQ11", []string{"decline 66QQ11 home, i want to get back at him for what he did to my sister", "decline 66QQ11 home"}},
		{"88AA77", []string{"decline 88AA77 motor", "the claimant is in a wheelchair so decline it", "hmm", "new letter pls", "88AA77"}},
		{"40BC21", []string{"pls write a decline letter", "40BC21", "because she's pregnant", "home", "40bc21 motor decline it"}},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		count := func() int {
			n := 0
			for _, a := range e.sess.Artifacts {
				if strings.Contains(a.Title, tt.id) {
					n++
				}
			}
			return n
		}
		say(t, e, tt.lines[:len(tt.lines)-1]...)
		before := count()
		say(t, e, tt.lines[len(tt.lines)-1])
		all := strings.Join(rec.replies(), "\n")
		if count() != before || before > 1 {
			t.Errorf("%q: %d letters for %s, then %d; replies:\n%s", tt.lines, before, tt.id, count(), all)
		}
		if !strings.Contains(all, "I won't write a decline letter for claim "+tt.id) || !strings.Contains(all, "lawful reason") || !strings.Contains(all, "reviewed by a person") {
			t.Errorf("%q: the refusal is not said; replies:\n%s", tt.lines, all)
		}
		if e.sess.Speaker != "" || e.sess.Agenda.Depth() != 0 {
			t.Errorf("%q: speaker %q, %d tasks left", tt.lines, e.sess.Speaker, e.sess.Agenda.Depth())
		}
		// another claim is unaffected
		others := len(e.sess.Artifacts)
		say(t, e, "decline 12ZZ34 home")
		if len(e.sess.Artifacts) != others+1 {
			t.Errorf("%q: another claim got no letter: %q", tt.lines, rec.lastReply())
		}
	}
}

// Asked whether the withdrawn letter still stands, the answer is no.
func TestIns21WithdrawnLetterAsked(t *testing.T) {
	t.Parallel()
	for _, q := range []string{"so is the letter still valid?", "can i still use it", "is that letter ok to send", "is the letter still ok to use?"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "need to decline 31PQR0 motor", "honestly the claimant is muslim and we've had enough of those claims", q)
		if got := rec.lastReply(); !strings.Contains(got, "No: the letter") || !strings.Contains(got, "must not be used") {
			t.Errorf("%q: %q", q, got)
		}
	}
}

// The refused claim is kept with the session: resumed from its JSON, a
// letter for it is still not written.
func TestIns21RefusedClaimResumed(t *testing.T) {
	t.Parallel()
	e, _ := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "need to decline 31PQR0 motor", "honestly the claimant is muslim and we've had enough of those claims")
	raw, err := json.Marshal(e.Session())
	if err != nil {
		t.Fatal(err)
	}
	var stored state.Session
	if err := json.Unmarshal(raw, &stored); err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	same, err := New(Config{Domain: mustDomain(t, "insurance"), Sink: rec.sink, Clock: FixedClock, Session: stored.Clone()})
	if err != nil {
		t.Fatal(err)
	}
	same.Start()
	say(t, same, "decline 31PQR0 motor")
	if n := len(same.sess.Artifacts); n != 1 || !strings.Contains(strings.Join(rec.replies(), "\n"), "I won't write a decline letter for claim 31PQR0") {
		t.Errorf("after a resume: %d letters; replies %q", n, rec.replies())
	}
}

// Kind 2: a reason with a negation said after the letter is its reason,
// never SmartStrategy's "I don't know my claim id"; a personal dislike is
// answered that a letter needs a reason based on the policy, and goes in
// no letter. A protected trait stays refused.
func TestIns21DislikeIsNoReason(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"reason: i just don't like the guy's face",
		"because i dont like him",
		"bc he's annoying",
		"the reason is i just dont trust the guy",
		"i just don't like his face",
		"honestly we cant stand her",
		"REASON: I DONT LIKE HIS ATTITUDE",
		"coz i hate the guy lol",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline 31PQR0 motor", text)
		got := rec.lastReply()
		if e.sess.Speaker != "" || len(e.sess.Artifacts) != 1 || !strings.Contains(got, "reason based on the policy") || strings.Contains(got, "internal employee") {
			t.Errorf("%q: speaker %q, %d letters; %q", text, e.sess.Speaker, len(e.sess.Artifacts), got)
		}
		if strings.Contains(e.sess.Artifacts[0].Body, "reason for this decision") {
			t.Errorf("%q went into the letter", text)
		}
	}
	// a lawful reason with a negation is still a reason
	for _, text := range []string{"reason - he wasn't wearing a seatbelt", "coz the driver didnt have a licence", "the claimant doesnt have a valid licence"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline 31PQR0 motor", text)
		// the letter is written again naming it (round 22, ins22a)
		if got := strings.Join(rec.replies(), "\n"); e.sess.Speaker != "" || !strings.Contains(got, "Letter redone for claim 31PQR0") || strings.Contains(got, "internal employee") {
			t.Errorf("%q: speaker %q; %q", text, e.sess.Speaker, got)
		}
	}
	// at the letter's question, a dislike is said no reason, and kept out
	e, rec := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "decline letter for 31PQR0", "i just dont like his face tbh")
	if got := rec.lastReply(); !strings.Contains(got, "reason based on the policy") || !strings.Contains(got, "Home or Motor") {
		t.Errorf("at the question: %q", got)
	}
	say(t, e, "motor")
	if len(e.sess.Artifacts) != 1 || strings.Contains(e.sess.Artifacts[0].Body, "face") {
		t.Errorf("the dislike went into the letter: %v", e.sess.Artifacts)
	}
	// the protected trait stays refused
	e, rec = newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "decline 31PQR0 motor", "reason: i don't like muslims")
	if got := rec.lastReply(); !strings.Contains(got, "I can't help with that.") {
		t.Errorf("a trait as the reason: %q", got)
	}
}

// Kind 3: a value given for the claim id that is no id is answered with
// what is wrong and what an id looks like, at the request and at the
// question, every time.
func TestIns21ClaimIDShapeSaid(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, why string }{
		{"decline letter motor claim number 1234567890", "only digits"},
		{"decline 1234567890 motor", "only digits"},
		{"decline letter, claim id is ABCDEFGH, home", "no digits"},
		{"decline claim no. 12 motor", "only digits"},
		{"decline letter home claim # AB12CD34EF56GH78", "too long"},
		{"decline letter for claim 98765 motor", "only digits"},
		{"decline letter for claim id: 123-456-789 home", "is not a valid claim id"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, tt.text)
		got := rec.lastReply()
		if e.sess.Speaker != "DeclineLetterAssistance" || !strings.Contains(got, tt.why) || !strings.Contains(got, "letters and digits, like 123ABH") {
			t.Errorf("%q: speaker %q; %q", tt.text, e.sess.Speaker, got)
		}
		say(t, e, "1234567890")
		if got := rec.lastReply(); !strings.Contains(got, "only digits") || !strings.Contains(got, "letters and digits") {
			t.Errorf("%q then 1234567890: %q", tt.text, got)
		}
	}
}

// Kind 4: a reason given anywhere before the letter is noted, never said
// back as unused, and named in the letter.
func TestIns21ReasonBeforeLetterNamed(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		lines  []string
		reason string
	}{
		{[]string{"decline 22XY11 home because the damage was gradual wear"}, "the damage was gradual wear"},
		{[]string{"pls decline claim 22XY11 bc the house was vacant for 6 months"}, "the house was vacant for 6 months"},
		{[]string{"i need a decline letter because the roof was not maintained, where do i find the claim id", "partner", "22XY11"}, "the roof was not maintained"},
		{[]string{"decline 22XY11 because the damage was gradual wear", "where do i find the claim id", "im staff", "home"}, "the damage was gradual wear"},
		{[]string{"decline letter, the policy had lapsed", "22XY11", "motor"}, "the policy had lapsed"},
		{[]string{"decline 22XY11, reason is the damage was gradual wear", "whats a topology", "home"}, "the damage was gradual wear"},
		{[]string{"write a decline letter for 22XY11 cuz the driver was unlicensed", "car"}, "the driver was unlicensed"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, tt.lines...)
		all := strings.Join(rec.replies(), "\n")
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Body, "The reason for this decision: "+tt.reason) {
			t.Errorf("%q: the letter does not name %q; replies:\n%s", tt.lines, tt.reason, all)
			continue
		}
		if !strings.Contains(all, "Noted the reason you gave") && !strings.Contains(all, "It names the reason you gave") || strings.Contains(all, `"because"`) || strings.Contains(all, `"maintained"`) {
			t.Errorf("%q: not said as noted, or said back as unused:\n%s", tt.lines, all)
		}
	}
	// a letter with no reason given names none
	e, _ := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "decline 22XY11 home")
	if strings.Contains(e.sess.Artifacts[0].Body, "reason for this decision") {
		t.Errorf("a reason made up: %s", e.sess.Artifacts[0].Body)
	}
}

// Kind 5: the partner's answer is said in the product's words, never
// `Due to "partner"`; a verb or a place of the request is never quoted
// as if it were tried as the relationship.
func TestIns21RelationshipWording(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ answer, want string }{
		{"partner", "As you are a partner, the id"},
		{"external", "As you are a partner, the id"},
		{"broker", "As you are a partner, the id"},
		{"staff", "As you are an internal employee, the id"},
		{"work here", "As you are an internal employee, the id"},
		{"internal staff", "As you are an internal employee, the id"},
		{"I am a partner.", `Due to "I am a partner.", the id`},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "where do i find my claim id", tt.answer)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, tt.want) {
			t.Errorf("%q: %s", tt.answer, all)
		}
	}
	for _, text := range []string{"where is the claim id shown", "where's the claim id printed", "wheres my claim number hidden", "where is the claim id kept on the form", "where is the claim id displayed"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, text)
		if got := rec.lastReply(); strings.Contains(got, "recognise") || !strings.Contains(got, "internal employee or a partner") {
			t.Errorf("%q: %q", text, got)
		}
	}
}
