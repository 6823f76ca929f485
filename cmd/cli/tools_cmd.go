package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/concierge"
)

// `concierge tools FILE` (R56) starts a domain file's MCP servers and
// lists each one's tools with their arguments, so that an author can name
// a tool and its slots without reading the server's source. Everything a
// server says is untrusted text: each string is sanitised before it is
// printed, in JSON too.

// maxToolDescription clips a description in the listing; --json has it whole.
const maxToolDescription = 300

// serverListing is one server of the file and its tools.
type serverListing struct {
	Server  string `json:"server"`
	Trusted bool   `json:"trusted"`
	// Unavailable says why the server's tools could not be listed.
	Unavailable string        `json:"unavailable,omitempty"`
	Tools       []toolListing `json:"tools"`
}

type toolListing struct {
	Name        string                `json:"name"`
	Description string                `json:"description,omitempty"`
	Annotations map[string]bool       `json:"annotations,omitempty"`
	Arguments   []domainfile.Argument `json:"arguments"`
}

func newToolsCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	asJSON := false
	cmd := &cobra.Command{
		Use:   "tools FILE",
		Short: "List the tools of a domain file's MCP servers, with their arguments",
		Long: "Start the MCP servers a domain file declares and list each one's tools: the name to\n" +
			"write after tool: (server/tool), what the tool says it does, its hints (read-only,\n" +
			"destructive) and its arguments — which the agent asks as slots — with their types.\n" +
			"Mistakes of the file are said on stderr; the servers it can start are listed anyway.\n" +
			"Exit 1 when a server could not be listed.",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, files []string) error {
			listing, err := listTools(cmd.Context(), ios, opts, files[0])
			if err != nil {
				return err
			}
			if asJSON {
				enc := json.NewEncoder(ios.Out)
				enc.SetIndent("", "  ")
				if err := enc.Encode(listing); err != nil {
					return err
				}
			} else {
				printTools(ios, listing)
			}
			for _, s := range listing {
				if s.Unavailable != "" {
					return &exitError{code: 1}
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// listTools reads the file as check does, starts the servers it can and
// lists their tools, every string sanitised.
func listTools(ctx context.Context, ios ioStreams, opts *engineOptions, path string) ([]serverListing, error) {
	spec, problems, err := domainfile.Check(path, opts.fileOptions(ios))
	if err != nil {
		return nil, &exitError{code: 2, msg: concierge.SanitizeLine(err.Error())}
	}
	if spec == nil {
		return nil, &exitError{code: 2, msg: fileError(&domainfile.Error{Problems: problems})}
	}
	for _, p := range problems {
		fmt.Fprintln(ios.ErrOut, "concierge: "+concierge.SanitizeLine(p.String()))
	}
	if len(spec.Servers) > 0 && opts.starter() == nil {
		return nil, &exitError{code: 1, msg: concierge.SanitizeLine(path) + ": this concierge cannot start MCP servers (no MCP client is linked in)"}
	}
	p, stop, err := opts.startFor(ctx, ios, spec)
	if err != nil {
		return nil, err
	}
	defer stop()
	out := []serverListing{}
	for _, sv := range spec.Servers {
		l := serverListing{Server: concierge.SanitizeLine(sv.Name), Trusted: sv.Trusted, Tools: []toolListing{}}
		tools, err := p.Tools(sv.Name)
		if err != nil {
			l.Unavailable = concierge.SanitizeLine(err.Error())
		}
		for _, t := range tools {
			tl := toolListing{Name: concierge.SanitizeLine(t.Name), Description: concierge.Sanitize(t.Description),
				Annotations: domainfile.Annotations(t), Arguments: domainfile.Arguments(t)}
			for i := range tl.Arguments {
				cleanArgument(&tl.Arguments[i])
			}
			l.Tools = append(l.Tools, tl)
		}
		out = append(out, l)
	}
	for _, name := range spec.Skipped() {
		out = append(out, serverListing{Server: concierge.SanitizeLine(name), Tools: []toolListing{},
			Unavailable: "not started: its declaration has mistakes (said above)"})
	}
	return out, nil
}

// cleanArgument sanitises what a server says of an argument.
func cleanArgument(a *domainfile.Argument) {
	a.Name, a.Type, a.Pattern = concierge.SanitizeLine(a.Name), concierge.SanitizeLine(a.Type), concierge.SanitizeLine(a.Pattern)
	a.Description = concierge.Sanitize(a.Description)
	for i := range a.Enum {
		a.Enum[i] = concierge.SanitizeLine(a.Enum[i])
	}
}

// printTools words the listing: a server, then each tool with its hints
// and one line an argument.
func printTools(ios ioStreams, listing []serverListing) {
	for i, s := range listing {
		if i > 0 {
			fmt.Fprintln(ios.Out)
		}
		trust := "untrusted: its hints are not believed"
		if s.Trusted {
			trust = "trusted"
		}
		if s.Unavailable != "" {
			fmt.Fprintf(ios.Out, "%s (%s): unavailable: %s\n", s.Server, trust, s.Unavailable)
			continue
		}
		fmt.Fprintf(ios.Out, "%s (%s): %d tools\n", s.Server, trust, len(s.Tools))
		for _, t := range s.Tools {
			line := "  " + s.Server + "/" + t.Name
			if d := strings.TrimSpace(concierge.SanitizeLine(t.Description)); d != "" {
				line += " — " + reading.Clip(d, maxToolDescription)
			}
			if t.Annotations["readOnlyHint"] {
				line += " [read-only]"
			}
			if t.Annotations["destructiveHint"] {
				line += " [destructive]"
			}
			fmt.Fprintln(ios.Out, line)
			if len(t.Arguments) == 0 {
				fmt.Fprintln(ios.Out, "      no arguments")
			}
			for _, a := range t.Arguments {
				fmt.Fprintln(ios.Out, "      "+argumentLine(a))
			}
		}
	}
}

// argumentLine is "name: string, required, one of a, b — what it is".
func argumentLine(a domainfile.Argument) string {
	parts := []string{}
	if a.Type != "" {
		parts = append(parts, a.Type)
	}
	if a.Required {
		parts = append(parts, "required")
	} else {
		parts = append(parts, "optional")
	}
	if a.Secret {
		parts = append(parts, "secret")
	}
	if len(a.Enum) > 0 {
		parts = append(parts, "one of "+strings.Join(a.Enum, ", "))
	}
	if a.Pattern != "" {
		parts = append(parts, "pattern "+a.Pattern)
	}
	line := a.Name + ": " + strings.Join(parts, ", ")
	if d := strings.TrimSpace(concierge.SanitizeLine(a.Description)); d != "" {
		line += " — " + reading.Clip(d, maxToolDescription)
	}
	return line
}
