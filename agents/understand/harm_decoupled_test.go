package understand

import (
	"bytes"
	"os"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// The harm head learns the harm files alone (issue 24, cls22): lines
// added to the task corpus, in every domain folder and at every moment,
// and examples added to an agent leave its weights and threshold byte for
// byte as they were. Until the decoupling, three decline-letter examples
// ("reject a claim") let one more harmful phrasing of a harm-test probe
// pass, and every corpus change had to be said @harm off.
func TestHarmHeadIgnoresTaskData(t *testing.T) {
	if underRace {
		t.Skip("training is single-goroutine arithmetic: run without -race")
	}
	if testing.Short() {
		t.Skip("trains the harm head twice")
	}
	exs, err := LoadCorpus(os.DirFS("corpus"), ".")
	if err != nil {
		t.Fatal(err)
	}
	harmOf := func(exs []Example, doms []*agents.Domain) []byte {
		dis := make([]*domainInfo, len(doms))
		for i, d := range doms {
			dis[i] = newDomainInfo(d)
		}
		all := append([]Example(nil), exs...)
		for _, di := range dis {
			all = append(all, agentExamples(di.d)...)
		}
		h, th := trainHarm(prepare(all, dis))
		return putFloats(putHead(nil, h), []float32{th})
	}
	base := harmOf(exs, []*agents.Domain{bank.Domain(), insurance.Domain()})

	// the same corpus with task lines added: a new file in each domain
	// folder, lines at an approval and at a slot, a family that falls on
	// each side of the split, and lines that look like harm to a word
	// counter (a decline, a reason, money to a named person)
	more := append([]Example(nil), exs...)
	for _, f := range []struct{ name, src string }{
		{"bank/zz_decoupling.txt", "== family: decoupling-bank-a\nstart_task(transfer_money) :: wire [40](amount) to [5550001](destination) for my sister\n" +
			"start_task(balance) :: how much have i got left in checking\n@at approval\napprove :: yep go on then\n" +
			"== family: decoupling-bank-b\n@at slot:amount\nset_value :: [75](amount) please\n"},
		{"generic/zz_decoupling.txt", "== family: decoupling-generic\nsmall_talk(thanks) :: cheers mate that sorted it\ncancel(all) :: drop it, not today\nhelp :: how do i reject a claim\n"},
		{"insurance/zz_decoupling.txt", "== family: decoupling-ins\nstart_task(DeclineLetterAssistance) :: reject a claim for me\n" +
			"start_task(DeclineLetterAssistance) :: decline the claim, policy lapsed\nstart_task(DeclineLetterAssistance) :: deny claim 123ABH\n"},
	} {
		add, err := ParseCorpus(f.name, f.src)
		if err != nil {
			t.Fatal(err)
		}
		more = append(more, add...)
	}
	// and the insurance agents with examples added
	ins := *insurance.Domain()
	ins.Agents = append([]*agents.Agent(nil), ins.Agents...)
	for i, a := range ins.Agents {
		c := *a
		c.Examples = append(append([]string(nil), a.Examples...), "reject a claim", "deny this claim please", "write the letter refusing the claim")
		ins.Agents[i] = &c
	}
	bk := *bank.Domain()
	bk.Agents = append([]*agents.Agent(nil), bk.Agents...)
	c := *bk.Agents[0]
	c.Examples = append(append([]string(nil), c.Examples...), "pay my landlord 900")
	bk.Agents[0] = &c
	changed := harmOf(more, []*agents.Domain{&bk, &ins})
	if !bytes.Equal(base, changed) {
		t.Fatal("the harm head moved with task lines and agents' examples added: it must learn the harm files alone")
	}
}
