package agents

import "strings"

// The number words' expressions (wordAmount, wordAmountAt) begin with "a"
// or "an", so the needs stored for them are "a", which nearly every
// message holds, and the expression was compiled at the first money value
// of a run (R55). Every caller drops a match that is only an article; any
// other match holds, as a whole word, a number word, "hundred",
// "thousand", "million", "grand" or "k" (and, for wordAmountAt, a currency
// word after the article). Without one of those the expressions are not
// run: what the callers keep is the same (TestAmountWordsGuardSound).
var (
	amountWordKeys   = wordSet(numberWordKeys)
	amountWordAtKeys = wordSet(numberWordKeys + " dollar dollars bucks usd")
)

// numberWordKeys are reading.NumberWordsPattern's words but the articles,
// and the scale words after an amount.
const numberWordKeys = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen " +
	"fifteen sixteen seventeen eighteen nineteen twenty thirty forty fourty fifty sixty seventy eighty " +
	"ninety hundred thousand million grand k"

// wordAmounts is wordAmount.FindAllStringIndex(s, -1), or nil when every
// match would be an article, which the callers drop.
func wordAmounts(s string) [][]int {
	if !holdsWordOf(s, amountWordKeys) {
		return nil
	}
	return wordAmount.FindAllStringIndex(s, -1)
}

// wordAmountStart is wordAmountAt.FindString(t), or "" when it could only
// be an article, which the caller drops.
func wordAmountStart(t string) string {
	if !holdsWordOf(t, amountWordAtKeys) {
		return ""
	}
	return wordAmountAt.FindString(t)
}

// holdsWordOf says whether s holds one of keys (lower case ASCII) as a
// whole word in the expressions' sense: a run of ASCII letters, digits and
// '_' (\b is ASCII), in any case. (?i) also takes the long s for an s and
// the Kelvin sign for a k, which are no ASCII word characters: a text
// holding one may always match.
func holdsWordOf(s string, keys map[string]bool) bool {
	if strings.Contains(s, "\u017f") || strings.Contains(s, "\u212a") {
		return true
	}
	var buf [16]byte
	for i := 0; i < len(s); {
		if !asciiWordByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && asciiWordByte(s[j]) {
			j++
		}
		if j-i <= len(buf) {
			for k := i; k < j; k++ {
				c := s[k]
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				buf[k-i] = c
			}
			if keys[string(buf[:j-i])] {
				return true
			}
		}
		i = j
	}
	return false
}

func asciiWordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}
