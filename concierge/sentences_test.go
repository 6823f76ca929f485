package concierge

import (
	"regexp"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/insurance"
	"github.com/concierge-dev/concierge/prompts"
)

// R56: every sentence the loop composes reads well whatever the names in
// it — agent titles and task phrases, requirements, slot labels, account
// names — from the built-in and example domains, and names written
// otherwise ("Joint Account", "Ada's"). A composed sentence must never say
// "the a …", "Savings's" or a word twice ("Joint Account account").
func TestComposedSentencesReadWell(t *testing.T) {
	t.Parallel()
	doms := []*agents.Domain{bank.Domain(), insurance.Domain()}
	spec, err := domainfile.Load("../examples/pharmacy/pharmacy.yaml", domainfile.Options{Pins: t.TempDir() + "/pins.json"})
	if err != nil {
		t.Fatal(err)
	}
	if d, problems := spec.Domain(domainfiletest.Pharmacy()); len(problems) == 0 {
		doms = append(doms, d)
	}
	var tasks, needs, firsts, labels []string
	for _, d := range doms {
		for _, a := range d.Agents {
			tasks = append(tasks, a.TaskPhrase())
			for _, r := range a.Requires {
				needs = append(needs, r.Need)
				// what happens first, with every account name (issue 24)
				firsts = append(firsts, r.FirstSaid(d.Agent(r.By), nil))
				for _, n := range []string{"Checking", "Savings", "Joint Account", "Ada's", "Business account"} {
					firsts = append(firsts, r.FirstSaid(d.Agent(r.By), map[string]string{"account": n}))
				}
			}
			for _, s := range a.Slots {
				labels = append(labels, s.LabelOrName())
			}
		}
	}
	accounts := []string{"Checking", "Savings", "Joint Account", "Ada's", "Business account"}
	names := append(append([]string{}, accounts...), "Ada's", "Chris")

	var said []string
	for _, task := range tasks {
		for _, first := range firsts {
			said = append(said, prompts.Prerequisite(task, first), prompts.Prerequisite(task, firsts[0], first), prompts.WaitsOn(task, "", first))
		}
		for _, l := range labels {
			said = append(said, prompts.Pending(task, "What is the "+l+"?"), prompts.KeptForLater("300", task))
		}
		said = append(said, prompts.Resume(task), prompts.Abandoned([]string{task}), prompts.Abandoned([]string{task, tasks[0]}))
	}
	for _, l := range labels {
		said = append(said, prompts.SecretQuestion(l), prompts.SecretWait(l), prompts.SecretTalk(l), prompts.NotUsed([]string{"blue"}, l))
	}
	for _, l := range labels {
		// issue 24 (bank20c): a word that is no choice, the choices named
		said = append(said, prompts.NotAChoice("first", l, accounts), prompts.NotAChoice("the big one", l, accounts[:2]))
	}
	for _, d := range doms {
		for _, yes := range []bool{true, false} {
			said = append(said, prompts.WhoAmI("the bank's concierge", yes, tasks, d.Closing), prompts.WhoAmI("Smart Investigator", yes, tasks[:1], ""))
		}
		said = append(said, prompts.GreetAgain(d.Closing, false), prompts.GreetAgain(d.Closing, true), prompts.UnknownShort(tasks), prompts.CannotHandleShort(tasks[:2]), prompts.AckIdle(d.Closing))
	}
	for _, n := range names {
		for _, need := range needs {
			said = append(said, sourceNote(n, need, "Checking"), sourceNote("Savings", need, n))
		}
		said = append(said, bank.BalanceSentence(n, "1234567890", "$1,000.00"))
	}
	bad := regexp.MustCompile(`(?i)\bthe an? \b|\ba an?\b|s's\b`)
	for _, s := range said {
		if m := bad.FindString(s); m != "" {
			t.Errorf("%q says %q", s, m)
		}
		if w := doubledWord(s); w != "" {
			t.Errorf("%q says %q twice", s, w)
		}
	}
}

// sourceNote is the Why panel's note for a request naming another source
// than the one checked (source.go), composed as the loop composes it.
func sourceNote(named, need, held string) string {
	return sourceNamedNote(named, need, held)
}

// doubledWord is a word said twice in a row, "" when none.
func doubledWord(s string) string {
	f := strings.Fields(strings.ToLower(s))
	for i := 1; i < len(f); i++ {
		a, b := strings.Trim(f[i-1], `.,;:!?()"`), strings.Trim(f[i], `.,;:!?()"`)
		if a != "" && a == b && !strings.ContainsAny(a, "0123456789•") {
			return a
		}
	}
	return ""
}
