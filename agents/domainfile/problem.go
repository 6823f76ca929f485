package domainfile

import (
	"fmt"
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Pos is a place in the domain file, 1-based.
type Pos struct{ Line, Col int }

// Problem is one mistake in a domain file, at its place.
type Problem struct {
	File string
	Pos
	// Agent is the agent the mistake disables, "" for a mistake of the
	// whole file (Load's mistakes stop loading).
	Agent string
	Msg   string
}

// String is the form every tool reads: FILE:LINE:COL: what is wrong.
func (p Problem) String() string {
	return fmt.Sprintf("%s:%d:%d: %s", p.File, p.Line, p.Col, p.Msg)
}

// Error is Load's error: every static mistake of the file, in file order.
type Error struct {
	Problems []Problem
}

func (e *Error) Error() string {
	lines := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		lines[i] = p.String()
	}
	return strings.Join(lines, "\n")
}

// SortProblems puts problems in file order, keeping the order of those
// at one place: how a list of them is shown.
func SortProblems(ps []Problem) { sortProblems(ps) }

// sortProblems puts problems in file order, keeping the order of those
// at one place.
func sortProblems(ps []Problem) {
	sort.SliceStable(ps, func(i, j int) bool {
		if ps[i].Line != ps[j].Line {
			return ps[i].Line < ps[j].Line
		}
		return ps[i].Col < ps[j].Col
	})
}

// closest lists the candidates nearest to name by edit distance, nearest
// first, at most three: the names a typo most likely meant.
func closest(name string, candidates []string) []string {
	type scored struct {
		name string
		d    int
	}
	limit := max(2, len([]rune(name))/3)
	var found []scored
	lower := strings.ToLower(name)
	for _, c := range candidates {
		lc := strings.ToLower(c)
		d := reading.EditDistance(lower, lc, limit)
		if d > limit && !(len(lower) >= 2 && (strings.Contains(lc, lower) || strings.Contains(lower, lc))) {
			continue
		}
		found = append(found, scored{c, d})
	}
	sort.SliceStable(found, func(i, j int) bool {
		if found[i].d != found[j].d {
			return found[i].d < found[j].d
		}
		return found[i].name < found[j].name
	})
	var out []string
	for i := 0; i < len(found) && i < 3; i++ {
		out = append(out, found[i].name)
	}
	return out
}

// didYouMean is " (did you mean a or b?)", or the candidates listed when
// none is close, or "" when there are none.
func didYouMean(name string, candidates []string) string {
	if near := closest(name, candidates); len(near) > 0 {
		return " (did you mean " + orList(quoteAll(near)) + "?)"
	}
	if len(candidates) == 0 {
		return ""
	}
	all := append([]string(nil), candidates...)
	sort.Strings(all)
	if len(all) > 8 {
		all = append(all[:8], "…")
	}
	return " (known: " + strings.Join(all, ", ") + ")"
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}

// orList is "a", "a or b", "a, b or c".
func orList(ss []string) string {
	switch len(ss) {
	case 0:
		return ""
	case 1:
		return ss[0]
	}
	return strings.Join(ss[:len(ss)-1], ", ") + " or " + ss[len(ss)-1]
}
