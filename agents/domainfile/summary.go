package domainfile

// The approval question of a declared tool, in words a user reads (issue
// 24): "Run add_note on notes: title=bread, text="buy bread"?" led with
// the tool's name, jargon to anyone who did not write the file. Now it is
// the agent's `summary:` template ("Add a note titled "{title}" saying
// "{text}"?"), or else a sentence from the tool's description with the
// arguments said after it ("Add a note with a title and a text: title
// "bread", text "buy bread"?"). The side panel still lists every argument
// by name (Details).

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// summaryName is a {name} of a summary template.
var summaryName = reading.Lazy(`\{([A-Za-z_][A-Za-z0-9_.-]*)\}`)

// changedWhy is said after an approval whose tool changed its definition.
const changedWhy = " (its definition changed since it was last approved)"

// SummaryLead is the first words of a declared tool's approval question
// when the file gives no template: the description's first sentence when
// it is short, else the agent's task, else "Use the tool NAME".
func SummaryLead(description, task, tool string) string {
	d := strings.TrimSpace(description)
	if i := strings.IndexAny(d, ".\n"); i >= 0 {
		d = d[:i]
	}
	d = strings.TrimSpace(d)
	switch {
	case d != "" && len(d) <= 80:
		return upperFirst(d)
	case strings.TrimSpace(task) != "":
		return upperFirst(strings.TrimSpace(task))
	}
	return "Use the tool " + tool
}

// ArgWords says the arguments as words, in the parameters' order, then
// any others by name: `title "bread", text "buy bread"`, secrets masked,
// each value whole up to clip characters (0: whole).
func ArgWords(params []agents.Param, args agents.Args, clip int) string {
	var parts []string
	eachArg(params, args, func(name, v string, secret bool) {
		parts = append(parts, strings.ReplaceAll(name, "_", " ")+" "+wordValue(v, secret, clip))
	})
	return strings.Join(parts, ", ")
}

// wordValue is a value as a sentence says it: quoted unless it is a
// number or an id ("2", "RX100"), a secret masked.
func wordValue(v string, secret bool, clip int) string {
	if secret || v == state.SecretMask {
		return state.SecretMask
	}
	if r := []rune(v); clip > 0 && len(r) > clip {
		v = fmt.Sprintf("%s… (%d more characters, every one in the side panel)", string(r[:clip]), len(r)-clip)
	}
	bare := true
	for _, c := range v {
		if !(unicode.IsDigit(c) || unicode.IsUpper(c) || c == '.' || c == '-') {
			bare = false
			break
		}
	}
	if bare && v != "" {
		return v
	}
	return `"` + v + `"`
}

// DefaultSummary is the approval question with no template: the lead,
// then the arguments in words.
func DefaultSummary(lead string, params []agents.Param, args agents.Args, changed bool) string {
	why := ""
	if changed {
		why = changedWhy
	}
	list := ArgWords(params, args, summaryValue)
	if list == "" {
		return lead + why + "?"
	}
	return lead + why + ": " + list + "?"
}

// Headline is a declared tool's question without its arguments, for a
// view that lists them below it (R56: shown once): the lead before the
// first argument said; a question from a template is whole.
func Headline(summary string, params []agents.Param, args agents.Args) string {
	for _, p := range params {
		if _, ok := args[p.Name]; !ok {
			continue
		}
		if i := strings.Index(summary, ": "+strings.ReplaceAll(p.Name, "_", " ")+" "); i > 0 {
			return summary[:i] + "?"
		}
		return summary
	}
	return summary
}

// templateSummary fills a summary template: {name} from the call's
// arguments, the agent's slots said this turn, then the facts; a secret
// is masked, a name with no value yet is said as "…".
func templateSummary(tmpl string, params []agents.Param, args agents.Args, said map[string]string, facts agents.Facts, changed bool) string {
	secret := map[string]bool{}
	for _, p := range params {
		secret[p.Name] = p.Secret
	}
	out := summaryName.ReplaceAllStringFunc(tmpl, func(m string) string {
		name := m[1 : len(m)-1]
		v, ok := args[name]
		if !ok {
			v, ok = said[name]
		}
		if !ok {
			v = facts[name]
		}
		if secret[name] && v != "" {
			return state.SecretMask
		}
		if r := []rune(v); len(r) > summaryValue {
			v = string(r[:summaryValue]) + "…"
		}
		if v == "" {
			return "…"
		}
		return v
	})
	out = strings.TrimSpace(out)
	if changed {
		out = strings.TrimRight(out, "?.!") + changedWhy + "?"
	}
	return out
}

// summaryNames are the {name}s of a template.
func summaryNames(tmpl string) []string {
	var out []string
	for _, m := range summaryName.FindAllStringSubmatch(tmpl, -1) {
		out = append(out, m[1])
	}
	return out
}

// checkSummary reports a template name that is neither an argument of
// the tool, a slot of the agent, nor a fact, and one that is a secret.
func checkSummary(tmpl string, props map[string]property, slots []agents.Slot, facts map[string]bool) []string {
	var bad []string
	for _, n := range summaryNames(tmpl) {
		_, arg := props[n]
		slot := false
		for _, s := range slots {
			if s.Name == n {
				slot = true
				if s.Kind == agents.KindSecret {
					bad = append(bad, fmt.Sprintf("summary: {%s} is a secret and is never shown", n))
				}
			}
		}
		if !arg && !slot && !facts[n] {
			bad = append(bad, fmt.Sprintf("summary: {%s} is not an argument of the tool, a slot or a fact", n))
		}
	}
	return bad
}
