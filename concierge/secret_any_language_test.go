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
