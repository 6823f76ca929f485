package concierge

import (
	"strings"
	"testing"
)

// A sentence that only gives a password beside a decline letter left its
// other words in the letter's reason ("driver was drunk. fyi in case you
// need it"). The clause goes whole; the reason is the user's own.
func TestAClauseThatOnlyGivesAPasswordIsLeftOutWhole(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"decline 22KK11 motor, reason driver was drunk. fyi my password is Tulip2024 in case you need it",
		"decline 22KK11 motor, reason driver was drunk - btw pw is Tulip2024 if u need it",
		"decline 22KK11 motor, reason driver was drunk, btw my portal password is Hunter2! just in case",
		"decline 22KK11 motor, reason driver was drunk; my system password: Winter2024 if you need to log in",
		"decline 22KK11 motor, reason driver was drunk. ps my login code is 99812x",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, line)
			body := lastArtifact(e)
			if !strings.Contains(body, "The reason for this decision: driver was drunk.") {
				t.Fatalf("the reason is not the user's own: %q %q", body, rec.replies())
			}
			for _, w := range []string{"Tulip", "Hunter", "Winter", "99812", "case", "need", "fyi", "btw"} {
				if strings.Contains(body, w) || containsIn(rec.replies(), w+"2") {
					t.Errorf("%q in the letter or the replies: %q", w, body)
				}
			}
		})
	}
}

// A clause that says something beside the password keeps its words: the
// note is about the router.
func TestAClauseAboutAThingKeepsItsWords(t *testing.T) {
	t.Parallel()
	if got, ok := withoutSecretClause("add a note called wifi saying the router password is ••••••"); ok {
		t.Errorf("cut a clause about the router: %q", got)
	}
	if got, ok := withoutSecretClause("my password is ••••••"); ok {
		t.Errorf("cut the whole line: %q", got)
	}
}
