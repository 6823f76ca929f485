package reading

import "strings"

// Shorthand without vowels ("snd" for send, "trnsfr" for transfer, "pswd"
// for password): people drop the vowels of a word they type often. A word
// of three letters or more with no vowel after its first letter may stand
// for a longer word with the same skeleton.

// Skeleton is a lower-case word without the vowels after its first
// letter: "send" → "snd", "account" → "accnt".
func Skeleton(w string) string {
	var b strings.Builder
	for i, c := range w {
		if i > 0 && strings.ContainsRune("aeiou", c) {
			continue
		}
		b.WriteRune(c)
	}
	return b.String()
}

// Shorthand is w lower-cased when it may be a word's skeleton (three ASCII
// letters or more, no vowel after the first), else "".
func Shorthand(w string) string {
	w = ASCIILower(w)
	if len(w) < 3 {
		return ""
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c < 'a' || c > 'z' || (i > 0 && strings.IndexByte("aeiou", c) >= 0) {
			return ""
		}
	}
	return w
}
