package concierge

import (
	"github.com/concierge-dev/concierge/state"
	"strings"
	"testing"
)

// slangYeses are yes-words as people type them: slang spellings, letters
// held down, and the lexicon's own words.
var slangYeses = []string{"yeh", "yah", "yh", "ye", "yas", "yesss", "yeahhh", "yupp", "okie", "okey", "kk", "okkk", "aye",
	"ofc", "righto", "yeh go ahead", "Yeh.", "ya", "yup", "k", "please do", "👍", "yeah", "ok", "yep confirmed", "yes, approved", "ok sure"}

// notYeses look like a yes and are not one: a question, a hedge, words
// that only start a yes-phrase.
// "go" alone is a yes (bank round 32, approval_go_alone.go); "go away" is none.
var notYeses = []string{"yeh?", "yeh but wait", "okie not yet", "yesterday", "go away", "all", "kk not now"}

// R50: the plan's yes gate is the approval's, over the same words and
// spellings ("yeh" at "Shall I go ahead?" ran nothing before).
func TestPlanTakesTheApprovalsYesWords(t *testing.T) {
	t.Parallel()
	for _, line := range slangYeses {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "check my savings balance, then send 20 to 1234324")
			if _, ok := e.PendingPlan(); !ok {
				t.Fatalf("no plan waits: %q", rec.replies())
			}
			say(t, e, line)
			if !containsIn(rec.notes(), "Approved the plan") {
				t.Errorf("%q did not approve the plan: %q", line, rec.replies())
			}
		})
	}
	for _, line := range notYeses {
		t.Run("no "+line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "check my savings balance, then send 20 to 1234324")
			say(t, e, line)
			if containsIn(rec.notes(), "Approved the plan") {
				t.Errorf("%q approved the plan: %q", line, rec.replies())
			}
		})
	}
}

// R50: at a transfer's approval the same spellings approve, and the
// look-alikes move nothing.
func TestApprovalTakesSlangYesWords(t *testing.T) {
	t.Parallel()
	for _, line := range slangYeses {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "send 50 to 7654321", "checking")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval is asked: %q", rec.replies())
			}
			say(t, e, line)
			if !containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Errorf("%q did not approve: %q", line, rec.replies())
			}
		})
	}
	for _, line := range notYeses {
		t.Run("no "+line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "send 50 to 7654321", "checking")
			say(t, e, line)
			if containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Errorf("%q moved the money: %q", line, rec.replies())
			}
		})
	}
}

func TestYesSpelled(t *testing.T) {
	for in, want := range map[string]string{
		"yeh": "yeah", "Yesss!": "yes!", "okie dokie go ahead": "ok dokie go ahead", "yesterday": "yesterday",
		"ye olde": "yes olde", "okey-dokey": "ok", "send 50": "send 50", "all good": "all good",
	} {
		if got := yesSpelled(in); !strings.EqualFold(got, want) {
			t.Errorf("yesSpelled(%q) = %q, want %q", in, got, want)
		}
	}
}

// R26: a plan step to skip is said as a number, an ordinal or "last";
// the step is skipped and nothing runs.
func TestPlanStepSaidInWords(t *testing.T) {
	t.Parallel()
	for said, n := range map[string]int{"skip the second one": 2, "pls skip the last step": 3, "skip 2nd": 2, "skip step 1": 1} {
		e, rec := newBank(t, nil)
		say(t, e, "check my savings balance, then send 200 to 1234324, and tell me the AAPL price", said)
		p, ok := e.PendingPlan()
		if !ok || len(p.Steps) != 3 || p.Steps[n-1].Status != state.StepSkipped {
			t.Errorf("%q: step %d not skipped: %q", said, n, rec.lastReply())
		}
	}
}
