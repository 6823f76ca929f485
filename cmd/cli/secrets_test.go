package cli

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/concierge/telemetry/otlptest"
)

// leakyDomain is a domain file whose servers get secrets from ${VAR}s and
// do not start: one is not installed, one says its token on stderr and
// fails, one is an address nobody answers at.
func leakyDomain(t *testing.T) string {
	t.Helper()
	src := `name: leak
servers:
  gh:
    command: concierge-no-such-github-mcp-server
    args: ["stdio", "--token", "${GITHUB_TOKEN}"]
  talker:
    command: sh
    args: ["-c", "echo using token $0 >&2; exit 1", "${GITHUB_TOKEN}"]
    env: { TOKEN: "${GITHUB_TOKEN}" }
  web:
    url: "http://127.0.0.1:1/mcp?k=${OPENAI_API_KEY}"
    headers: { Authorization: "Bearer ${GITHUB_TOKEN}" }
agents:
  - { name: issues, title: Issues, intro: List issues, description: Lists issues., tool: gh/list_issues }
  - { name: talk, title: Talker, intro: Talk, description: Talks., tool: talker/say }
  - { name: search, title: Search, intro: Search the web, description: Searches., tool: web/search }
`
	path := filepath.Join(t.TempDir(), "leak.yaml")
	if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// R55: a value expanded from ${VAR} into a server's command, args, env,
// URL or headers shows nowhere — not on the terminal of chat, check or
// agents, not in the store's file, not in an export, not in a span — and
// the command is quoted as the file writes it.
func TestServerSecretsShowNowhere(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the talker server is a sh script")
	}
	t.Parallel()
	const ghToken, apiKey = "ghp_Zq81secretToken", "sk-live-4sEcReT"
	file, dir := leakyDomain(t), t.TempDir()
	rcv := otlptest.New(t)
	env := map[string]string{"GITHUB_TOKEN": ghToken, "OPENAI_API_KEY": apiKey, "OTEL_EXPORTER_OTLP_ENDPOINT": rcv.URL}
	var texts []string
	shown := func(what string, r cliRun) {
		texts = append(texts, what+":\n"+r.all())
	}

	chat := runCLIEnv(t, env, "search the web\nhi\n", "chat", "--plain", "--engine", "offline", "--data-dir", dir, "--domain", file)
	shown("chat", chat)
	if !strings.Contains(chat.all(), `MCP server "gh" (concierge-no-such-github-mcp-server stdio --token ${GITHUB_TOKEN}) did not start`) ||
		!strings.Contains(chat.all(), "using token ${GITHUB_TOKEN}") || !strings.Contains(chat.all(), `(http://127.0.0.1:1/mcp?k=${OPENAI_API_KEY})`) {
		t.Errorf("chat does not say why the servers did not start, as the file writes them:\n%s", chat.all())
	}
	check := runCLIEnv(t, env, "", "check", file)
	shown("check", check)
	if !strings.Contains(check.out, "FAIL") || !strings.Contains(check.out, "using token ${GITHUB_TOKEN}") {
		t.Errorf("check:\n%s", check.all())
	}
	shown("agents", runCLIEnv(t, env, "", "agents", "--domain", file))
	shown("agents --json", runCLIEnv(t, env, "", "agents", "--json", "--domain", file))

	list := runCLIEnv(t, env, "", "sessions", "list", "--data-dir", dir)
	lines := strings.Split(strings.TrimSpace(list.out), "\n")
	if len(lines) != 2 {
		t.Fatalf("sessions list = %q, want a header and one session", list.all())
	}
	id := strings.Fields(lines[1])[0]
	for _, args := range [][]string{{"export", id, "--format", "md"}, {"export", id, "--format", "json"}, {"show", id}, {"show", id, "--trace"}} {
		r := runCLIEnv(t, env, "", append(append([]string{"sessions"}, args...), "--data-dir", dir)...)
		if r.err != nil {
			t.Fatalf("sessions %v: %v", args, r.err)
		}
		shown(strings.Join(args[:1], " "), r)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	for _, f := range files {
		if b, err := os.ReadFile(f); err == nil {
			texts = append(texts, f+":\n"+string(b))
		}
	}
	spans := rcv.Spans()
	if len(spans) == 0 {
		t.Error("no spans were exported")
	}
	for _, sp := range spans {
		text := sp.Name + " " + strings.Join(values(sp.Attributes), " ")
		for _, e := range sp.Events {
			text += " " + e.Name + " " + strings.Join(values(e.Attributes), " ")
		}
		texts = append(texts, "span:\n"+text)
	}
	for _, text := range texts {
		for _, secret := range []string{ghToken, apiKey, "secretToken", "sEcReT"} {
			if strings.Contains(text, secret) {
				t.Errorf("%q shows in %s", secret, text)
			}
		}
	}
}
