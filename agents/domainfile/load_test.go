package domainfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// base is a valid file the cases below change.
const base = `name: t
servers:
  rx: { command: node }
agents:
  - name: a
    tool: rx/x
`

func env(vars map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := vars[k]; return v, ok }
}

// Every static mistake is said at its place, FILE:LINE:COL, with the
// closest names for a typo (R35).
func TestLoadMistakes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		src  string
		want []string // "LINE:COL: part of the message", in file order
	}{
		{"yaml syntax", "name: [t\n", []string{"1:7: YAML: "}},
		{"unknown top key", strings.Replace(base, "name: t", "name: t\ngreting: hi", 1),
			[]string{`2:1: unknown key "greting" in the domain (did you mean "greeting"?)`}},
		{"unknown agent key", base + "    tol: rx/y\n", []string{`7:5: unknown key "tol" in an agent (did you mean "tool"?)`}},
		{"unknown slot key", base + "    slots:\n      q: { questoin: hi }\n", []string{`8:12: unknown key "questoin" in slot q (did you mean "question"?)`}},
		{"unknown server key", strings.Replace(base, "{ command: node }", "{ comand: node }", 1),
			[]string{"3:3: server rx has neither command", `3:9: unknown key "comand" in server rx (did you mean "command"?)`}},
		{"unknown agent in by", base + "    requires: [ { fact: f, by: sign-in } ]\n  - name: sign_in\n    tool: rx/s\n    sets: { f: \"true\" }\n",
			[]string{`7:32: unknown agent "sign-in" in by (did you mean "sign_in"?)`}},
		{"missing variable", strings.Replace(base, "{ command: node }", "\n    command: node\n    env: { T: \"x-${RX_TOKEN}\" }", 1),
			[]string{"5:18: ${RX_TOKEN} is not set in the environment"}},
		{"bad approval", base + "    approval: sometimes\n", []string{`7:15: approval must be auto, always or never, not "sometimes"`}},
		{"bad trust", strings.Replace(base, "{ command: node }", "{ command: node, trust: yes }", 1),
			[]string{`3:31: server rx: trust must be trusted or untrusted, not "yes"`}},
		{"bad timeout", strings.Replace(base, "{ command: node }", "{ command: node, timeout: 20 seconds }", 1),
			[]string{`3:33: server rx: timeout "20 seconds" is not a duration`}},
		{"zero timeout", strings.Replace(base, "{ command: node }", "{ command: node, timeout: 0s }", 1),
			[]string{`3:33: server rx: timeout 0s must be more than 0`}},
		{"agent twice", base + "  - name: a\n    tool: rx/y\n", []string{"7:11: agent a is declared twice"}},
		{"unknown server", strings.Replace(base, "rx/x", "rxx/x", 1), []string{`6:11: unknown server "rxx" in rxx/x (did you mean "rx"?)`}},
		{"tool not server/tool", strings.Replace(base, "rx/x", "x", 1), []string{`6:11: a tool is named server/tool`}},
		{"agent without name", strings.Replace(base, "name: a", "title: A", 1), []string{"5:5: an agent has no name"}},
		{"agent without tool", strings.Replace(base, "    tool: rx/x\n", "", 1), []string{"5:11: agent a has no tool"}},
		{"agent named concierge", strings.Replace(base, "name: a", "name: concierge", 1), []string{`5:11: agent name "concierge" is the concierge's own`}},
		{"agent name of two words", strings.Replace(base, "name: a", "name: my agent", 1), []string{`5:11: agent name "my agent" must be one word`}},
		{"domain without name", strings.Replace(base, "name: t\n", "", 1), []string{"1:1: the domain has no name"}},
		{"domain without agents", "name: t\nagents: []\n", []string{"2:1: the domain has no agents"}},
		{"key twice", base + "    title: A\n    title: B\n", []string{`8:5: "title" is given twice in an agent`}},
		{"bad pattern", base + "    slots:\n      q: { pattern: \"a(\" }\n", []string{`8:21: slot q: pattern "a(" does not compile`}},
		{"remember without fact", base + "    slots:\n      q: { remember: true }\n", []string{"8:12: slot q: remember needs fact:"}},
		{"bad kind", base + "    slots:\n      q: { kind: txt }\n", []string{`8:18: slot q: kind must be one of text, enum, pattern, number, money, secret, not "txt" (did you mean "text"?)`}},
		{"requirement never met", base + "    requires: [ { fact: f, by: b } ]\n  - name: b\n    tool: rx/y\n",
			[]string{"7:32: agent b never sets the fact f that a requires"}},
		{"server without transport", strings.Replace(base, "{ command: node }", "{ trust: trusted }", 1), []string{"3:3: server rx has neither command"}},
		{"server with both", strings.Replace(base, "{ command: node }", "{ command: node, url: \"http://h/mcp\" }", 1), []string{"3:3: server rx has both command: and url:"}},
		{"bad url", strings.Replace(base, "{ command: node }", "{ url: \"ftp://h/mcp\" }", 1), []string{`3:14: server rx: url "ftp://h/mcp" is not an http or https address`}},
		{"bad pointer", base + "    sets: { f: /a~2 }\n", []string{`7:16: sets.f: "/a~2" is not a JSON Pointer`}},
		{"binary unknown", strings.Replace(base, "{ command: node }", "{ command: \"${CONCIERGE}\" }", 1), []string{"3:19: ${CONCIERGE} is not known here"}},
		{"bad variable name", strings.Replace(base, "{ command: node }", "{ command: \"${1X}\" }", 1), []string{"3:19: ${1X} is not a variable name"}},
		{"unclosed variable", strings.Replace(base, "{ command: node }", "{ command: \"${X\" }", 1), []string{"3:19: unclosed ${"}},
		{"fact key", base + "facts: { f: { valeu: x } }\n", []string{`7:15: unknown key "valeu" in fact f (did you mean "value"?)`}},
		{"not a list", "name: t\nagents: { a: b }\n", []string{"2:9: agents must be a list, not a mapping"}},
		{"examples not text", base + "    examples: [ { a: b } ]\n", []string{"7:17: each item of examples must be text, not a mapping"}},
		{"two documents", base + "---\nname: u\n", []string{"8:1: one domain a file"}},
		{"several at once", strings.Replace(base, "name: t", "name: t\ngreting: hi", 1) + "    approval: maybe\n    tol: x\n",
			[]string{`2:1: unknown key "greting"`, `8:15: approval must be`, `9:5: unknown key "tol"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := Parse("dom.yaml", []byte(tc.src), Options{})
			if err == nil {
				t.Fatalf("no error for\n%s", tc.src)
			}
			got := Problems(err)
			if len(got) != len(tc.want) {
				t.Fatalf("got %d problems, want %d:\n%v", len(got), len(tc.want), err)
			}
			for i, w := range tc.want {
				if s := got[i].String(); !strings.HasPrefix(s, "dom.yaml:"+w[:strings.Index(w, " ")]) || !strings.Contains(s, w[strings.Index(w, " ")+1:]) {
					t.Errorf("problem %d = %q\nwant      dom.yaml:%s", i, s, w)
				}
			}
		})
	}
}

// The spec's example and the shipped pharmacy load; what Load resolves
// is resolved against the file's folder and the given environment only.
func TestLoadResolves(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "server.js"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	src := `name: pharmacy
greeting: "Hello, I am the pharmacy helper. I can help you with:"
facts: { signed_in: { value: "false", auth: true }, region: eu, beta: false }
servers:
  rx:
    command: node
    args: ["server.js", "--port", "not-here.js", "${CONCIERGE}"]
    env: { RX_TOKEN: "${RX_TOKEN}" }
    trust: trusted
    timeout: 20s
  built:
    command: "${CONCIERGE}"
    args: [example-server, notes]
    cwd: data
  local:
    command: ./bin/server
  docs:
    url: http://127.0.0.1:8931/mcp
    headers: { Authorization: "Bearer ${DOCS_TOKEN}" }
agents:
  - name: sign_in
    title: Sign-in Agent
    intro: Sign in to your pharmacy account.
    expose: false
    tool: rx/sign_in
    slots:
      member_id: { question: "What is your member id?", pattern: "^M[0-9]{5}$" }
      pin: { secret: true }
    sets: { signed_in: "true", member: /member_id }
  - name: refill
    title: Refill Agent
    intro: Refill a prescription.
    requires: [ { fact: signed_in, by: sign_in, need: signing in } ]
    tool: rx/refill
    approval: always
    also: [rx/list_prescriptions, docs/search]
    reply: "Refill {refill_id} is on its way."
    artifact: false
`
	path := filepath.Join(dir, "pharmacy.yaml")
	opts := Options{Binary: "/opt/concierge", LookupEnv: env(map[string]string{"RX_TOKEN": "t0k", "DOCS_TOKEN": "d0c"})}
	s, err := Parse(path, []byte(src), opts)
	if err != nil {
		t.Fatal(err)
	}
	rx, built, local, docs := s.Server("rx"), s.Server("built"), s.Server("local"), s.Server("docs")
	if rx == nil || built == nil || local == nil || docs == nil {
		t.Fatalf("servers = %+v", s.Servers)
	}
	wantArgs := []string{filepath.Join(dir, "server.js"), "--port", "not-here.js", "/opt/concierge"}
	if strings.Join(rx.Args, " ") != strings.Join(wantArgs, " ") || rx.Command != "node" || rx.Dir != dir {
		t.Errorf("rx = %+v, want args %v, command node, dir %s", rx, wantArgs, dir)
	}
	if rx.Env["RX_TOKEN"] != "t0k" || !rx.Trusted || rx.Timeout.String() != "20s" {
		t.Errorf("rx env %v, trusted %v, timeout %v", rx.Env, rx.Trusted, rx.Timeout)
	}
	if built.Command != "/opt/concierge" || built.Dir != filepath.Join(dir, "data") || built.Trusted {
		t.Errorf("built = %+v", built)
	}
	if local.Command != filepath.Join(dir, "bin/server") {
		t.Errorf("local command = %q", local.Command)
	}
	if docs.URL != "http://127.0.0.1:8931/mcp" || docs.Headers["Authorization"] != "Bearer d0c" || docs.Dir != "" {
		t.Errorf("docs = %+v", docs)
	}
	if len(s.Facts) != 3 || !s.Facts[0].Auth || s.Facts[0].Value != "false" || s.Facts[1].Value != "eu" || s.Facts[2].Value != "false" || s.Facts[2].Auth {
		t.Errorf("facts = %+v", s.Facts)
	}
	in, re := s.Agent("sign_in"), s.Agent("refill")
	if in.Expose || in.Approval != ApprovalAuto || len(in.Slots) != 2 || in.Slots[0].Name != "member_id" || in.Slots[1].Secret == nil || !*in.Slots[1].Secret {
		t.Errorf("sign_in = %+v", in)
	}
	if len(in.Sets) != 2 || in.Sets[0].Pointer || !in.Sets[1].Pointer || in.Sets[1].Value != "/member_id" {
		t.Errorf("sets = %+v", in.Sets)
	}
	if !re.Expose || re.Approval != ApprovalAlways || re.Tool.String() != "rx/refill" || len(re.Also) != 2 || re.Also[1].String() != "docs/search" {
		t.Errorf("refill = %+v", re)
	}
	if len(re.Requires) != 1 || re.Requires[0].By != "sign_in" || re.Requires[0].Need != "signing in" {
		t.Errorf("requires = %+v", re.Requires)
	}

	// the environment is the one given, never the process's own (PATH is
	// set in any process that runs go test)
	_, err = Parse(path, []byte(strings.Replace(src, "${RX_TOKEN}", "${PATH}", 1)), Options{Binary: "/opt/concierge"})
	if got := Problems(err); len(got) != 2 || !strings.Contains(got[0].Msg, "${PATH} is not set") {
		t.Errorf("without LookupEnv: %v, want ${PATH} and ${DOCS_TOKEN} unset", err)
	}
}

func TestLoadFile(t *testing.T) {
	t.Parallel()
	s, err := Load("../../examples/pharmacy/pharmacy.yaml", Options{})
	if err != nil {
		t.Fatalf("the shipped example does not load:\n%v", err)
	}
	if s.Name != "pharmacy" || len(s.Agents) != 3 || !strings.HasSuffix(s.Servers[0].Args[0], "examples/pharmacy/rx-server.js") {
		t.Errorf("pharmacy = %+v", s)
	}
	dir := t.TempDir()
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, []byte("name: x\n"+strings.Repeat("# pad\n", MaxSize/6+1)), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(big, Options{}); err == nil || !strings.Contains(err.Error(), "at most") {
		t.Errorf("Load(big) = %v, want a refusal", err)
	}
	if _, err := Load(filepath.Join(dir, "none.yaml"), Options{}); err == nil {
		t.Error("Load(missing file) gave no error")
	}
	bom := filepath.Join(dir, "bom.yml")
	if err := os.WriteFile(bom, []byte("\ufeff"+base), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(bom, Options{}); err != nil {
		t.Errorf("a BOM: %v", err)
	}
	for name, want := range map[string]bool{"a.yaml": true, "dir/b.YML": true, "bank": false, "x.json": false, " c.yaml ": true} {
		if IsFile(name) != want {
			t.Errorf("IsFile(%q) = %v", name, !want)
		}
	}
}
