package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

// usernameOf is the username a reading carries: a start_task's value or
// a set_value of the slot.
func usernameOf(rd understand.Reading) string {
	for _, c := range rd.Commands {
		if v := c.Values["username"]; v != "" {
			return v
		}
		if c.Slot == "username" && c.Value != "" {
			return c.Value
		}
	}
	return ""
}

// A login message names its user in frames the bank's cues do not list;
// a common word after a bare cue is no user (written for this test, none
// is in the corpus).
func TestUsernameFrames(t *testing.T) {
	r := readers(t)["bank"]
	for text, want := range map[string]string{
		"please sign me in as kwame_o":     "kwame_o",
		"i'm oscar.w, log me in":           "oscar.w",
		"my username's bernadette, log in": "bernadette",
		"user id is yusuf7 sign me in":     "yusuf7",
		"log in again":                     "",
		"sign in for a transfer":           "",
		"i'm done, log me out":             "",
	} {
		if got := usernameOf(r.Read(text, understand.Moment{})); got != want {
			t.Errorf("%q: username %q, want %q", text, got, want)
		}
	}
}

// A user and a password in one of R29's forms is both a username and a
// secret, whichever half the act head leans to.
func TestUserAndSecretIsBoth(t *testing.T) {
	r := readers(t)["bank"]
	for _, text := range []string{"kwame_o/pl4nets", "oscar.w:sunflower88"} {
		rd := r.Read(text, understand.Moment{})
		var user, secret bool
		for _, c := range rd.Commands {
			user = user || c.Slot == "username" || c.Values["username"] != ""
			secret = secret || c.Kind == agents.CmdSecret
		}
		if !user || !secret {
			t.Errorf("%q: %s", text, agents.Commands(rd.Commands, func(string, string) bool { return true }))
		}
	}
}

// At the username question a bare handle is the username whole, dots and
// underscores included.
func TestBareHandleAtTheUsernameQuestion(t *testing.T) {
	r := readers(t)["bank"]
	m, err := understand.ParseMoment("username", builtins()[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"maria.g", "kwame_o", "seldo"} {
		if got := usernameOf(r.Read(text, m)); got != text {
			t.Errorf("%q at the username question: username %q", text, got)
		}
	}
}

// At the username question a user with a password after it is the user
// (the word before the secret), never the password.
func TestUserBeforeSecretAtTheUsernameQuestion(t *testing.T) {
	r := readers(t)["bank"]
	m, err := understand.ParseMoment("username", builtins()[0])
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{
		"zara_k and password tulip9":       "zara_k",
		"it's omar, the password is cedar": "omar",
		"quinn pw lantern44":               "quinn",
	} {
		if got := usernameOf(r.Read(text, m)); got != want {
			t.Errorf("%q at the username question: username %q, want %q", text, got, want)
		}
	}
}
