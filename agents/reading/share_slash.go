package reading

import (
	"strconv"
	"strings"
)

// A share in figures with a slash (round 36: "idk like 1/4 of what's in
// checking" was $1.00, the 4 dropped): "1/4", "3/4", "2/3", "1/10" are
// fractions of a balance like "a quarter" or "25%", when a balance
// follows them ("of checking", "of what's in savings"); a date or a
// ratio alone is no share, for shareAt wants that balance.

// slashFractionEnd is the end of a fraction "N/D" in figures starting at
// lower[i], i when there is none there (or it runs on into more figures
// or slashes: "1/4/2025" is a date).
func slashFractionEnd(lower string, i int) int {
	digits := func(j int) int {
		for j < len(lower) && lower[j] >= '0' && lower[j] <= '9' {
			j++
		}
		return j
	}
	if i > 0 && (lower[i-1] >= '0' && lower[i-1] <= '9' || lower[i-1] == '/' || lower[i-1] == '.') {
		return i
	}
	j := digits(i)
	if j == i || j >= len(lower) || lower[j] != '/' {
		return i
	}
	k := digits(j + 1)
	if k == j+1 || k < len(lower) && (lower[k] == '/' || lower[k] == '.' && k+1 < len(lower) && lower[k+1] >= '0' && lower[k+1] <= '9') {
		return i
	}
	return k
}

// slashFraction reads "3/4" as 3 and 4: a proper fraction, at most the
// whole, its denominator at most 100.
func slashFraction(w string) (int64, int64, bool) {
	a, b, ok := strings.Cut(w, "/")
	if !ok {
		return 0, 0, false
	}
	num, err1 := strconv.ParseInt(a, 10, 64)
	den, err2 := strconv.ParseInt(b, 10, 64)
	if err1 != nil || err2 != nil || num <= 0 || den <= 1 || den > 100 || num > den {
		return 0, 0, false
	}
	return num, den, true
}

func isSlashFraction(w string) bool {
	_, _, ok := slashFraction(w)
	return ok
}
