package understand

import (
	"slices"

	"github.com/concierge-dev/concierge/agents"
)

// NewWith is a reader of domain d with model m. A domain whose task head
// m does not hold (a domain file's) has one trained from its agents'
// examples.
func NewWith(m *Model, d *agents.Domain) (*Reader, error) {
	r := &Reader{di: newDomainInfo(d), model: m}
	if t := m.task(d.Name); t != nil && slices.Equal(t.Head.classes, r.di.agents) {
		r.task = t
	} else if len(d.Agents) > 0 {
		r.task = domainTask(r.di)
		r.examples = exampleWords(r.di)
	}
	return r, nil
}

// PendingSlots are the slots an approval in d can show, for a Moment at
// an approval when the caller knows no better: those of the agents with
// a side effect and of the agents they require.
func PendingSlots(d *agents.Domain) map[string]string { return pendingSlots(newDomainInfo(d)) }

// IsSecret reports a secret slot of the reader's domain, for
// agents.Command.Format.
func (r *Reader) IsSecret(slot, _ string) bool {
	s := r.di.slot(slot)
	return s != nil && s.slot.Kind == agents.KindSecret
}
