package concierge

// A name introduction (R29, R53; cls24): "im called seldo", "i go by
// seldo", "ppl call me seldo", "they call me seldo", "the name's seldo".
// It says who one is and nothing else: the word after it is the username
// alone, never a username and a password typed together, and the words of
// the introduction are neither. With the out-of-fold head the reader took
// "im called seldo" for set_value(username=called) + secret(password), and
// the pair spent a sign-in try on "called"; the introduction is read here,
// in code, before any reading of a pair, and slips in "called" ("caled",
// "calld") are the same introduction.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// nameIntros are the ways of saying what one is called. named ones say a
// name follows, whatever word it is; the "call me" ones are also said of
// things that are no name ("call me later", "they call me crazy"), so an
// everyday English word after them is no username.
var nameIntros = []userCue{
	{strings.Fields("i'm called"), true}, {strings.Fields("im called"), true}, {strings.Fields("i am called"), true},
	{strings.Fields("i go by"), true}, {strings.Fields("i go by the name"), true}, {strings.Fields("i go by the name of"), true},
	{strings.Fields("the name's"), true},
	{strings.Fields("my name on here is"), true}, {strings.Fields("my name here is"), true},
	{strings.Fields("call me"), false}, {strings.Fields("they call me"), false}, {strings.Fields("ppl call me"), false},
	{strings.Fields("people call me"), false}, {strings.Fields("everyone calls me"), false}, {strings.Fields("everybody calls me"), false},
	{strings.Fields("folks call me"), false}, {strings.Fields("friends call me"), false}, {strings.Fields("you can call me"), false},
	{strings.Fields("u can call me"), false}, {strings.Fields("just call me"), false},
}

// introWordAt reports words[i] as w, a slip of one letter allowed in a
// word of five letters or more ("caled", "calld", "peopel"); never in a
// contraction ("the names of my accounts" is no "the name's").
func introWordAt(words []string, i int, w string) bool {
	lw := reading.ASCIILower(strings.ReplaceAll(words[i], "’", "'"))
	if lw == w {
		return true
	}
	return len(w) >= 5 && len(lw) >= 4 && !strings.Contains(w+lw, "'") && reading.EditDistance(lw, w, 1) <= 1
}

// introAt is the length of the name introduction at words[i:], and
// whether it says a name follows (0: none there). The longest one wins:
// "they call me" over "call me".
func introAt(words []string, i int) (n int, named bool) {
	for _, c := range nameIntros {
		if i+len(c.words) > len(words) || len(c.words) <= n {
			continue
		}
		ok := true
		for k, w := range c.words {
			if !introWordAt(words, i+k, w) {
				ok = false
				break
			}
		}
		if ok {
			n, named = len(c.words), c.named
		}
	}
	return n, named
}

// introWords marks the words of text's name introductions, as loginWords
// splits it: none of them is a username or a password.
func introWords(words []string) []bool {
	marked := make([]bool, len(words))
	for i := 0; i < len(words); i++ {
		if n, _ := introAt(words, i); n > 0 {
			for k := i; k < i+n; k++ {
				marked[k] = true
			}
			i += n - 1
		}
	}
	return marked
}

// introducedUser reads a username said with a name introduction:
// "im caled seldo", "ppl call me seldo, pls".
func (e *Engine) introducedUser(words []string) (signInUser, bool) {
	a, user := e.signInAgent()
	if a == nil {
		return signInUser{}, false
	}
	for i := range words {
		n, named := introAt(words, i)
		if n == 0 {
			continue
		}
		j := i + n
		for j < len(words) && courtesy[reading.ASCIILower(words[j])] {
			j++ // "call me please seldo"
		}
		if j >= len(words) {
			continue
		}
		if v, ok := e.usernameWord(a, user, words[j], named); ok {
			return signInUser{agent: a, slot: user, value: v}, true
		}
	}
	return signInUser{}, false
}

// introLine reports a message that is a name introduction and its name
// alone, a greeting or courtesy aside ("hi, im called seldo", "ppl call
// me seldo pls"): the username, nothing else, so no word of it is a
// password and the sign-in asks for the password next.
func (e *Engine) introLine(text string) bool {
	words := loginWords(text)
	u, ok := e.introducedUser(words)
	if !ok {
		return false
	}
	intro := introWords(words)
	named := false
	for i, w := range words {
		lw := reading.ASCIILower(w)
		switch {
		case intro[i], courtesy[lw], greetsBefore()[lw], pairCourtesy()[lw]:
		case !named && strings.EqualFold(strings.Trim(w, `"'()`), u.value):
			named = true
		default:
			return false
		}
	}
	return named
}
