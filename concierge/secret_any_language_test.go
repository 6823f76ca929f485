package concierge

import (
	"strings"
	"testing"
)

// R55, R29 (issue 24): the owner and the PIN typed side by side open the
// notes whatever words are around them — another language, no verb, an
// emoji, punctuation —, and the PIN is never shown or stored in the clear.
func TestOwnerBesidePinInAnyWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"salut! je veux voir mes notes svp. ada 1815",
		"hola, quiero abrir mis notas: ada 1815",
		"ada 1815 😊",
		"guten Morgen — ada: 1815, danke",
		"olá ada 1815 obrigada",
		"こんにちは ada 1815",
		"✋ ada / 1815 !!",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, line)
			if leaks(rec, "1815") {
				t.Fatalf("%q shows the PIN:\n%s", line, rec.dump())
			}
			if e.Fact("unlocked") != "true" || e.Fact("owner") != "ada" || p.CallsOf("unlock") != 1 {
				t.Fatalf("%q did not unlock: %q", line, rec.replies())
			}
		})
	}
}

// The pair in other words with a request of its own: the sign-in first,
// then the request.
func TestOwnerBesidePinThenRequest(t *testing.T) {
	t.Parallel()
	e, rec, p := notesEngine(t)
	say(t, e, "ada 1815 — what notes have i got")
	if leaks(rec, "1815") || p.CallsOf("unlock") != 1 || p.CallsOf("list_notes") != 1 {
		t.Fatalf("not signed in then listed, or the PIN shows: %q", rec.replies())
	}
}

// Signed in, a number beside a name in a to-do is the to-do's text, not
// somebody's sign-in: kept whole, nothing re-tried.
func TestNumberBesideNameOnceSignedIn(t *testing.T) {
	t.Parallel()
	e, rec, p := notesEngine(t)
	say(t, e, "ada 1815", "add a todo: call bob 2230")
	if p.CallsOf("unlock") != 1 {
		t.Fatalf("the to-do was read as a sign-in: %q", rec.notes())
	}
	if !strings.Contains(rec.lastReply(), "call bob 2230") {
		t.Errorf("the to-do lost its text: %q", rec.lastReply())
	}
}

// R55, R29 (issue 24): the owner, the PIN and two requests in one line
// sign in with that PIN first, then run the requests; the PIN is never
// asked again nor shown.
func TestOwnerPinAndTwoRequests(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"im ada pin 1815, list my notes and add a todo: call the vet",
		"hi its ada, my pin is 1815, what notes have i got and can you add a note titled boiler saying service due in june",
		"ada 1815 — show my notes, then put feed the cat on my todo list",
		"hello, ada here, pin 1815. list all my notes and also add a todo: ring mum",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, line)
			if e.planWaits() {
				say(t, e, "yes")
			}
			if leaks(rec, "1815") || p.CallsOf("unlock") != 1 || e.Fact("unlocked") != "true" {
				t.Fatalf("%q: not signed in with the PIN it carried, or the PIN shows:\n%s", line, rec.dump())
			}
			if sec, ok := e.PendingSecret(); ok {
				t.Fatalf("%q: the %s is asked again", line, sec.Slot)
			}
			if p.CallsOf("list_notes") != 1 {
				t.Errorf("%q: the notes were not listed: %q", line, rec.replies())
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Errorf("%q: the second request does not wait for its approval: %q", line, rec.replies())
			}
		})
	}
}

// R55 (issue 24): a password form inside a note's text is masked and left
// out of the note — and the reply says so, never a silent cut; nobody is
// taken for the notes' owner. A household thing's code ("the router
// password is …") is the note's own words (household_secret_test.go).
func TestPasswordInNoteTextLeftOutAndSaid(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"add a note titled email saying my password is hunter22 and it is in the hall",
		"write a note called bank saying my login is bob pw: s3cret!x",
		"new note titled card saying my pin is 4471, the spare key is in the shed",
		"add a note titled email saying password: tr0ub4dor for the old account",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "ada 1815", line)
			for _, secret := range []string{"hunter22", "s3cret!x", "4471", "tr0ub4dor"} {
				if leaks(rec, secret) {
					t.Fatalf("%q shows %s:\n%s", line, secret, rec.dump())
				}
			}
			if !strings.Contains(rec.lastReply(), "left out what looked like a password") {
				t.Errorf("%q: the cut is not said: %q", line, rec.lastReply())
			}
			if strings.Contains(strings.Join(rec.notes(), "\n"), "said with the sign-in") && e.Fact("owner") != "ada" {
				t.Errorf("%q: a word of the note was taken for the owner: %q", line, rec.notes())
			}
		})
	}
}

// R55 (issue 24): at any moment — the PIN prompt, an approval, another
// question — a PIN-shaped value typed right beside the owner's name is
// masked in the echo, the store and every reply.
func TestPinBesideOwnerMaskedAtAnyMoment(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		before []string
		line   string
	}{
		{[]string{"open my notes", "ada"}, "ada 1815"},
		{[]string{"open my notes", "ada"}, "sorry — ada, 1815 👍"},
		{[]string{"ada 1815", "add a note titled gate saying side gate"}, "ada 1815 yes"},
		{[]string{"ada 1815", "read a note"}, "ada 1815"},
		{[]string{"ada 1815", "add a todo"}, "hmm ada: 1815?"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, c.before...)
			before := len(rec.replies())
			say(t, e, c.line)
			if leaks(rec, "1815") {
				t.Fatalf("%q after %q shows the PIN:\n%s", c.line, c.before, rec.dump())
			}
			if len(rec.replies()) == before {
				t.Errorf("%q: no reply", c.line)
			}
		})
	}
}
