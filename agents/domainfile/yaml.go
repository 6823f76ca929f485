package domainfile

import (
	"errors"
	"fmt"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
)

// The file is read as a YAML syntax tree, not decoded into structs, so
// that every mistake is found in one pass and said at its line and
// column: a decoder stops at the first.

// reader walks one file's tree and collects its problems.
type reader struct {
	file     string
	lines    []string
	problems []Problem
	anchors  map[string]ast.Node
}

// entry is one key of a mapping, in file order.
type entry struct {
	key  string
	at   ast.Node // the key, where key mistakes are said
	node ast.Node // the value
}

func (r *reader) pos(n ast.Node) Pos {
	// a block mapping's token is its first colon: it starts at its first key
	switch m := n.(type) {
	case *ast.MappingNode:
		if !m.IsFlowStyle && len(m.Values) > 0 {
			return r.pos(m.Values[0].Key)
		}
	case *ast.MappingValueNode:
		return r.pos(m.Key)
	}
	if n == nil || n.GetToken() == nil {
		return Pos{1, 1}
	}
	p := n.GetToken().Position
	return Pos{max(p.Line, 1), max(p.Column, 1)}
}

func (r *reader) errorf(n ast.Node, format string, args ...any) {
	r.errorAt(r.pos(n), format, args...)
}

func (r *reader) errorAt(p Pos, format string, args ...any) {
	r.problems = append(r.problems, Problem{File: r.file, Pos: p, Msg: fmt.Sprintf(format, args...)})
}

// parse reads the file's one document, or says why it cannot.
func (r *reader) parse(src []byte) ast.Node {
	r.lines = strings.Split(string(src), "\n")
	// before the parser: deep nesting costs it far more than its bytes
	if at, deep := deepAt(src); deep {
		r.errorAt(at, "%s", depthProblem())
		return nil
	}
	f, err := parser.ParseBytes(src, 0, parser.AllowDuplicateMapKey())
	if err != nil {
		var ye yaml.Error
		if errors.As(err, &ye) && ye.GetToken() != nil {
			p := ye.GetToken().Position
			r.errorAt(Pos{max(p.Line, 1), max(p.Column, 1)}, "YAML: %s", ye.GetMessage())
		} else {
			r.errorAt(Pos{1, 1}, "YAML: %v", err)
		}
		return nil
	}
	var docs []ast.Node
	for _, d := range f.Docs {
		if d != nil && d.Body != nil {
			docs = append(docs, d.Body)
		}
	}
	for _, d := range docs {
		if at, msg := tooManyAliases(d); at != nil {
			r.errorf(at, "%s", msg)
			return nil
		}
	}
	switch {
	case len(docs) == 0:
		r.errorAt(Pos{1, 1}, "the file is empty: a domain needs at least a name and agents")
		return nil
	case len(docs) > 1:
		r.errorf(docs[1], "one domain a file: a second YAML document starts here")
	}
	return docs[0]
}

// value unwraps anchors, aliases and tags down to the node that holds
// the value.
func (r *reader) value(n ast.Node) ast.Node {
	for range 16 {
		switch v := n.(type) {
		case *ast.AnchorNode:
			if r.anchors == nil {
				r.anchors = map[string]ast.Node{}
			}
			if v.Name != nil {
				r.anchors[v.Name.GetToken().Value] = v.Value
			}
			n = v.Value
		case *ast.AliasNode:
			name := ""
			if v.Value != nil {
				name = v.Value.GetToken().Value
			}
			target, ok := r.anchors[name]
			if !ok {
				r.errorf(n, "alias *%s names no anchor before it", name)
				return nil
			}
			n = target
		case *ast.TagNode:
			n = v.Value
		default:
			return n
		}
	}
	return n
}

// kind names a node's kind for messages: "a list", "a mapping", "text".
func kind(n ast.Node) string {
	switch n.(type) {
	case *ast.MappingNode, *ast.MappingValueNode:
		return "a mapping"
	case *ast.SequenceNode:
		return "a list"
	case *ast.NullNode:
		return "empty"
	}
	return "a value"
}

// object reads a mapping whose keys must be among known, saying each
// unknown key (with the closest known ones) and each key given twice.
func (r *reader) object(n ast.Node, what string, known []string) []entry {
	es, ok := r.mapping(n, what)
	if !ok {
		return nil
	}
	var out []entry
	for _, e := range es {
		if !contains(known, e.key) {
			r.errorf(e.at, "unknown key %q in %s%s", e.key, what, didYouMean(e.key, known))
			continue
		}
		out = append(out, e)
	}
	return out
}

// mapping reads a mapping's entries in file order; a key given twice is
// said, and the first one counts.
func (r *reader) mapping(n ast.Node, what string) ([]entry, bool) {
	n = r.value(n)
	var values []*ast.MappingValueNode
	switch m := n.(type) {
	case *ast.MappingNode:
		values = m.Values
	case *ast.MappingValueNode:
		values = []*ast.MappingValueNode{m}
	case *ast.NullNode:
		return nil, true
	case nil:
		return nil, false
	default:
		r.errorf(n, "%s must be a mapping (key: value), not %s", what, kind(n))
		return nil, false
	}
	var out []entry
	seen := map[string]bool{}
	for _, mv := range values {
		if _, merge := mv.Key.(*ast.MergeKeyNode); merge {
			r.errorf(mv.Key, "merge keys (<<) are not supported in %s: write the keys out", what)
			continue
		}
		key, ok := r.scalar(mv.Key)
		if !ok {
			r.errorf(mv.Key, "a key in %s must be a name", what)
			continue
		}
		if seen[key] {
			r.errorf(mv.Key, "%q is given twice in %s", key, what)
			continue
		}
		seen[key] = true
		out = append(out, entry{key: key, at: mv.Key, node: mv.Value})
	}
	return out, true
}

// scalar is a plain value's text: a string, a number or a boolean as
// written, a block literal's content; "" for null.
func (r *reader) scalar(n ast.Node) (string, bool) {
	n = r.value(n)
	switch v := n.(type) {
	case *ast.StringNode:
		return v.Value, true
	case *ast.LiteralNode:
		if v.Value == nil {
			return "", true
		}
		return v.Value.Value, true
	case *ast.NullNode:
		return "", true
	case *ast.IntegerNode, *ast.FloatNode, *ast.BoolNode, *ast.InfinityNode, *ast.NanNode:
		return n.GetToken().Value, true
	case *ast.MappingKeyNode:
		return r.scalar(v.Value)
	}
	return "", false
}

// str reads a text value, saying what it must be when it is not one.
func (r *reader) str(e entry, what string) string {
	s, ok := r.scalar(e.node)
	if !ok {
		r.errorf(e.node, "%s must be text, not %s", what, kind(r.value(e.node)))
	}
	return s
}

// boolean reads true or false.
func (r *reader) boolean(e entry, what string) (bool, bool) {
	s, ok := r.scalar(e.node)
	switch strings.ToLower(s) {
	case "true", "yes", "on":
		return true, ok
	case "false", "no", "off":
		return false, ok
	}
	r.errorf(e.node, "%s must be true or false, not %q", what, s)
	return false, false
}

// list reads a sequence's items; a single value stands for a list of one.
func (r *reader) list(n ast.Node, what string) []ast.Node {
	n = r.value(n)
	switch v := n.(type) {
	case *ast.SequenceNode:
		return v.Values
	case *ast.NullNode, nil:
		return nil
	case *ast.MappingNode, *ast.MappingValueNode:
		r.errorf(n, "%s must be a list, not a mapping", what)
		return nil
	}
	return []ast.Node{n}
}

// strings reads a list of text values, with their nodes.
func (r *reader) strList(n ast.Node, what string) ([]string, []ast.Node) {
	var out []string
	var at []ast.Node
	for _, item := range r.list(n, what) {
		s, ok := r.scalar(item)
		if !ok {
			r.errorf(item, "each item of %s must be text, not %s", what, kind(r.value(item)))
			continue
		}
		out = append(out, s)
		at = append(at, item)
	}
	return out, at
}

// strMap reads a mapping of names to text values, in file order.
func (r *reader) strMap(n ast.Node, what string) []entry {
	es, _ := r.mapping(n, what)
	var out []entry
	for _, e := range es {
		if _, ok := r.scalar(e.node); !ok {
			r.errorf(e.node, "%s.%s must be text, not %s", what, e.key, kind(r.value(e.node)))
			continue
		}
		out = append(out, e)
	}
	return out
}

// column is where sub starts in the source line of n, for a mistake
// inside a value (a ${VAR} in a longer string); n's own place otherwise.
func (r *reader) column(n ast.Node, sub string) Pos {
	p := r.pos(n)
	if p.Line-1 < len(r.lines) {
		line := r.lines[p.Line-1]
		from := min(max(p.Col-1, 0), len(line))
		if i := strings.Index(line[from:], sub); i >= 0 {
			return Pos{p.Line, from + i + 1}
		}
	}
	return p
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
