package reading

import "strings"

// TypedClauses are Clauses as the user typed them: the same cuts, case
// kept, so that a value read from a clause ("claim 63MK17", "Ada") is the
// value given, not a lower-cased copy.
func (r *Reading) TypedClauses() []string {
	var out []string
	for _, p := range strings.FieldsFunc(r.text, func(c rune) bool { return strings.ContainsRune(",.;!?", c) }) {
		low := strings.ToLower(p)
		if len(low) != len(p) {
			// a letter whose lower case is of another length: the
			// cuts of the lower-cased copy do not fall on p's bytes
			out = append(out, cutAtJoins(low, low)...)
			continue
		}
		out = append(out, cutAtJoins(low, p)...)
	}
	return out
}

// cutAtJoins cuts typed where its lower-cased copy low has a clause join.
func cutAtJoins(low, typed string) []string {
	var out []string
	start := 0
	for i := 0; i < len(low); i++ {
		if low[i] != ' ' {
			continue
		}
		for _, j := range clauseJoins {
			if strings.HasPrefix(low[i:], j) {
				out = appendClause(out, typed[start:i])
				start = i + len(j)
				i = start - 1
				break
			}
		}
	}
	return appendClause(out, typed[start:])
}
