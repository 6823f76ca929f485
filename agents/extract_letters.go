package agents

import (
	"unicode"
	"unicode/utf8"
)

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

// wordRuns is what regexp `[\p{L}\p{N}']+`'s FindAllStringIndex(s, -1)
// returns: the maximal runs of letters, digits and other numbers (Unicode
// classes L and N) and apostrophes, as [from, to) byte pairs, nil when
// there are none. A byte that is no valid UTF-8 ends a run, as the
// expression reads it as U+FFFD. Compiling the expression's two Unicode
// classes cost every run ~0.13 ms, the first id or name a message is
// searched for (R55).
func wordRuns(s string) [][]int {
	var out [][]int
	from := -1
	for i := 0; i < len(s); {
		r, n := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(s[i:])
		}
		word := r == '\'' || unicode.IsLetter(r) || unicode.IsNumber(r)
		switch {
		case word && from < 0:
			from = i
		case !word && from >= 0:
			out = append(out, []int{from, i})
			from = -1
		}
		i += n
	}
	if from >= 0 {
		out = append(out, []int{from, len(s)})
	}
	return out
}
