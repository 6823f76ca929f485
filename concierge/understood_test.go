package concierge

import (
	"strings"
	"testing"
)

// Where the rules find nothing to do, the offline reader's reading is
// executed (R50, R51): small talk, who answers, a task asked in words no
// rule lists; a goodbye among thanks is answered as the goodbye. None of
// these phrasings is in the reader's training data verbatim.
func TestReaderAnswersWhatTheRulesMissed(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ say, want string }{
		{"how r u", "I'm doing well"},
		{"who am i talking to", "This is the bank's concierge. I can"}, // issue 24 (bank20c): who this is, and what it does in one line
		{"thx bye", "Goodbye!"},
		{"how much is tesla stock", "TSLA (Tesla Inc.) is trading at"},
	} {
		t.Run(c.say, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.say)
			if got := strings.Join(rec.replies()[1:], "\n"); !strings.Contains(got, c.want) {
				t.Errorf("%q: %q, want %q", c.say, got, c.want)
			}
		})
	}
}
