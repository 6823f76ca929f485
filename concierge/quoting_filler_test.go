package concierge

import (
	"strings"
	"testing"
)

// R53: the words said back as unused are words a command could have
// taken; filler, politeness and chit-chat ("whats", "gotta", "very",
// "hope", "dear", "lol") are never quoted, and where all that went unused
// is filler, nothing is said of it.
func TestFillerIsNeverQuotedAsUnused(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines       []string
		want, never []string
	}{
		{[]string{"lol gotta move some cash to my nephew real quick", "seldo", "monkey", "checking"},
			// "cash" names what moves, no amount missed (bank round 32, question_own_names_test.go)
			[]string{`"nephew"`}, []string{`"lol"`, `"gotta"`, `"real"`, `"quick"`, `"cash"`}},
		{[]string{"hiya dear, hoping ur well, id like to shift money to my tenant pretty soon", "seldo", "monkey", "checking"},
			[]string{`"tenant"`}, []string{`"dear"`, `"hoping"`, `"pretty"`, `"ur"`}},
		{[]string{"whats the price of Blorptech lol"}, []string{`"Blorptech"`}, []string{`"whats"`, `"lol"`}},
		{[]string{"honestly just wanna see a stock price tbh"}, nil, []string{"I didn't use", "I didn't recognise"}},
		{[]string{"very very quickly please send some money", "seldo", "monkey", "checking"}, nil, []string{"I didn't use", "I didn't recognise"}},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		all := strings.Join(rec.replies(), "\n")
		for _, w := range c.want {
			if !strings.Contains(all, w) {
				t.Errorf("%q: %s not said back: %q", c.lines[0], w, rec.replies())
			}
		}
		for _, w := range c.never {
			if strings.Contains(all, w) {
				t.Errorf("%q: %s said back: %q", c.lines[0], w, rec.replies())
			}
		}
	}
}

func TestWithoutFiller(t *testing.T) {
	got := withoutFiller([]string{"WHATS", "landlord", "gotta", "Very", "computers", "lol", "grandson"})
	if strings.Join(got, " ") != "landlord computers grandson" {
		t.Errorf("withoutFiller = %q", got)
	}
}
