package concierge

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/offline"
)

// TestEngineSharesOfflineRouter: with the offline brain built for the
// domain, the engine routes with the brain's router instead of building
// the same one again at every start (R55).
func TestEngineSharesOfflineRouter(t *testing.T) {
	t.Parallel()
	d := BuiltinDomains()["bank"]()
	b := offline.New(d)
	e, err := New(Config{Domain: d, Brain: b})
	if err != nil {
		t.Fatal(err)
	}
	if e.router == nil || e.router != b.RouterFor(d.Agents) {
		t.Fatal("the engine built a router of its own beside the offline brain's")
	}
	// a brain built for other agents, or another build of them, is not asked
	if b.RouterFor(BuiltinDomains()["insurance"]().Agents) != nil || b.RouterFor(BuiltinDomains()["bank"]().Agents) != nil {
		t.Fatal("the brain offered its router for another domain's agents")
	}
}
