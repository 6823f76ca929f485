package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 15, kind 1: an amount said at an approval with a
// reaction, a reason or a bare figure is the new amount of the pending
// call, shown again; nothing moves on it, and the yes after it moves the
// new amount, once.
func TestAmountWithReactionAtApproval(t *testing.T) {
	t.Parallel()
	for said, want := range map[string]string{
		"hmm thats too much, do 2.5k":           "$2,500.00",
		"whoa way too much. just 2000":          "$2,000.00",
		"too much, 2500 is enough":              "$2,500.00",
		"eh lets just do 1k, rent is due":       "$1,000.00",
		"that's a lot!! go with 1500 instead":   "$1,500.00",
		"3000":                                  "$3,000.00",
		"yikes no, 1200 because rent is coming": "$1,200.00",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 5000 from savings to 7654321")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, said)
			ap, ok := e.PendingApproval()
			if !ok || ap.Summary != "Transfer "+want+" from Savings (2345678901) to 7654321?" {
				t.Fatalf("after %q the approval is %+v; replies %q", said, ap, rec.replies()[n:])
			}
			if b := balance(t, e, "2345678901"); b != "" && b != "5000.00" {
				t.Fatalf("money moved on %q: savings = %s", said, b)
			}
			say(t, e, "yes do it")
			if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "Done: "+want+" sent") || strings.Contains(got, "Done: $5,000.00") {
				t.Fatalf("the yes did not send %s once:\n%s", want, got)
			}
		})
	}
}

// Issue 24 round 15, kind 2: "no, <source>, <reason>" switches the
// source; the reason, naming the account being replaced, is no value and
// no rejection.
func TestSourceSwitchWithReasonAtApproval(t *testing.T) {
	t.Parallel()
	for _, said := range []string{
		"hmm no from checking, savings is locked for my kid",
		"no, take it from checking because savings is for the house",
		"nah from checking, savings is off limits",
		"no no use checking, my savings is for emergencies",
		"nope, out of checking. savings is frozen",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 400 from savings to 7654321")
			n := len(rec.replies())
			say(t, e, said)
			got := strings.Join(rec.replies()[n:], "\n")
			if strings.Contains(got, "did not do it") {
				t.Fatalf("read as a no:\n%s", got)
			}
			ap, ok := e.PendingApproval()
			if !ok || ap.Summary != "Transfer $400.00 from Checking (1234567890) to 7654321?" {
				t.Fatalf("approval %+v after %q:\n%s", ap, said, got)
			}
			if b := balance(t, e, "2345678901"); b != "" && b != "5000.00" {
				t.Fatalf("money moved: savings = %s", b)
			}
		})
	}
}

// Issue 24 round 15, kind 3: a cancel inside a longer message with its
// reason cancels; nothing runs.
func TestCancelInsideAtApproval(t *testing.T) {
	t.Parallel()
	for _, said := range []string{
		"ok nevermind the plumber said he'll take cash, forget the transfer",
		"ugh my landlord changed his mind, just cancel it",
		"she sorted it out herself so forget the transfer",
		"ok nevermind, she'd rather have a check",
		"my brother says no need. drop it",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 250 from checking to 7654321")
			n := len(rec.replies())
			say(t, e, said)
			got := strings.Join(rec.replies()[n:], "\n")
			if _, ok := e.PendingApproval(); ok || !strings.Contains(got, "OK, I won't transfer money") {
				t.Fatalf("not cancelled on %q:\n%s", said, got)
			}
			if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
				t.Fatalf("money moved: checking = %s", b)
			}
		})
	}
}

// Issue 24 round 15, kind 3: a side question at an approval, said with a
// hesitation or a remark, is answered (or said not to be answerable) and
// the approval waits as it was; it is never taken as "take your time".
func TestSideQuestionBesideApproval(t *testing.T) {
	t.Parallel()
	for said, want := range map[string]string{
		"wait is googl up today? thinking of buying":        "GOOGL",
		"hold on whats tsla at? might buy some":             "TSLA",
		"hmm how is aapl doing? thinking about it":          "AAPL",
		"wait will it rain today? thinking of walking over": "I don't know that",
		"hang on, is the market open sundays? just curious": "I don't know that",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 250 from checking to 7654321")
			n := len(rec.replies())
			say(t, e, said)
			got := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(got, want) || strings.Contains(got, "Take your time") {
				t.Fatalf("%q answered:\n%s\nwant %q", said, got, want)
			}
			if ap, ok := e.PendingApproval(); !ok || ap.Summary != "Transfer $250.00 from Checking (1234567890) to 7654321?" {
				t.Fatalf("the approval does not wait as it was: %+v", ap)
			}
		})
	}
}

// Issue 24 round 15, kind 4: a correction naming a part of a note's text
// at its approval — by what it is ("the time") or by the word before it
// ("room") — replaces that part; when the part cannot be told, the
// change is said not taken, never passed over.
func TestApprovalReadsNamedPartOfTheText(t *testing.T) {
	t.Parallel()
	cases := []struct{ held, msg, want string }{
		{"tuesday 3pm", "wait make the time 4pm", "correct_value(text=tuesday 4pm)"},
		{"tuesday 3pm", "the time should be 5:30pm", "correct_value(text=tuesday 5:30pm)"},
		{"tuesday 3pm", "actually change the day to thursday", "correct_value(text=thursday 3pm)"},
		{"tuesday 3pm", "oh set the hour to 2pm please", "correct_value(text=tuesday 2pm)"},
		{"room 5 at noon", "no wait room 6", "correct_value(text=room 6 at noon)"},
		{"room 5 at noon", "change the room to 12", "correct_value(text=room 12 at noon)"},
		{"room 5 at noon", "oops its room 4", "correct_value(text=room 4 at noon)"},
		{"bring 2 chairs to gate 7", "hmm make it gate 9", "correct_value(text=bring 2 chairs to gate 9)"},
		{"tuesday 3pm", "wait change the time to 4", "correct_value(text=tuesday 4pm)"},
		// the part named is not there, or no new part said: said, nothing changed
		{"tuesday 3pm", "make the time later", `cannot(I can't tell what "later" makes the time in "tuesday 3pm"; s…)`},
		{"tuesday 3pm", "make the date the 3rd", `cannot(I can't tell which part of "tuesday 3pm" is the date; say th…)`},
		{"room 5 at noon", "change the table to 4", `cannot(I can't tell which part of "room 5 at noon" is the table; sa…)`},
	}
	for _, c := range cases {
		t.Run(c.msg, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "ada", "1815", "add a note titled dentist with text "+c.held)
			ap := e.sess.Pending.Approval
			if ap == nil {
				t.Fatalf("no approval: %q", rec.replies())
			}
			cs, err := e.readApproval(testTurn(e, c.msg), e.domain.Agent(ap.Agent), ap, c.msg)
			if err != nil {
				t.Fatal(err)
			}
			if got := apCommands(nil, cs); got != c.want {
				t.Errorf("read as %q, want %q", got, c.want)
			}
		})
	}
}

// The clauses a reaction or reason is cut from: figures keep their
// commas and points.
func TestClauseParts(t *testing.T) {
	t.Parallel()
	got := strings.Join(clauseParts("whoa, 2.5k or $5,000. ok; fine!"), "|")
	if want := "whoa| 2.5k or $5,000| ok| fine|"; got != want {
		t.Errorf("clauseParts = %q, want %q", got, want)
	}
}

// Issue 24 round 15, kind 1 with a request after it: "make it 1000 and
// then show me the tsla price" corrects the call and queues the request;
// the old amount never moves on the next yes, and the request runs after.
func TestCorrectionThenRequestAtApproval(t *testing.T) {
	t.Parallel()
	for said, want := range map[string]string{
		"make it 1000 and then show me the tsla price": "$1,000.00",
		"do 2.5k, also check my savings balance":       "$2,500.00",
		"hmm just 2000 and after that whats aapl at":   "$2,000.00",
		"too much, 1500 then show me the googl price":  "$1,500.00",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 5000 from savings to 7654321", said)
			ap, ok := e.PendingApproval()
			if !ok || ap.Summary != "Transfer "+want+" from Savings (2345678901) to 7654321?" {
				t.Fatalf("after %q the approval is %+v; replies %q", said, ap, rec.replies())
			}
			n := len(rec.replies())
			say(t, e, "yes")
			got := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(got, "Done: "+want+" sent") || len(rec.replies())-n < 2 {
				t.Fatalf("the yes:\n%s\nwant %s sent and the request after it", got, want)
			}
		})
	}
}
