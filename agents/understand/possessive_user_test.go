package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/understand"
)

// A login message names its user by the account it owns ("log into
// tariq's account, that's me"; "that's" after "account," was taken as
// the username) and as the one who signs in ("can ben log in please";
// issue 24); a common word ("my sister's account", "can i log in") names
// nobody. Written for this test; none is in the corpus.
func TestPossessiveUsername(t *testing.T) {
	r := readers(t)["bank"]
	for text, want := range map[string]string{
		"log into tariq's account, that's me": "tariq",
		"log into priya’s account, it's me":   "priya",
		"log me into my sister's account":     "",
		"log in to the account, that's all":   "",
		"can ben log in please":               "ben",
		"can i log in":                        "",
		"please log in":                       "",
	} {
		if got := usernameOf(r.Read(text, understand.Moment{})); got != want {
			t.Errorf("%q: username %q, want %q", text, got, want)
		}
	}
}
