package domainfile

import (
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/goccy/go-yaml/ast"

	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/agents/reading"
)

// variable is ${NAME} in a server's command, args, env, cwd, url or headers.
var variable = reading.Lazy(`\$\{([^}]*)\}`)

// varName is what a variable's name may be.
var varName = reading.Lazy(`^[A-Za-z_][A-Za-z0-9_]*$`)

// binaryVar expands to the running concierge binary.
const binaryVar = "CONCIERGE"

// servers reads `servers:`, each ready to start.
func (r *reader) servers(n ast.Node, s *Spec, opts Options) []mcp.ServerSpec {
	es, _ := r.mapping(n, "servers")
	var out []mcp.ServerSpec
	for _, e := range es {
		s.serverAt[e.key] = r.pos(e.at)
		if !oneWord.MatchString(e.key) || strings.Contains(e.key, "/") {
			r.errorf(e.at, "server name %q must be one word (letters, digits, _ . -)", e.key)
		}
		before := len(r.problems)
		out = append(out, r.server(e, s.Dir, opts))
		if len(r.problems) > before {
			s.broken[e.key] = true
		}
	}
	return out
}

func (r *reader) server(e entry, dir string, opts Options) mcp.ServerSpec {
	what := "server " + e.key
	sv := mcp.ServerSpec{Name: e.key}
	x := &expander{r: r, opts: opts}
	var cwdSet bool
	for _, se := range r.object(e.node, what, serverKeys) {
		switch se.key {
		case "command":
			sv.Written.Command = r.str(se, what+" command")
			sv.Command = x.expand(se.node, sv.Written.Command)
		case "args":
			vs, at := r.strList(se.node, what+" args")
			for i, v := range vs {
				sv.Written.Args = append(sv.Written.Args, v)
				sv.Args = append(sv.Args, x.expand(at[i], v))
			}
		case "env":
			sv.Env = x.expandMap(r.strMap(se.node, what+" env"))
		case "headers":
			sv.Headers = x.expandMap(r.strMap(se.node, what+" headers"))
		case "cwd":
			cwdSet = true
			sv.Dir = x.expand(se.node, r.str(se, what+" cwd"))
		case "url":
			sv.Written.URL = r.str(se, what+" url")
			sv.URL = x.expand(se.node, sv.Written.URL)
			if u, err := url.Parse(sv.URL); sv.URL != "" && (err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "") {
				// as written: the expanded address may hold a secret (R55)
				r.errorf(se.node, "%s: url %q is not an http or https address", what, sv.Written.URL)
			}
		case "trust":
			switch v := r.str(se, what+" trust"); v {
			case "trusted":
				sv.Trusted = true
			case "untrusted":
			default:
				r.errorf(se.node, "%s: trust must be trusted or untrusted, not %q%s", what, v, didYouMean(v, []string{"trusted", "untrusted"}))
			}
		case "timeout":
			v := r.str(se, what+" timeout")
			d, err := time.ParseDuration(v)
			switch {
			case err != nil:
				r.errorf(se.node, "%s: timeout %q is not a duration (e.g. 20s, 2m)", what, v)
			case d <= 0 || d > time.Hour:
				r.errorf(se.node, "%s: timeout %s must be more than 0 and at most 1h", what, v)
			default:
				sv.Timeout = d
			}
		}
	}
	switch {
	case sv.Command == "" && sv.URL == "":
		r.errorf(e.at, "%s has neither command: (stdio) nor url: (Streamable HTTP)", what)
	case sv.Command != "" && sv.URL != "":
		r.errorf(e.at, "%s has both command: and url: choose one transport", what)
	}
	if sv.URL != "" && (len(sv.Args) > 0 || len(sv.Env) > 0 || cwdSet) {
		r.errorf(e.at, "%s: args, env and cwd go with command:, not url:", what)
	}
	if sv.Command != "" && len(sv.Headers) > 0 {
		r.errorf(e.at, "%s: headers go with url:, not command:", what)
	}
	if sv.Command != "" {
		resolvePaths(&sv, dir)
	}
	sv.Secrets = x.secrets
	return sv
}

// resolvePaths makes the command, the arguments that name files beside
// the domain file, and the working directory absolute against dir. A bare
// command ("node") is looked up on PATH as usual; the working directory
// defaults to dir.
func resolvePaths(sv *mcp.ServerSpec, dir string) {
	if strings.ContainsRune(sv.Command, '/') && !filepath.IsAbs(sv.Command) {
		sv.Command = filepath.Join(dir, sv.Command)
	}
	for i, a := range sv.Args {
		if a == "" || strings.HasPrefix(a, "-") || filepath.IsAbs(a) {
			continue
		}
		if p := filepath.Join(dir, a); exists(p) {
			sv.Args[i] = p
		}
	}
	switch {
	case sv.Dir == "":
		sv.Dir = dir
	case !filepath.IsAbs(sv.Dir):
		sv.Dir = filepath.Join(dir, sv.Dir)
	}
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// expander expands ${VAR}s from the program's environment only, and
// keeps what each expanded to: the server's secrets, which no text about
// it may show (R55). ${CONCIERGE}, the running binary, is no secret.
type expander struct {
	r       *reader
	opts    Options
	secrets []mcp.Secret
}

func (x *expander) expand(n ast.Node, v string) string {
	if i := strings.Index(v, "${"); i >= 0 && !strings.Contains(v[i:], "}") {
		x.r.errorAt(x.r.column(n, "${"), "unclosed ${ in %q: write ${NAME}", v)
		return v
	}
	return variable.ReplaceAllStringFunc(v, func(m string) string {
		name := m[2 : len(m)-1]
		switch {
		case !varName.MatchString(name):
			x.r.errorAt(x.r.column(n, m), "%s is not a variable name: write ${NAME}", m)
			return m
		case name == binaryVar:
			if x.opts.Binary == "" {
				x.r.errorAt(x.r.column(n, m), "${%s} is not known here: the running binary was not given", binaryVar)
				return m
			}
			return x.opts.Binary
		}
		var val string
		var ok bool
		if x.opts.LookupEnv != nil {
			val, ok = x.opts.LookupEnv(name)
		}
		if !ok || val == "" {
			x.r.errorAt(x.r.column(n, m), "${%s} is not set in the environment", name)
			return m
		}
		x.keep(name, val)
		return val
	})
}

func (x *expander) keep(name, val string) {
	for _, s := range x.secrets {
		if s.Name == name {
			return
		}
	}
	x.secrets = append(x.secrets, mcp.Secret{Name: name, Value: val})
}

func (x *expander) expandMap(es []entry) map[string]string {
	if len(es) == 0 {
		return nil
	}
	out := make(map[string]string, len(es))
	for _, e := range es {
		v, _ := x.r.scalar(e.node)
		out[e.key] = x.expand(e.node, v)
	}
	return out
}

// serverNames lists the declared servers, sorted.
func (s *Spec) serverNames() []string {
	out := make([]string, 0, len(s.Servers))
	for _, sv := range s.Servers {
		out = append(out, sv.Name)
	}
	sort.Strings(out)
	return out
}
