package openaitest

import (
	"bytes"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// A Fixture is an answer a real server gives, written down byte for byte
// (R31): the status, the headers and the body as the server sends them,
// replayed verbatim by the fake server. The file says where the shape
// comes from and what it shows, in a header of "#" lines before the body:
//
//	# Ollama streams a tool call whole, in one chunk.
//	# source: ollama/ollama openai/openai.go (ToStreamChunks)
//	# status: 200
//	# header: Content-Type: text/event-stream
//	# gap: 5ms
//
//	data: {"id":"chatcmpl-1",…}
//
//	data: [DONE]
//
// The header ends at the first blank line; the body is everything after
// it. Lines "# key: value" (key in lower case, no spaces) are fields; the
// others are prose. The fields the server replays:
//
//	status   the HTTP status (200 if absent)
//	header   "Name: value", once per header
//	gap      the wait between the body's events (its "\n\n"-ended pieces)
//	abort    "true": drop the connection after the body instead of ending it
//	crlf     "true": the body's line ends are sent as CRLF
//
// Every field, these and any other (a test's expectations), is kept in
// Meta, in file order.
type Fixture struct {
	Name   string // the path it was loaded by, slash-separated
	Status int
	Header map[string]string
	Body   []byte
	Gap    time.Duration
	Abort  bool
	Meta   map[string][]string
	About  []string // the prose lines of the header
}

// Fixture file extensions: streamed answers, and error bodies by type.
var fixtureExts = []string{".sse", ".json", ".txt", ".html"}

// LoadFixture reads one fixture file.
func LoadFixture(path string) (Fixture, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Fixture{}, err
	}
	f, err := ParseFixture(b)
	if err != nil {
		return Fixture{}, fmt.Errorf("%s: %w", path, err)
	}
	f.Name = filepath.ToSlash(path)
	return f, nil
}

// LoadFixtures reads every fixture under root (see fixtureExts), sorted by
// path, with names relative to root.
func LoadFixtures(root string) ([]Fixture, error) {
	var out []Fixture
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !isFixture(path) {
			return err
		}
		f, err := LoadFixture(path)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		f.Name = filepath.ToSlash(rel)
		out = append(out, f)
		return nil
	})
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, err
}

func isFixture(path string) bool {
	for _, ext := range fixtureExts {
		if strings.HasSuffix(path, ext) {
			return true
		}
	}
	return false
}

// ParseFixture reads a fixture from its bytes.
func ParseFixture(b []byte) (Fixture, error) {
	f := Fixture{Status: http.StatusOK, Header: map[string]string{}, Meta: map[string][]string{}}
	rest := b
	for {
		line, after, found := bytes.Cut(rest, []byte("\n"))
		if !found {
			return f, fmt.Errorf("no blank line after the header")
		}
		rest = after
		text := strings.TrimRight(string(line), "\r")
		if text == "" {
			break
		}
		body, ok := strings.CutPrefix(text, "#")
		if !ok {
			return f, fmt.Errorf("header line %q does not start with #", text)
		}
		body = strings.TrimSpace(body)
		key, value, isField := strings.Cut(body, ":")
		if !isField || !isKey(key) {
			f.About = append(f.About, body)
			continue
		}
		value = strings.TrimSpace(value)
		f.Meta[key] = append(f.Meta[key], value)
		if err := f.field(key, value); err != nil {
			return f, err
		}
	}
	f.Body = rest
	if f.Meta["crlf"] != nil && f.Meta["crlf"][0] == "true" {
		f.Body = bytes.ReplaceAll(f.Body, []byte("\n"), []byte("\r\n"))
	}
	return f, nil
}

// field applies one of the fields the server replays.
func (f *Fixture) field(key, value string) error {
	switch key {
	case "status":
		n, err := strconv.Atoi(value)
		if err != nil {
			return fmt.Errorf("status %q: %w", value, err)
		}
		f.Status = n
	case "header":
		name, v, ok := strings.Cut(value, ":")
		if !ok {
			return fmt.Errorf("header %q is not Name: value", value)
		}
		f.Header[http.CanonicalHeaderKey(strings.TrimSpace(name))] = strings.TrimSpace(v)
	case "gap":
		d, err := time.ParseDuration(value)
		if err != nil {
			return fmt.Errorf("gap %q: %w", value, err)
		}
		f.Gap = d
	case "abort":
		f.Abort = value == "true"
	}
	return nil
}

// isKey is whether s can be a field name: lower case letters, digits, dots
// and dashes ("want.error"); prose never is one word.
func isKey(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// Get is a field's first value, "" when absent.
func (f Fixture) Get(key string) string {
	if v := f.Meta[key]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// Response is the fixture as the fake server's answer: verbatim, event by
// event, with the fixture's gap between events.
func (f Fixture) Response() Response {
	r := Response{Status: f.Status, Header: map[string]string{}}
	for k, v := range f.Header {
		r.Header[k] = v
	}
	if f.Status != http.StatusOK {
		r.Body = string(f.Body)
		return r
	}
	r.Pieces = events(f.Body)
	r.Gap = f.Gap
	r.Abort = f.Abort
	return r
}

// events cuts a body after each blank line, so that each piece is one SSE
// event (or comment) with its terminator; a body with none is one piece.
func events(body []byte) []string {
	var out []string
	s := string(body)
	for s != "" {
		i := strings.Index(s, "\n\n")
		j := strings.Index(s, "\r\n\r\n")
		switch {
		case j >= 0 && (i < 0 || j < i):
			out = append(out, s[:j+4])
			s = s[j+4:]
		case i >= 0:
			out = append(out, s[:i+2])
			s = s[i+2:]
		default:
			out = append(out, s)
			s = ""
		}
	}
	return out
}
