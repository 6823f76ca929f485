package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 30's ins33: a self-deprecating lead-in never hides the
// request; a contraction is never a value.

// Kind 2: "sorry if this is dumb but …" asks what follows it; "we're",
// "i'm", "they're" are never said back as a name the slot does not know.
func TestIns33ApologyLeadInsAndContractions(t *testing.T) {
	t.Parallel()
	const asked = "Please tell me if you are an internal employee or a partner of Suncorp."
	for _, line := range []string{
		"sorry if this is dumb but where would I even see the claim number?",
		"sorry if this is a silly q but how do i see my claim number",
		"im new here so sorry if this is basic - where is the claim id shown",
		"probably a dumb question but where can i see a claim number",
		"forgive me if this is obvious, where do claim ids live",
		"sry if thats a dumb question but where do i get the claim no",
		"this might be a stupid question, where do i find the claim id",
		"Sorry for the newbie question: where's the claim number kept?",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if got := rec.lastReply(); !strings.Contains(got, asked) {
			t.Errorf("%q: want the relationship asked, got %q", line, got)
		}
	}
	for _, line := range []string{
		"I work for a broker, we're a partner company",
		"im at a broker, theyre partners of yours",
		"we’re a partner firm",
		"i'm with a broker, we're partners",
		"we're a partner i think",
	} {
		for _, first := range []string{"sorry if this is dumb but where would I even see the claim number?", ""} {
			e, rec := newInsurance(t)
			if first != "" {
				say(t, e, first)
			}
			say(t, e, line)
			all := strings.Join(rec.replies(), "\n")
			if strings.Contains(all, "couldn't find") || !strings.Contains(all, "As you are a partner") {
				t.Errorf("%q after %q: want the partner's answer alone, got:\n%s", line, first, all)
			}
		}
	}
	// bank: the lead-in hides no request either
	e, rec := newBank(t, nil)
	say(t, e, "sorry if this is dumb but whats my balance")
	if got := rec.lastReply(); !strings.Contains(strings.ToLower(got), "username") {
		t.Errorf("bank: want the sign-in asked, got %q", got)
	}
}

// Kind 3: "save", "store", "keep", "jot down", "record" a note is adding
// one; labelled fields keep the commas of the labelled text.
func TestIns33SaveANoteAndLabelledFields(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hi, I'd like to save a note",
		"store a note please",
		"can u store this as a note: dentist friday",
		"pls save a new note",
		"keep a note for me",
		"record a note about the meeting",
		"jot down that the bins go out tuesday",
		"i want to save a note",
	} {
		e, rec := keptNotesEngine(t)
		say(t, e, line)
		if got := rec.lastReply(); !strings.Contains(got, "Whose notes?") {
			t.Errorf("%q: want the sign-in asked for the note, got %q", line, got)
		}
	}
	for _, c := range []struct{ line, want string }{
		{"title: groceries, text: eggs, milk, bread", `Add a note titled "groceries" saying "eggs, milk, bread"?`},
		{"title - groceries; body: eggs, milk, bread", `Add a note titled "groceries" saying "eggs, milk, bread"?`},
		{"subject: work, content: email bob, call sue, fix bug", `Add a note titled "work" saying "email bob, call sue, fix bug"?`},
		{"title=packing body=socks, shirts, charger", `Add a note titled "packing" saying "socks, shirts, charger"?`},
		{"note: dentist, text: tuesday, 3pm, bring card", `Add a note titled "dentist" saying "tuesday, 3pm, bring card"?`},
		{"add a note, title: groceries, text: eggs, milk, bread", `Add a note titled "groceries" saying "eggs, milk, bread"?`},
	} {
		for _, first := range []string{"unlock", "hi, I'd like to save a note"} {
			e, rec := keptNotesEngine(t)
			say(t, e, first, "ada", "1815", c.line)
			if got := rec.lastReply(); !strings.Contains(got, c.want) {
				t.Errorf("%q after %q: want %q, got:\n%s", c.line, first, c.want, strings.Join(rec.replies(), "\n"))
			}
		}
	}
}
