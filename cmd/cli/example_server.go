package cli

import (
	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents/mcp/example"
)

// newExampleServerCmd is the hidden `example-server` command: MCP servers
// built into concierge, that a domain file starts as
// `${CONCIERGE} example-server notes` with no build step (R35).
func newExampleServerCmd(ios ioStreams, version string) *cobra.Command {
	cmd := &cobra.Command{
		Use:    "example-server",
		Short:  "Run an MCP server built into concierge, for domain files",
		Hidden: true,
		Args:   cobra.NoArgs,
	}
	var dir string
	notes := &cobra.Command{
		Use:   "notes",
		Short: "A notes MCP server on stdin and stdout",
		Long: "notes is an MCP server on stdin and stdout with the tools add_note, list_notes,\n" +
			"get_note and delete_note. It keeps the notes in DIR/notes.json, or in memory.",
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if dir == "" {
				dir = ios.env("CONCIERGE_NOTES_DIR")
			}
			if err := example.ServeNotes(c.Context(), dir, currentVersion(version), ios.In, ios.Out); err != nil {
				return &exitError{code: 1, msg: "example-server notes: " + err.Error()}
			}
			return nil
		},
	}
	notes.Flags().StringVar(&dir, "dir", "", "keep the notes in `DIR`/notes.json (default $CONCIERGE_NOTES_DIR, else in memory)")
	cmd.AddCommand(notes)
	return cmd
}
