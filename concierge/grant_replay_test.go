package concierge_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
)

// R56: a scenario file says "approve session" to allow the tool for the
// rest of the session; the next call of it is not asked. "approve" with
// another word is still refused.
func TestScenarioApproveSession(t *testing.T) {
	t.Parallel()
	src := "domain files.yaml\n> list the directory\nexpect approval (?i)list a directory\napprove session\n> list my files\nexpect reply Listed\n"
	sc, err := scenario.ParseScenario("grant.scenario", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if st := sc.Steps[2]; st.Kind != scenario.StepApprove || st.Text != scenario.ScopeSession {
		t.Fatalf("step = %+v", st)
	}
	fs := &domainfiletest.Provider{Servers: map[string][]mcp.ToolInfo{"fs": concierge.FsToolsForTest("List a directory.")}}
	rep, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{LoadDomain: func(string) (*agents.Domain, func(), error) {
		spec, err := domainfile.Parse("files.yaml", []byte(concierge.FilesForTest), domainfile.Options{Pins: filepath.Join(t.TempDir(), "pins.json")})
		if err != nil {
			return nil, nil, err
		}
		d, _ := spec.Domain(fs)
		return d, func() {}, nil
	}})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Failures {
		t.Error(f)
	}
	if _, waits := rep.Engine.PendingApproval(); waits || fs.CallsOf("list_directory") != 2 {
		t.Errorf("after approve session: %d calls, approval waits %v", fs.CallsOf("list_directory"), waits)
	}
	if _, err := scenario.ParseScenario("bad.scenario", []byte("> hi\napprove forever\n")); err == nil || !strings.Contains(err.Error(), "approve takes no argument, or \"session\"") {
		t.Errorf("approve forever: %v", err)
	}
}
