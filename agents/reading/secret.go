package reading

import (
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// SecretMatch is a secret typed in the clear.
type SecretMatch struct {
	Value string
	Span  [2]int // Value's byte span in the text: only it is masked
	// Username is the user the same words named ("user seldo pass
	// monkey", "seldo:monkey"), when the hints name a user slot and the
	// name fits it; "" otherwise.
	Username string
	// Alternative says the value was given as another candidate for the
	// one before it ("monkey or donkey"): masked like it, never the one
	// tried before it.
	Alternative bool
}

// SecretHints is what the caller knows of the slots around a secret.
type SecretHints struct {
	// Cues are the secret slot's own cues ("password is"), read besides
	// the everyday names of a secret.
	Cues []string
	// User is the slot of the same agent that says whose secret it is:
	// the bank's username, a member id. With it a match reports the
	// username typed with the password, checked against User's Pattern.
	User *SecretOwner
	// UserAsked says the message answers User's question, so two bare
	// words ("seldo monkey") are a username and a password. Without it a
	// bare pair is never taken: "check balance" is not a login.
	UserAsked bool
	// SecretAsked says the message answers the secret's own question: a
	// weak name of it counts there ("pass monkey" at the password prompt).
	SecretAsked bool
	// Shape is the secret's shape where it has one (a PIN's digits): a
	// word joined at a sign-in ("ada-1815") is split only where its rest
	// may be the secret (secret_joined_word.go). nil: any shape.
	Shape *regexp.Regexp
	// Known reports a username the domain names (lower case): a word that
	// joins one to a secret ("ada-1815", "seldo:monkey") holds the secret
	// wherever it stands, at a sign-in or not ("open my notes as
	// ada-1815", "check balance for seldo:monkey"). nil: none known.
	Known func(low string) bool
}

// SecretOwner is the slot that says whose secret it is, as the reader
// needs to know it: the words that introduce it, the shape of its value,
// and how the slot reads its own value after a cue.
type SecretOwner struct {
	// Cues introduce the username; they start a login too ("username
	// seldo monkey").
	Cues []string
	// Pattern is the whole shape of a username; nil takes any word that
	// starts with a letter.
	Pattern *regexp.Regexp
	// Cued reads the username given after one of Cues, outside the spans
	// skip of the secrets found: "my username is seldo and my password is
	// monkey". The slot's own reading decides what a value is; nil reads
	// none.
	Cued func(text string, skip [][2]int) (string, bool)
}

// FindSecrets finds every secret typed in the clear in text, in text
// order, without overlaps. It reads:
//
//   - a cue and a value: "my password is monkey", "my password's monkey",
//     "pw: monkey", "PASSWORD=monkey123!", "user=seldo;pass=monkey", "the
//     password for seldo is monkey", and a value that ends its clause:
//     "with password monkey", "pwd monkey", "password - monkey",
//     "password, monkey";
//   - a value and a cue: "monkey is my password";
//   - a login: "login seldo monkey", "log in as seldo with monkey";
//   - a joined pair: "seldo:monkey", "seldo/monkey" as the whole message,
//     or as a clause of its own with the user slot or a login word
//     ("seldo:monkey transfer 500");
//   - with hints.UserAsked, a bare pair: "seldo monkey", "it's seldo
//     monkey please".
//
// The cues are the slot's own and the everyday names of a secret (pw,
// pwd, passwd, pass, passphrase, pin). A quoted value is its inside.
// Words about a password are not one: "I forgot my password", "the
// password is wrong", "is my password safe?". When several are found,
// every one is to be masked and the last is the user's latest word
// ("password is monky, sorry, my password is monkey").
func FindSecrets(text string, hints SecretHints) []SecretMatch {
	if strings.TrimSpace(text) == "" {
		return nil
	}
	r := newSecretReader(text, hints)
	r.cueThenValue()
	r.valueThenCue()
	r.login()
	r.joinedPair()
	r.joinedWord()
	r.barePair()
	r.alternatives()
	return r.result()
}

// MaskMatches replaces each match's span in text with mask. Spans out of
// the text's bounds, or overlapping one before them, are left alone.
func MaskMatches(text string, ms []SecretMatch, mask string) string {
	ms = slices.Clone(ms)
	slices.SortStableFunc(ms, func(a, b SecretMatch) int { return a.Span[0] - b.Span[0] })
	var b strings.Builder
	last := 0
	for _, m := range ms {
		if m.Span[0] < last || m.Span[1] > len(text) || m.Span[0] > m.Span[1] {
			continue
		}
		b.WriteString(text[last:m.Span[0]])
		b.WriteString(mask)
		last = m.Span[1]
	}
	b.WriteString(text[last:])
	return b.String()
}

// secretCue names a secret. A weak one is also an everyday word ("pass
// the salt", "pin it"): without "is", ":" or "=" after it, it counts only
// in a login ("user seldo pass monkey").
type secretCue struct {
	phrase string
	weak   bool
}

// genericSecretCues are the everyday names of a secret, whatever the
// slot's own cues say.
var genericSecretCues = []secretCue{
	{"password", false}, {"passcode", false}, {"passwd", false}, {"pwd", false}, {"pw", false},
	{"passphrase", false}, {"pass phrase", false}, {"pass code", false},
	{"pswd", false}, {"pword", false}, {"passw", false}, // abbreviations people type
	{"pin code", false}, {"pin number", false}, {"pin", true}, {"pass", true},
	// "my login is seldo, my secret monkey": a secret only in a login
	{"secret", true}, {"secret word", true},
	// "the secret code is monkey", "the code word's monkey" (issue 24 round 9)
	{"secret code", false}, {"code word", true}, {"codeword", true}, {"secret phrase", true},
}

// loginIntro starts a username and a password typed together. A verb
// may come anywhere ("ok, log in as seldo with monkey"); a noun ("user
// seldo monkey") only first, where it cannot be a word of a sentence
// ("the user sent money").
type loginIntro struct {
	phrase   string
	anywhere bool
}

var loginIntros = []loginIntro{
	{"login", true}, {"log in", true}, {"log me in", true}, {"logon", true}, {"log on", true},
	{"signin", true}, {"sign in", true}, {"sign me in", true}, {"sign on", true},
	{"username", false}, {"user name", false}, {"user id", false}, {"userid", false}, {"user", false},
	// the noun for both, said in a sentence: "my credentials are seldo
	// and monkey", "login details: seldo, monkey" (issue 24, round 9)
	{"credentials", true}, {"creds", true}, {"login details", true}, {"login info", true},
	{"login information", true}, {"login credentials", true}, {"log in details", true},
	{"sign in details", true}, {"signin details", true}, {"account credentials", true},
}

// notSecret are words that follow "password" without being one: the
// verbs of guessing too ("seldo password guess", round 16).
var notSecret = toSet(`is was issue issues problem reset forgot forgotten please again for to of the a an and or but
isn't wrong incorrect doesn't does did expired change changed help field prompt manager policy rules
here there now too also sorry then so anyway though first last later before after already back asap quickly once ever anymore yet soon
guess guessing guessed crack cracking cracked hack hacking hacked brute bruteforce bruteforcing`)

// describesSecret are words that say something about a password after
// "is" rather than give it: "the password is wrong", "it is not working".
var describesSecret = toSet(`wrong incorrect correct right invalid valid expired expiring locked blocked disabled enabled
weak strong safe unsafe secure insecure compromised leaked stolen lost forgotten changed reset required needed missing
empty blank long short hard easy simple same different new old fine ok okay good bad working broken failing
case sensitive too very not no none still also now being been probably definitely just what a an the my your our
this that it its in on at from with about as like stored saved written somewhere`)

// clauseWords end the clause a bare value sits in: "pwd monkey please",
// "password monkey and user seldo".
var clauseWords = toSet(`and please pls plz thanks thank thx ty then but so`)

// commandWords begin a request, not a username: at the username prompt
// "check balance" is a change of mind, not a login.
var commandWords = toSet(`send transfer pay wire move check show view list cancel stop help quit exit reset forgot
change buy sell get open close log sign what how why where when who`)

// ownerWords say whose secret follows: "the password for seldo is monkey".
var ownerWords = toSet(`for of to on`)

// determiners may stand between "is" and the cue: "monkey is my password".
var determiners = toSet(`my the our your`)

// notBare are the words a value without "is", ":" or "=" is never; built
// at first use (R55: 26 KB at every start otherwise).
var notBare = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, set := range []map[string]bool{stopWords, notSecret, describesSecret, clauseWords, copulas, foreignJoiners, foreignDescriptions, foreignClauseWords} {
		for w := range set {
			out[w] = true
		}
	}
	return out
})

// defaultUsername reports a username's shape when the hints name no user
// slot: a letter, then 1 to 63 letters, digits or ._@- (what
// `^\p{L}[\p{L}\p{N}._@-]{1,63}$` matches). A letter first: "10:30" is a
// time, not a login. A loop, not that pattern: compiling its Unicode
// classes repeated 63 times cost 1.5 ms and 2.4 MB at every start (R55).
func defaultUsername(v string) bool {
	n := 0
	for _, c := range v {
		switch {
		case n > 63:
			return false
		case unicode.IsLetter(c):
		case n == 0:
			return false
		case unicode.IsNumber(c) || strings.ContainsRune("._@-", c):
		default:
			return false
		}
		n++
	}
	return n >= 2 && n <= 64
}
