package concierge

import (
	"strings"
	"testing"
)

// Tryout 34's 04: "note" used as a verb on the thing to keep, said with
// a need or as an order, writes a note with that thing as its text; it
// met "I'm not sure how to help".
func TestNoteAsVerbInSentenceWritesNote(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, text string }{
		{"need to note the gate code for the allotment, it's 4471", "gate code for the allotment, it's 4471"},
		{"gotta note down that the boiler pressure is 1.5", "boiler pressure is 1.5"},
		{"i should note that the boiler needs a service in march", "boiler needs a service in march"},
		{"must note the wifi name is Bluefin-22", "wifi name is Bluefin-22"},
		{"i need to jot my locker number, 212", "locker number, 212"},
		{"lemme note the plumber's number 0412 555 123", "plumber's number 0412 555 123"},
		{"note the bins go out tuesday nights", "bins go out tuesday nights"},
		{"hmm i better note the spare key is with nan", "spare key is with nan"},
		{"wanna note our anniversary is june 3", "anniversary is june 3"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "open my notes", "ada", "1815", c.line)
			if e.Speaker() != "add_note" {
				t.Fatalf("%q did not start a note: speaker %q, %q", c.line, e.Speaker(), rec.replies())
			}
			say(t, e, "stuff")
			// the determiner that opens the object may be kept or not
			if r := rec.lastReply(); !strings.Contains(r, `saying "`) || !strings.Contains(r, c.text+`"?`) {
				t.Errorf("%q: the text is not kept: %q", c.line, rec.replies())
			}
		})
	}
}

// Tryout 34's 04: a reply that opens with a yes accepts the offer to keep
// a statement as a note, and a statement said after the offer is not
// offered in turn (the question came back about every line).
func TestKeepAsNoteOfferYesLedAndNoLoop(t *testing.T) {
	t.Parallel()
	const stated = "the shed key is under the pot"
	for _, yes := range []string{"yeah thats right", "yes please", "yep go for it", "yeah keep it", "sure thing"} {
		t.Run(yes, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "open my notes", "ada", "1815", stated)
			if !strings.Contains(rec.lastReply(), "as a note?") {
				t.Fatalf("no offer: %q", rec.replies())
			}
			say(t, e, yes)
			if e.Speaker() != "add_note" || strings.Contains(rec.lastReply(), "as a note?") {
				t.Fatalf("%q did not accept the offer: speaker %q, %q", yes, e.Speaker(), rec.replies())
			}
			say(t, e, "gate")
			if r := rec.lastReply(); !strings.Contains(r, `saying "`+stated+`"`) {
				t.Errorf("%q: the statement is not the text: %q", yes, rec.replies())
			}
		})
	}
	for _, next := range []string{"hmm wait no its 8 not 7", "the bike lock is on the back door", "bins are on tuesday this week", "my cat's vet is on friday"} {
		t.Run("then "+next, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "open my notes", "ada", "1815", stated, next)
			if r := rec.lastReply(); strings.Contains(r, "as a note?") {
				t.Errorf("%q was offered in turn: %q", next, rec.replies())
			}
		})
	}
}
