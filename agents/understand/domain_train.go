package understand

import (
	"encoding/binary"
	"hash/fnv"
	"sync"

	"github.com/concierge-dev/concierge/agents"
)

// A domain file's agents are trained when it is loaded (R51): only the
// task head, from each agent's examples, name, title and description;
// the act and role heads are shared and slot-name free. The head is
// cached by a hash of everything it is trained from, so loading the same
// file again costs nothing.

var taskCache sync.Map // uint64 → *TaskHead

// domainTask is the task head of a domain the model does not hold.
func domainTask(di *domainInfo) *TaskHead {
	key := domainHash(di.d)
	if t, ok := taskCache.Load(key); ok {
		return t.(*TaskHead)
	}
	var rows []sample
	var msg message
	none := Moment{}
	for c, a := range di.d.Agents {
		texts := append([]string{a.Title, a.Description, a.Intro, a.Task}, a.Examples...)
		for _, t := range texts {
			if t == "" {
				continue
			}
			di.analyse(t, &none, &msg)
			rows = append(rows, sample{feats: append([]uint32(nil), msg.forTask()...), class: c})
		}
	}
	cfg := defaultTrain
	cfg.bits, cfg.epochs = 12, 5
	th := &TaskHead{Domain: di.d.Name, Head: train(append([]string(nil), di.agents...), rows, cfg)}
	th.Threshold = make([]float32, len(di.agents))
	for i := range th.Threshold {
		th.Threshold[i] = unseenOther
	}
	taskCache.Store(key, th)
	return th
}

// domainHash hashes what a domain's task head is trained from, in order.
func domainHash(d *agents.Domain) uint64 {
	h := fnv.New64a()
	put := func(s string) {
		var n [8]byte
		binary.LittleEndian.PutUint64(n[:], uint64(len(s)))
		h.Write(n[:])
		h.Write([]byte(s))
	}
	put(d.Name)
	for _, a := range d.Agents {
		put(a.Name)
		put(a.Title)
		put(a.Description)
		put(a.Intro)
		put(a.Task)
		for _, e := range a.Examples {
			put(e)
		}
		for _, s := range a.Slots {
			put(s.Name)
			put(string(s.Kind))
		}
	}
	return h.Sum64()
}
