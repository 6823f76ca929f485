package mcp

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

func init() {
	// tell: a server that says its token on stderr, and fails
	modes["tell"] = func() {
		fmt.Fprintln(os.Stderr, "using token "+os.Getenv("GH_TOKEN"))
		os.Exit(1)
	}
}

const token = "ghp_s3cret+value/x"

// secretSpec is a stdio server given token in its args and env, as a
// domain file's ${GH_TOKEN} gives it.
func secretSpec(name, mode string) ServerSpec {
	spec := stdioSpec(name, mode)
	spec.Args = append(spec.Args, "--token", token)
	spec.Env["GH_TOKEN"] = token
	spec.Written = Written{Command: "github-mcp-server", Args: []string{"stdio", "--token", "${GH_TOKEN}"}}
	spec.Secrets = []Secret{{Name: "GH_TOKEN", Value: token}}
	return spec
}

// A value expanded from ${VAR} shows as ${VAR} in every text derived from
// its server: start errors (the command, the reason, stderr), the log,
// call results and errors (R55).
func TestSecretsNeverShow(t *testing.T) {
	t.Parallel()
	var l logs
	ghost := ServerSpec{Name: "ghost", Command: "no-such-server-" + token, Written: Written{Command: "no-such-server-${GH_TOKEN}"},
		Secrets: []Secret{{Name: "GH_TOKEN", Value: token}}}
	web := ServerSpec{Name: "web", URL: "http://127.0.0.1:1/mcp?k=" + token, Written: Written{URL: "http://127.0.0.1:1/mcp?k=${GH_TOKEN}"},
		Secrets: []Secret{{Name: "GH_TOKEN", Value: token}}}
	set := startSet(t, []ServerSpec{secretSpec("rx", "tell"), secretSpec("ok", "serve"), ghost, web}, Options{OnLog: l.add})
	var texts []string
	for _, name := range []string{"rx", "ghost", "web"} {
		_, err := set.Tools(name)
		if err == nil {
			t.Fatalf("%s started", name)
		}
		texts = append(texts, err.Error())
	}
	if !strings.Contains(texts[0], `(github-mcp-server stdio --token ${GH_TOKEN}) did not start`) || !strings.Contains(texts[0], "| using token ${GH_TOKEN}") {
		t.Errorf("rx: %s", texts[0])
	}
	if !strings.Contains(texts[2], `(http://127.0.0.1:1/mcp?k=${GH_TOKEN}) did not start`) {
		t.Errorf("web: %s", texts[2])
	}
	ctx := context.Background()
	r, err := set.Call(ctx, "ok", "echo", map[string]any{"text": "the token is " + token}, nil)
	if err != nil || r.Text != "the token is ${GH_TOKEN}" {
		t.Errorf("echo: %+v, %v", r, err)
	}
	r, err = set.Call(ctx, "ok", "env", nil, nil)
	if err != nil || !strings.Contains(r.Text, "GH_TOKEN=${GH_TOKEN}") {
		t.Errorf("env: %+v, %v", r, err)
	}
	texts = append(texts, r.Text)
	if _, err := set.Call(ctx, "ok", "log", map[string]any{"text": "auth with " + token}, nil); err != nil {
		t.Fatal(err)
	}
	_, err = set.Call(ctx, "rx", "echo", nil, nil)
	texts = append(texts, err.Error())
	eventually(t, "the log line", func() bool { return l.has("notes: auth with ${GH_TOKEN}") })
	texts = append(texts, l.String())
	for _, text := range texts {
		for _, spelling := range spellings(token) {
			if strings.Contains(text, spelling) {
				t.Errorf("the token shows (as %q):\n%s", spelling, text)
			}
		}
	}
}

func TestMasker(t *testing.T) {
	m := newMasker([]Secret{{"TOKEN", "ab\"c d/e"}, {"LONGER", "ab\"c d/e-f"}, {"ONE", "1"}, {"EMPTY", ""}})
	for in, want := range map[string]string{
		`as is: ab"c d/e and ab"c d/e-f`:         `as is: ${TOKEN} and ${LONGER}`,
		`quoted: "ab\"c d/e"`:                    `quoted: "${TOKEN}"`,
		`in a URL: ?k=ab%22c+d%2Fe&x=ab%22c%20d`: `in a URL: ?k=${TOKEN}&x=ab%22c%20d`,
		`path ab%22c%20d%2Fe`:                    `path ${TOKEN}`,
		"127.0.0.1 v1 1":                         "127.0.0.1 v1 ${ONE}",
		"nothing here":                           "nothing here",
	} {
		if got := m.mask(in); got != want {
			t.Errorf("mask(%q) = %q, want %q", in, got, want)
		}
	}
	r := m.result(Result{Text: "x", Structured: map[string]any{"k": []any{`ab"c d/e`}}, Artifacts: []Artifact{{Title: "ab\"c d/e-f"}}})
	if fmt.Sprint(r.Structured) != "map[k:[${TOKEN}]]" || r.Artifacts[0].Title != "${LONGER}" {
		t.Errorf("result: %+v", r)
	}
	if got := (masker{}).mask("ab"); got != "ab" {
		t.Errorf("the zero masker changed %q", got)
	}
}
