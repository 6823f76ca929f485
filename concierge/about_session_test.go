package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 15), kind 3: what the assistant is, asked in any words,
// is said (a program; rules here or a model), and a built-in domain is
// said to be a demo. Before, "is this thing using AI or a real person"
// was "I don't know that" and "is it a real bank?" got the list alone.
func TestWhatTheAssistantIsIsSaid(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"btw is this thing using AI or a real person",
		"does this use chatgpt or something",
		"is there a real human behind this?",
		"What is this app exactly? Is it a real bank? I'm 78 and my grandson installed it",
		"hang on is this real money or a demo thing",
		"is it AI or someone typing",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		got := rec.lastReply()
		if !strings.Contains(got, "automated assistant") || !strings.Contains(got, "no AI model") {
			t.Errorf("%q: want what it is, on rules here: %q", line, got)
		}
		if strings.Contains(strings.ToLower(line), "real bank") || strings.Contains(line, "money") {
			if !strings.Contains(got, "demo") {
				t.Errorf("%q: want the demo said: %q", line, got)
			}
		}
	}
	// at a question the question is asked again after the answer
	e, rec := newInsurance(t)
	say(t, e, "letter for 34TY56", "btw is this thing using AI or a real person")
	if got := rec.lastReply(); !strings.Contains(got, "automated assistant") || !strings.Contains(got, "Home or Motor") {
		t.Errorf("at the topology question: %q", got)
	}
}

// Issue 24 (round 15), kind 3: how many documents the session made is
// counted. Before, "how many letters have i made today" was "I don't
// know".
func TestDocumentsMadeAreCounted(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"how many letters have i made today", "made 2 letters"},
		{"how many letters did i do so far", "made 2 letters"},
		{"how many decline letters have we generated", "made 2 letters"},
		{"how many documents so far?", "made 2 documents"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter 93ER44 motor", "decline letter 12AB34 home", c.line)
		if got := rec.lastReply(); !strings.Contains(got, c.want) {
			t.Errorf("%q: want %q: %q", c.line, c.want, got)
		}
	}
	e, rec := newInsurance(t)
	say(t, e, "how many letters have i made")
	if got := rec.lastReply(); !strings.Contains(got, "haven't made any letters") {
		t.Errorf("none made: %q", got)
	}
	e, _ = newBank(t, nil)
	for _, line := range []string{"how many accounts have i got", "how many shares can i buy", "how many notes do i have"} {
		if c, ok := e.aboutSessionRead(line); ok {
			t.Errorf("%q read as %s: nothing of it is a document this session makes", line, c.String())
		}
	}
}

// Issue 24 (round 15), kind 3: thanks in few words and a goodbye with
// small talk around it are read as such.
func TestThanksAndByeInOtherWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"no worries ta", "nah all good, ta", "cool thanks", "no probs cheers"} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter 93ER44 motor", line)
		if got := rec.lastReply(); !strings.Contains(got, "You're welcome") {
			t.Errorf("%q: want thanks answered: %q", line, got)
		}
	}
	for _, line := range []string{"cool thx bye", "ok cool cya", "sweet, bye for now"} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815", "read a note", line)
		if got := rec.lastReply(); !strings.Contains(got, "Goodbye") || !strings.Contains(got, "title") {
			t.Errorf("%q at the title question: want a goodbye, the task kept: %q", line, got)
		}
	}
}
