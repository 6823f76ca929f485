package agents

import (
	"strings"
	"unicode"
)

// stopWords carry no intent: they are dropped before routing scores words.
var stopWords = toSet(`a an the i me my mine we our you your it its is am are was were be been
to of for in on at by with from into about as and or but so if then than that this these those
do does did doing can could would should will shall may might must please kindly want wanna like
need let lets just some any what which who whom how hi hello hey ok okay yes no not now also too
there here up out get got have has had go going make us them they he she his her him`)

func toSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(s) {
		out[w] = true
	}
	return out
}

// words splits text into lower-case words of letters and digits.
func words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
}

// terms are the stems of a text's content words, for routing. Numbers are
// dropped: "send 200" and "send 300" mean the same thing to a router.
func terms(text string) []string {
	var out []string
	for _, w := range words(text) {
		w = strings.TrimSuffix(strings.Trim(w, "'"), "'s")
		if w == "" || stopWords[w] || isNumber(w) {
			continue
		}
		out = append(out, stem(w))
	}
	return out
}

func isNumber(w string) bool {
	for _, r := range w {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// stem is a deliberately crude suffix stripper: routing only needs
// "transferring", "transfers" and "transfer" to meet, not linguistics.
func stem(w string) string {
	if len(w) <= 4 {
		return w
	}
	for _, suf := range []string{"ing", "ed", "es", "s", "e"} {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
			w = w[:len(w)-len(suf)]
			break
		}
	}
	// transferr → transfer, stopp → stop
	if n := len(w); n > 3 && w[n-1] == w[n-2] && !strings.ContainsRune("aeiouls", rune(w[n-1])) {
		w = w[:n-1]
	}
	return w
}

// phraseIndex finds phrase in text at word boundaries; both lower-case.
func phraseIndex(text, phrase string) int {
	if phrase == "" {
		return -1
	}
	from := 0
	for {
		i := strings.Index(text[from:], phrase)
		if i < 0 {
			return -1
		}
		i += from
		end := i + len(phrase)
		if boundary(text, i-1) && boundary(text, end) {
			return i
		}
		from = i + 1
	}
}

func boundary(text string, i int) bool {
	if i < 0 || i >= len(text) {
		return true
	}
	c := text[i]
	return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c >= 0x80)
}
