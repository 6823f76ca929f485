package mcp

import (
	"encoding/json"
	"net/url"
	"sort"
	"strconv"
	"strings"
)

// A value a domain file's ${VAR} expanded to in a server's command, args,
// env, URL or headers is a secret (R55): the server needs it, nobody else
// sees it. Every text this package derives from a server — its start and
// death messages, its stderr and log lines, call errors, tool
// descriptions and results — passes through the server's masker, which
// writes ${NAME} where the value was. Messages quote the command as the
// file writes it (ServerSpec.Written), so they never need the value.

// Secret is one expanded variable: its name and the value it expanded to.
type Secret struct {
	Name, Value string
}

// shortSecret: a value shorter than this is masked only where it stands
// alone (not inside a word or number), so that a variable set to "1"
// does not turn "127.0.0.1:8931" into "${DEBUG}27.0.0.${DEBUG}:893${DEBUG}".
// A real token is masked wherever it is.
const shortSecret = 4

// masker replaces the secrets of one server in text; the zero masker
// changes nothing.
type masker struct {
	// forms are each secret's spellings (as is, URL-escaped, quoted as
	// Go and JSON quote it), longest first, so that the longest spelling
	// at a position wins.
	forms []maskForm
}

type maskForm struct {
	text, name string
}

func newMasker(secrets []Secret) masker {
	seen := map[string]bool{}
	var m masker
	for _, s := range secrets {
		if s.Value == "" {
			continue
		}
		name := "${" + s.Name + "}"
		for _, f := range spellings(s.Value) {
			if f != "" && !seen[f] {
				seen[f] = true
				m.forms = append(m.forms, maskForm{f, name})
			}
		}
	}
	sort.SliceStable(m.forms, func(i, j int) bool { return len(m.forms[i].text) > len(m.forms[j].text) })
	return m
}

// spellings are the ways a value shows in the texts a server's failures
// produce: as is, in a URL (Go's HTTP errors quote the URL), and quoted
// (exec's errors and JSON strings escape quotes and backslashes).
func spellings(v string) []string {
	quoted := strconv.Quote(v)
	js, _ := json.Marshal(v)
	return []string{v, url.QueryEscape(v), url.PathEscape(v), quoted[1 : len(quoted)-1], string(js[1 : len(js)-1])}
}

// mask returns s with every secret written as ${NAME}.
func (m masker) mask(s string) string {
	if len(m.forms) == 0 || !m.any(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		if f, ok := m.at(s, i); ok {
			b.WriteString(f.name)
			i += len(f.text)
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

// any reports whether s holds any spelling at all: the common case, a
// text with no secret in it, costs one search per spelling.
func (m masker) any(s string) bool {
	for _, f := range m.forms {
		if strings.Contains(s, f.text) {
			return true
		}
	}
	return false
}

// at is the spelling that starts at s[i], if one does.
func (m masker) at(s string, i int) (maskForm, bool) {
	for _, f := range m.forms {
		if !strings.HasPrefix(s[i:], f.text) {
			continue
		}
		if len(f.text) < shortSecret && (wordByte(s, i-1) || wordByte(s, i+len(f.text))) {
			continue
		}
		return f, true
	}
	return maskForm{}, false
}

// wordByte: s[i] continues a word, a number or an address ("127.0.0.1").
func wordByte(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return false
	}
	c := s[i]
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '.' || c >= 0x80
}

func (m masker) lines(ls []string) []string {
	if len(m.forms) == 0 {
		return ls
	}
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = m.mask(l)
	}
	return out
}

// result masks a tool's result: its text, its artifacts, and the strings
// of its structured content.
func (m masker) result(r Result) Result {
	if len(m.forms) == 0 {
		return r
	}
	r.Text = m.mask(r.Text)
	if r.Artifacts != nil {
		arts := make([]Artifact, len(r.Artifacts))
		for i, a := range r.Artifacts {
			arts[i] = Artifact{Title: m.mask(a.Title), URI: m.mask(a.URI), MIME: a.MIME, Text: m.mask(a.Text)}
		}
		r.Artifacts = arts
	}
	if r.Structured != nil {
		// masked as JSON: the JSON spelling of each value is among its
		// forms, and the result decodes to the same shape
		b, err := json.Marshal(r.Structured)
		if err == nil && m.any(string(b)) {
			var out map[string]any
			if json.Unmarshal([]byte(m.mask(string(b))), &out) == nil {
				r.Structured = out
			} else {
				r.Structured = nil
			}
		}
	}
	return r
}

// err is err with its text masked; errors.Is and errors.As still see
// what it wraps.
func (m masker) err(err error) error {
	if err == nil || len(m.forms) == 0 {
		return err
	}
	text := err.Error()
	if masked := m.mask(text); masked != text {
		return &maskedError{text: masked, err: err}
	}
	return err
}

type maskedError struct {
	text string
	err  error
}

func (e *maskedError) Error() string { return e.text }
func (e *maskedError) Unwrap() error { return e.err }
