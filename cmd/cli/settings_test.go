package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// writeSettings writes a settings file under a new XDG_CONFIG_HOME and
// returns that directory and the file's path.
func writeSettings(t *testing.T, text string) (string, string) {
	t.Helper()
	home := t.TempDir()
	path := filepath.Join(home, "concierge", "config.yaml")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return home, path
}

// modelsAsked are the models a fake server's chat requests named.
func modelsAsked(srv *openaitest.Server) map[string]bool {
	out := map[string]bool{}
	for _, r := range srv.Requests() {
		if r.Chat.Model != "" {
			out[r.Chat.Model] = true
		}
	}
	return out
}

// R56: the settings file sets what the flags set; the environment
// overrides it, and a flag overrides both. `concierge config` says where
// each value came from.
func TestSettingsPrecedence(t *testing.T) {
	t.Parallel()
	srv := openaitest.New(t, func(openaitest.Request) openaitest.Response { return openaitest.Text("Hello.") })
	data := t.TempDir()
	home, path := writeSettings(t, "# mine\nbase-url: "+srv.URL+"\nmodel: from-file\ndata-dir: "+data+"\nrules-first: false\n")
	env := map[string]string{"XDG_CONFIG_HOME": home}

	r := runCLIEnv(t, env, "", "config")
	if r.err != nil {
		t.Fatalf("config: %v\n%s", r.err, r.all())
	}
	wantInOrder(t, r.out, "Settings file: "+path,
		"base-url", srv.URL, path+":2:1",
		"model", "from-file", path+":3:1",
		"engine", "openai", "default",
		"data-dir", data, path+":4:1",
		"rules-first", "false", path+":5:1")

	// the file's server, model and data dir are the session's
	r = runCLIEnv(t, env, "I wonder what an apple share costs these days\n", "chat", "--plain", "--probe=false")
	if r.err != nil || !modelsAsked(srv)["from-file"] {
		t.Fatalf("chat with the file's settings: %v, models %v\n%s", r.err, modelsAsked(srv), r.all())
	}
	if l := runCLI(t, "", -1, "sessions", "list", "--data-dir", data); !strings.Contains(l.out, "apple share") {
		t.Errorf("the session is not in the file's data dir:\n%s", l.all())
	}

	env["CONCIERGE_MODEL"] = "from-env"
	r = runCLIEnv(t, env, "", "config")
	wantInOrder(t, r.out, "model", "from-env", "environment CONCIERGE_MODEL")
	runCLIEnv(t, env, "I wonder what an apple share costs these days\n", "chat", "--plain", "--probe=false")
	if !modelsAsked(srv)["from-env"] {
		t.Errorf("the environment did not override the file: %v", modelsAsked(srv))
	}

	r = runCLIEnv(t, env, "", "config", "--model", "from-flag")
	wantInOrder(t, r.out, "model", "from-flag", "flag --model")
	runCLIEnv(t, env, "I wonder what an apple share costs these days\n", "chat", "--plain", "--probe=false", "--model", "from-flag")
	if !modelsAsked(srv)["from-flag"] {
		t.Errorf("the flag did not override the environment: %v", modelsAsked(srv))
	}
}

// R56: eval takes rules first only from its own flag: a settings file
// and the environment that turn it on for chatting leave eval measuring
// the model alone.
func TestEvalIgnoresRulesFirstSettings(t *testing.T) {
	t.Parallel()
	srv := openaitest.New(t, func(openaitest.Request) openaitest.Response { return openaitest.Text("I am not sure.") })
	home, _ := writeSettings(t, "base-url: "+srv.URL+"\nrules-first: true\n")
	file := writeScenario(t, "stock.scenario", "domain bank\n> what's the price of AAPL?\nexpect reply (?i)trading at\n")
	env := map[string]string{"XDG_CONFIG_HOME": home, "CONCIERGE_RULES_FIRST": "true"}
	r := runCLIEnv(t, env, "", "eval", file)
	wantExit(t, r.err, 1, "")
	if first, _, _ := strings.Cut(r.out, "\n"); !strings.Contains(first, "the model alone") {
		t.Errorf("first line = %q", first)
	}
	r = runCLIEnv(t, env, "", "eval", "--rules-first", file)
	if first, _, _ := strings.Cut(r.out, "\n"); r.err != nil || !strings.Contains(first, "the product") {
		t.Errorf("--rules-first: %v, first line %q", r.err, first)
	}
}

// R56, R25: every mistake in the settings file is said at once, each at
// FILE:LINE:COL, and nothing runs; a file that cannot be read or is not a
// regular file is one sentence; version runs whatever the file holds.
func TestSettingsFileMistakes(t *testing.T) {
	t.Parallel()
	home, path := writeSettings(t, "model: x\nmodle: y\nrules-first: maybe\nengine: [a, b]\napi-key: sk-123\n")
	env := map[string]string{"XDG_CONFIG_HOME": home}
	r := runCLIEnv(t, env, "hello\n", "chat", "--plain")
	wantExit(t, r.err, 2, path+":2:1: unknown setting \"modle\"")
	for _, want := range []string{path + ":3:14: rules-first is true or false", path + ":4:9: engine takes one value, not a list", path + ":5:1: unknown setting \"api-key\""} {
		if !strings.Contains(errText(r.err), want) {
			t.Errorf("error lacks %q:\n%s", want, errText(r.err))
		}
	}
	if strings.Contains(r.out, "Hi there") {
		t.Errorf("the session ran with a broken settings file:\n%s", r.out)
	}
	if r := runCLIEnv(t, env, "", "version"); r.err != nil {
		t.Errorf("version with a broken settings file: %v", r.err)
	}

	home, path = writeSettings(t, "model: \"x\n")
	r = runCLIEnv(t, map[string]string{"XDG_CONFIG_HOME": home}, "", "config")
	wantExit(t, r.err, 2, path+":1:8: YAML: ")

	home, path = writeSettings(t, "")
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	r = runCLIEnv(t, map[string]string{"XDG_CONFIG_HOME": home}, "", "config")
	wantExit(t, r.err, 2, "cannot read the settings file "+path+": it is a FIFO (named pipe), not a regular file")

	// none at all is no mistake
	r = runCLIEnv(t, map[string]string{"XDG_CONFIG_HOME": t.TempDir()}, "", "config")
	if r.err != nil || !regexp.MustCompile(`model +gpt-4o-mini +default`).MatchString(r.out) {
		t.Errorf("no file: %v\n%s", r.err, r.out)
	}
}
