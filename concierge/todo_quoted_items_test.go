package concierge

import (
	"strings"
	"testing"
)

// Tryout 39's notes 22: things said in quotes and placed on the to-do
// list with any verb are the to-dos, one each, each asking its own yes.
func TestQuotedTodosPlacedOnList(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line  string
		items []string
	}{
		{"stick 'renew car insurance' and 'book vet' on my todo list", []string{"renew car insurance", "book vet"}},
		{`chuck "buy bread" and "call gran" on the to-do list pls`, []string{"buy bread", "call gran"}},
		{"pop 'water plants', 'pay rent' and 'ring the plumber' onto my to do list", []string{"water plants", "pay rent", "ring the plumber"}},
		{"can u throw 'fix bike' and 'return library books' on my todos", []string{"fix bike", "return library books"}},
		{"add 'renew passport' and 'book dentist' to my todo list", []string{"renew passport", "book dentist"}},
		{"slap 'cancel gym' on my todo list", []string{"cancel gym"}},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada 1815", c.line)
			for i, it := range c.items {
				ap, ok := e.PendingApproval()
				if !ok || ap.Summary != `Put "`+it+`" on your to-do list?` || p.CallsOf("add_note") != i {
					t.Fatalf("%q: item %d: approval %q (%v), want %q: %q", c.line, i, ap.Summary, ok, it, rec.replies()[2:])
				}
				say(t, e, "yes")
			}
			if p.CallsOf("add_note") != len(c.items) || containsIn(rec.replies(), "There are no notes") {
				t.Fatalf("%q: %d to-dos written, want %d: %q", c.line, p.CallsOf("add_note"), len(c.items), rec.replies())
			}
		})
	}
}

// "What's left / what do i still have to do / what's on my plate" lists the
// to-dos, never narrowed by "plate", nor "not sure how to help".
func TestThingsLeftToDoListed(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"what do i still have to do",
		"what have i got on my plate",
		"whats left on my plate",
		"what else have i got to do",
		"anything i still need to do?",
		"what's still to do",
		"wat do i still hafta do",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesWith(t, "todo/call mum", "To do for ada: call mum", "wifi", "pw on the router")
			say(t, e, "ada 1815", line)
			last := rec.replies()[len(rec.replies())-2] // the list, then "anything else?"
			if !strings.HasPrefix(last, "list_notes:") || !strings.Contains(last, "call mum") || strings.Contains(last, "plate") || strings.Contains(last, "not sure") {
				t.Fatalf("%q did not list the to-dos: %q", line, rec.replies()[2:])
			}
		})
	}
}
