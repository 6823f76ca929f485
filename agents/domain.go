package agents

import (
	"fmt"
	"sort"
	"strings"
)

// Domain is a set of agents that serve one kind of user, with the words the
// concierge uses around them.
type Domain struct {
	Name string
	// Greeting opens the welcome and the capability list; Again opens the
	// list when a task is done; Closing ends both.
	Greeting string
	Again    string
	Closing  string
	// ListNames shows each capability as "Name: Intro" (seed 000's style).
	ListNames bool
	Agents    []*Agent
	// Facts are present from the start (authenticated=false…), so that a
	// scenario or the status of a session can always read them.
	Facts map[string]string
	// SignedOut are the facts of a signed-out user (authenticated=false):
	// a resumed session starts signed out, so the user signs in again
	// (R29); an authentication is never resumed from disk.
	SignedOut map[string]string
	// KnownSecret reports a value that is the secret of a user the
	// domain's back end knows (the demo's password): typed alone, anywhere,
	// it is masked at once, before it is shown or stored (R29, issue 24).
	// nil knows none.
	KnownSecret func(value string) bool
}

// Agent returns the named agent, or nil.
func (d *Domain) Agent(name string) *Agent {
	for _, a := range d.Agents {
		if a.Name == name {
			return a
		}
	}
	return nil
}

// Names lists the agents' names in declaration order.
func (d *Domain) Names() []string {
	out := make([]string, len(d.Agents))
	for i, a := range d.Agents {
		out[i] = a.Name
	}
	return out
}

// Validate checks the declarations once, when the domain is built.
func (d *Domain) Validate() error {
	known := map[string]bool{}
	for _, a := range d.Agents {
		if known[a.Name] {
			return fmt.Errorf("domain %s: agent %s declared twice", d.Name, a.Name)
		}
		if a.Name == ConciergeName {
			return fmt.Errorf("domain %s: %q is reserved for the concierge", d.Name, a.Name)
		}
		known[a.Name] = true
	}
	for _, a := range d.Agents {
		if err := a.validate(known); err != nil {
			return fmt.Errorf("domain %s: %w", d.Name, err)
		}
	}
	return nil
}

// ConciergeName is the built-in agent for chit-chat, unknown and
// out-of-scope requests; it is always a legal routing choice (R3).
const ConciergeName = "concierge"

// Domains names the domains a binary serves, each by its constructor.
// Constructors build fresh agents, so two sessions never share
// declarations by accident. Names are lower case: New reads the name it
// is given in lower case.
type Domains map[string]func() *Domain

// New builds the named domain and checks its declarations.
func (ds Domains) New(name string) (*Domain, error) {
	build, ok := ds[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		return nil, fmt.Errorf("unknown domain %q (choose one of: %s)", name, strings.Join(ds.Names(), ", "))
	}
	d := build()
	if err := d.Validate(); err != nil {
		return nil, err
	}
	return d, nil
}

// Names lists the domains' names in order.
func (ds Domains) Names() []string {
	out := make([]string, 0, len(ds))
	for n := range ds {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
