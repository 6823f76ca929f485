package understand

import (
	"hash/maphash"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// Reader reads a message of one domain into commands (R50, R51).
type Reader struct {
	di    *domainInfo
	model *Model
	task  *TaskHead
	// examples are a domain file's examples as content words (nil for a
	// domain the model was trained on)
	examples [][]string
	pool     sync.Pool // *scratch
	lastRule ruleMemo
}

// ruleMemo is R8's table's verdict on the last message judged: the loop
// checks a message for harm (Harm) and then reads it (Read), and the
// table, the dearer half of the check, depends on the text alone. The
// text is known by a keyed hash, not kept: it may hold a secret.
type ruleMemo struct {
	mu     sync.Mutex
	seeded bool
	seed   maphash.Seed
	set    bool
	sum    uint64
	size   int
	reason string
}

// harmRule is HarmRule; a test counts its runs through it.
var harmRule = HarmRule

// rule is HarmRule(text), from the memo when text was the last judged.
func (r *Reader) rule(text string) string {
	m := &r.lastRule
	m.mu.Lock()
	if !m.seeded {
		m.seed, m.seeded = maphash.MakeSeed(), true
	}
	sum := maphash.String(m.seed, text)
	if m.set && m.sum == sum && m.size == len(text) {
		reason := m.reason
		m.mu.Unlock()
		return reason
	}
	m.mu.Unlock()
	reason := harmRule(text)
	m.mu.Lock()
	m.set, m.sum, m.size, m.reason = true, sum, len(text), reason
	m.mu.Unlock()
	return reason
}

type scratch struct {
	msg, sub message
	p, q     []float64
	feats    []uint32
	tasks    []taskReading
	roles    []role
}

// Alternative is one reading the heads considered, for "Do you want to
// check a balance or make a transfer?".
type Alternative struct {
	Act        string // the act: "start_task", "cancel(all)+start_task" …
	Agent      string // the first task's agent, for an act that starts one
	Confidence float64
}

// Reading is what a message says, with how sure the reader is.
type Reading struct {
	Commands   []agents.Command
	Confidence float64
	// Sure is set when every head passed its calibrated threshold and the
	// fixed checks agree: only then may the loop act on money or a login.
	Sure bool
	// Doubt says why the reading is not sure, in a few words.
	Doubt string
	Top   []Alternative
	// Place is the item of the list shown a place in the message points
	// at ("the second one"); the commands read the item in its place.
	Place *Place
}

// Read reads text said at moment m.
func (r *Reader) Read(text string, m Moment) Reading {
	s, _ := r.pool.Get().(*scratch)
	if s == nil {
		s = &scratch{}
	}
	defer r.pool.Put(s)
	msg := &s.msg
	r.di.analyse(text, &m, msg)

	if rd, ok := r.careRead(text, &m); ok {
		return rd // "im so broke i want to die lol whats my balance": care, then the request judged and read without it (talk_care.go)
	}
	if reason, harmful := r.harm(text, s); harmful {
		return Reading{Commands: []agents.Command{{Kind: agents.CmdRefuse, Reason: reason, From: text}},
			Confidence: 1, Sure: true}
	}
	if rd, ok := talkRead(text, &m); ok {
		return rd // "do you like your job": answered honestly (talk_care.go)
	}
	if c, ok := transferWhatIf(r.di.d, text, &m); ok {
		// "if i send 100 will you ask me first?": how moving money works (act_what_if.go)
		return Reading{Commands: []agents.Command{c}, Confidence: 1, Sure: true,
			Top: []Alternative{{Act: string(agents.CmdAsk), Confidence: 1}}}
	}
	if rd, ok := r.contextRead(text, &m); ok {
		return rd // another one, a place in the list, a request said instead (context_refs.go)
	}

	s.p = r.model.Act.probs(msg.feats, s.p)
	c := argmax(s.p)
	act := r.model.Act.classes[c]
	if a := settleAct(act, msg, r.model.Act.classes); a != act {
		c2 := slices.Index(r.model.Act.classes, a)
		s.p[c2] = max(s.p[c2], s.p[c]) // as sure as the half the head read
		c, act = c2, a
	}
	if a := composeAct(act, text, &m, r.di, r.model.Act, &s.sub, s.q); a != act {
		c2 := slices.Index(r.model.Act.classes, a)
		s.p[c2] = max(s.p[c2], s.p[c]) // as sure as the clauses read
		c, act = c2, a
	}
	if a := settleYeahNah(act, text, r.model.Act.classes); a != act {
		c2 := slices.Index(r.model.Act.classes, a)
		s.p[c2] = max(s.p[c2], s.p[c]) // "yeah nah": as sure as the head was of its yes (act_yeah_nah.go)
		c, act = c2, a
	}
	if r.examples != nil && m.At == AtNone && overridable[act] && r.holdsExample(msg) {
		if sc := slices.Index(r.model.Act.classes, string(agents.CmdStartTask)); sc >= 0 {
			c, act = sc, string(agents.CmdStartTask)
			s.p[c] = max(s.p[c], float64(r.model.ActThreshold[c])) // as sure as the example it holds
		}
	}
	cut, q := r.insteadCut(act, text, &m, &s.sub, s.q) // where a request said "instead" ends (act_instead.go)
	s.q = q
	out := Reading{Confidence: s.p[c], Sure: float32(s.p[c]) >= r.model.ActThreshold[c]}
	if !out.Sure {
		out.Doubt = "unsure of the act"
	}
	out.Top = r.top(s)

	agentsOf, taskConf := r.tasks(s, act)
	first := ""
	if len(agentsOf) > 0 {
		first = agentsOf[0].name
		out.Top[0].Agent = first
	}
	for _, t := range agentsOf {
		out.Confidence *= t.conf
		if !t.sure {
			out.Sure, out.Doubt = false, "unsure of the task"
		}
	}
	_ = taskConf
	if first == "" {
		first = m.Agent
	}
	var more [4]string
	others := more[:0]
	for i := 1; i < len(agentsOf) && len(others) < len(more); i++ {
		others = append(others, agentsOf[i].name)
	}
	roles := r.roles(s, &m, first, others, &out)
	out.Commands = r.commands(msg, act, agentsOf, roles, &m)
	if cut >= 0 {
		insteadWords(out.Commands, text[:cut])
	}
	if strings.Contains(act, string(agents.CmdApprove)) && !yesGate(text) {
		out.Sure, out.Doubt = false, "no yes-word"
	} else if strings.Contains(act, string(agents.CmdApprove)) && reading.BothWays(text) {
		out.Sure, out.Doubt = false, "a yes and a no" // "yeah nah yeah", "nah yeah" (act_yeah_nah.go)
	}
	return r.contextAfter(text, &m, out) // a request said instead at a question (context_refs.go)
}

// Harm is R53's check of a whole message: R8's table, then the trained
// classifier at its calibrated threshold. The reason is the table's, or
// the classifier's general one.
func (r *Reader) Harm(text string) (reason string, harmful bool) {
	s, _ := r.pool.Get().(*scratch)
	if s == nil {
		s = &scratch{}
	}
	defer r.pool.Put(s)
	r.di.analyse(text, &Moment{}, &s.msg)
	return r.harm(text, s)
}

// harmReason is what the side panel says of a message the classifier,
// not the table, holds harmful.
const harmReason = "a request to do harm"

// harm judges the message analysed in s.msg. A login's name contracted
// with "is" ("the password's monkey") is judged as said in full, on its
// own analysis: the classifier's features are the ones it was trained on,
// where "password's" is a possessive (harm_secret20.go).
func (r *Reader) harm(text string, s *scratch) (string, bool) {
	if off := claimIDFoundSaid(quickMadeSaid(payeeAccountsSaid(deviceSwitchedOff(text)))); off != text {
		text = off // "disabled the immobiliser": switched off, no disability (harm_senses_device.go); "his acct is N": where to pay (harm_senses_payee_account.go); "knock up a denial": write it (harm_senses_quick_make.go)
		s = &scratch{}
		r.di.analyse(text, &Moment{}, &s.msg)
	}
	if opened := loginContractionsOpened(text); opened != text {
		o := &scratch{}
		r.di.analyse(opened, &Moment{}, &o.msg)
		return r.judgeHarm(opened, o)
	}
	return r.judgeHarm(text, s)
}

// judgeHarm is R8's table, then the classifier, on the message in s.msg.
func (r *Reader) judgeHarm(text string, s *scratch) (string, bool) {
	if reason := r.rule(text); reason != "" {
		return reason, true
	}
	s.feats = harmFeats(&s.msg, s.msg.harmBase(s.feats[:0]))
	s.p = r.model.Harm.probs(s.feats, s.p)
	if float32(s.p[1]) >= r.model.HarmThreshold && !InnocentFrame(text) && classifierRefusalStands(&s.msg) && !r.onlyPropertyDamaged(text) && !r.onlyObjectFault(text) && !r.onlyErrand(text) {
		return harmReason, true // "whose pipes burst": damage to a thing (harm_senses_property.go)
	}
	return "", false
}

// top are the three likeliest acts, picked without sorting them all.
func (r *Reader) top(s *scratch) []Alternative {
	out := make([]Alternative, 0, 3)
	var taken [3]int
	for k := 0; k < 3 && k < len(s.p); k++ {
		best := -1
		for i, p := range s.p {
			if (best < 0 || p > s.p[best]) && !slices.Contains(taken[:k], i) {
				best = i
			}
		}
		taken[k] = best
		out = append(out, Alternative{Act: r.model.Act.classes[best], Confidence: s.p[best]})
	}
	return out
}

// taskReading is one start_task's agent, where in the message it was
// asked, and how sure the task head is.
type taskReading struct {
	name     string
	from, to int // byte span
	conf     float64
	sure     bool
}

// tasks reads the agent of each start_task of the act: the whole message
// for one, the likeliest clauses in order for several.
func (r *Reader) tasks(s *scratch, act string) ([]taskReading, float64) {
	k := taskCount(act)
	if k == 0 || r.task == nil {
		return nil, 1
	}
	h := r.task.Head
	msg := &s.msg
	if k == 1 {
		s.q = h.probs(msg.forTask(), s.q)
		c := argmax(s.q)
		s.tasks = append(s.tasks[:0], taskReading{name: h.classes[c], to: len(msg.text), conf: s.q[c], sure: float32(s.q[c]) >= r.task.Threshold[c]})
		return s.tasks, s.q[c]
	}
	all := s.tasks[:0]
	for _, cl := range clauses(msg) {
		r.di.analyse(msg.text[cl[0]:cl[1]], &Moment{}, &s.sub)
		s.q = h.probs(s.sub.forTask(), s.q)
		c := argmax(s.q)
		all = append(all, taskReading{name: h.classes[c], from: cl[0], to: cl[1], conf: s.q[c], sure: float32(s.q[c]) >= r.task.Threshold[c]})
	}
	s.tasks = all
	if len(all) > k {
		keep := append([]taskReading(nil), all...)
		sort.SliceStable(keep, func(a, b int) bool { return keep[a].conf > keep[b].conf })
		keep = keep[:k]
		sort.SliceStable(keep, func(a, b int) bool { return keep[a].from < keep[b].from })
		all = keep
	}
	conf := 1.0
	for _, t := range all {
		conf *= t.conf
	}
	return all, conf
}

// role is the slot a value fills, or -1.
type role struct {
	slot int
	conf float64
}

// roles says which slot each value fills; a money-moving role the fixed
// cue check disagrees with makes the reading unsure.
func (r *Reader) roles(s *scratch, m *Moment, agent string, others []string, out *Reading) []role {
	msg := &s.msg
	rs := slices.Grow(s.roles[:0], len(msg.vals))[:len(msg.vals)]
	s.roles = rs
	for i := range msg.vals {
		v := &msg.vals[i]
		rs[i] = role{slot: -1}
		if v.chat {
			continue // "a 12 hr shift": no value of any slot (values.go)
		}
		if v.owner {
			rs[i] = role{slot: v.slots[0], conf: 1} // R29's form says whose secret it is
			continue
		}
		if si := r.di.everyNamed(msg, v); si >= 0 {
			rs[i] = role{slot: si, conf: 1} // "both accounts" names its slot
			continue
		}
		for _, si := range v.slots {
			s.feats = r.di.roleFeats(msg, v, si, m, agent, others, s.feats[:0])
			s.q = r.model.Role.probs(s.feats, s.q)
			if s.q[1] > 0.5 && s.q[1] > rs[i].conf {
				rs[i] = role{slot: si, conf: s.q[1]}
			}
		}
		if rs[i].slot < 0 {
			continue
		}
		if r.di.slots[rs[i].slot].moves {
			out.Confidence *= rs[i].conf
			if r.di.cueDisagrees(msg, v, rs[i].slot) {
				out.Sure, out.Doubt = false, "the words around "+v.text+" disagree with its role"
			} else if rs[i].conf < 0.9 {
				out.Sure, out.Doubt = false, "unsure which slot "+v.text+" fills"
			}
		}
	}
	return rs
}

// yesGate is R50's fixed gate of an approval: a yes-word or yes-phrase of
// the lexicon in the message.
func yesGate(text string) bool {
	rd := reading.Read(text)
	if rd.Is(reading.Yes) {
		return true
	}
	for _, w := range rd.Words() {
		if reading.StrongYes.Word(w) {
			return true
		}
	}
	return false
}
