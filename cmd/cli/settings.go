package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// The settings file (R56): $XDG_CONFIG_HOME/concierge/config.yaml holds
// what the flags set, under the flags' own names. A flag overrides the
// environment, which overrides the file; eval takes rules-first only from
// its own flag. `concierge config` shows each value and where it came from.

// setting is one key of the settings file: the flag it stands for and the
// environment variable that overrides it.
type setting struct {
	key, env string
	boolean  bool
	// value is the option a setting writes to.
	value func(o *engineOptions) any
}

var settings = []setting{
	{key: "base-url", env: "OPENAI_BASE_URL", value: func(o *engineOptions) any { return &o.BaseURL }},
	{key: "model", env: "CONCIERGE_MODEL", value: func(o *engineOptions) any { return &o.Model }},
	{key: "engine", env: "CONCIERGE_ENGINE", value: func(o *engineOptions) any { return &o.Engine }},
	{key: "data-dir", env: "CONCIERGE_DATA_DIR", value: func(o *engineOptions) any { return &o.DataDir }},
	{key: "rules-first", env: "CONCIERGE_RULES_FIRST", boolean: true, value: func(o *engineOptions) any { return &o.RulesFirst }},
}

// maxSettingsFile bounds what is read: a settings file is a few lines.
const maxSettingsFile = 64 << 10

// fileValue is a value read from the file, and where.
type fileValue struct {
	text string
	at   string // FILE:LINE:COL
}

// origin says where each setting's value came from, for `concierge config`.
type origins map[string]string

// settingsPath is the settings file's path, "" when neither
// XDG_CONFIG_HOME nor HOME says where it would be.
func settingsPath(ios ioStreams) string {
	if x := ios.env("XDG_CONFIG_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "concierge", "config.yaml")
	}
	if home := ios.env("HOME"); home != "" {
		return filepath.Join(home, ".config", "concierge", "config.yaml")
	}
	return ""
}

// readSettings reads the settings file at path: none at all is no error;
// a file that cannot be read, is not a regular file, or holds a mistake
// is one error that names them all, each at FILE:LINE:COL.
func readSettings(path string) (map[string]fileValue, error) {
	if path == "" {
		return nil, nil
	}
	f, err := state.OpenRegular(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot read the settings file %s: %v", path, unwrapPathErr(err))
	}
	defer f.Close()
	src, err := io.ReadAll(io.LimitReader(f, maxSettingsFile+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read the settings file %s: %v", path, unwrapPathErr(err))
	}
	if len(src) > maxSettingsFile {
		return nil, fmt.Errorf("the settings file %s is over %d KB: it holds a few settings, one a line", path, maxSettingsFile>>10)
	}
	return parseSettings(path, src)
}

// unwrapPathErr drops the path a *fs.PathError repeats.
func unwrapPathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// parseSettings reads a flat mapping of known keys to plain values, and
// says every mistake at once.
func parseSettings(path string, src []byte) (map[string]fileValue, error) {
	var problems []string
	at := func(n ast.Node) string {
		line, col := 1, 1
		if n != nil && n.GetToken() != nil {
			p := n.GetToken().Position
			line, col = max(p.Line, 1), max(p.Column, 1)
		}
		return fmt.Sprintf("%s:%d:%d", path, line, col)
	}
	file, err := parser.ParseBytes(src, 0)
	if err != nil {
		var ye yaml.Error
		if errors.As(err, &ye) && ye.GetToken() != nil {
			p := ye.GetToken().Position
			return nil, fmt.Errorf("%s:%d:%d: YAML: %s", path, max(p.Line, 1), max(p.Column, 1), concierge.SanitizeLine(ye.GetMessage()))
		}
		return nil, fmt.Errorf("%s:1:1: YAML: %s", path, concierge.SanitizeLine(err.Error()))
	}
	out := map[string]fileValue{}
	var body ast.Node
	for _, d := range file.Docs {
		if d != nil && d.Body != nil {
			if body != nil {
				problems = append(problems, at(d.Body)+": one settings document a file: a second one starts here")
				break
			}
			body = d.Body
		}
	}
	if body == nil {
		return out, nil // an empty file sets nothing
	}
	var pairs []*ast.MappingValueNode
	switch m := body.(type) {
	case *ast.MappingNode:
		pairs = m.Values
	case *ast.MappingValueNode:
		pairs = []*ast.MappingValueNode{m}
	default:
		return nil, fmt.Errorf("%s: the settings file is a list of \"key: value\" lines (%s)", at(body), keyList())
	}
	for _, kv := range pairs {
		key := ""
		if kv.Key != nil {
			key = concierge.SanitizeLine(strings.TrimSpace(kv.Key.String()))
		}
		s, ok := findSetting(key)
		if !ok {
			problems = append(problems, fmt.Sprintf("%s: unknown setting %q (the settings are %s)", at(kv.Key), key, keyList()))
			continue
		}
		v, ok := scalar(kv.Value)
		if !ok {
			problems = append(problems, fmt.Sprintf("%s: %s takes one value, not %s", at(kv.Value), key, kindOf(kv.Value)))
			continue
		}
		if s.boolean {
			if _, err := strconv.ParseBool(v); err != nil {
				problems = append(problems, fmt.Sprintf("%s: %s is true or false, not %q", at(kv.Value), key, concierge.SanitizeLine(v)))
				continue
			}
		}
		out[key] = fileValue{text: v, at: at(kv.Key)}
	}
	if len(problems) > 0 {
		return nil, errors.New(strings.Join(problems, "\n"))
	}
	return out, nil
}

// scalar is a plain value's text: a string, a number or a boolean.
func scalar(n ast.Node) (string, bool) {
	switch v := n.(type) {
	case *ast.StringNode:
		return v.Value, true
	case *ast.BoolNode, *ast.IntegerNode, *ast.FloatNode, *ast.LiteralNode:
		return strings.TrimSpace(n.GetToken().Value), true
	case *ast.NullNode, nil:
		return "", true
	}
	return "", false
}

func kindOf(n ast.Node) string {
	switch n.(type) {
	case *ast.MappingNode, *ast.MappingValueNode:
		return "a mapping"
	case *ast.SequenceNode:
		return "a list"
	}
	return "this"
}

func findSetting(key string) (setting, bool) {
	for _, s := range settings {
		if s.key == key {
			return s, true
		}
	}
	return setting{}, false
}

func keyList() string {
	keys := make([]string, len(settings))
	for i, s := range settings {
		keys[i] = s.key
	}
	return strings.Join(keys, ", ")
}

// settle gives each setting its value: the flag when it was given, else
// the environment, else the settings file, else the flag's default; and
// remembers where each came from.
func (o *engineOptions) settle(cmd *cobra.Command, ios ioStreams) error {
	o.origin = origins{}
	o.settingsFile = settingsPath(ios)
	file, err := readSettings(o.settingsFile)
	if err != nil {
		return &exitError{code: 2, msg: err.Error()}
	}
	for _, s := range settings {
		switch {
		case cmd.Flags().Changed(s.key):
			o.origin[s.key] = "flag --" + s.key
			continue
		case ios.env(s.env) != "":
			if err := s.set(o, ios.env(s.env)); err != nil {
				return &exitError{code: 2, msg: fmt.Sprintf("%s=%s: %v", s.env, concierge.SanitizeLine(ios.env(s.env)), err)}
			}
			o.origin[s.key] = "environment " + s.env
		case file[s.key].at != "":
			if err := s.set(o, file[s.key].text); err != nil {
				return &exitError{code: 2, msg: fmt.Sprintf("%s: %v", file[s.key].at, err)}
			}
			o.origin[s.key] = file[s.key].at
		default:
			o.origin[s.key] = "default"
		}
	}
	return nil
}

// set writes a value from the environment or the file.
func (s setting) set(o *engineOptions, v string) error {
	switch p := s.value(o).(type) {
	case *bool:
		b, err := strconv.ParseBool(strings.TrimSpace(v))
		if err != nil {
			return fmt.Errorf("%s is true or false", s.key)
		}
		*p = b
	case *string:
		*p = strings.TrimSpace(v)
	}
	return nil
}
