package concierge

// Laughter and jokes typed at the username or owner question (R55, R25;
// issue 24): "lol jk", "haha kidding", "🤣🤣", "i'm only joking" are no
// name, and two such words are never a name and a password typed
// together — spending a login try on them would punish a joke. The
// question is asked again, with nothing kept.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents/reading"
)

// jokeWords are the words of a line that laughs or takes back a joke:
// "jk", "kidding", "just joking", "i was kidding", "omg".
var jokeWords = lazyWordSet(`jk jks jking jkjk kidding kiddin joking jokin joke joked jest jesting kek lulz lolz xd xdd
	omg omfg ikr smh lol lel lul just jus only im i'm i was am sorry soz oops whoops my bad bad nah no ok okay wink`)

// laughAt is one laughing word: "haha", "ahahah", "hehe", "lolol",
// "lmaooo", "rofl".
var laughAt = reading.Lazy(`^(?:a?(?:h+a+)+h*|(?:h+e+)+h*|(?:h+i+){2,}|l+o+l+(?:o+l+)*z?|l+m+f*a+o+|r+o+f+l+(?:m+a+o+)?|x+d+|h+a+h+|h+e+h+)$`)

// laughLine reports a line made only of laughter, jokes and symbols: no
// word of it could be a name.
func laughLine(text string) bool {
	words := strings.Fields(normalise(text))
	if len(words) == 0 {
		return false
	}
	laughed := false
	for _, w := range words {
		switch {
		case laughAt.MatchString(w) || noLetters(w):
			laughed = true
		case jokeWords()[w]:
			laughed = laughed || jokeCore()[w] // "sorry" alone is no joke
		default:
			return false
		}
	}
	return laughed
}

// noLetters reports a word with no letter or digit: an emoji, a symbol.
func noLetters(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// jokeCore are the words that say "I was joking" on their own.
var jokeCore = lazyWordSet(`jk jks jking jkjk kidding kiddin joking jokin kek lulz lolz lol lel lul omg omfg ikr smh`)

// laughsInShortLine reports a short line (a pair's length or so) with a
// word of laughter or a joke in it: "lol jk", "hehe nvm", "🤣 kidding".
// Such a line is never a name and a password typed together.
func laughsInShortLine(text string) bool {
	words := strings.Fields(normalise(text))
	if len(words) == 0 || len(words) > 4 {
		return false
	}
	for _, w := range words {
		if laughAt.MatchString(w) || jokeCore()[w] {
			return true
		}
	}
	return noLetters(strings.Join(strings.Fields(text), "")) // "🤣🤣 😂"
}

// namesKnownUser reports a line with a word that is a user the domain
// knows: "lol it's ada" names the owner, laughing.
func (e *Engine) namesKnownUser(text string) bool {
	for _, w := range strings.Fields(normalise(text)) {
		if e.knownUser(w) {
			return true
		}
	}
	return false
}
