package cli

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/concierge"
)

// agentInfo is the agent-tools listing of seed 002, as JSON.
type agentInfo struct {
	Name            string     `json:"name"`
	Title           string     `json:"title"`
	Intro           string     `json:"intro"`
	Description     string     `json:"description"`
	ExposeToUser    bool       `json:"expose_to_user"`
	CanGenerateTask bool       `json:"can_generate_task"`
	Requires        []reqInfo  `json:"requires"`
	Slots           []slotInfo `json:"slots"`
	Tools           []toolInfo `json:"tools"`
	// Unavailable says why an agent of a domain file cannot work.
	Unavailable string `json:"unavailable,omitempty"`
}

type reqInfo struct {
	Name string `json:"name"`
	Need string `json:"need"`
	By   string `json:"satisfied_by"`
}

type slotInfo struct {
	Name     string   `json:"name"`
	Kind     string   `json:"kind"`
	Question string   `json:"question"`
	Choices  []string `json:"choices,omitempty"`
}

type toolInfo struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	Sensitive   bool           `json:"sensitive"`
	Requires    []string       `json:"requires"`
	Arguments   map[string]any `json:"arguments"`
	// SecretArguments are filled by the user in masked input, never by a model.
	SecretArguments []string `json:"secret_arguments,omitempty"`
	// An MCP tool of a domain file: its server, the approval policy the
	// file gives it (R37), whether the server is trusted, the annotations
	// it declares, and whether it counts as having side effects.
	Server      string          `json:"server,omitempty"`
	Approval    string          `json:"approval,omitempty"`
	Trusted     *bool           `json:"trusted,omitempty"`
	Annotations map[string]bool `json:"annotations,omitempty"`
	SideEffects bool            `json:"side_effects,omitempty"`
	// Changed: its definition is not the one pinned; it is asked once.
	Changed bool `json:"changed,omitempty"`
	known   bool // the server listed it: what it makes of the policy is known
}

func newAgentsCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	asJSON := false
	cmd := &cobra.Command{
		Use:   "agents",
		Short: "List the agents of a domain with their requirements and tools",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var infos []agentInfo
			if domainfile.IsFile(opts.Domain) {
				fi, err := describeFile(cmd.Context(), ios, opts)
				if err != nil {
					return err
				}
				infos = fi
			} else {
				d, err := opts.domain()
				if err != nil {
					return err
				}
				infos = describe(d)
			}
			// titles and descriptions come from a domain file, tools and
			// their schemas from its servers: untrusted text (R18, R55)
			infos = cleanInfos(infos)
			if asJSON {
				enc := json.NewEncoder(ios.Out)
				enc.SetIndent("", "  ")
				return enc.Encode(infos)
			}
			printAgents(ios, infos)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func describe(d *agents.Domain) []agentInfo {
	out := []agentInfo{}
	for _, a := range d.Agents {
		ai := agentInfo{Name: a.Name, Title: a.Title, Intro: a.Intro, Description: a.Description,
			ExposeToUser: a.ExposeToUser, CanGenerateTask: a.CanGenerateTask,
			Requires: []reqInfo{}, Slots: []slotInfo{}, Tools: []toolInfo{}}
		for _, r := range a.Requires {
			ai.Requires = append(ai.Requires, reqInfo{Name: r.Name, Need: r.Need, By: r.By})
		}
		for _, s := range a.Slots {
			ai.Slots = append(ai.Slots, slotInfo{Name: s.Name, Kind: string(s.Kind), Question: s.Question, Choices: s.ChoiceValues()})
		}
		for _, t := range a.Tools {
			ti := toolInfo{Name: t.Name, Description: t.Description, Sensitive: t.Sensitive, Requires: []string{}, Arguments: t.Schema()}
			for _, r := range t.Requires {
				ti.Requires = append(ti.Requires, r.Name)
			}
			for _, p := range t.Params {
				if p.Secret {
					ti.SecretArguments = append(ti.SecretArguments, p.Name)
				}
			}
			ai.Tools = append(ai.Tools, ti)
		}
		out = append(out, ai)
	}
	return out
}

// printAgents lists infos, one line each thing: whatever a field holds,
// it is printed as one line without a control byte or escape sequence.
func printAgents(ios ioStreams, infos []agentInfo) {
	line := concierge.SanitizeLine
	for i, a := range infos {
		if i > 0 {
			fmt.Fprintln(ios.Out)
		}
		fmt.Fprintf(ios.Out, "%s — %s\n  %s\n", line(a.Name), line(a.Title), line(a.Description))
		if len(a.Requires) > 0 {
			var rs []string
			for _, r := range a.Requires {
				rs = append(rs, fmt.Sprintf("%s (by %s)", r.Need, r.By))
			}
			fmt.Fprintf(ios.Out, "  requires: %s\n", line(strings.Join(rs, ", ")))
		}
		for _, s := range a.Slots {
			fmt.Fprintf(ios.Out, "  slot %s (%s): %s\n", line(s.Name), line(s.Kind), line(s.Question))
		}
		if a.Unavailable != "" {
			fmt.Fprintf(ios.Out, "  unavailable: %s\n", line(a.Unavailable))
		}
		for _, t := range a.Tools {
			flag := ""
			if t.Sensitive {
				flag = " [sensitive: asks approval]"
			}
			if t.Server != "" {
				flag = " " + mcpFlags(t)
			}
			props, _ := t.Arguments["properties"].(map[string]any)
			var args []string
			for name := range props {
				args = append(args, name)
			}
			sortStrings(args)
			for _, name := range t.SecretArguments {
				args = append(args, name+" [secret]")
			}
			name := t.Name
			if t.Server != "" {
				name = t.Server + "/" + t.Name
			}
			fmt.Fprintf(ios.Out, "  tool %s(%s)%s: %s\n", line(name), line(strings.Join(args, ", ")), line(flag), line(t.Description))
		}
	}
}

// cleanInfos sanitises every string of infos, the tools' argument schemas
// included, keeping newlines: what `agents --json` prints is as clean as
// the listing (R18), for a terminal and for whatever reads the JSON.
func cleanInfos(infos []agentInfo) []agentInfo {
	c := concierge.Sanitize
	out := make([]agentInfo, len(infos))
	for i, a := range infos {
		a.Name, a.Title, a.Intro, a.Description, a.Unavailable = c(a.Name), c(a.Title), c(a.Intro), c(a.Description), c(a.Unavailable)
		a.Requires = slices.Clone(a.Requires)
		for j, r := range a.Requires {
			a.Requires[j] = reqInfo{Name: c(r.Name), Need: c(r.Need), By: c(r.By)}
		}
		a.Slots = slices.Clone(a.Slots)
		for j, s := range a.Slots {
			a.Slots[j] = slotInfo{Name: c(s.Name), Kind: c(s.Kind), Question: c(s.Question), Choices: cleanStrings(s.Choices)}
		}
		a.Tools = slices.Clone(a.Tools)
		for j, t := range a.Tools {
			t.Name, t.Description, t.Server, t.Approval = c(t.Name), c(t.Description), c(t.Server), c(t.Approval)
			t.Requires, t.SecretArguments = cleanStrings(t.Requires), cleanStrings(t.SecretArguments)
			t.Arguments, _ = cleanValue(t.Arguments).(map[string]any)
			if t.Annotations != nil {
				anns := make(map[string]bool, len(t.Annotations))
				for k, v := range t.Annotations {
					anns[c(k)] = v
				}
				t.Annotations = anns
			}
			a.Tools[j] = t
		}
		out[i] = a
	}
	return out
}

func cleanStrings(ss []string) []string {
	if ss == nil {
		return nil
	}
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = concierge.Sanitize(s)
	}
	return out
}

// cleanValue is a JSON value (a schema) with its strings, keys included,
// sanitised; a new value, the schema a server sent is shared.
func cleanValue(v any) any {
	switch v := v.(type) {
	case string:
		return concierge.Sanitize(v)
	case map[string]any:
		if v == nil {
			return v
		}
		out := make(map[string]any, len(v))
		for k, x := range v {
			out[concierge.Sanitize(k)] = cleanValue(x)
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = cleanValue(x)
		}
		return out
	}
	return v
}
