package domainfile

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

// filesystemTools are the tools of a common filesystem MCP server: many
// names, several sharing words, in no helpful alphabetical order.
var filesystemTools = []string{
	"create_directory", "directory_tree", "edit_file", "get_file_info", "list_allowed_directories",
	"list_directory", "list_directory_with_sizes", "move_file", "read_file", "read_media_file",
	"read_multiple_files", "read_text_file", "search_files", "write_file",
}

// The names a missing tool suggests are the nearest by distance — a typo,
// a word of the name, a short form of it — not the first of the alphabet
// cut at five (issue 27: "ls" suggested create_directory, directory_tree,
// edit_file … and not list_directory).
func TestNearestTools(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, first string }{
		{"ls", "list_directory"},
		{"list_dir", "list_directory"},
		{"dir_tree", "directory_tree"},
		{"read", "read_file"},
		{"write", "write_file"},
		{"writefile", "write_file"},
		{"serch_files", "search_files"},
		{"moev_file", "move_file"},
		{"file_info", "get_file_info"},
		{"get_info", "get_file_info"},
		{"create_dir", "create_directory"},
	} {
		got := nearestTools(tc.name, filesystemTools)
		if len(got) == 0 || got[0] != tc.first || len(got) > maxNearest {
			t.Errorf("nearestTools(%q) = %v, want %s first, at most %d", tc.name, got, tc.first, maxNearest)
		}
	}
	if got := nearestTools("refil", []string{"list_prescriptions", "refill", "sign_in"}); strings.Join(got, ",") != "refill" {
		t.Errorf("a clear typo names only its tool: %v", got)
	}
	if got := nearestTools("x", nil); got != nil {
		t.Errorf("no tools, no names: %v", got)
	}
}

// The message of a missing tool names the nearest ones.
func TestMissingToolNamesTheNearest(t *testing.T) {
	t.Parallel()
	var tools []mcp.ToolInfo
	for _, name := range filesystemTools {
		tools = append(tools, domainfiletest.Tool(name, "", `{"type":"object","properties":{}}`))
	}
	fs := &domainfiletest.Provider{Servers: map[string][]mcp.ToolInfo{"fs": tools}}
	s := mustParse(t, "name: d\nservers: { fs: { command: x } }\nagents:\n  - name: a\n    tool: fs/ls\n", Options{})
	_, problems := s.Domain(fs)
	want := `dom.yaml:5:11: agent a is unavailable: server fs has no tool "ls" (closest: list_directory, list_allowed_directories, list_directory_with_sizes)`
	if len(problems) != 1 || problems[0].String() != want {
		t.Errorf("problems = %v\nwant %s", problems, want)
	}
}
