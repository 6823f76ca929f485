package domainfile

import (
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A tool name the server lacks is most often one of three mistakes: a
// typo of the whole name ("refil"), one word of it ("read" for
// read_file), or a short form of it ("ls" for list_directory,
// "dir_tree" for directory_tree). nearestTools ranks every tool by the
// smallest of those three distances, so that the names shown are the
// nearest ones, never the first ones of the alphabet.

// maxNearest is how many of the nearest tools a message names.
const maxNearest = 3

// nearestTools lists the candidates nearest to name, nearest first: the
// best one, and the next ones no more than one edit further, at most
// maxNearest.
func nearestTools(name string, candidates []string) []string {
	q := strings.ToLower(strings.TrimSpace(name))
	if q == "" || len(candidates) == 0 {
		return nil
	}
	type scored struct {
		name        string
		score, full int
	}
	ranked := make([]scored, 0, len(candidates))
	for _, c := range candidates {
		lc := strings.ToLower(c)
		full := reading.EditDistance(q, lc, len(q)+len(lc))
		score := full
		for _, w := range toolWords(lc) {
			// a part of the name costs one more than the whole of it
			score = min(score, reading.EditDistance(q, w, len(q)+len(w))+1)
		}
		if abbreviates(q, lc) {
			score = min(score, 1)
		}
		ranked = append(ranked, scored{c, score, full})
	}
	sort.Slice(ranked, func(i, j int) bool {
		a, b := ranked[i], ranked[j]
		if a.score != b.score {
			return a.score < b.score
		}
		if a.full != b.full {
			return a.full < b.full
		}
		return a.name < b.name
	})
	out := []string{ranked[0].name}
	for _, r := range ranked[1:] {
		if len(out) == maxNearest || r.score > ranked[0].score+1 {
			break
		}
		out = append(out, r.name)
	}
	return out
}

// toolWords are the words of a tool's name: list_directory, list-dir and
// listDirectory are each two.
func toolWords(name string) []string {
	return strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == ' ' })
}

// abbreviates reports a short form of name: at least two letters, the
// first of them name's first, the others in name in order ("ls" of
// list_directory). Separators count as nothing.
func abbreviates(short, name string) bool {
	short = strings.Map(dropSeparator, short)
	name = strings.Map(dropSeparator, name)
	if len(short) < 2 || len(short) >= len(name) || short[0] != name[0] {
		return false
	}
	i := 0
	for j := 0; j < len(name) && i < len(short); j++ {
		if name[j] == short[i] {
			i++
		}
	}
	return i == len(short)
}

func dropSeparator(r rune) rune {
	if r == '_' || r == '-' || r == '.' || r == ' ' {
		return -1
	}
	return r
}
