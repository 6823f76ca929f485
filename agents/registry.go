package agents

import (
	"fmt"
	"strings"
	"sync"
)

// The registry of domains (R39): a domain package registers its
// constructor once, from an init function, and a binary serves every
// domain registered in it. The built-in bank and insurance domains
// register themselves the same way a program's own domain does:
//
//	func init() { agents.Register("travel", travel.Domain) }
//
// A domain file (agents/domainfile) is a constructor too, once its
// servers are started: Register("pharmacy", func() *Domain { … }).

var registry struct {
	mu sync.RWMutex
	m  Domains
}

// Register makes a domain available by name (lower case, as Domains.New
// reads it). Registering a name twice, an empty name or a nil constructor
// is a programming mistake, and panics, as database/sql.Register does.
func Register(name string, build func() *Domain) {
	key := strings.ToLower(strings.TrimSpace(name))
	if key == "" || strings.ContainsAny(key, " \t\n") {
		panic(fmt.Sprintf("agents.Register: domain name %q must be one word", name))
	}
	if build == nil {
		panic("agents.Register: nil constructor for domain " + key)
	}
	registry.mu.Lock()
	defer registry.mu.Unlock()
	if registry.m == nil {
		registry.m = Domains{}
	}
	if _, dup := registry.m[key]; dup {
		panic("agents.Register: domain " + key + " registered twice")
	}
	registry.m[key] = build
}

// Registered returns the registered domains, a copy the caller may add to.
func Registered() Domains {
	registry.mu.RLock()
	defer registry.mu.RUnlock()
	out := make(Domains, len(registry.m))
	for k, v := range registry.m {
		out[k] = v
	}
	return out
}

// Lookup returns the constructor of a registered domain.
func Lookup(name string) (func() *Domain, bool) {
	registry.mu.RLock()
	defer registry.mu.RUnlock()
	build, ok := registry.m[strings.ToLower(strings.TrimSpace(name))]
	return build, ok
}
