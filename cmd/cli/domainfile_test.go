package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

const pharmacy = "../../examples/pharmacy/pharmacy.yaml"

// runWith runs the command tree with the binary's own options (its way
// of starting MCP servers), an empty environment and a fresh data dir.
func runWith(t *testing.T, o Options, stdin string, args ...string) cliRun {
	t.Helper()
	var out, errOut bytes.Buffer
	data := t.TempDir()
	env := func(k string) string {
		if k == "XDG_DATA_HOME" {
			return data
		}
		return ""
	}
	cmd := newRootCmd(ioStreams{In: strings.NewReader(stdin), Out: &out, ErrOut: &errOut, InFd: -1, Getenv: env}, o)
	cmd.SetArgs(args)
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	err := cmd.Execute()
	return cliRun{out: out.String(), errOut: errOut.String(), err: err}
}

// fakeServers starts the fake pharmacy for every domain file, and
// records that its servers were stopped.
func fakeServers(rx *domainfiletest.Provider, stopped *int) StartServers {
	return func(_ context.Context, servers []mcp.ServerSpec) (mcp.Provider, func(), error) {
		return rx, func() { *stopped++ }, nil
	}
}

// concierge check: every static mistake as FILE:LINE:COL, exit 1; a
// sound file exits 0, statically until an MCP client is linked in, and
// against the servers when the binary can start them (R35).
func TestCheckCommand(t *testing.T) {
	t.Parallel()
	// with the MCP client linked in, check starts the example's own node
	// server: it passes where node is, and says the server did not start
	// where it is not
	r := runWith(t, Options{}, "", "check", pharmacy)
	if _, err := exec.LookPath("node"); err != nil {
		t.Logf("node is not installed: the pharmacy's server cannot start here")
		if r.err == nil || !strings.Contains(r.all(), "rx") {
			t.Errorf("check without node: %v\n%s", r.err, r.all())
		}
	} else if r.err != nil || !strings.Contains(r.out, "ok   "+pharmacy+" (3 agents, 1 server)") {
		t.Errorf("check against the node server: %v\n%s", r.err, r.all())
	}

	stopped := 0
	r = runWith(t, Options{StartServers: fakeServers(domainfiletest.Pharmacy(), &stopped)}, "", "check", pharmacy)
	if r.err != nil || !strings.Contains(r.out, "ok   "+pharmacy+" (3 agents, 1 server)") || stopped != 1 {
		t.Errorf("check against the servers: %v, stopped %d\n%s", r.err, stopped, r.all())
	}

	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	src, _ := os.ReadFile(pharmacy)
	broken := strings.Replace(strings.Replace(string(src), "greeting:", "greting:", 1), "by: sign_in", "by: signin", 1)
	if err := os.WriteFile(bad, []byte(broken), 0o600); err != nil {
		t.Fatal(err)
	}
	r = runWith(t, Options{}, "", "check", bad, pharmacy)
	wantExit(t, r.err, 1, "")
	wantInOrder(t, r.out,
		bad+`:9:1: unknown key "greting" in the domain (did you mean "greeting"?)`,
		bad+`:37:40: unknown agent "signin" in by (did you mean "sign_in"?)`,
		"FAIL "+bad, "ok   "+pharmacy)

	// a mistake only the server shows is an error for check
	typo := filepath.Join(dir, "typo.yaml")
	if err := os.WriteFile(typo, []byte(strings.Replace(string(src), "tool: rx/refill", "tool: rx/refil", 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	r = runWith(t, Options{StartServers: fakeServers(domainfiletest.Pharmacy(), &stopped)}, "", "check", typo)
	wantExit(t, r.err, 1, "")
	if !strings.Contains(r.out, typo+`:46:11: agent refill is unavailable: server rx has no tool "refil" (closest: refill)`) {
		t.Errorf("check:\n%s", r.all())
	}
	r = runWith(t, Options{}, "", "check")
	if r.err == nil {
		t.Error("check with no file succeeded")
	}
}

// concierge agents --domain FILE lists each MCP tool with its arguments,
// annotations and approval policy.
func TestAgentsOfDomainFile(t *testing.T) {
	t.Parallel()
	stopped := 0
	r := runWith(t, Options{StartServers: fakeServers(domainfiletest.Pharmacy(), &stopped)}, "", "agents", "--domain", pharmacy, "--json")
	if r.err != nil {
		t.Fatalf("%v\n%s", r.err, r.all())
	}
	var infos []agentInfo
	if err := json.Unmarshal([]byte(r.out), &infos); err != nil {
		t.Fatalf("%v\n%s", err, r.out)
	}
	var raw []map[string]any
	_ = json.Unmarshal([]byte(r.out), &raw)
	if len(infos) != 3 || infos[2].Name != "refill" || len(infos[2].Tools) != 2 {
		t.Fatalf("agents = %+v", infos)
	}
	refill, list := infos[2].Tools[0], infos[2].Tools[1]
	if refill.Server != "rx" || refill.Approval != "always" || !refill.Sensitive || !refill.SideEffects || *refill.Trusted != true {
		t.Errorf("refill = %+v", refill)
	}
	if list.Approval != "auto" || list.Sensitive || list.SideEffects || !list.Annotations["readOnlyHint"] {
		t.Errorf("list_prescriptions = %+v", list)
	}
	if in := infos[0].Tools[0]; in.Approval != "never" || in.Sensitive || !in.SideEffects || strings.Join(in.SecretArguments, ",") != "pin" {
		t.Errorf("sign_in = %+v", in)
	}
	if args := raw[2]["tools"].([]any)[0].(map[string]any)["arguments"].(map[string]any)["required"]; len(args.([]any)) != 2 {
		t.Errorf("refill arguments = %v", args)
	}

	r = runWith(t, Options{StartServers: fakeServers(domainfiletest.Pharmacy(), &stopped)}, "", "agents", "--domain", pharmacy)
	wantInOrder(t, r.out, "sign_in — Sign-in",
		"tool rx/sign_in(member_id, pin [secret]) [trusted; approval never: runs without asking; side effects]",
		"refill — Refill", "slot rx_id (pattern): Which prescription (its RX number)?",
		"tool rx/refill(quantity, rx_id) [trusted; approval always: asks every call; side effects]",
		"tool rx/list_prescriptions() [trusted; approval auto: runs without asking; readOnlyHint=true]")
}

// A conversation on a domain file through chat --plain: the servers are
// started for the session and stopped after it.
func TestChatOnDomainFile(t *testing.T) {
	t.Parallel()
	rx := domainfiletest.Pharmacy()
	stopped := 0
	in := "refill my prescription\nM12345 4321\nRX200\n1\nyes\n/quit\n"
	r := runWith(t, Options{StartServers: fakeServers(rx, &stopped)}, in, "chat", "--plain", "--domain", pharmacy)
	if r.err != nil {
		t.Fatalf("%v\n%s", r.err, r.all())
	}
	wantInOrder(t, r.out, "What is your member id?", "Welcome back, Ada.", "Which prescription",
		"Order a refill of prescription RX200, quantity 1?", "Refill F-7 of RX200 is on its way.")
	if strings.Contains(r.all(), "4321") || rx.CallsOf("refill") != 1 || stopped != 1 {
		t.Errorf("PIN shown %v, refills %d, servers stopped %d\n%s", strings.Contains(r.all(), "4321"), rx.CallsOf("refill"), stopped, r.all())
	}
	r = runWith(t, Options{}, "", "chat", "--plain", "--domain", "missing.yaml")
	wantExit(t, r.err, 2, "missing.yaml")
}

// A scenario's domain line names a file relative to the scenario (R35).
func TestReplayDomainFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	src, _ := os.ReadFile(pharmacy)
	if err := os.MkdirAll(filepath.Join(dir, "domains"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "domains", "pharmacy.yaml"), src, 0o600); err != nil {
		t.Fatal(err)
	}
	sc := filepath.Join(dir, "refill.scenario")
	if err := os.WriteFile(sc, []byte(`domain domains/pharmacy.yaml
> I'd like to refill a prescription
expect speaker sign_in
expect stack refill
> my member id is M12345 and my PIN is 4321
expect fact signed_in true
expect speaker refill
> RX100
> 2
expect approval ^Order a refill of prescription RX100, quantity 2\?$
approve
expect reply Refill F-7 of RX100 is on its way
`), 0o600); err != nil {
		t.Fatal(err)
	}
	stopped := 0
	rx := domainfiletest.Pharmacy()
	r := runWith(t, Options{StartServers: fakeServers(rx, &stopped)}, "", "replay", sc)
	if r.err != nil || !strings.Contains(r.out, "ok   "+sc) || stopped != 1 || rx.CallsOf("refill") != 1 {
		t.Errorf("replay: %v, stopped %d\n%s", r.err, stopped, r.all())
	}
}
