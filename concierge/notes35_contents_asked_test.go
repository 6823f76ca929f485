package concierge

import (
	"strings"
	"testing"
)

// Tryout 35's notes 10 (and 01): a question about what ONE note holds, by
// its title, reads that note; before, the list answered with the titles
// that matched ("1 note matches "mom bday": mom bday"), and "what did i
// put in …" started a to-do. A kind of notes stays the list's.
func TestContentsAskedReadsTheNote(t *testing.T) {
	t.Parallel()
	setup := []string{"ada 1815", "add a note titled mom bday saying scarf, tea sampler", "yes",
		"add a note titled groceries saying milk, eggs", "yes", "add a note titled recipe saying flour, salt", "yes"}
	for _, c := range []struct{ line, want string }{
		{"whats in mom bday?", "scarf, tea sampler"},
		{"what does my groceries note say", "milk, eggs"},
		{"what's on the groceries one", "milk, eggs"},
		{"open the recipe note", "flour, salt"},
		{"ok whats in groceries", "milk, eggs"},
		{"what is in the mom bday note", "scarf, tea sampler"},
		{"whats written in groceries", "milk, eggs"},
		{"what did i put in the groceries note", "milk, eggs"},
		{"wat's inside recipe", "flour, salt"},
		{"so what did i write in recipe", "flour, salt"},
		{"show me whats in groceries pls", "milk, eggs"},
		{"What does the Recipe say?", "flour, salt"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := keptNotes(t)
			say(t, e, setup...)
			n := len(rec.replies())
			say(t, e, c.line)
			got := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(got, c.want) || strings.Contains(got, "match") || e.Speaker() != "" {
				t.Errorf("%q: want the note read (%q): %q", c.line, c.want, got)
			}
		})
	}
	for _, line := range []string{"whats in my notes", "what's on my to-do list", "whats in there"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := keptNotes(t)
			say(t, e, setup...)
			read := p.CallsOf("get_note")
			say(t, e, line)
			if p.CallsOf("get_note") != read {
				t.Errorf("%q read a note: %q", line, rec.replies())
			}
		})
	}
}

// Tryout 35's notes 10: a hedge or filler before a corrected short value
// is not kept in it: "change the title to just mom bday" saved the note
// as "just mom bday".
func TestCorrectedTitleDropsHedge(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"change the title to just mom bday",
		"actually make the title simply mom bday",
		"title should be like, mom bday",
		"change title to um mom bday",
		"rename it to only mom bday",
		"no wait change the title to just 'mom bday'",
		`title: just "mom bday"`,
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := keptNotes(t)
			say(t, e, "ada 1815", "note: mom bday gift ideas - scarf, tea sampler", line)
			if r := rec.lastReply(); !strings.Contains(r, `titled "mom bday" saying`) {
				t.Errorf("%q: want the title mom bday: %q", line, rec.replies())
			}
		})
	}
}
