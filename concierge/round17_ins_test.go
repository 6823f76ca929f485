package concierge

import (
	"strings"
	"testing"
)

// Round 17 (n08): at a note's approval, a rename ("call it X", "not X,
// Y") corrects the pending title and the call is asked again; "call me
// back" is still a phone call nobody here makes.
func TestRenameAtNoteApproval(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{
		"call it board meeting",
		"no not meeting, call it board meeting",
		"no, call this one board meeting",
		"call the note board meeting please",
		"hmm name it board meeting",
		"not meeting, board meeting",
	} {
		t.Run(msg, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "ada", "1815", "add a note", "meeting", "bring the slides")
			say(t, e, msg)
			ap, ok := e.PendingApproval()
			if !ok || ap.Args["title"] != "board meeting" || ap.Args["text"] != "bring the slides" {
				t.Fatalf("%q: approval %v %v; %q", msg, ok, ap.Args, rec.lastReply())
			}
			if strings.Contains(rec.lastReply(), "call people") {
				t.Errorf("%q read as a phone call: %q", msg, rec.lastReply())
			}
		})
	}
	e, rec, _ := notesEngine(t)
	say(t, e, "ada", "1815", "add a note", "meeting", "bring the slides", "can you call me back")
	if ap, ok := e.PendingApproval(); !ok || ap.Args["title"] != "meeting" || !strings.Contains(rec.lastReply(), "call people") {
		t.Errorf("call me back: approval %v %v; %q", ok, ap.Args, rec.lastReply())
	}
}

// Round 17 (n02): a day or a time in what the user asks to write down is
// the note's text, never a request to schedule; at the text question the
// lead-in is not the text.
func TestNoteTextWithDayAndLeadIn(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ msg, title, text string }{
		{"jot down: dentist tues 3pm, title dentist", "dentist", "dentist tues 3pm"},
		{"write down dentist tues 3pm, title dentist", "dentist", "dentist tues 3pm"},
		{"note down vet on friday at 10am titled vet", "vet", "vet on friday at 10am"},
		{"pls write down parents evening thursday 6pm, call it school", "school", "parents evening thursday 6pm"},
		{"jot down that the boiler service is tues 8am, title boiler", "boiler", "the boiler service is tues 8am"},
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, "ada", "1815", c.msg)
		ap, ok := e.PendingApproval()
		if !ok || ap.Args["title"] != c.title || ap.Args["text"] != c.text || strings.Contains(rec.lastReply(), "schedule") {
			t.Errorf("%q: approval %v %v; %q", c.msg, ok, ap.Args, rec.lastReply())
		}
	}
	for _, c := range []struct{ msg, text string }{
		{"no, the text should say dentist wed 3pm", "dentist wed 3pm"},
		{"it should read: pick up the cake at 4", "pick up the cake at 4"},
		{"make it say call the plumber friday", "call the plumber friday"},
		{"just put gym at 7", "gym at 7"},
		{"oh sorry, the note is: buy milk", "buy milk"},
		{"put the bins out wed", "put the bins out wed"}, // the text's own verb
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, "ada", "1815", "add a note titled dentist", c.msg)
		if ap, ok := e.PendingApproval(); !ok || ap.Args["text"] != c.text {
			t.Errorf("%q: approval %v %v; %q", c.msg, ok, ap.Args, rec.lastReply())
		}
	}
	// the same lead-ins at the approval correct the text waiting
	for _, msg := range []string{"no, the text should say dentist wed 3pm", "make it say dentist wed 3pm", "just put dentist wed 3pm", "no just write dentist wed 3pm", "it should read dentist wed 3pm"} {
		e, rec, _ := notesEngine(t)
		say(t, e, "ada", "1815", "add a note titled dentist saying dentist tues 3pm", msg)
		if ap, ok := e.PendingApproval(); !ok || ap.Args["text"] != "dentist wed 3pm" || ap.Args["title"] != "dentist" {
			t.Errorf("at the approval %q: approval %v %v; %q", msg, ok, ap.Args, rec.lastReply())
		}
	}
}

// Round 17 (i39, i36): a question about the document just made is
// answered from what was done, in every domain that makes one.
func TestQuestionsAboutWhatWasMade(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ msg, want string }{
		{"ok how do i download it then", "ctrl+s"},
		{"where is it?", "shown under Artifacts"},
		{"can i print the letter?", "print it yourself"},
		{"was that sent?", "nothing was sent to anyone"},
		{"has the letter gone out yet", "nothing was sent to anyone"},
		{"did the claimant get it", "nothing was sent to anyone"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline letter for 29LK73 motor", c.msg)
		got := rec.lastReply()
		if !strings.Contains(got, c.want) || !strings.Contains(got, "www.dl_artifact.com.au") || e.sess.Speaker != "" || len(e.sess.Artifacts) != 1 {
			t.Errorf("%q: speaker %q; %q", c.msg, e.sess.Speaker, got)
		}
	}
	// the bank's receipt: where it is; whether it went through stays the transfer's
	e, rec := newBank(t, nil)
	say(t, e, "seldo", "monkey", "send 50 from checking to 2345678901", "yes", "how do i download the receipt?")
	if got := rec.lastReply(); !strings.Contains(got, "Transfer receipt") || !strings.Contains(got, "ctrl+s") {
		t.Errorf("bank download: %q", got)
	}
	say(t, e, "was it sent?")
	if got := rec.lastReply(); !strings.Contains(got, "You approved it") {
		t.Errorf("bank sent: %q", got)
	}
	// a note written makes no document: what came of its call
	for _, msg := range []string{"did it save?", "was it saved", "where is it?", "has that been saved"} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada", "1815", "add a note titled gym saying legs day", "yes", msg)
		if got := rec.lastReply(); !strings.Contains(got, "You approved it") || !strings.Contains(got, "gym") || e.sess.Speaker != "" {
			t.Errorf("notes %q: speaker %q; %q", msg, e.sess.Speaker, got)
		}
	}
	// a new request after the letter is still the request
	e, _ = newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "decline letter for 29LK73 motor", "can you write another one for 12AB34 home")
	if len(e.sess.Artifacts) != 2 {
		t.Errorf("another letter: %d letters", len(e.sess.Artifacts))
	}
}

// Round 17 (i07): a value that only agrees with what the finished letter
// used is an acknowledgement, never a new letter; a different value said
// as a correction still writes the corrected one.
func TestValueAgreedAfterLetter(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{"motor yes", "yes motor", "yep that's right, motor", "correct, 17MN33", "yes 17mn33 motor", "ok car yes"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline letter for 17MN33 motor", msg)
		if got := rec.lastReply(); e.sess.Speaker != "" || e.sess.Agenda.Depth() != 0 || len(e.sess.Artifacts) != 1 || !strings.Contains(got, "Thanks for checking") {
			t.Errorf("%q: speaker %q, %d letters; %q", msg, e.sess.Speaker, len(e.sess.Artifacts), got)
		}
	}
	e, _ := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "decline letter for 17MN33 motor", "actually home")
	if n := len(e.sess.Artifacts); n != 2 || !strings.Contains(e.sess.Artifacts[1].Title, "Home") {
		t.Errorf("actually home: %d letters", n)
	}
}

// Round 17 (i41, i24, i32): a slip admitted with a cancel is not said back
// as words not used; the relationship is said in the product's words for
// a hasty line; a lower-case claim id is written in capitals.
func TestSaidInOwnWords(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{
		"stop stop stop i typed the wrong thing, i wanted the claim id finder",
		"cancel, wrong one, i need to find my claim id",
		"oops stop that, i clicked the wrong thing. where is my claim number",
		"cancel that, my mistake, i wanted to find my claim id",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline letter", msg)
		if all := strings.Join(rec.replies(), "\n"); e.sess.Speaker != "SmartStrategy" || strings.Contains(all, "didn't use") {
			t.Errorf("%q: speaker %q; %q", msg, e.sess.Speaker, all)
		}
	}
	for _, c := range []struct{ msg, want string }{
		{"ok internal then", "As you are an internal employee"},
		{"im a partner", "As you are a partner"},
		{"I am partner", "As you are a partner"},
		{"I am a partner.", `Due to "I am a partner."`},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "where do i find the claim id", c.msg)
		got := strings.Join(rec.replies(), "\n")
		if !strings.Contains(got, "SmartStrategy: "+c.want) || c.want[0] == 'A' && strings.Contains(got, "Due to") {
			t.Errorf("%q: %q", c.msg, got)
		}
	}
	e, _ := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "decline ltr for claim 44ff21 pls", "motor")
	if n := len(e.sess.Artifacts); n != 1 || !strings.Contains(e.sess.Artifacts[0].Title, "44FF21") || !strings.Contains(e.sess.Artifacts[0].Body, "Claim id: 44FF21") {
		t.Errorf("44ff21: %d letters %v", n, e.sess.Artifacts)
	}
}
