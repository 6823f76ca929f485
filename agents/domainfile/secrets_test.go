package domainfile

import (
	"fmt"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/mcp"
)

// What a ${VAR} expanded to in a server's command, args, env, url or
// headers is that server's secret; the server keeps its command and url
// as written, for messages to quote (R55). ${CONCIERGE} is no secret.
func TestServerSecretsAndWritten(t *testing.T) {
	t.Parallel()
	src := `name: t
servers:
  gh:
    command: github-mcp-server
    args: ["stdio", "--token", "${GITHUB_TOKEN}", "${CONCIERGE}"]
    env: { GH_HOST: "${GH_HOST}" }
  web:
    url: "https://example.test/mcp?k=${OPENAI_API_KEY}"
    headers: { Authorization: "Bearer ${GITHUB_TOKEN}" }
agents:
  - name: a
    tool: gh/x
  - name: b
    tool: web/y
`
	vars := map[string]string{"GITHUB_TOKEN": "ghp_x1234", "OPENAI_API_KEY": "sk-s3cret", "GH_HOST": "gh.internal"}
	s, err := Parse("t.yaml", []byte(src), Options{Binary: "/opt/concierge", LookupEnv: env(vars)})
	if err != nil {
		t.Fatal(err)
	}
	gh, web := s.Server("gh"), s.Server("web")
	if got := fmt.Sprint(gh.Secrets); got != "[{GITHUB_TOKEN ghp_x1234} {GH_HOST gh.internal}]" {
		t.Errorf("gh secrets = %s", got)
	}
	if got := fmt.Sprint(web.Secrets); got != "[{OPENAI_API_KEY sk-s3cret} {GITHUB_TOKEN ghp_x1234}]" {
		t.Errorf("web secrets = %s", got)
	}
	want := mcp.Written{Command: "github-mcp-server", Args: []string{"stdio", "--token", "${GITHUB_TOKEN}", "${CONCIERGE}"}}
	if fmt.Sprint(gh.Written) != fmt.Sprint(want) || gh.Args[2] != "ghp_x1234" {
		t.Errorf("gh written = %+v, args %q", gh.Written, gh.Args)
	}
	if web.Written.URL != "https://example.test/mcp?k=${OPENAI_API_KEY}" || web.URL != "https://example.test/mcp?k=sk-s3cret" {
		t.Errorf("web = %q, written %q", web.URL, web.Written.URL)
	}

	// a url that is no address is quoted as written
	_, err = Parse("t.yaml", []byte(strings.Replace(src, "https://example.test", "ftp://example.test", 1)), Options{LookupEnv: env(vars)})
	if err == nil || strings.Contains(err.Error(), "sk-s3cret") || !strings.Contains(err.Error(), "${OPENAI_API_KEY}") {
		t.Errorf("the url's mistake: %v", err)
	}
}
