package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
)

// check says every mistake of a file in one run, in file order: a key it
// does not know and a tool the server lacks together (issue 27: the
// unknown key stopped check before the tools were looked at). A server
// whose own declaration is wrong is not started, and its mistake is said
// once.
func TestCheckSaysEveryMistakeAtOnce(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile(pharmacy)
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	broken := strings.NewReplacer("greeting:", "greting:", "tool: rx/refill", "tool: rx/refil",
		"description: Lists the member's", "descripton: Lists the member's").Replace(string(src))
	if err := os.WriteFile(bad, []byte(broken), 0o600); err != nil {
		t.Fatal(err)
	}
	stopped := 0
	r := runWith(t, Options{StartServers: fakeServers(domainfiletest.Pharmacy(), &stopped)}, "", "check", bad)
	wantExit(t, r.err, 1, "")
	want := bad + `:9:1: unknown key "greting" in the domain (did you mean "greeting"?)
` + bad + `:35:5: unknown key "descripton" in an agent (did you mean "description"?)
` + bad + `:46:11: agent refill is unavailable: server rx has no tool "refil" (closest: refill)
FAIL ` + bad + "\n"
	if r.out != want || stopped != 1 {
		t.Errorf("check said:\n%s\nwant\n%s(servers stopped %d times)", r.out, want, stopped)
	}

	// a server whose declaration is wrong is not started: its agents'
	// tools are not checked, and its mistake is not said twice
	env := filepath.Join(t.TempDir(), "env.yaml")
	withVar := strings.NewReplacer("greeting:", "greting:", "    timeout: 20s", "    timeout: 20s\n    env: { RX_TOKEN: \"${RX_TOKEN}\" }").Replace(string(src))
	if err := os.WriteFile(env, []byte(withVar), 0o600); err != nil {
		t.Fatal(err)
	}
	started := 0
	r = runWith(t, Options{StartServers: fakeServers(domainfiletest.Pharmacy(), &started)}, "", "check", env)
	wantExit(t, r.err, 1, "")
	want = env + `:9:1: unknown key "greting" in the domain (did you mean "greeting"?)
` + env + `:18:23: ${RX_TOKEN} is not set in the environment
FAIL ` + env + "\n"
	if r.out != want || started != 0 {
		t.Errorf("check said:\n%s\nwant\n%s(a server with a mistake started: %d)", r.out, want, started)
	}
}
