package concierge

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
)

// The row-runners of test tables that had the same body written out in
// each (issue 24's review): a table is its rows, and what every row must
// hold is said once here.

// notesOn is the notes example on the fake p, without the agents named:
// a domain that cannot do what they did.
func notesOn(t *testing.T, p *domainfiletest.Provider, without ...string) (*Engine, *recorder, *domainfiletest.Provider) {
	t.Helper()
	spec, err := domainfile.Load("../examples/notes/notes.yaml", domainfile.Options{
		Pins: filepath.Join(t.TempDir(), "tool-pins.json"), Binary: "concierge"})
	if err != nil {
		t.Fatal(err)
	}
	d, problems := spec.Domain(p)
	if len(problems) > 0 {
		t.Fatalf("problems: %v", problems)
	}
	if len(without) > 0 {
		var kept []*agents.Agent
		for _, a := range d.Agents {
			if !slices.Contains(without, a.Name) {
				kept = append(kept, a)
			}
		}
		d.Agents = kept
	}
	e, rec := newOn(t, d, nil)
	return e, rec, p
}

// pwRow is a line that holds the bank's password ("monkey"); signIn is
// set when it signs in as seldo.
type pwRow struct {
	line   string
	signIn bool
}

// pwRows runs rows that hold the bank's password, each on a fresh bank
// engine in a parallel subtest of its own: the lines of before are said
// first (ready, when given, checks where they left the engine), then the
// row. The password never shows — not in a reply, the echo, the Why
// panel, a note or the session — and a row that signs in ends signed in;
// more, when given, checks what else the row must do.
func pwRows(t *testing.T, rows []pwRow, before []string, ready, more func(t *testing.T, e *Engine, rec *recorder, line string)) {
	t.Helper()
	for _, r := range rows {
		t.Run(r.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			if len(before) > 0 {
				say(t, e, before...)
				if ready != nil {
					ready(t, e, rec, r.line)
				}
			}
			say(t, e, r.line)
			if leaks(rec, "monkey") || sessionHolds(e, "monkey") {
				t.Fatalf("%q shows the password:\n%s", r.line, rec.dump())
			}
			if r.signIn && e.Fact("authenticated") != "true" {
				t.Fatalf("%q did not sign in as seldo: %q", r.line, rec.replies())
			}
			if more != nil {
				more(t, e, rec, r.line)
			}
		})
	}
}

// signsIn is rows of lines that each sign in.
func signsIn(lines ...string) []pwRow {
	rows := make([]pwRow, len(lines))
	for i, l := range lines {
		rows[i] = pwRow{l, true}
	}
	return rows
}

// answerRow is a line said at an approval and what the replies to it must
// say.
type answerRow struct {
	answer, want string
}

// answeredAtApproval is a fresh bank engine, signed in as seldo, whose
// transfer ("send 200 from checking to 1234324") waits at its approval
// when answer is typed; the replies to answer must say want.
func answeredAtApproval(t *testing.T, answer, want string) (*Engine, *recorder) {
	t.Helper()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
	n := len(rec.replies())
	say(t, e, answer)
	if said := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(said, want) {
		t.Fatalf("replies:\n%s\nwant %q", said, want)
	}
	return e, rec
}

// changedAtApproval runs rows that change the transfer waiting at its
// approval ("send 200 from checking to 1234324", signed in as seldo),
// each on a fresh bank engine in a parallel subtest of its own: the
// replies to the row say want (the summary asked again, its amount
// second), no money moves on it, and the yes after it sends that amount.
func changedAtApproval(t *testing.T, rows []answerRow) {
	t.Helper()
	for _, c := range rows {
		t.Run(c.answer, func(t *testing.T) {
			t.Parallel()
			e, rec := answeredAtApproval(t, c.answer, c.want)
			for id, was := range map[string]string{"1234567890": "1000.00", "2345678901": "5000.00"} {
				if b := balance(t, e, id); b != "" && b != was {
					t.Fatalf("money moved on %q: %s = %s", c.answer, id, b)
				}
			}
			n := len(rec.replies())
			say(t, e, "yes")
			done := "Done: " + strings.Fields(c.want)[1] + " sent"
			if after := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(after, done) {
				t.Fatalf("the yes after %q:\n%s\nwant %q", c.answer, after, done)
			}
		})
	}
}
