package concierge

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

// notesKept is notesFake keeping the notes added, so that a conversation
// may write one and read it back.
func notesKept() *domainfiletest.Provider {
	p := notesFake()
	notes := map[string]string{}
	var titles []string // in the order written, as the example server lists them
	fake := p.Handle
	p.Handle = func(server, tool string, args map[string]any) (mcp.Result, error) {
		switch tool {
		case "add_note":
			title, _ := args["title"].(string)
			text, _ := args["text"].(string)
			if _, ok := notes[title]; !ok {
				titles = append(titles, title)
			}
			notes[title] = text
			return mcp.Result{Text: "Added " + title + "."}, nil
		case "list_notes":
			if len(titles) == 0 {
				break // the fake's own answer: no notes yet
			}
			listed := make([]any, len(titles)) // the example server's structured result, as a list narrowed reads it
			texts := map[string]any{}
			for i, t := range titles {
				listed[i] = t
				texts[t] = notes[t]
			}
			return mcp.Result{Text: "Notes: " + strings.Join(titles, ", ") + ".", Structured: map[string]any{"titles": listed, "count": float64(len(titles)), "texts": texts}}, nil
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
			for i, t := range titles {
				if t == title {
					titles = append(titles[:i:i], titles[i+1:]...)
					break
				}
			}
			return mcp.Result{Text: "Deleted the note " + title + "."}, nil
		}
		return fake(server, tool, args)
	}
	return p
}
