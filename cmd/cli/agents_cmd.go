package cli

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents"
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
}

func newAgentsCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	asJSON := false
	cmd := &cobra.Command{
		Use:   "agents",
		Short: "List the agents of a domain with their requirements and tools",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			d, err := opts.domain()
			if err != nil {
				return err
			}
			infos := describe(d)
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

func printAgents(ios ioStreams, infos []agentInfo) {
	for i, a := range infos {
		if i > 0 {
			fmt.Fprintln(ios.Out)
		}
		fmt.Fprintf(ios.Out, "%s — %s\n  %s\n", a.Name, a.Title, a.Description)
		if len(a.Requires) > 0 {
			var rs []string
			for _, r := range a.Requires {
				rs = append(rs, fmt.Sprintf("%s (by %s)", r.Need, r.By))
			}
			fmt.Fprintf(ios.Out, "  requires: %s\n", strings.Join(rs, ", "))
		}
		for _, s := range a.Slots {
			fmt.Fprintf(ios.Out, "  slot %s (%s): %s\n", s.Name, s.Kind, s.Question)
		}
		for _, t := range a.Tools {
			flag := ""
			if t.Sensitive {
				flag = " [sensitive: asks approval]"
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
			fmt.Fprintf(ios.Out, "  tool %s(%s)%s: %s\n", t.Name, strings.Join(args, ", "), flag, t.Description)
		}
	}
}
