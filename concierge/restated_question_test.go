package concierge

import (
	"fmt"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// restateCase is a conversation brought to a question, and lines that
// only say the request again there.
type restateCase struct {
	name   string
	engine func(t *testing.T) (*Engine, *recorder)
	setup  []string
	lines  []string
	// said is what the reply says before the question asked again
	said string
	// question is the open question, asked again
	question string
	secret   bool
}

func bankEngine(t *testing.T) (*Engine, *recorder) { return newBank(t, nil) }

func insuranceEngine(t *testing.T) (*Engine, *recorder) {
	t.Helper()
	d, err := BuiltinDomains().New("insurance")
	if err != nil {
		t.Fatal(err)
	}
	return newOn(t, d, nil)
}

func notesEngineRec(t *testing.T) (*Engine, *recorder) {
	e, rec, _ := notesEngine(t)
	return e, rec
}

var restateCases = []restateCase{
	{name: "bank username", engine: bankEngine, setup: []string{"log in"},
		lines:    []string{"log in", "i want to log in", "can you sign me in?", "please log me in", "login pls", "sign in"},
		said:     "Sure — your request to log you in is still on.",
		question: "What is your username?"},
	{name: "bank username, transfer waiting", engine: bankEngine, setup: []string{"send 50 to 1234324"},
		lines:    []string{"log in", "send money", "i want to transfer money", "make a transfer please", "sign me in"},
		question: "What is your username?"},
	{name: "bank password", engine: bankEngine, setup: []string{"log in", "seldo"},
		lines:    []string{"i want to log in", "sign me in please", "log me in", "can you log me in", "log in"},
		said:     "Sure — your request to log you in is still on.",
		question: "Please enter your password.", secret: true},
	{name: "bank password, transfer waiting", engine: bankEngine, setup: []string{"send 50 to 1234324", "seldo"},
		lines:    []string{"i want to send money", "transfer money please", "log me in"},
		question: "Please enter your password.", secret: true},
	{name: "bank account choice, transfer waiting", engine: bankEngine, setup: []string{"send 50 to 1234324", "seldo", "monkey"},
		lines:    []string{"send money", "i want to transfer money", "transfer money please", "can you do the transfer"},
		said:     "Your request to transfer money (destination account ID 1234324, amount $50.00) is still on",
		question: "Which account should the $50.00 come from: Checking or Savings?"}, // with the amount asked (bank26b)
	{name: "bank account choice", engine: bankEngine, setup: []string{"log in", "seldo", "monkey", "check my balance"},
		lines:    []string{"check my balance", "i want to see my balance", "balance please", "can you check the balance"},
		said:     "Sure — your request to check a balance is still on.",
		question: "Which account would you like the balance of"},
	{name: "insurance claim id", engine: insuranceEngine, setup: []string{"decline letter"},
		lines:    []string{"decline letter", "i want to write a decline letter", "draft a declined letter", "can you craft the letter please", "letter declining a claim"},
		said:     "Sure — your request to craft a declined letter is still on.",
		question: "Please provide your claim id"},
	{name: "insurance topology choice", engine: insuranceEngine, setup: []string{"decline letter", "12AB34"},
		lines:    []string{"decline letter", "write the letter", "craft a declined letter please", "i need a declined letter"},
		said:     "Sure — your request to craft a declined letter is still on.",
		question: "Please provide the claim type"},
	{name: "notes owner", engine: notesEngineRec, setup: []string{"open my notes"},
		lines:    []string{"open my notes please", "i want to sign in", "unlock my notes", "log in", "can you open my notes"},
		said:     "Sure — your request to open your notes is still on.",
		question: "Whose notes?"},
	{name: "notes PIN", engine: notesEngineRec, setup: []string{"open my notes", "ada"},
		lines:    []string{"open my notes please", "sign me in", "unlock my notes pls", "i want to log in"},
		said:     "Sure — your request to open your notes is still on.",
		question: "PIN", secret: true},
	{name: "notes title", engine: notesEngineRec, setup: []string{"open my notes", "ada", "1815", "add a note"},
		lines:    []string{"make a note", "add a note please", "i want to write a note", "can you jot down a note"},
		said:     "Sure — your request to write a note is still on.",
		question: "What is the note's title?"},
}

// R50, R28 (issue 24 round 17): a message that only says the request
// again at its own question — in any words, any agent, any domain, at a
// secret prompt too — is no cancel and no value: the request is still
// on, the same question is asked again, the task stack and the values
// are as they were, and at a secret prompt no try is spent and the line
// is not kept in clear.
func TestRequestSaidAgainAtItsQuestion(t *testing.T) {
	t.Parallel()
	for _, tc := range restateCases {
		for _, line := range tc.lines {
			t.Run(tc.name+"/"+line, func(t *testing.T) {
				t.Parallel()
				e, rec := tc.engine(t)
				say(t, e, tc.setup...)
				if !strings.Contains(rec.lastReply(), tc.question) {
					t.Fatalf("setup: no question %q: %q", tc.question, rec.replies())
				}
				stack, speaker, work := e.Stack(), e.Speaker(), fmt.Sprint(e.sess.Work)
				_, secretBefore := e.PendingSecret()
				tools := countEvents[ToolCalled](rec)
				say(t, e, line)
				r := rec.lastReply()
				if !strings.Contains(r, tc.question) || !strings.Contains(r, tc.said) || !strings.Contains(r, "still on") {
					t.Fatalf("%q: reply %q", line, r)
				}
				if fmt.Sprint(e.Stack()) != fmt.Sprint(stack) || e.Speaker() != speaker || fmt.Sprint(e.sess.Work) != work {
					t.Fatalf("%q changed the session: stack %v → %v, speaker %q → %q, work %s → %s", line, stack, e.Stack(), speaker, e.Speaker(), work, fmt.Sprint(e.sess.Work))
				}
				if _, secretAfter := e.PendingSecret(); secretAfter != secretBefore {
					t.Fatalf("%q: secret pending %v → %v", line, secretBefore, secretAfter)
				}
				if n := countEvents[ToolCalled](rec); n != tools {
					t.Fatalf("%q called a tool (a login try): %d → %d", line, tools, n)
				}
				if m := e.sess.Messages[len(e.sess.Messages)-2]; tc.secret && (m.Text != state.SecretMask || !m.Masked) {
					t.Fatalf("%q, typed at the secret prompt, is kept as %q", line, m.Text)
				}
			})
		}
	}
}

// countEvents counts the recorded events of type E.
func countEvents[E Event](rec *recorder) int {
	n := 0
	for _, ev := range rec.all() {
		if _, ok := ev.(E); ok {
			n++
		}
	}
	return n
}

// The restatement goes on to the answer: after it, the value typed next
// is taken, and the task runs as it would have.
func TestRequestSaidAgainThenAnswered(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "send 50 to 1234324", "log in", "seldo", "sign me in please", "monkey", "transfer money", "checking")
	if e.Fact("authenticated") != "true" {
		t.Fatalf("not signed in: %q", rec.replies())
	}
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$50.00") || !strings.Contains(ap.Summary, "1234324") {
		t.Fatalf("the transfer is not asked with its values: %q", rec.replies())
	}
}

// What is not a restatement reads as before: a value with the request
// words is the value; a request taken back is a cancel; the question's
// own words are no request.
func TestNotARestatement(t *testing.T) {
	t.Parallel()
	t.Run("value with it", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "log in", "log in as seldo")
		if sec, ok := e.PendingSecret(); !ok || sec.Slot != "password" {
			t.Fatalf("the username is not taken: %q", rec.replies())
		}
	})
	for _, line := range []string{"i don't want to log in", "never mind, don't log me in"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", line)
			if e.Speaker() != "" || strings.Contains(rec.lastReply(), "still on") {
				t.Fatalf("%q is no cancel: %q", line, rec.lastReply())
			}
		})
	}
	for _, line := range []string{"what is a decline letter?", "how does the decline letter work"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := insuranceEngine(t)
			say(t, e, "decline letter", line)
			if strings.Contains(rec.lastReply(), "still on") || e.Speaker() != "DeclineLetterAssistance" {
				t.Fatalf("%q, a question about the task, read as the request: %q", line, rec.lastReply())
			}
		})
	}
	t.Run("the question's words", func(t *testing.T) {
		t.Parallel()
		e, rec := insuranceEngine(t)
		say(t, e, "decline letter", "12AB34", "claim type")
		if strings.Contains(rec.lastReply(), "still on") {
			t.Fatalf("the slot's label read as the request: %q", rec.lastReply())
		}
	})
}
