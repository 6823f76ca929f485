package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/concierge/scenario"
)

// R33: eval on the offline engine passes every run of the demos and says
// so in a table; --json is the same report for scripts.
func TestEvalOffline(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", -1, "eval", "--runs", "2")
	if r.err != nil {
		t.Fatalf("eval: %v\n%s", r.err, r.out)
	}
	wantInOrder(t, r.out, "FILE", "PASS", "REQUESTS", "TOKENS", "TURN p50", "p95", "MOST FAILING",
		"bank.scenario", "2/2 100%", "decline-letter.scenario", "2/2 100%", "total", "4/4 100%")
	r = runCLI(t, "", -1, "eval", "--json")
	var rep scenario.EvalReport
	if err := json.Unmarshal([]byte(r.out), &rep); err != nil || r.err != nil {
		t.Fatalf("eval --json: %v / %v\n%s", err, r.err, r.out)
	}
	if len(rep.Files) != 2 || rep.Total.PassRate != 1 || rep.Total.Runs != 2 {
		t.Errorf("report = %+v", rep)
	}
}

// R33: against a model that never calls a tool, measured alone (as
// --rules-first=false does), every file fails, the requests are counted,
// the expectation failing most is named, and eval exits 1; --min-pass 0
// accepts it.
func TestEvalAgainstAPoorModel(t *testing.T) {
	t.Parallel()
	srv := openaitest.New(t, func(openaitest.Request) openaitest.Response { return openaitest.Text("I am not sure.") })
	file := writeScenario(t, "stock.scenario", "domain bank\n> what's the price of AAPL?\nexpect reply (?i)trading at\n")
	r := runCLI(t, "", -1, "eval", "--base-url", srv.URL, "--rules-first=false", "--runs", "2", "--json", file)
	wantExit(t, r.err, 1, "")
	var rep scenario.EvalReport
	if err := json.Unmarshal([]byte(r.out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, r.out)
	}
	f := rep.Files[0]
	if f.Passed != 0 || f.Requests.Median == 0 || f.Failing == nil || !strings.HasSuffix(f.Failing.Where, "stock.scenario:3") || f.Failing.Runs != 2 {
		t.Errorf("file = %+v, failing %+v", f, f.Failing)
	}
	r = runCLI(t, "", -1, "eval", "--base-url", srv.URL, "--rules-first=false", "--min-pass", "0", file)
	if r.err != nil || !strings.Contains(r.out, "stock.scenario:3 (1 of 1 runs)") {
		t.Errorf("--min-pass 0: %v\n%s", r.err, r.out)
	}
}

func TestEvalBadInput(t *testing.T) {
	t.Parallel()
	wantExit(t, runCLI(t, "", -1, "eval", "--runs", "0").err, 2, "--runs must be between 1 and 1000")
	r := runCLI(t, "", -1, "eval", "/no/such.scenario")
	wantExit(t, r.err, 1, "")
	if !strings.Contains(r.out, "/no/such.scenario") {
		t.Errorf("out = %q", r.out)
	}
}

// R56 (over R33): eval measures the model alone unless its own
// --rules-first asks for the product, and the report's first line says
// which. A model that never calls a tool fails alone, with its requests
// counted; with the rules in front, what they are sure of costs no request.
func TestEvalMeasuresTheModelAloneByDefault(t *testing.T) {
	t.Parallel()
	srv := openaitest.New(t, func(openaitest.Request) openaitest.Response { return openaitest.Text("I am not sure.") })
	file := writeScenario(t, "stock.scenario", "domain bank\n> what's the price of AAPL?\nexpect reply (?i)trading at\n")

	r := runCLI(t, "", -1, "eval", "--base-url", srv.URL, file)
	wantExit(t, r.err, 1, "")
	if first, _, _ := strings.Cut(r.out, "\n"); !strings.Contains(first, "the model alone") {
		t.Errorf("first line = %q, want it to say the model alone\n%s", first, r.out)
	}
	r = runCLI(t, "", -1, "eval", "--base-url", srv.URL, "--json", file)
	var alone struct {
		Measured string `json:"measured"`
		scenario.EvalReport
	}
	if err := json.Unmarshal([]byte(r.out), &alone); err != nil {
		t.Fatalf("%v\n%s", err, r.out)
	}
	if alone.Total.PassRate != 0 || alone.Total.Requests.Max == 0 || !strings.Contains(alone.Measured, "model alone") {
		t.Errorf("alone: measured %q, total %+v", alone.Measured, alone.Total)
	}

	r = runCLI(t, "", -1, "eval", "--base-url", srv.URL, "--rules-first", file)
	if r.err != nil {
		t.Fatalf("--rules-first: %v\n%s", r.err, r.out)
	}
	if first, _, _ := strings.Cut(r.out, "\n"); !strings.Contains(first, "the product") {
		t.Errorf("first line = %q, want it to say the product", first)
	}
	r = runCLI(t, "", -1, "eval", "--base-url", srv.URL, "--rules-first", "--json", file)
	var product scenario.EvalReport
	if err := json.Unmarshal([]byte(r.out), &product); err != nil || r.err != nil {
		t.Fatalf("%v / %v\n%s", err, r.err, r.out)
	}
	if product.Total.PassRate != 1 || product.Total.Requests.Max != 0 {
		t.Errorf("rules first: total = %+v", product.Total)
	}
}

// R56: on the offline engine the report says the offline reader was measured.
func TestEvalOfflineSaysSo(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", -1, "eval")
	if first, _, _ := strings.Cut(r.out, "\n"); r.err != nil || !strings.Contains(first, "offline reader") {
		t.Errorf("first line = %q (%v)", first, r.err)
	}
}
