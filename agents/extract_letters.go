package agents

// letterRuns is what regexp `[a-z]+`'s FindAllStringIndex(s, -1) returns:
// the maximal runs of the ASCII letters a to z, as [from, to) pairs, nil
// when there are none. A byte of a letter is never part of a longer UTF-8
// sequence, so the runs are the same in bytes as in runes. The expression
// cost a compile per run (R55) for the words a typo repair or a cue reads.
func letterRuns(s string) [][]int {
	var out [][]int
	for i := 0; i < len(s); {
		if s[i] < 'a' || s[i] > 'z' {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && 'a' <= s[j] && s[j] <= 'z' {
			j++
		}
		out = append(out, []int{i, j})
		i = j
	}
	return out
}
