// Package example holds the MCP servers built into concierge, so that a
// domain file can start one with no build step (SPEC R35):
//
//	servers:
//	  notes:
//	    command: ${CONCIERGE}
//	    args: [example-server, notes, --dir, ./notes]
//
// The notes server keeps titled notes, in DIR/notes.json or in memory. Its
// tools show what a domain file meets in the wild: add_note has side
// effects, list_notes and get_note are read-only (get_note answers with
// structured content and the note as an embedded resource), delete_note
// is destructive, and a failure is a result with isError.
package example

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/state"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Bounds of a note.
const (
	maxTitle = 200
	maxText  = 10000
	maxNotes = 1000
)

// Note is one note.
type Note struct {
	Title string `json:"title"`
	Text  string `json:"text"`
}

// Notes is the notes server's storage: a JSON file in a directory, or
// memory. It is safe for concurrent use.
type Notes struct {
	mu    sync.Mutex
	path  string // "" keeps the notes in memory
	notes []Note
}

// OpenNotes reads DIR/notes.json (a missing file is no notes); dir ""
// keeps the notes in memory.
func OpenNotes(dir string) (*Notes, error) {
	n := &Notes{}
	if dir == "" {
		return n, nil
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	n.path = filepath.Join(dir, "notes.json")
	b, err := os.ReadFile(n.path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return n, nil
	case err != nil:
		return nil, err
	}
	if err := json.Unmarshal(b, &n.notes); err != nil {
		return nil, fmt.Errorf("%s: %w", n.path, err)
	}
	return n, nil
}

// save writes the notes whole, through a file renamed over the old one.
func (n *Notes) save() error {
	if n.path == "" {
		return nil
	}
	b, err := json.MarshalIndent(n.notes, "", "  ")
	if err != nil {
		return err
	}
	return state.WriteFileAtomic(n.path, append(b, '\n'), 0o600)
}

func (n *Notes) find(title string) int {
	return slices.IndexFunc(n.notes, func(x Note) bool { return strings.EqualFold(x.Title, title) })
}

// The tools' arguments and structured results.
type (
	addIn struct {
		Title string `json:"title" jsonschema:"the note's title, unique"`
		Text  string `json:"text" jsonschema:"what the note says"`
	}
	addOut struct {
		Title string `json:"title"`
		Count int    `json:"count" jsonschema:"how many notes there are now"`
	}
	listIn  struct{}
	listOut struct {
		Titles []string `json:"titles"`
		Count  int      `json:"count"`
		// Texts is each note's text by its title, so that a search by a
		// keyword ("search for landlord") finds a word the text says, not
		// only the titles' words.
		Texts map[string]string `json:"texts,omitempty"`
	}
	titleIn struct {
		Title string `json:"title" jsonschema:"the note's title"`
	}
	deleteOut struct {
		Title   string `json:"title"`
		Deleted bool   `json:"deleted"`
	}
)

// failed is a tool's failure, as a result with isError.
func failed(format string, args ...any) *sdk.CallToolResult {
	return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: fmt.Sprintf(format, args...)}}}
}

func text(s string) []sdk.Content { return []sdk.Content{&sdk.TextContent{Text: s}} }

// titlesSaid says the titles there are, so that a title asked for and
// not found is answered with the ones to choose from; the caller holds mu.
func (n *Notes) titlesSaid() string {
	if len(n.notes) == 0 {
		return "There are no notes."
	}
	titles := make([]string, len(n.notes))
	for i, x := range n.notes {
		titles[i] = x.Title
	}
	return "Notes: " + strings.Join(titles, ", ") + "."
}

// NewNotesServer is the notes server over store.
func NewNotesServer(store *Notes, version string) *sdk.Server {
	srv := sdk.NewServer(&sdk.Implementation{Name: "concierge-notes", Version: version}, nil)
	no, yes := false, true
	sdk.AddTool(srv, &sdk.Tool{
		Name:        "add_note",
		Description: "Add a note with a title and a text.",
		Annotations: &sdk.ToolAnnotations{Title: "Add a note", DestructiveHint: &no, OpenWorldHint: &no},
	}, func(_ context.Context, _ *sdk.CallToolRequest, in addIn) (*sdk.CallToolResult, addOut, error) {
		title := strings.TrimSpace(in.Title)
		switch {
		case title == "" || len(title) > maxTitle:
			return failed("A note needs a title of 1 to %d characters.", maxTitle), addOut{}, nil
		case len(in.Text) > maxText:
			return failed("A note holds at most %d characters.", maxText), addOut{}, nil
		}
		store.mu.Lock()
		defer store.mu.Unlock()
		switch {
		case store.find(title) >= 0:
			return failed("There is a note titled %q already.", title), addOut{}, nil
		case len(store.notes) >= maxNotes:
			return failed("There are %d notes already: delete one first.", maxNotes), addOut{}, nil
		}
		store.notes = append(store.notes, Note{Title: title, Text: in.Text})
		if err := store.save(); err != nil {
			store.notes = store.notes[:len(store.notes)-1]
			return failed("The note could not be saved: %v", err), addOut{}, nil
		}
		out := addOut{Title: title, Count: len(store.notes)}
		return &sdk.CallToolResult{Content: text(fmt.Sprintf("Saved the note %q.", title))}, out, nil
	})
	sdk.AddTool(srv, &sdk.Tool{
		Name:        "list_notes",
		Description: "List the notes' titles.",
		Annotations: &sdk.ToolAnnotations{Title: "List notes", ReadOnlyHint: true, OpenWorldHint: &no},
	}, func(_ context.Context, _ *sdk.CallToolRequest, _ listIn) (*sdk.CallToolResult, listOut, error) {
		store.mu.Lock()
		defer store.mu.Unlock()
		out := listOut{Titles: []string{}, Count: len(store.notes), Texts: map[string]string{}}
		for _, n := range store.notes {
			out.Titles = append(out.Titles, n.Title)
			out.Texts[n.Title] = n.Text
		}
		msg := "There are no notes."
		if len(out.Titles) > 0 {
			msg = "Notes: " + strings.Join(out.Titles, ", ") + "."
		}
		return &sdk.CallToolResult{Content: text(msg)}, out, nil
	})
	sdk.AddTool(srv, &sdk.Tool{
		Name:        "get_note",
		Description: "Read one note by its title.",
		Annotations: &sdk.ToolAnnotations{Title: "Read a note", ReadOnlyHint: true, OpenWorldHint: &no},
	}, func(_ context.Context, _ *sdk.CallToolRequest, in titleIn) (*sdk.CallToolResult, Note, error) {
		store.mu.Lock()
		defer store.mu.Unlock()
		i := store.find(strings.TrimSpace(in.Title))
		if i < 0 {
			return failed("There is no note titled %q. %s", in.Title, store.titlesSaid()), Note{}, nil
		}
		n := store.notes[i]
		return &sdk.CallToolResult{Content: []sdk.Content{
			&sdk.TextContent{Text: n.Title + ": " + n.Text},
			&sdk.EmbeddedResource{Resource: &sdk.ResourceContents{
				URI: "note:///" + url.PathEscape(n.Title), MIMEType: "text/plain", Text: n.Text}},
		}}, n, nil
	})
	sdk.AddTool(srv, &sdk.Tool{
		Name:        "delete_note",
		Description: "Delete a note by its title.",
		Annotations: &sdk.ToolAnnotations{Title: "Delete a note", DestructiveHint: &yes, IdempotentHint: true, OpenWorldHint: &no},
	}, func(_ context.Context, _ *sdk.CallToolRequest, in titleIn) (*sdk.CallToolResult, deleteOut, error) {
		store.mu.Lock()
		defer store.mu.Unlock()
		i := store.find(strings.TrimSpace(in.Title))
		if i < 0 {
			return &sdk.CallToolResult{Content: text(fmt.Sprintf("There was no note titled %q.", in.Title))},
				deleteOut{Title: in.Title}, nil
		}
		gone := store.notes[i]
		store.notes = slices.Delete(store.notes, i, i+1)
		if err := store.save(); err != nil {
			store.notes = slices.Insert(store.notes, i, gone)
			return failed("The note could not be deleted: %v", err), deleteOut{}, nil
		}
		return &sdk.CallToolResult{Content: text(fmt.Sprintf("Deleted the note %q.", gone.Title))},
			deleteOut{Title: gone.Title, Deleted: true}, nil
	})
	addUnlock(srv)
	return srv
}

// ServeNotes runs the notes server on in and out (a stdio server's stdin
// and stdout) until in ends or ctx does; dir is as for OpenNotes.
func ServeNotes(ctx context.Context, dir, version string, in io.Reader, out io.Writer) error {
	store, err := OpenNotes(dir)
	if err != nil {
		return err
	}
	t := &sdk.IOTransport{Reader: io.NopCloser(in), Writer: nopWriteCloser{out}}
	err = NewNotesServer(store, version).Run(ctx, t)
	if err == nil || errors.Is(err, io.EOF) || errors.Is(err, sdk.ErrConnectionClosed) || errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }
