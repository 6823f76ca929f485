package reading

// Friendly words said with an answer (R29, R55; issue 24, round 10): "its
// seldo mate", "seldo lol", "im seldo bro", "seldo obviously". People
// address the one they talk to, laugh, thank or shrug in the same line as
// a username; read as the second half of a username and a password typed
// together, the friendly word was masked as the password and a login try
// spent on it. A word that only colours a line — a form of address, a
// laugh, a courtesy, an adverb of tone — is filler in R55's sense: never
// half of a pair, never a password.

import (
	"strings"
	"sync"
)

// friendlyWordSet are forms of address ("mate", "bro", "sir"), courtesy
// ("thx", "pls", "cheers"), and the adverbs and abbreviations said with
// an answer for tone ("obviously", "tbh", "btw", "ofc"); laughs are read
// by their shape (laughShape). Built on first use.
var friendlyWordSet = sync.OnceValue(func() map[string]bool {
	return toSet(`mate m8 matey buddy bud buddie pal friend fren bro bruh bra brah dude man dear darling luv hun hon babe
	sir maam ma'am madam mister boss chief fam homie guys folks yall y'all lad lads
	thx thnx thnks thanks thank thankyou ty tysm tyvm cheers ta pls plz please kindly xx xo xoxo
	obviously obvs obv ofc honestly tbh tbf ngl btw fyi imo rn tho duh innit
	anyway anyways basically literally seriously clearly surely
	jk kidding lol lel lul lulz kek omg smh`)
})

// laughShape is one laughing word: "haha", "ahahah", "hehe", "lolol",
// "lmaooo", "rofl", "xD".
var laughShape = Lazy(`^(?:a?(?:h+a+)+h*|(?:h+e+)+h*|(?:h+i+){2,}|l+o+l+(?:o+l+)*z?|l+m+f*a+o+|r+o+f+l+(?:m+a+o+)?|x+d+)$`)

// emoticonShape is a face typed in signs: ":)", ":-D", ";P", "<3", "^^".
var emoticonShape = Lazy(`^(?:[:;=][-'^o]?[()\[\]DdPpOo3*|/\\]{1,3}|<3+|\^_*\^|[()][-']?[:;])$`)

// FriendlyWord reports one word that only colours a line: a form of
// address, a courtesy, an adverb of tone, a laugh or a face typed in signs
// ("mate", "thx", "obviously", "hahaha", ":)"). Such a word is never a
// password.
func FriendlyWord(w string) bool {
	if emoticonShape.MatchString(strings.TrimSpace(w)) {
		return true
	}
	lw := strings.Trim(ASCIILower(strings.ReplaceAll(w, "’", "'")), `,.;:!?"()`)
	return lw != "" && (friendlyWordSet()[lw] || laughShape.MatchString(lw))
}
