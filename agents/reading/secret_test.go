package reading

import (
	"regexp"
	"testing"
)

func TestMaskMatches(t *testing.T) {
	t.Parallel()
	ms := []SecretMatch{{Span: [2]int{0, 2}}, {Span: [2]int{1, 3}}, {Span: [2]int{5, 99}}}
	if got := MaskMatches("abcdef", ms, "*"); got != "*cdef" {
		t.Errorf("MaskMatches = %q, want *cdef: an overlapping span and one out of range are skipped", got)
	}
}

// FindSecrets needs no agent: the cues and the owner's shape are plain
// data, and the owner's own reading of a cued value is the caller's.
func TestFindSecretsPlainHints(t *testing.T) {
	t.Parallel()
	if got := FindSecrets("my password is monkey", SecretHints{}); len(got) != 1 || got[0].Value != "monkey" || got[0].Span != [2]int{15, 21} {
		t.Errorf("no hints: %+v, want monkey at 15–21", got)
	}
	if got := FindSecrets("secret word: monkey", SecretHints{Cues: []string{"secret word"}}); len(got) != 1 || got[0].Value != "monkey" {
		t.Errorf("the slot's own cue: %+v, want monkey", got)
	}
	user := &SecretOwner{
		Cues:    []string{"member"},
		Pattern: regexp.MustCompile(`M\d{5}`),
		Cued: func(text string, skip [][2]int) (string, bool) {
			if len(skip) != 1 || text[skip[0][0]:skip[0][1]] != "4321" {
				t.Errorf("Cued was told to skip %v, want the PIN's span", skip)
			}
			return "M12345", true
		},
	}
	got := FindSecrets("member M12345, my pin is 4321", SecretHints{User: user})
	if len(got) != 1 || got[0].Value != "4321" || got[0].Username != "M12345" {
		t.Errorf("with an owner: %+v, want 4321 for M12345", got)
	}
	if got := FindSecrets("   ", SecretHints{User: user}); got != nil {
		t.Errorf("blank text: %+v", got)
	}
}

// A username and password joined by a slash inside a login sentence: the
// slash may be spaced, a link word ("with", "as", "using") may lead it and
// a polite word follow it (R29, R53). The same shape outside a login is
// no secret.
func TestJoinedPairInALogin(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, user, pass string
	}{
		{"log in with ada/lovelace1815", "ada", "lovelace1815"},
		{"login using ada / lovelace1815 pls", "ada", "lovelace1815"},
		{"please log me in as ada/lovelace1815", "ada", "lovelace1815"},
		{"sign in with ada / hunter2 thanks", "ada", "hunter2"},
		{"move it from checking / savings", "", ""},
		{"send 20 from checking/savings", "", ""},
		{"is it and / or", "", ""},
	} {
		got := FindSecrets(c.text, SecretHints{})
		if c.pass == "" {
			if len(got) != 0 {
				t.Errorf("%q: %+v, want no secret", c.text, got)
			}
			continue
		}
		// the username is the caller's to read (its slot's shape): here
		// only that the pair is one secret, the password
		if len(got) != 1 || got[0].Value != c.pass || got[0].Username != "" && got[0].Username != c.user {
			t.Errorf("%q: %+v, want %s / %s", c.text, got, c.user, c.pass)
		}
	}
}

// A word that ends a sentence about the password is no password: "what my
// password is then" asks for it (R29).
func TestNoPasswordInAQuestionAboutIt(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"tell me what my password is then", "so what is the password then", "my password is so, anyway"} {
		if got := FindSecrets(text, SecretHints{}); len(got) != 0 {
			t.Errorf("%q: %+v", text, got)
		}
	}
}
