package openai

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
	"github.com/concierge-dev/concierge/docs"
)

// roundTrip is v as the wire carries it: JSON decoded into plain values.
func roundTrip(t testing.TB, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// R52: with nothing narrowed, the schema sent is the committed file plus
// the three lists only a domain knows, and nothing else.
func TestReadMessageSchemaIsTheCommittedOne(t *testing.T) {
	var committed any
	if err := json.Unmarshal(docs.ReadMessageSchema, &committed); err != nil {
		t.Fatalf("docs/read_message.schema.json is not JSON: %v", err)
	}
	for _, d := range []*agents.Domain{bank.Domain(), insurance.Domain()} {
		for _, full := range []map[string]any{domainSchema(d), ReadMessageSchema(d, FullMoment())} {
			sent := roundTrip(t, full).(map[string]any)
			props := itemProps(sent)
			if got := enumOf(props["agent"].(map[string]any)); len(got) != len(d.Agents) {
				t.Errorf("%s: agent enum %v", d.Name, got)
			}
			delete(props["agent"].(map[string]any), "enum")
			delete(props["slot"].(map[string]any), "enum")
			delete(props["values"].(map[string]any), "properties")
			if !reflect.DeepEqual(sent, committed) {
				t.Errorf("%s: the full schema is not the committed one:\n%s", d.Name, mustMarshal(t, sent))
			}
		}
	}
}

func mustMarshal(t testing.TB, v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// subset says why narrow is not full with things taken away: each enum a
// subset of full's, properties only dropped, everything else equal.
func subset(narrow, full any, path string) error {
	switch n := narrow.(type) {
	case map[string]any:
		f, ok := full.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: an object where the full schema has %T", path, full)
		}
		for k, v := range n {
			fv, ok := f[k]
			if !ok {
				return fmt.Errorf("%s: %q is not in the full schema", path, k)
			}
			if k == "enum" {
				ne, fe := v.([]any), fv.([]any)
				for _, x := range ne {
					if !slices.Contains(fe, x) {
						return fmt.Errorf("%s.enum: %v is not in the full enum", path, x)
					}
				}
				continue
			}
			if err := subset(v, fv, path+"."+k); err != nil {
				return err
			}
		}
		if !strings.HasSuffix(path, ".properties") {
			for k := range f {
				if _, ok := n[k]; !ok {
					return fmt.Errorf("%s: %q was taken away, and only properties, enum values and kinds may be", path, k)
				}
			}
		}
		return nil
	}
	if !reflect.DeepEqual(narrow, full) {
		return fmt.Errorf("%s: %v where the full schema has %v", path, narrow, full)
	}
	return nil
}

// moments are every combination of the flags with some agents and slots.
func moments(d *agents.Domain) []ReadMoment {
	agentSets := [][]string{nil, {}, {d.Agents[0].Name}, {d.Agents[len(d.Agents)-1].Name, "not_an_agent"}}
	slotSets := [][]string{nil, {}, {d.Agents[len(d.Agents)-1].Slots[0].Name}, {"password", "amount", "nope"}}
	var out []ReadMoment
	for mask := 0; mask < 16; mask++ {
		for _, as := range agentSets {
			for _, ss := range slotSets {
				out = append(out, ReadMoment{Agents: as, Slots: ss, Task: mask&1 != 0, Approval: mask&2 != 0, Session: mask&4 != 0, Plan: mask&8 != 0})
			}
		}
	}
	return out
}

// R52: the schema of every moment is the domain's with things taken away,
// and what each moment takes away is what is not legal then.
func TestReadMessageSchemaNarrowsOnlyByTakingAway(t *testing.T) {
	for _, d := range []*agents.Domain{bank.Domain(), insurance.Domain()} {
		full := roundTrip(t, domainSchema(d))
		for _, m := range moments(d) {
			narrow := roundTrip(t, ReadMessageSchema(d, m)).(map[string]any)
			if err := subset(narrow, full, "schema"); err != nil {
				t.Fatalf("%s %+v: %v", d.Name, m, err)
			}
			props := itemProps(narrow)
			kinds := enumOf(props["command"].(map[string]any))
			has := func(k agents.CommandKind) bool { return slices.Contains(kinds, string(k)) }
			if has(agents.CmdApprove) != (m.Approval || m.Plan) || has(agents.CmdSkipStep) != m.Plan || has(agents.CmdEditStep) != m.Plan {
				t.Errorf("%s %+v: kinds %v", d.Name, m, kinds)
			}
			if a, ok := props["agent"].(map[string]any); ok {
				for _, name := range enumOf(a) {
					if m.Agents != nil && !slices.Contains(m.Agents, name) {
						t.Errorf("%s %+v: agent %s offered", d.Name, m, name)
					}
				}
				if len(enumOf(a)) == 0 {
					t.Errorf("%s %+v: an empty agent enum was sent", d.Name, m)
				}
			} else if has(agents.CmdStartTask) {
				t.Errorf("%s %+v: start_task without its agent field", d.Name, m)
			}
			if s, ok := props["slot"].(map[string]any); ok && len(enumOf(s)) == 0 {
				t.Errorf("%s %+v: an empty slot enum was sent", d.Name, m)
			}
			open := m.Slots == nil
			for _, a := range d.Agents {
				for _, sl := range a.Slots {
					open = open || slices.Contains(m.Slots, sl.Name)
				}
			}
			if has(agents.CmdSetValue) != open || has(agents.CmdSecret) != open {
				t.Errorf("%s %+v: set_value offered %v with slots %v", d.Name, m, has(agents.CmdSetValue), m.Slots)
			}
			scope := enumOf(props["scope"].(map[string]any))
			if slices.Contains(scope, "current") != m.Task || slices.Contains(scope, "session") != ((m.Approval || m.Plan) && m.Session) {
				t.Errorf("%s %+v: scope %v", d.Name, m, scope)
			}
		}
	}
}

// validate checks v against the parts of JSON Schema the committed file
// uses: type, enum, required, properties, items, minimum.
func validate(schema map[string]any, v any, path string) error {
	switch schema["type"] {
	case "object":
		o, ok := v.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: not an object", path)
		}
		required, _ := schema["required"].([]any)
		for _, r := range required {
			if _, ok := o[r.(string)]; !ok {
				return fmt.Errorf("%s: %s is required", path, r)
			}
		}
		props, _ := schema["properties"].(map[string]any)
		keys := make([]string, 0, len(o))
		for k := range o {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			p, ok := props[k].(map[string]any)
			if !ok {
				if props == nil {
					continue // an object whose properties the schema leaves open
				}
				return fmt.Errorf("%s: %q is not a property", path, k)
			}
			if err := validate(p, o[k], path+"."+k); err != nil {
				return err
			}
		}
	case "array":
		a, ok := v.([]any)
		if !ok {
			return fmt.Errorf("%s: not an array", path)
		}
		for i, x := range a {
			if err := validate(schema["items"].(map[string]any), x, fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
	case "string":
		s, ok := v.(string)
		if !ok {
			return fmt.Errorf("%s: not a string", path)
		}
		if e, ok := schema["enum"].([]any); ok && !slices.Contains(e, any(s)) {
			return fmt.Errorf("%s: %q is not one of %v", path, s, e)
		}
	case "integer":
		n, ok := v.(float64)
		if !ok || n != float64(int(n)) {
			return fmt.Errorf("%s: not an integer", path)
		}
		if m, ok := schema["minimum"].(float64); ok && n < m {
			return fmt.Errorf("%s: below %v", path, m)
		}
	}
	return nil
}

var jsonBlock = regexp.MustCompile("(?s)```json\n(.*?)```")

// R52: the examples of docs/read_message.md are valid against the bank's
// schema and read by the parser into the commands they show.
func TestReadMessageDocExamples(t *testing.T) {
	src, err := os.ReadFile("../../docs/read_message.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := jsonBlock.FindAllStringSubmatch(string(src), -1)
	if len(blocks) < 5 {
		t.Fatalf("%d examples in docs/read_message.md", len(blocks))
	}
	d := bank.Domain()
	full := roundTrip(t, ReadMessageSchema(d, FullMoment())).(map[string]any)
	for _, b := range blocks {
		var v any
		if err := json.Unmarshal([]byte(b[1]), &v); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, b[1])
		}
		if err := validate(full, v, "args"); err != nil {
			t.Errorf("%v\n%s", err, b[1])
		}
		if _, _, err := ParseReading(d, FullMoment(), b[1]); err != nil {
			t.Errorf("the parser refuses a documented example: %v\n%s", err, b[1])
		}
	}
	// and the validator refuses what the schema refuses
	for _, bad := range []string{`{}`, `{"commands": [{"command": "launch"}]}`, `{"commands": [{"command": "start_task", "agent": "nobody"}]}`,
		`{"commands": [{"command": "skip_step", "n": 0}]}`, `{"commands": [{"command": "cancel", "scope": "everything"}]}`, `{"commands": "cancel"}`} {
		var v any
		_ = json.Unmarshal([]byte(bad), &v)
		if validate(full, v, "args") == nil {
			t.Errorf("the schema takes %s", bad)
		}
	}
}
