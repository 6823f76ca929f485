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
	}
	return r, nil
}
