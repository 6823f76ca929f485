package domainfile

import (
	"context"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

// fsServer is a filesystem server's write_file: a path the user would
// otherwise be asked for in full, and the content.
func fsServer() *domainfiletest.Provider {
	return &domainfiletest.Provider{Servers: map[string][]mcp.ToolInfo{"fs": {
		domainfiletest.Tool("write_file", "Write a file.", `{"type":"object","properties":{
			"path":{"type":"string","description":"The full path of the file, under an allowed directory"},
			"content":{"type":"string"},
			"token":{"type":"string","format":"password"}},
			"required":["path","content"]}`),
	}}}
}

const todoFile = `name: files
facts: { notes_dir: /home/ada/notes }
servers: { fs: { command: x } }
agents:
  - name: todo
    tool: fs/write_file
    slots:
      name: { question: "What should the list be called?" }
      path: { value: "{{.notes_dir}}/{{ .name }}.txt" }
      content: { question: "What is there to do?" }
    reply: "Written to {path}."
`

// A slot's value fills an argument without asking: made from a fact and
// an asked slot that the tool does not have (and is not sent); the call
// gets the final value, and so does the approval's question (R56; issue
// 27: the user was asked for a full path).
func TestValueFillsAnArgument(t *testing.T) {
	t.Parallel()
	fs := fsServer()
	d, problems := mustParse(t, todoFile, Options{}).Domain(fs)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	a := d.Agent("todo")
	var asked []string
	for _, s := range a.Slots {
		asked = append(asked, s.Name)
	}
	if strings.Join(asked, ",") != "name,content" {
		t.Fatalf("asked slots = %v: a slot with a value is not asked", asked)
	}
	facts := agents.Facts{"notes_dir": "/home/ada/notes"}
	var summary string
	call := func(tool *agents.Tool, args agents.Args) (string, error) {
		summary = tool.Summary(args, facts)
		return tool.Run(agents.ToolEnv{Facts: facts, Ctx: context.Background()}, args)
	}
	res := a.Act(agents.NewTurn(a, map[string]string{"name": "shopping", "content": "milk"}, map[string]string{}, facts, nil, call))
	if !res.Done || res.Reply != "Written to /home/ada/notes/shopping.txt." || len(fs.Calls()) != 1 {
		t.Fatalf("act: %+v, calls %v", res, fs.Calls())
	}
	got := fs.Calls()[0].Args
	if got["path"] != "/home/ada/notes/shopping.txt" || got["content"] != "milk" || len(got) != 2 {
		t.Errorf("call args = %v: want the final path, and no name (the tool has none)", got)
	}
	if !strings.Contains(summary, `path "/home/ada/notes/shopping.txt"`) || strings.Contains(summary, "{{") {
		t.Errorf("the approval does not show the final value: %q", summary)
	}
}

// A value from a slot may not leave the place the author meant: a ".."
// part or a start at the root or home is refused as the slot is asked
// (one sentence, asked again) and again when the tool would run; a name
// with no value yet is said in words, and nothing runs.
func TestValueRefusesAndSays(t *testing.T) {
	t.Parallel()
	fs := fsServer()
	d, _ := mustParse(t, todoFile, Options{}).Domain(fs)
	a := d.Agent("todo")
	name := a.Slot("name")
	for _, bad := range []string{"../secrets", "a/../../b", `..\x`, "/etc/passwd", `\\host\share`, "~/x", "~root", `C:\Windows`, "c:/x"} {
		if _, err := name.Normalize(bad, agents.Facts{}); err == nil || !strings.Contains(err.Error(), "cannot go into a path") {
			t.Errorf("slot name took %q: %v", bad, err)
		}
	}
	for _, fine := range []string{"shopping", "work/today", "a..b", "~5 things", "notes: monday", ".hidden"} {
		if v, err := name.Normalize(fine, agents.Facts{}); err != nil || v == "" {
			t.Errorf("slot name refused %q: %v", fine, err)
		}
	}
	if c := a.Slot("content"); c.Check != nil && c.Check("../x", nil) != nil {
		t.Error("a slot no value uses is held to the path rule")
	}
	for _, tc := range []struct {
		slots map[string]string
		facts agents.Facts
		want  string
	}{
		{map[string]string{"name": "../../etc/cron.d/x", "content": "c"}, agents.Facts{"notes_dir": "/n"}, `That cannot go into a path: it holds a ".." part.`},
		{map[string]string{"name": "/etc/x", "content": "c"}, agents.Facts{"notes_dir": "/n"}, "That cannot go into a path: it starts at the root or the home folder."},
		{map[string]string{"name": "x", "content": "c"}, agents.Facts{}, "The path is made with notes dir, which is not known yet."},
	} {
		res := runner(a, tc.facts, tc.slots, nil)
		if !res.Done || res.Reply != tc.want {
			t.Errorf("%v %v: %q, want %q", tc.slots, tc.facts, res.Reply, tc.want)
		}
	}
	if n := len(fs.Calls()); n != 0 {
		t.Errorf("a refused value ran the tool %d times", n)
	}
}

// What a value may say is checked at its place in the file: its syntax
// and the keys beside it when the file is read; the names it uses when
// the tool's schema is known — a name that is neither a slot nor a fact,
// a secret — each at FILE:LINE:COL.
func TestValueMistakes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, slots, want string }{
		{"not a reference", `path: { value: "{{.dir}}/{{ name }}" }`, `9:32: slot path: a value refers to a fact or a slot as {{.name}}`},
		{"a function", `path: { value: "{{printf .x}}" }`, `9:23: slot path: a value refers to a fact or a slot as {{.name}}`},
		{"unclosed", `path: { value: "{{.name" }`, `9:23: slot path: unclosed {{`},
		{"asked keys", `path: { value: "x", question: "Where?", label: where }`, `9:27: slot path has a value, so it is not asked: question does not apply`},
		{"secret slot", "path: { value: \"{{.pin}}\" }\n      pin: { secret: true }", `9:23: slot path: a value may not use the secret slot pin`},
		{"value of a value", "path: { value: \"{{.content}}\" }\n      content: { value: x }", `9:23: slot path: a value uses asked slots and facts, and content is not asked`},
	} {
		src := strings.Replace(todoFile, `path: { value: "{{.notes_dir}}/{{ .name }}.txt" }`, tc.slots, 1)
		src = strings.Replace(src, "      content: { question: \"What is there to do?\" }\n", "", 1)
		_, err := Parse("dom.yaml", []byte(src), Options{})
		if err == nil || !strings.Contains(err.Error(), "dom.yaml:"+tc.want) {
			t.Errorf("%s: got\n%v\nwant dom.yaml:%s", tc.name, err, tc.want)
		}
	}
	for _, tc := range []struct{ name, slots, want string }{
		{"unknown name", `path: { value: "{{.notes_dri}}/{{.name}}.txt" }`, `dom.yaml:9:23: slot path: {{.notes_dri}} is neither a slot of agent todo nor a fact (did you mean "notes_dir"?)`},
		{"a value on a secret", `path: { value: "{{.name}}" }` + "\n      token: { value: fixed }", `dom.yaml:10:7: slot token: argument token of fs/write_file is a secret, which a value may not fill`},
		{"a slot the tool lacks, unused", `path: { value: "{{.notes_dir}}/list.txt" }`, `dom.yaml:8:7: slot name: tool fs/write_file has no argument "name"`},
	} {
		src := strings.Replace(todoFile, `path: { value: "{{.notes_dir}}/{{ .name }}.txt" }`, tc.slots, 1)
		s, err := Parse("dom.yaml", []byte(src), Options{})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		_, problems := s.Domain(fsServer())
		if len(problems) == 0 || !strings.HasPrefix(problems[0].String(), tc.want) {
			t.Errorf("%s: got %v\nwant %s", tc.name, problems, tc.want)
		}
	}
	// the schema's own secret (format: password), unlisted, is refused too
	src := strings.Replace(todoFile, `path: { value: "{{.notes_dir}}/{{ .name }}.txt" }`, `path: { value: "{{.name}}{{.token}}" }`, 1)
	fs := fsServer()
	fs.Servers["fs"][0].InputSchema["required"] = []any{"path", "content", "token"}
	_, problems := mustParse(t, src, Options{}).Domain(fs)
	if len(problems) != 1 || problems[0].String() != `dom.yaml:9:32: slot path: a value may not use the secret slot token` {
		t.Errorf("a schema secret in a value: %v", problems)
	}
}
