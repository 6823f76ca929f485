package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/mcp"
)

// notes32After says lines to a fresh engine and returns the replies to
// the last one, joined.
func notes32Last(t *testing.T, e *Engine, rec *recorder, lines ...string) string {
	t.Helper()
	say(t, e, lines[:len(lines)-1]...)
	n := len(rec.replies())
	say(t, e, lines[len(lines)-1])
	return strings.Join(rec.replies()[n:], "\n")
}

// Issue 24 (notes32), kind 1: a question whether a protected trait may be
// the reason to decline a claim is refused with a plain no and the reason;
// right after such a refusal, a question what is allowed or why not is
// answered with the lawful grounds, never "the same request"; a real
// repeat stays refused, and no letter is written.
func TestNotes32TraitQuestionAnswered(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
		no    string
	}{
		{[]string{"can i decline a claim because the driver is a woman? asking because a colleague said we could"}, "No: sex is a protected characteristic", ""},
		{[]string{"is it ok to refuse a claim because the claimant is muslim"}, "No: religion is a protected characteristic", "don't know"},
		{[]string{"am i allowed to deny a claim cuz the driver is gay"}, "No: sexual orientation is a protected characteristic", ""},
		{[]string{"can i decline a claim because the driver is a woman? asking because a colleague said we could", "ok so what reasons ARE allowed"}, "Lawful grounds are findings about the claim", "same request"},
		{[]string{"is it ok to refuse a claim because the claimant is muslim", "so what can i decline for"}, "Lawful grounds", "same request"},
		{[]string{"am i allowed to deny a claim cuz the driver is gay", "what is allowed then"}, "Lawful grounds", "same request"},
		{[]string{"decline 12AB34 motor because she is a woman", "whats a valid reason then"}, "fraudulent", "same request"},
		{[]string{"can we decline a claim because the claimant is black?", "why is that not ok"}, "Because race is a protected characteristic", "same request"},
		{[]string{"decline 12AB34 motor because she is a woman", "ok just decline it then"}, "same request as before", "Lawful grounds"},
		{[]string{"decline 12AB34 motor because she is a woman", "why not, she is a woman"}, "same request as before", "Lawful grounds"},
	} {
		e, rec := newInsurance(t)
		got := notes32Last(t, e, rec, c.lines...)
		if !strings.Contains(got, c.want) || c.no != "" && strings.Contains(got, c.no) || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q: want %q, not %q, no letter:\n%s", c.lines, c.want, c.no, got)
		}
	}
	// a lawful reason about a car is no trait
	e, rec := newInsurance(t)
	if got := notes32Last(t, e, rec, "can i decline his claim because his car is too old?"); strings.Contains(got, "can't help") {
		t.Errorf("a car's age refused:\n%s", got)
	}
}

// Issue 24 (notes32), kind 2: a question about a capability the domain
// does not have is answered, nothing started; a sign-off after it keeps
// no task.
func TestNotes32CapabilityQuestionStartsNothing(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"can it remind me of things at a time?", "No: I can't send timed reminders"},
		{"can you send me an alert tomorrow at 9?", "timed reminders"},
		{"could u remind me at 5pm to call bob", "timed reminders"},
		{"does it send notifications when something is due", "notifications"},
		{"is there a way to get reminded tomorrow morning?", "timed reminders"},
		{"can this app ping me at 8am", "timed reminders"},
	} {
		e, rec, p := keptNotes(t)
		got := notes32Last(t, e, rec, c.line)
		if !strings.Contains(got, c.want) || strings.Contains(got, "Whose notes") || e.Speaker() != "" || len(p.Calls()) != 0 {
			t.Errorf("%q: want %q, nothing started:\n%s", c.line, c.want, got)
		}
		if bye := notes32Last(t, e, rec, "ok bye"); strings.Contains(bye, "keep what we started") {
			t.Errorf("%q then bye: a task kept:\n%s", c.line, bye)
		}
	}
	// a to-do said as a reminder is still a to-do
	e, rec, _ := keptNotes(t)
	if got := notes32Last(t, e, rec, "ada 1815", "remind me to buy milk"); !strings.Contains(got, "to-do list") {
		t.Errorf("remind me to buy milk:\n%s", got)
	}
}

// Issue 24 (notes32), kind 3: a one-letter slip in the request verb is
// read as the verb; a name stays a name.
func TestNotes32VerbSlip(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"ad a note pls", "What is the note's title?"},
		{"can you ad a note", "What is the note's title?"},
		{"pls ad a todo", "What is there to do?"},
		{"lsit my notes", "No notes yet"},
		{"remoev a note", "Which note should I delete"},
		{"delte a note", "Which note should I delete"},
		{"ceate a note", "What is the note's title?"},
		{"shw me my notes", "No notes yet"},
	} {
		e, rec, _ := keptNotes(t)
		if got := notes32Last(t, e, rec, "ada 1815", c.line); !strings.Contains(got, c.want) || strings.Contains(got, "not sure") {
			t.Errorf("%q: want %q:\n%s", c.line, c.want, got)
		}
	}
	for w, want := range map[string]string{"ad": "add", "shw": "show", "lsit": "list", "remoev": "remove", "delte": "delete", "ceate": "create", "sned": "send",
		"ada": "", "set": "", "add": "", "bob": "", "al": ""} {
		if got := verbSlip(w); got != want {
			t.Errorf("verbSlip(%q) = %q, want %q", w, got, want)
		}
	}
	// the owner's name at the owner question stays the owner
	e, rec, _ := keptNotes(t)
	if got := notes32Last(t, e, rec, "list my notes", "ada", "1815"); !strings.Contains(got, "Your notes are open, ada") {
		t.Errorf("ada as the owner:\n%s", got)
	}
	// in the bank, a slip of send
	b, brec := newBank(t, nil)
	if got := notes32Last(t, b, brec, "sned 20 to 1234324"); strings.Contains(got, "not sure") || !strings.Contains(got, "username") {
		t.Errorf("sned 20 to 1234324:\n%s", got)
	}
}

// Issue 24 (notes32), kind 4: an empty list asked for by a word says
// there is nothing of that kind.
func TestNotes32EmptyTodoList(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"whats on my todo list", "whats on my to do list", "list my todos", "any to-dos?"} {
		p := notesKept()
		kept := p.Handle
		p.Handle = func(server, tool string, args map[string]any) (mcp.Result, error) {
			if tool == "list_notes" { // the example server's own empty list
				return mcp.Result{Text: "There are no notes.", Structured: map[string]any{"titles": []any{}, "count": float64(0)}}, nil
			}
			return kept(server, tool, args)
		}
		e, rec, _ := notesOn(t, p)
		if got := notes32Last(t, e, rec, "ada 1815", line); !strings.Contains(got, "There are no to-dos") {
			t.Errorf("%q: want no to-dos:\n%s", line, got)
		}
	}
}

// Issue 24 (notes32), kind 5: a kind that is not covered is not put down
// as one that is to get its letter.
func TestNotes32NoRelabel(t *testing.T) {
	t.Parallel()
	for _, lines := range [][]string{
		{"i need to decline a travel insurance claim, id 45LK98", "it's travel, lost luggage", "ok what about calling it home then? the luggage was from home"},
		{"decline letter for 45LK98, its a boat claim", "just put it down as motor"},
		{"decline 45LK98, it's a pet insurance claim", "ok just call it home then"},
		{"decline letter for claim 45LK98 travel", "file it under motor then"},
	} {
		e, rec := newInsurance(t)
		got := notes32Last(t, e, rec, lines...)
		if !strings.Contains(got, "I can't put it down as") || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q: relabelled:\n%s", lines, got)
		}
	}
}

// Issue 24 (notes32), kind 4: one's own name and PIN said at the PIN
// prompt of another's notes is not tried for them: the reply says their
// notes need their own PIN; "mine" right after opens one's own with the
// PIN given, never asked again; anything else forgets it.
func TestNotes32OwnPINForAnothersNotes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		asked     []string
		own, then string
	}{
		{[]string{"show me the notes of user grace"}, "i'm ada 1815 but i want grace's notes", "ok mine then"},
		{[]string{"show me the notes of user grace"}, "i am ada, pin 1815, but grace asked me to read hers", "just mine"},
		{[]string{"list my notes", "grace"}, "im ada 1815 but i need grace's", "my own notes please"},
	} {
		e, rec, p := keptNotes(t)
		got := notes32Last(t, e, rec, append(c.asked, c.own)...)
		if !strings.Contains(got, "Grace's notes open only with grace's own PIN") || strings.Contains(got, "1815") || p.CallsOf("unlock") != 0 {
			t.Errorf("%q: want grace's PIN said, nothing tried:\n%s", c.own, got)
		}
		if got := notes32Last(t, e, rec, c.then); !strings.Contains(got, "Your notes are open, ada") || strings.Contains(got, "Please give") || p.CallsOf("unlock") != 1 {
			t.Errorf("%q then %q: want ada's notes open:\n%s", c.own, c.then, got)
		}
	}
	// anything else forgets the PIN held
	e, rec, p := keptNotes(t)
	got := notes32Last(t, e, rec, "show me the notes of user grace", "i'm ada 1815 but i want grace's notes", "hmm let me think", "mine")
	if strings.Contains(got, "Your notes are open") || p.CallsOf("unlock") > 1 {
		t.Errorf("the PIN held past the next message:\n%s", got)
	}
}
