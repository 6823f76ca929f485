package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 28, ins30): a correction with an explanation after it
// at the claim type's question takes the value; it is no question about
// how the choices differ.
func TestIns30ChoiceCorrectedWithClause(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, want string }{
		{"oh sorry, its home actually, the travel one is different", "Home"},
		{"its motor actually, the other one was my mistake", "Motor"},
		{"oops, motor, the travel one is my other policy", "Motor"},
		{"sry its home, the travel claim is a different thing", "Home"},
		{"my bad it's motor, the different one was travel", "Motor"},
		{"actually home. travel is a separate claim", "Home"},
		{"OOPS HOME. TRAVEL IS DIFFERENT", "Home"},
		{"sorry i meant car, travel is something different", "Motor"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "i need a decline letter", "450ZZT", "travel", tt.text)
		got := strings.Join(rec.replies(), "\n")
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Title, "("+tt.want+")") {
			t.Errorf("%q: %d letters, want %s; %q", tt.text, len(e.sess.Artifacts), tt.want, got)
		}
	}
	// a question about the difference is still answered
	e, rec := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "i need a decline letter", "450ZZT", "whats the difference between home and motor?")
	if got := rec.lastReply(); len(e.sess.Artifacts) != 0 || !strings.Contains(got, "Home or Motor") {
		t.Errorf("difference asked: %d letters; %q", len(e.sess.Artifacts), got)
	}
}

// Issue 24 (round 28, ins30): a verb of the request is never said back
// as a value the choice question did not recognise; a word that could be
// a value still is.
func TestIns30RequestVerbNotSaidBack(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, verb string }{
		{"I REQUIRE A DECLINATION LETTER FOR CLAIM 450ZZT.", "require"},
		{"yo where do i grab the claim id from", "grab"},
		{"i urgently need to obtain a decline letter for claim 450ZZT", "urgently"},
		{"where can i locate my claim id", "locate"},
		{"we gotta produce a decline letter asap", "produce"},
		{"hey where would i spot the claim id", "spot"},
		{"i must request a decline letter for claim 47UU20", "request"},
		{"where do u find the claim number", "find"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, tt.text)
		if got := rec.lastReply(); strings.Contains(strings.ToLower(got), `"`+tt.verb+`"`) || e.sess.Speaker == "" {
			t.Errorf("%q: speaker %q; %q", tt.text, e.sess.Speaker, got)
		}
	}
	e, rec := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "decline letter for claim 450ZZT, travel")
	if got := rec.lastReply(); !strings.Contains(got, "travel") {
		t.Errorf("a value-like word is said back: %q", got)
	}
}

// Issue 24 (round 28, ins30): the words that place an item ("put it on my
// todo", "add that to my todos", "stick it in my notes") are the request,
// never part of the item; the user's own lead ("gotta remember to") is
// left out too.
func TestIns30PlacingWordsNotInTheItem(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, summary string }{
		{"gotta remember to call the plumber, put it on my todo", `Put "call the plumber" on your to-do list?`},
		{"buy milk, add that to my todos", `Put "buy milk" on your to-do list?`},
		{"renew passport, put that on the todo list pls", `Put "renew passport" on your to-do list?`},
		{"call mum on sunday, add it to my to-do list", `Put "call mum on sunday" on your to-do list?`},
		{"i need to water the plants so pop it on my todo list", `Put "water the plants" on your to-do list?`},
		{"dont forget to pay rent. chuck that on the list thanks", `Put "pay rent" on your to-do list?`},
		{"book dentist appt add to todos", `Put "book dentist appt" on your to-do list?`},
		{"pick up dry cleaning - stick it in my notes", `Add a note titled "errands" saying "pick up dry cleaning"?`},
		{"the wifi password is on the router, jot that in my notes please", `Add a note titled "errands" saying "the wifi password is on the router"?`},
	} {
		e, rec, p := notesEngine(t)
		say(t, e, tt.text, "ada", "1815")
		if _, ok := e.PendingApproval(); !ok {
			say(t, e, "errands") // a note's title is asked
		}
		ap, ok := e.PendingApproval()
		if !ok || ap.Summary != tt.summary || p.CallsOf("add_note") != 0 {
			t.Errorf("%q: approval %v %q, want %q; %q", tt.text, ok, ap.Summary, tt.summary, rec.replies())
		}
	}
}

// Issue 24 (round 28, ins30): a note and a to-do asked in one line are
// both served, each with its own approval; a note's quoted title and
// quoted text are each their own value.
func TestIns30NoteAndTodoInOneLine(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, note, todo string }{
		{`add a note "books" with "dune, piranesi" and also add a todo "return library books"`, "books", "todo/return library books"},
		{`add a note called books saying dune and also add a todo return library books`, "books", "todo/return library books"},
		{`add a todo "pay rent" plus add a note "ideas" with "start a garden"`, "ideas", "todo/pay rent"},
		{`add a todo "pay rent" and add a note "ideas" with "start a garden"`, "ideas", "todo/pay rent"},
		{`new note "shopping": "eggs, milk" then add a todo "call the vet"`, "shopping", "todo/call the vet"},
		{`write a note titled trip saying pack the tent, and add a to-do book the ferry`, "trip", "todo/book the ferry"},
	} {
		e, rec, p := notesEngine(t)
		say(t, e, tt.text, "ada", "1815", "yes", "yes", "yes")
		titles := map[string]bool{}
		for _, c := range p.Calls() {
			if c.Tool == "add_note" {
				titles[c.Args["title"].(string)] = true
			}
		}
		if !titles[tt.note] || !titles[tt.todo] {
			t.Errorf("%q: saved %v, want %q and %q; %q", tt.text, titles, tt.note, tt.todo, rec.replies())
		}
	}
	e, rec, p := notesEngine(t)
	say(t, e, "open my notes", "ada", "1815", `add a note "books" with "dune, piranesi"`)
	if ap, ok := e.PendingApproval(); !ok || ap.Summary != `Add a note titled "books" saying "dune, piranesi"?` || p.CallsOf("add_note") != 0 {
		t.Errorf("quoted title and text: %q", rec.replies())
	}
}

// Issue 24 (round 28, ins30): after a letter, a question about whom it is
// addressed to is answered from the letter, and a request to address it
// to someone else is told it cannot be changed here; nothing new starts.
func TestIns30LetterAddressee(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text  string
		asked bool
	}{
		{"can you address it to Mr. Okonkwo please", false},
		{"make it out to Jane Smith", false},
		{"change the recipient to the claimant's lawyer", false},
		{"can it say dear mrs lee instead", false},
		{"pls address the letter to dr patel", false},
		{"who is the letter addressed to?", true},
		{"whos it addressed to", true},
		{"who does the letter go to", true},
		{"WHO IS IT ADDRESSED TO", true},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline 47UU20 motor", tt.text)
		got := rec.lastReply()
		if !strings.Contains(got, "addressed to the policyholder") || !strings.Contains(got, "can't change") || len(e.sess.Artifacts) != 1 || e.sess.Speaker != "" {
			t.Errorf("%q: speaker %q, %d letters; %q", tt.text, e.sess.Speaker, len(e.sess.Artifacts), got)
		}
		if tt.asked != strings.Contains(got, "The letter is addressed") {
			t.Errorf("%q: asked %v; %q", tt.text, tt.asked, got)
		}
	}
}
