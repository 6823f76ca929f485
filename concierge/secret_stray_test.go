package concierge

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

// notesFake is the notes server of examples/notes as a fake: unlock opens
// the notes of "ada" with the PIN 1815 and refuses anything else in one
// sentence (R29); list_notes lists none.
func notesFake() *domainfiletest.Provider {
	return &domainfiletest.Provider{
		Servers: map[string][]mcp.ToolInfo{"notes": {
			domainfiletest.ReadOnly(domainfiletest.Tool("unlock", "Open the notes.", `{"type":"object","properties":{
				"owner":{"type":"string","description":"the owner of the notes"},
				"pin":{"type":"string","description":"the owner's PIN"}},"required":["owner","pin"]}`)),
			domainfiletest.ReadOnly(domainfiletest.Tool("list_notes", "List the notes.", `{"type":"object","properties":{}}`)),
			domainfiletest.Tool("add_note", "Add a note.", `{"type":"object","properties":{
				"title":{"type":"string"},"text":{"type":"string"}},"required":["title","text"]}`),
			domainfiletest.ReadOnly(domainfiletest.Tool("get_note", "Read a note.", `{"type":"object","properties":{
				"title":{"type":"string"}},"required":["title"]}`)),
			domainfiletest.Tool("delete_note", "Delete a note.", `{"type":"object","properties":{
				"title":{"type":"string"}},"required":["title"]}`),
		}},
		Handle: func(server, tool string, args map[string]any) (mcp.Result, error) {
			switch tool {
			case "unlock":
				if o, _ := args["owner"].(string); !strings.EqualFold(o, "ada") || args["pin"] != "1815" { // the owner in any case, as the example server
					return mcp.Result{Text: "That owner and PIN don't match.", IsError: true}, nil
				}
				return mcp.Result{Text: "The notes are open.", Structured: map[string]any{"owner": "ada", "unlocked": true}}, nil
			case "list_notes":
				return mcp.Result{Text: "No notes yet."}, nil
			}
			return mcp.Result{Text: "unknown tool " + tool, IsError: true}, nil
		},
	}
}

func notesEngine(t *testing.T) (*Engine, *recorder, *domainfiletest.Provider) {
	t.Helper()
	return notesOn(t, notesFake())
}

// leaks reports where the value shows in what the session stored or said.
func leaks(rec *recorder, value string) bool {
	// a measured figure may hold the digits of a PIN ("Latency:18152"
	// holds 1815): the dump is searched without them
	return strings.Contains(measured.ReplaceAllString(rec.dump(), "$1:#"), value)
}

// measured are the events' fields that hold a time measured on this run.
var measured = regexp.MustCompile(`\b(Latency|Duration|Elapsed|Took)(?:Ms|MS)?:[0-9]+`)

// R29: a sign-in a domain's tool refuses asks for the secret again at its
// prompt, masked, with the owner kept, as the bank's login does; after
// three refusals in a row the task ends.
func TestRefusedDomainSignInAsksAgain(t *testing.T) {
	t.Parallel()
	e, rec, p := notesEngine(t)
	say(t, e, "open my notes", "ada", "1234")
	if sec, ok := e.PendingSecret(); !ok || sec.Slot != "pin" {
		t.Fatalf("the PIN is not asked again: %q", rec.replies())
	}
	if r := rec.lastReply(); !strings.Contains(r, "don't match") {
		t.Errorf("reply = %q", r)
	}
	say(t, e, "1815")
	if e.Fact("unlocked") != "true" || p.CallsOf("unlock") != 2 {
		t.Fatalf("not unlocked on the second try: %q", rec.replies())
	}
	e, rec, _ = notesEngine(t)
	say(t, e, "open my notes", "ada", "1111", "2222", "3333")
	if _, ok := e.PendingSecret(); ok || e.Speaker() != "" {
		t.Errorf("asked a fourth time: %q", rec.replies())
	}
}

// R29, R53: right after a refused sign-in ended its task, the secret typed
// again in words is the secret retried: masked in the store and every
// reply, and the sign-in runs again for the same owner.
func TestSecretRetriedAfterRefusedSignIn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"1815", "ah sorry its 1815", "i meant 1815", "oops it is 1815.", "1815 sorry"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "unlock my notes", "ada", "1111", "2222", "3333")
			if e.Speaker() != "" {
				t.Fatalf("the task did not end: %q", rec.replies())
			}
			say(t, e, line)
			if e.Fact("unlocked") != "true" {
				t.Errorf("not retried: %q", rec.replies())
			}
			if leaks(rec, "1815") {
				t.Errorf("the PIN shows: %s", rec.dump())
			}
		})
	}
}

// The built-in login: a password retyped in words right after the login
// was refused and dropped (a no at the prompt) is masked and tried again.
func TestPasswordRetriedAfterRefusedLogin(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"oh sorry its monkey", "i meant monkey", "my bad, should be monkey"} {
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", "monkye", "hunter2", "letmein")
		if e.Speaker() != "" {
			t.Fatalf("the task did not end: %q", rec.replies())
		}
		say(t, e, line)
		if leaks(rec, "monkey") {
			t.Errorf("%q: the password shows: %s", line, rec.dump())
		}
	}
}

// R53: a value of a secret's strict shape (the notes' PIN: digits) typed
// where nothing asked for it is masked, not kept, never said back, and
// the reply says how to sign in — never a "You're welcome!".
func TestSecretShapedValueAtNoPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"4321", "it's 4321", "umm 987654", "4321."} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, line)
			if leaks(rec, "4321") || leaks(rec, "987654") {
				t.Errorf("the value shows: %s", rec.dump())
			}
			if r := rec.lastReply(); !strings.Contains(r, "PIN") || strings.Contains(r, "welcome") {
				t.Errorf("reply = %q", r)
			}
			if e.Fact("unlocked") == "true" {
				t.Error("signed in on a stray value")
			}
		})
	}
	// with other words the message is read as usual, but the number is
	// said by its kind in the Why panel, never quoted
	e, rec, _ := notesEngine(t)
	if err := e.Send(context.Background(), "cheers 4321"); err != nil {
		t.Fatal(err)
	}
	for _, n := range rec.notes() {
		if strings.Contains(n, "4321") {
			t.Errorf("note quotes it: %q", n)
		}
	}
	for _, r := range rec.replies() {
		if strings.Contains(r, "4321") {
			t.Errorf("reply quotes it: %q", r)
		}
	}
}

// A sign-in pushed for another task, refused three times, ends with that
// task (it would only ask again); the PIN typed again right after signs in
// as the same owner, masked.
func TestSecretRetriedAfterRefusedPrerequisite(t *testing.T) {
	t.Parallel()
	e, rec, _ := notesEngine(t)
	say(t, e, "write a note", "ada", "1111", "2222", "3333")
	if e.Speaker() != "" {
		t.Fatalf("asked again after the third refusal: %q", rec.replies())
	}
	say(t, e, "uh its 1815")
	if e.Fact("unlocked") != "true" || e.Fact("owner") != "ada" || leaks(rec, "1815") {
		t.Errorf("not retried as ada, or the PIN shows: %s", rec.dump())
	}
}
