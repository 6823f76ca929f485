package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

// R50, R55 (issue 24, cls24): a plan that names the username waits on the
// sign-in, and a password typed alone at its question is masked and tried
// whatever the reader makes of it — here the back end does not vouch for
// the password (no KnownSecret) and the reader is forced to a wrong
// reading. Nothing shows it, stores it or sends it to a model; the
// username stays.
func TestPasswordAtPlanWithoutTheReader(t *testing.T) {
	t.Parallel()
	cases := []struct{ first, word string }{
		{"check my balance and then send 100 to 1234324, my username is seldo", "monkey"},
		{"check my balance and then send 100 to 1234324, my username is seldo", "sunshine"},
		{"whats aapl at, and send 50 from savings to 7654321. username seldo", "dragon"},
		{"username seldo, send 20 to 1234324", "princess"},
		{"transfer 200 to 7654321 then look up msft. my username is seldo", "Football"},
		{"chek my balnce then send 40 bucks to 1234324, username seldo", "starlight"},
		{"send 15 to 1234324 and whats goog at, username: seldo", "shadow."},
		{"check my balance and then send 100 to 1234324, my username is seldo", `"sunflower"`},
		{"my username is seldo, send 300 to 7654321 and check savings", "butterfly"},
	}
	wrong := map[string]func(w string) understand.Reading{
		"username": func(w string) understand.Reading {
			return understand.Reading{Sure: true, Confidence: 1, Commands: []agents.Command{{Kind: agents.CmdSetValue, Slot: "username", Value: w}}}
		},
		"unused": func(w string) understand.Reading {
			return understand.Reading{Sure: true, Confidence: 1, Commands: []agents.Command{{Kind: agents.CmdUnused, Words: []string{w}}}}
		},
		"ask": func(w string) understand.Reading {
			return understand.Reading{Sure: true, Confidence: 1, Commands: []agents.Command{{Kind: agents.CmdAsk, Question: w}}}
		},
	}
	for _, c := range cases {
		for name, misread := range wrong {
			d, err := BuiltinDomains().New("bank")
			if err != nil {
				t.Fatal(err)
			}
			d.KnownSecret = nil // the back end does not vouch for the password
			spy := spyOn(d)
			e, rec := newOn(t, d, spy)
			say(t, e, c.first)
			if e.sess.Plan == nil || !e.sess.Plan.Awaiting || e.sess.WorkFor("authenticate").Slots["username"] != "seldo" {
				t.Fatalf("%q: no plan waits on seldo's sign-in: %q", c.first, rec.replies())
			}
			e.misread = func(string) understand.Reading { return misread(strings.Trim(c.word, `".`)) }
			say(t, e, c.word)
			bare := strings.Trim(c.word, `".`)
			if leaks(rec, bare) {
				t.Errorf("%q then %q (read as %s): the password shows:\n%s", c.first, c.word, name, rec.dump())
			}
			for _, s := range spy.seen {
				if strings.Contains(s, bare) {
					t.Errorf("%q then %q (read as %s): the password went to a model: %q", c.first, c.word, name, s)
				}
			}
			if got := e.sess.WorkFor("authenticate").Slots["username"]; got != "seldo" && e.Fact("username") != "seldo" {
				t.Errorf("%q then %q (read as %s): the username became %q", c.first, c.word, name, got)
			}
			if bare == "monkey" && e.Fact("authenticated") != "true" {
				t.Errorf("%q then %q (read as %s): not signed in: %q", c.first, c.word, name, rec.replies())
			}
		}
	}
}

// The other way round: a word of reply at the plan stays a reply when the
// reader is forced to read it as the secret (cls24): no try is spent.
func TestReplyWordAtPlanWithoutTheReader(t *testing.T) {
	t.Parallel()
	const first = "check my balance and then send 100 to 1234324, my username is seldo"
	for _, word := range []string{"whatever", "seriously", "honestly", "maybe", "later", "perfect", "hmm", "which"} {
		d, _ := BuiltinDomains().New("bank")
		d.KnownSecret = nil
		e, rec := newOn(t, d, nil)
		say(t, e, first)
		e.misread = func(string) understand.Reading {
			return understand.Reading{Sure: true, Confidence: 1, Commands: []agents.Command{{Kind: agents.CmdSecret, Slot: "password"}}}
		}
		say(t, e, word)
		if _, masked := e.typed.Mask(word); masked {
			t.Errorf("%q at the plan was taken as the password:\n%q", word, rec.replies())
		}
		if r := rec.replies(); strings.Contains(r[len(r)-1], "tries left") {
			t.Errorf("%q at the plan spent a try: %q", word, r)
		}
	}
}
