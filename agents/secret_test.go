package agents

import (
	"slices"
	"testing"
)

func TestFindSecret(t *testing.T) {
	t.Parallel()
	password := Bank().Agent("authenticate").Slot("password")
	tests := []struct {
		text string
		want string // "" for nothing found
	}{
		{"my password is monkey", "monkey"},
		{"My Password Is Monkey", "Monkey"},
		{"password: hunter2.", "hunter2"},
		{"password:monkey", "monkey"},
		{"password = s3cr3t!", "s3cr3t"},
		{"my passcode is 1234", "1234"},
		{"my password is monkey, thanks", "monkey"},
		{"username seldo password is monkey", "monkey"},
		{"p@ss is kept whole: password is p@ss;", "p@ss"},
		{"I forgot my password", ""},
		{"what is a password?", ""},
		{"passwords are hard", ""},
		{"password is", ""},
		{"my password", ""},
		{"", ""},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			t.Parallel()
			got, loc := FindSecret(password, tt.text)
			if got != tt.want {
				t.Fatalf("FindSecret(%q) = %q, want %q", tt.text, got, tt.want)
			}
			if tt.want == "" {
				if loc != nil {
					t.Fatalf("FindSecret(%q) found nothing but returned span %v", tt.text, loc)
				}
				return
			}
			if len(loc) != 2 || loc[0] < 0 || loc[1] > len(tt.text) || loc[0] > loc[1] {
				t.Fatalf("FindSecret(%q) span %v is not a span of the text", tt.text, loc)
			}
			if tt.text[loc[0]:loc[1]] != tt.want {
				t.Fatalf("FindSecret(%q) span %v covers %q, want %q", tt.text, loc, tt.text[loc[0]:loc[1]], tt.want)
			}
		})
	}
}

func TestFindSecretSpan(t *testing.T) {
	t.Parallel()
	password := Bank().Agent("authenticate").Slot("password")
	if _, loc := FindSecret(password, "my password is monkey"); !slices.Equal(loc, []int{15, 21}) {
		t.Errorf("span = %v, want [15 21]", loc)
	}
	if _, loc := FindSecret(password, "password: hunter2."); !slices.Equal(loc, []int{10, 17}) {
		t.Errorf("span = %v, want [10 17]: the full stop is not part of the secret", loc)
	}
}

// Only secret slots have secrets: a text slot with the same cue gives nothing.
func TestFindSecretOnlySecretSlots(t *testing.T) {
	t.Parallel()
	username := Bank().Agent("authenticate").Slot("username")
	if v, loc := FindSecret(username, "username is seldo"); v != "" || loc != nil {
		t.Errorf("FindSecret on a text slot = %q %v, want nothing", v, loc)
	}
}

// TestFindSecretWordBoundary documents a bug: the regexp accepts "is" as a
// prefix of the next word and takes any non-space run after it, so a
// sentence about a password yields a piece of a word as the secret, and
// "is:" leaves the real password in the clear for the transcript.
func TestFindSecretWordBoundary(t *testing.T) {
	t.Parallel()
	password := Bank().Agent("authenticate").Slot("password")
	tests := []struct{ text, want string }{
		{"my password isn't working", ""},    // got "n't"
		{"I have a password issue", ""},      // got "sue"
		{"my password is: monkey", "monkey"}, // got ":", monkey stays unmasked
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			t.Parallel()
			if got, _ := FindSecret(password, tt.text); got != tt.want {
				t.Fatalf("FindSecret(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
