package concierge

import (
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

// notesKept is notesFake keeping the notes added, so that a conversation
// may write one and read it back.
func notesKept() *domainfiletest.Provider {
	p := notesFake()
	notes := map[string]string{}
	fake := p.Handle
	p.Handle = func(server, tool string, args map[string]any) (mcp.Result, error) {
		switch tool {
		case "add_note":
			title, _ := args["title"].(string)
			text, _ := args["text"].(string)
			notes[title] = text
			return mcp.Result{Text: "Added " + title + "."}, nil
		case "get_note":
			title, _ := args["title"].(string)
			if text, ok := notes[title]; ok {
				return mcp.Result{Text: text}, nil
			}
			return mcp.Result{Text: "No note titled " + title + ".", IsError: true}, nil
		case "delete_note":
			title, _ := args["title"].(string)
			if _, ok := notes[title]; !ok {
				return mcp.Result{Text: "There was no note titled " + title + "."}, nil
			}
			delete(notes, title)
			return mcp.Result{Text: "Deleted the note " + title + "."}, nil
		}
		return fake(server, tool, args)
	}
	return p
}
