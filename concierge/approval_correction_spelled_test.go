package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 13), kind 2: at an approval a bare amount with
// correction words in any spelling, or words that only close the
// correction ("final answer", "for real", "lol"), replaces the amount —
// every time, not only the first — and the summary is asked again with
// it; the yes then moves the last amount only. A misspelt "actually" was
// read as unused(60) and the old amount stayed.
func TestCorrectionWordsInAnySpellingAtApproval(t *testing.T) {
	t.Parallel()
	chains := [][]struct{ say, want string }{
		{{"no, 40", "$40.00"}, {"hmm no actualy 60, final answer", "$60.00"}, {"akshually make that 70 lol", "$70.00"}},
		{{"acutally 45", "$45.00"}, {"sory i ment 55", "$55.00"}, {"ugh no, 65 then", "$65.00"}},
		{{"make it 30 insted", "$30.00"}, {"35, final answer", "$35.00"}, {"no its 25 actully", "$25.00"}},
		{{"i meant 90", "$90.00"}, {"scratch that, 95 for real this time", "$95.00"}, {"ackshually 85", "$85.00"}},
	}
	for _, chain := range chains {
		t.Run(chain[0].say, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 80 to 1234324 out of checking")
			for _, step := range chain {
				n := len(rec.replies())
				say(t, e, step.say)
				want := "Transfer " + step.want + " from Checking (1234567890) to 1234324?"
				if said := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(said, want) {
					t.Fatalf("%q:\n%s\nwant %q", step.say, said, want)
				}
				if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, step.want) {
					t.Fatalf("%q: the approval waits as %+v, want %s", step.say, ap, step.want)
				}
			}
			if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
				t.Fatalf("money moved before the yes: %s", b)
			}
			last := chain[len(chain)-1].want
			n := len(rec.replies())
			say(t, e, "yes")
			if said := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(said, "Done: "+last+" sent") {
				t.Fatalf("the yes:\n%s\nwant %s sent", said, last)
			}
		})
	}
}

// Only typos of correction words are respelt: English words near them
// ("meat", "sort", "instant") and the value a correction gives stay as
// typed; a figure said at the approval with only a hesitation is the new
// amount, shown again for a yes (issue 24 round 15: a bare figure is a
// correction of the pending call).
func TestCorrectionSpellingLeavesOtherWords(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"actualy 60":             "actually 60",
		"akshually":              "actually",
		"acutally":               "actually",
		"insted":                 "instead",
		"i ment 60":              "i meant 60",
		"sory":                   "sorry",
		"buy meat instant sort":  "buy meat instant sort",
		"actual cost, 60 rather": "actual cost, 60 rather",
		"Mentor":                 "Mentor",
	} {
		if got := correctionsSpelled(in); got != want {
			t.Errorf("correctionsSpelled(%q) = %q, want %q", in, got, want)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "send 80 to 1234324 out of checking", "hmm 60")
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$60.00") {
		t.Fatalf("a figure with a hesitation did not change the call: %+v; %q", ap, rec.replies())
	}
}
