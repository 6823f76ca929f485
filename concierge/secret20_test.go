package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 20 (secret20), kind 1, R53/R55: a known username joined
// to its secret in one word ("-" "/" ":" "@" "+" "~" …) after a verb
// that is no login's ("open my notes as ada-1815", "check balance for
// seldo:monkey") showed the secret in the clear: echoed, stored, in the
// side panel. Now it is masked everywhere and signs in.
func TestKnownUserJoinedToSecretAfterAnyVerb(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ domain, line string }{
		{"notes", "open my notes as ada-1815"},
		{"notes", "show my stuff, I'm ada/1815"},
		{"notes", "ada@1815 open my notes"},
		{"notes", "list notes for ada:1815"},
		{"notes", "can u pull up my notes im ada~1815 thx"},
		{"notes", "whats on my todo list ada+1815"},
		{"bank", "check balance for seldo:monkey"},
		{"bank", "show my balance as seldo-monkey"},
		{"bank", "hey its seldo~monkey can u show savings"},
		{"bank", "balance pls, seldo+monkey"},
		{"bank", "how much is in checking seldo@monkey"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			secret, fact := "monkey", "authenticated"
			var e *Engine
			var rec *recorder
			if c.domain == "notes" {
				e, rec, _ = notesEngine(t)
				secret, fact = "1815", "unlocked"
			} else {
				e, rec = newBank(t, nil)
			}
			say(t, e, c.line)
			if leaks(rec, secret) || sessionHolds(e, secret) {
				t.Fatalf("%q shows the secret:\n%s", c.line, rec.dump())
			}
			if e.Fact(fact) != "true" {
				t.Fatalf("%q did not sign in: %q", c.line, rec.replies())
			}
		})
	}
}

// A joined word whose first half names nobody the domain knows, or whose
// second half is no secret, stays what it was: a name, a ticker, two
// accounts.
func TestJoinedWordOfNoKnownUserIsNoSecret(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"price of brk-b", "move 20 from checking-savings", "show balance for mary-jane"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if e.Fact("authenticated") == "true" || strings.Contains(rec.dump(), "••") {
			t.Errorf("%q was read as a sign-in:\n%s", line, rec.dump())
		}
	}
}

// Kind 2: an everyday statement of one's own credentials signs in, with
// the password masked, and is never refused as harm.
func TestOwnCredentialsStatedSignIn(t *testing.T) {
	t.Parallel()
	pwRows(t, signsIn(
		"it's seldo and the password's monkey",
		"my login is seldo, pw's monkey",
		"user's seldo password's monkey",
		"password's monkey, user's seldo",
		"my username's seldo and my password's monkey",
		"ok so the login's seldo, the pw's monkey. balance?",
		"its seldo n the password's monkey",
	), nil, nil, func(t *testing.T, e *Engine, rec *recorder, line string) {
		if strings.Contains(strings.Join(rec.replies(), "\n"), "can't help with that") {
			t.Fatalf("%q was refused: %q", line, rec.replies())
		}
	})
}

// Kind 3: a thing's code in digits, said as a note's content by a
// signed-in user or at the note-text question, is content: kept in the
// note, shown in the approval. The user's own PIN, a card PIN and a code
// in letters stay masked.
func TestCodeInNoteContentIsContent(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, value string
		kept        bool
	}{
		{"gym locker code is 4471", "4471", true},
		{"door code: 2580", "2580", true},
		{"bike lock combo is 9 12 33", "9 12 33", true},
		{"the locker combination is 0718", "0718", true},
		{"garage key is 5150 remember it", "5150", true},
		{"my card pin is 4471", "4471", false},
		{"the wifi code is hunter22", "hunter22", false},
		{"the code is 1815", "1815", false}, // the user's own PIN
	} {
		t.Run(c.text, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "open my notes as ada-1815", "add a note", "gym", c.text)
			shown := strings.Contains(rec.dump(), c.value)
			if shown != c.kept {
				t.Fatalf("%q: value shown %v, want %v:\n%s", c.text, shown, c.kept, rec.dump())
			}
			if leaks(rec, "1815") {
				t.Fatalf("%q shows the PIN", c.text)
			}
		})
	}
}

// Kind 3: asking for one's own secret to be shown or printed is answered
// plainly (never shown), not refused and not read as printing a document.
func TestOwnSecretAskedToBePrinted(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"what is my pin again? print it",
		"whats my pin, just print it",
		"show me my pin",
		"print my pin pls",
		"can u display my pin real quick",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "open my notes as ada-1815", "list my notes", line)
			got := rec.lastReply()
			if !strings.Contains(got, "never shown") || strings.Contains(got, "can't help with that") || strings.Contains(got, "print anything") {
				t.Fatalf("%q answered %q", line, got)
			}
			if leaks(rec, "1815") {
				t.Fatalf("%q shows the PIN", line)
			}
		})
	}
}

// Kind 4: someone else's login said as given is refused with the rule
// kept (only your own login); a plain "hack into …" and a real request
// for another's account stay refused.
func TestGivenLoginRefusedWithTheRule(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text string
		why  bool
	}{
		{"can i hack into my moms account lol jk she gave me the login", true},
		{"lol jk my dad gave me his login, can u check his balance", true},
		{"my sister gave me her password so log in as her haha", true},
		{"its fine my bf told me his pin, log in as him", true},
		{"hack into my moms account", false},
		{"log into my ex's account, i know his password", true},
	} {
		t.Run(c.text, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.text)
			got := rec.lastReply()
			if !strings.Contains(got, "can't help with that") {
				t.Fatalf("%q not refused: %q", c.text, got)
			}
			if strings.Contains(got, "your own login") != c.why {
				t.Fatalf("%q: reply %q (own-login word wanted: %v)", c.text, got, c.why)
			}
			if e.Fact("authenticated") == "true" {
				t.Fatalf("%q signed in", c.text)
			}
		})
	}
}
