package concierge_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/concierge/scenario"
)

// A scenario's domain line may name a domain file, relative to the
// scenario; the replay's LoadDomain builds it (and stops its servers).
func TestReplayDomainFileLine(t *testing.T) {
	t.Parallel()
	sc, err := scenario.LoadScenario("../examples/pharmacy/refill.scenario")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{}); err == nil || !strings.Contains(err.Error(), "pharmacy.yaml cannot be loaded here") {
		t.Errorf("Replay without LoadDomain: %v", err)
	}
	var asked string
	stopped := false
	rep, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{LoadDomain: func(path string) (*agents.Domain, func(), error) {
		asked = path
		spec, err := domainfile.Load(path, domainfile.Options{})
		if err != nil {
			return nil, nil, err
		}
		d, _ := spec.Domain(domainfiletest.Pharmacy())
		return d, func() { stopped = true }, nil
	}})
	if err != nil {
		t.Fatal(err)
	}
	if asked != filepath.Join("..", "examples", "pharmacy", "pharmacy.yaml") || !stopped {
		t.Errorf("LoadDomain(%q), stopped %v", asked, stopped)
	}
	for _, f := range rep.Failures {
		t.Error(f)
	}
}
