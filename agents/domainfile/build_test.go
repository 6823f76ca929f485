package domainfile

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

func mustParse(t *testing.T, src string, opts Options) *Spec {
	t.Helper()
	s, err := Parse("dom.yaml", []byte(src), opts)
	if err != nil {
		t.Fatalf("Parse:\n%v", err)
	}
	return s
}

// Slots come from the action tool's schema: each required property in
// the schema's order (the file's order for those it lists), the kind from
// the type, the question from the file or the description; the file
// overrides any of it.
func TestSlotsFromSchema(t *testing.T) {
	t.Parallel()
	rx := &domainfiletest.Provider{Servers: map[string][]mcp.ToolInfo{"rx": {
		domainfiletest.Tool("t", "", `{"type":"object","properties":{
			"name":{"type":"string","description":"What is your name?"},
			"size":{"type":"string","enum":["S","M","L"]},
			"code":{"type":"string","pattern":"^(C)([0-9]{3})$","description":"Which code?"},
			"count":{"type":"integer"},
			"price":{"type":["number","null"]},
			"gift":{"type":"boolean"},
			"pin":{"type":"string","format":"password"},
			"token":{"type":"string","writeOnly":true},
			"note":{"type":"string","description":"Anything else?"},
			"plain":{"type":"string","format":"password"}},
			"required":["size","name","code","count","price","gift","pin","token"]}`),
	}}}
	s := mustParse(t, `name: d
servers: { rx: { command: x } }
agents:
  - name: a
    tool: rx/t
    slots:
      note: { question: "Any note?", label: remark, hint: "free text", fact: note, remember: true }
      token: { label: API token }
      count: { kind: money }
      plain: { secret: false }
      name: { pattern: "^[A-Z][a-z]+$", choices: [Ada, { value: Bob, aliases: [bobby] }], kind: enum }
`, Options{})
	d, problems := s.Domain(rx)
	if len(problems) > 0 {
		t.Fatalf("problems: %v", problems)
	}
	a := d.Agent("a")
	var got []string
	for _, sl := range a.Slots {
		got = append(got, fmt.Sprintf("%s:%s:%s", sl.Name, sl.Kind, sl.Question))
	}
	want := []string{
		"note:text:Any note?", "token:secret:Please enter your API token.", "count:money:What is the count?",
		"plain:text:What is the plain?", "name:enum:What is your name?",
		"size:enum:What is the size?", "code:pattern:Which code?", "price:number:What is the price?",
		"gift:enum:What is the gift?", "pin:secret:Please enter your pin.",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("slots:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	note := a.Slot("note")
	if note.Label != "remark" || note.Hint != "free text" || note.Fact != "note" || !note.Remember {
		t.Errorf("note = %+v", note)
	}
	if sz := a.Slot("size"); strings.Join(sz.ChoiceValues(), ",") != "S,M,L" || sz.Hint != "Please choose S, M or L." {
		t.Errorf("size = %+v", sz)
	}
	if c := a.Slot("code"); c.Pattern == nil || c.Pattern.FindString("my code is C123 thanks") != "C123" {
		t.Errorf("code pattern %v does not find C123 in a sentence", c.Pattern)
	}
	if v, err := a.Slot("code").Normalize("it is C123.", nil); err != nil || v != "C123" {
		t.Errorf("code Normalize = %q, %v", v, err)
	}
	if n := a.Slot("name"); n.Pattern == nil || n.Pattern.MatchString("ada") || len(n.Choices) != 2 || n.Choices[1].Aliases[0] != "bobby" {
		t.Errorf("name = %+v", n)
	}
	if g := a.Slot("gift"); strings.Join(g.ChoiceValues(), ",") != "true,false" {
		t.Errorf("gift = %+v", g)
	}
	if v, err := a.Slot("price").Normalize("12.50", nil); err != nil || v != "12.5" {
		t.Errorf("price Normalize = %q, %v", v, err)
	}
	// the arguments: secrets never shown, required ones first
	tool := a.Tools[0]
	var secret []string
	for _, p := range tool.Params {
		if p.Secret {
			secret = append(secret, p.Name)
		}
	}
	if strings.Join(secret, ",") != "pin,token" || tool.Params[0].Name != "size" || !tool.Params[0].Required {
		t.Errorf("params = %+v", tool.Params)
	}
	if props := tool.Schema()["properties"].(map[string]any); props["pin"] != nil || props["token"] != nil || props["plain"] == nil {
		t.Errorf("a model would see secret arguments: %v", props)
	}
}

// The schema's values reach the server in the schema's types.
func TestArgumentTypes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		typ, in string
		want    any
	}{
		{"integer", "2", int64(2)}, {"integer", "2.0", int64(2)}, {"integer", "2.5", "2.5"},
		{"number", "2.5", 2.5}, {"boolean", "true", true}, {"string", "007", "007"},
		{"array", `["a"]`, []any{"a"}}, {"", "x", "x"},
	} {
		got := argument(property{typ: tc.typ}, tc.in)
		if fmt.Sprintf("%#v", got) != fmt.Sprintf("%#v", tc.want) {
			t.Errorf("argument(%s, %q) = %#v, want %#v", tc.typ, tc.in, got, tc.want)
		}
	}
}

// runner runs an agent's action as the loop would, without approvals:
// each call runs the tool at once.
func runner(a *agents.Agent, facts agents.Facts, slots, secrets map[string]string) agents.Result {
	call := func(tool *agents.Tool, args agents.Args) (string, error) {
		return tool.Run(agents.ToolEnv{Facts: facts, Ctx: context.Background()}, args)
	}
	return a.Act(agents.NewTurn(a, slots, map[string]string{}, facts, secrets, call))
}

// sets, reply and artifact read the result; a tool error is the reply,
// sets nothing and ends the task.
func TestActResults(t *testing.T) {
	t.Parallel()
	rx := domainfiletest.Pharmacy()
	s := mustParse(t, `name: d
servers: { rx: { command: x } }
agents:
  - name: in
    tool: rx/sign_in
    sets: { signed_in: "true", member: /member_id, missing: /nope/0 }
    reply: "Welcome back, {name} ({member_id}); {/member_id} {unknown}"
  - name: list
    tool: rx/list_prescriptions
    artifact: true
  - name: refill
    tool: rx/refill
`, Options{})
	d, problems := s.Domain(rx)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	facts := agents.Facts{"signed_in": "false"}
	res := runner(d.Agent("in"), facts, map[string]string{"member_id": "M12345"}, map[string]string{"pin": "0000"})
	if !res.Done || res.Reply != "Wrong member id or PIN." || facts["signed_in"] != "false" || facts["member"] != "" {
		t.Errorf("a tool error: %+v, facts %v", res, facts)
	}
	res = runner(d.Agent("in"), facts, map[string]string{"member_id": "M12345"}, map[string]string{"pin": "4321"})
	if !res.Done || res.Reply != "Welcome back, Ada (M12345); M12345 {unknown}" {
		t.Errorf("reply = %+v", res)
	}
	if facts["signed_in"] != "true" || facts["member"] != "M12345" {
		t.Errorf("facts = %v", facts)
	}
	if _, ok := facts["missing"]; ok {
		t.Error("a pointer the result lacks set a fact")
	}
	if c := rx.Calls()[1]; c.Args["pin"] != "4321" || c.Args["member_id"] != "M12345" {
		t.Errorf("call = %+v", c)
	}
	res = runner(d.Agent("list"), facts, nil, nil)
	if res.Reply != "RX100 Amoxicillin, RX200 Ibuprofen" || res.Artifact == nil || res.Artifact.Body != res.Reply {
		t.Errorf("artifact: %+v", res)
	}
	res = runner(d.Agent("refill"), facts, map[string]string{"rx_id": "RX100", "quantity": "2"}, nil)
	if res.Reply != "Refill ordered." {
		t.Errorf("default reply = %q", res.Reply)
	}
	if c := rx.Calls()[3]; c.Args["quantity"] != int64(2) {
		t.Errorf("quantity sent as %#v", c.Args["quantity"])
	}

	// a call that fails, and resources that come back
	rx.Handle = func(_, tool string, _ map[string]any) (mcp.Result, error) {
		if tool == "refill" {
			return mcp.Result{}, errors.New("server rx timed out")
		}
		return mcp.Result{Text: "see attached, your pin 4321 is set", Artifacts: []mcp.Artifact{
			{Title: "list.txt", Text: "RX100\x1b[31m"}, {URI: "file:///b.pdf"}}}, nil
	}
	facts["signed_in"] = "false"
	res = runner(d.Agent("refill"), facts, map[string]string{"rx_id": "RX100", "quantity": "2"}, nil)
	if !res.Done || !strings.Contains(res.Reply, "rx/refill failed: server rx timed out") {
		t.Errorf("call error: %+v", res)
	}
	res = runner(d.Agent("in"), facts, map[string]string{"member_id": "M12345"}, map[string]string{"pin": "4321"})
	if strings.Contains(res.Reply, "4321") {
		t.Errorf("the PIN came back in the reply: %q", res.Reply)
	}
	res = runner(d.Agent("list"), facts, nil, nil)
	if res.Artifact == nil || res.Artifact.Kind != "tool" {
		t.Errorf("artifact: true keeps the text: %+v", res.Artifact)
	}
	s.Agents[1].Artifact = false
	d, _ = s.Domain(rx)
	res = runner(d.Agent("list"), facts, nil, nil)
	if res.Artifact == nil || res.Artifact.Title != "list.txt" || len(res.Notes) != 1 || res.Notes[0] != "Also returned: file:///b.pdf" {
		t.Errorf("resources: %+v", res)
	}
}

// Mistakes only a server shows disable that agent, with a message and
// the place in the file; the rest of the domain works (R35, R36).
func TestDomainServerMistakes(t *testing.T) {
	t.Parallel()
	rx := domainfiletest.Pharmacy()
	rx.SetTools("files", []mcp.ToolInfo{domainfiletest.Tool("bulk", "", `{"type":"object","properties":{"items":{"type":"array"}},"required":["items"]}`)})
	rx.Down = map[string]error{"down": errors.New("exec: nope: not found")}
	s := mustParse(t, `name: d
servers: { rx: { command: x }, files: { command: y }, down: { command: nope } }
agents:
  - name: typo
    tool: rx/refil
  - name: noslot
    tool: rx/refill
    slots:
      rx: { question: "Which?" }
  - name: bulk
    tool: files/bulk
  - name: gone
    tool: down/anything
    sets: { g: "yes" }
  - name: in
    tool: rx/sign_in
    sets: { ok: "true" }
  - name: needs_gone
    requires: [ { fact: g, by: gone } ]
    tool: rx/refill
  - name: fine
    requires: [ { fact: ok, by: in } ]
    tool: rx/list_prescriptions
`, Options{})
	d, problems := s.Domain(rx)
	want := []string{
		`dom.yaml:5:11: agent typo is unavailable: server rx has no tool "refil" (closest: refill)`,
		`dom.yaml:9:7: slot rx: tool rx/refill has no argument "rx" (did you mean "rx_id"?)`,
		`dom.yaml:11:11: agent bulk needs the LLM engine: argument items of files/bulk is a list, which the offline engine cannot ask for`,
		`dom.yaml:13:11: agent gone is unavailable: server down did not start: exec: nope: not found`,
		`dom.yaml:19:32: agent needs_gone is unavailable: it needs g, and gone is unavailable`,
	}
	var got []string
	for _, p := range problems {
		got = append(got, p.String())
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if err := d.Validate(); err != nil {
		t.Fatalf("the domain does not validate: %v", err)
	}
	for name, says := range map[string]string{
		"typo":       `The typo is unavailable: server rx has no tool "refil" (closest: refill).`,
		"bulk":       "The bulk needs the LLM engine: argument items of files/bulk is a list, which the offline engine cannot ask for.",
		"gone":       "The gone is unavailable: server down did not start: exec: nope: not found.",
		"needs_gone": "The needs_gone is unavailable: it needs g, and gone is unavailable.",
	} {
		a := d.Agent(name)
		res, done := a.Start(agents.NewTurn(a, nil, nil, agents.Facts{}, nil, nil))
		if !done || !res.Done || res.Reply != says || !strings.HasSuffix(a.Intro, "(unavailable)") || len(a.Requires) != 0 {
			t.Errorf("%s: Start = %+v, %v; intro %q\nwant %q", name, res, done, a.Intro, says)
		}
	}
	if a := d.Agent("fine"); len(a.Tools) != 1 || strings.Contains(a.Intro, "unavailable") || len(a.Requires) != 1 {
		t.Errorf("fine = %+v", a)
	}
	// built with no servers at all: every agent says so, nothing crashes
	d, problems = s.Domain(nil)
	if len(problems) != 7 || !strings.Contains(problems[0].Msg, ErrNotStarted.Error()) || d.Validate() != nil {
		t.Errorf("Domain(nil): %v", problems)
	}
}
