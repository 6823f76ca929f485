package concierge

import (
	"errors"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// R56: the leave words, whatever the case and spaces; at a secret prompt
// only the slash forms, since a password may be "exit".
func TestIsLeave(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line          string
		plain, secret bool
	}{
		{"/quit", true, true}, {"/exit", true, true}, {"quit", true, false}, {"exit", true, false},
		{"  QUIT \n", true, false}, {"Exit\r\n", true, false}, {"/ Quit", true, true}, {"\t/EXIT ", true, true},
		{"quit it", false, false}, {"exit.", false, false}, {"I want to exit", false, false},
		{"/quitter", false, false}, {"", false, false}, {"q", false, false}, {"logout", false, false},
	} {
		if got := IsLeave(c.line, false); got != c.plain {
			t.Errorf("IsLeave(%q, plain) = %v, want %v", c.line, got, c.plain)
		}
		if got := IsLeave(c.line, true); got != c.secret {
			t.Errorf("IsLeave(%q, secret) = %v, want %v", c.line, got, c.secret)
		}
	}
}

// R56: a session the user leaves without a word is not stored; one with
// a message is, and leaving says how to resume it, with what waited still
// waiting in the store.
func TestLeaveStoresOnlySessionsWithAUserMessage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	e, _, store := storedBank(t, dir, nil, nil)
	l := e.Leave()
	if l.Stored || l.Farewell("") != "" {
		t.Errorf("silent session: leaving = %+v, farewell %q", l, l.Farewell(""))
	}
	if infos, err := store.List(); err != nil || len(infos) != 0 {
		t.Fatalf("silent session stored: %v %v", infos, err)
	}

	e2, _, store := storedBank(t, dir, nil, nil)
	say(t, e2, "Transfer money", "seldo")
	l = e2.Leave()
	if !l.Stored || l.ID != e2.SessionID() {
		t.Fatalf("leaving = %+v", l)
	}
	want := "Saved session " + l.ID + ". Resume it with: concierge --resume " + l.ID
	if l.Farewell("") != want {
		t.Errorf("farewell = %q, want %q", l.Farewell(""), want)
	}
	if got := l.Farewell("--data-dir '/tmp/my data'"); got != want+" --data-dir '/tmp/my data'" {
		t.Errorf("farewell with a data dir = %q", got)
	}
	infos, err := store.List()
	if err != nil || len(infos) != 1 || infos[0].ID != l.ID {
		t.Fatalf("stored = %+v, %v", infos, err)
	}
	s := resumeFrom(t, dir, l.ID)
	if s.Pending.Secret == nil || len(s.Messages) != len(e2.Session().Messages) {
		t.Errorf("resumed: pending secret %v, %d messages, want %d", s.Pending.Secret, len(s.Messages), len(e2.Session().Messages))
	}
}

// failingCreate is a store whose Create fails: the session cannot be kept.
type failingCreate struct{ SessionStore }

func (failingCreate) Create(*state.Session) error { return errors.New("the disk is full") }

// R56, R43: when the store fails, leaving says so instead of a resume
// line that would find nothing.
func TestLeaveSaysWhatCouldNotBeSaved(t *testing.T) {
	t.Parallel()
	store, err := state.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	d, _ := BuiltinDomains().New("bank")
	e, err := New(Config{Domain: d, Store: failingCreate{store}, Clock: FixedClock})
	if err != nil {
		t.Fatal(err)
	}
	e.Start()
	say(t, e, "hello")
	l := e.Leave()
	if l.Stored || !strings.Contains(l.Farewell(""), "could not be saved: the disk is full") {
		t.Errorf("leaving = %+v, farewell %q", l, l.Farewell(""))
	}
}
