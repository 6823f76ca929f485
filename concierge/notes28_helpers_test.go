package concierge

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

// notesStore is the notes server of examples/notes as a fake that keeps
// its notes in order, as the example server does: unlock opens ada's
// notes with the PIN 1815; list_notes, get_note, add_note and delete_note
// act on the notes held.
type notesStore struct {
	titles, texts []string
	calls         []string
}

func (s *notesStore) provider() *domainfiletest.Provider {
	p := notesFake()
	p.Handle = func(server, tool string, args map[string]any) (mcp.Result, error) {
		title, _ := args["title"].(string)
		s.calls = append(s.calls, fmt.Sprintf("%s %v", tool, args["title"]))
		switch tool {
		case "unlock":
			if o, _ := args["owner"].(string); !strings.EqualFold(o, "ada") || args["pin"] != "1815" { // the owner in any case, as the example server
				return mcp.Result{Text: "That owner and PIN don't match.", IsError: true}, nil
			}
			return mcp.Result{Text: "The notes are open.", Structured: map[string]any{"owner": "ada", "unlocked": true}}, nil
		case "list_notes":
			if len(s.titles) == 0 {
				return mcp.Result{Text: "There are no notes."}, nil
			}
			return mcp.Result{Text: "Notes: " + strings.Join(s.titles, ", ") + "."}, nil
		case "add_note":
			text, _ := args["text"].(string)
			s.titles, s.texts = append(s.titles, title), append(s.texts, text)
			return mcp.Result{Text: fmt.Sprintf("Saved the note %q.", title)}, nil
		case "get_note":
			i := slices.IndexFunc(s.titles, func(x string) bool { return strings.EqualFold(x, title) })
			if i < 0 {
				return mcp.Result{Text: fmt.Sprintf("There is no note titled %q. Notes: %s.", title, strings.Join(s.titles, ", ")), IsError: true}, nil
			}
			return mcp.Result{Text: s.titles[i] + ": " + s.texts[i]}, nil
		case "delete_note":
			i := slices.IndexFunc(s.titles, func(x string) bool { return strings.EqualFold(x, title) })
			if i < 0 {
				return mcp.Result{Text: fmt.Sprintf("There was no note titled %q.", title)}, nil
			}
			s.titles, s.texts = slices.Delete(s.titles, i, i+1), slices.Delete(s.texts, i, i+1)
			return mcp.Result{Text: fmt.Sprintf("Deleted the note %q.", title)}, nil
		}
		return mcp.Result{Text: "unknown tool " + tool, IsError: true}, nil
	}
	return p
}

// notesWith starts a notes engine on a store holding the notes given as
// title, text pairs.
func notesWith(t *testing.T, pairs ...string) (*Engine, *recorder, *notesStore) {
	t.Helper()
	s := &notesStore{}
	for i := 0; i+1 < len(pairs); i += 2 {
		s.titles, s.texts = append(s.titles, pairs[i]), append(s.texts, pairs[i+1])
	}
	e, rec, _ := notesOn(t, s.provider())
	return e, rec, s
}
