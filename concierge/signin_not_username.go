package concierge

// Everyday words typed at the username question (R29, R53, R55; issue
// 24). "yo", "sup", "ty", "savings" are one word each, no common English
// word by the dictionary's count, so the username slot took them and the
// password prompt followed for a user named "yo". A greeting, a thanks, a
// line of only courtesy words or an account name of the domain is no
// username: it is answered ("Hi!", "You're welcome!", "first I need your
// username") and the question is asked again, with nothing kept.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// slangGreetings are greetings the lexicon does not hold as a whole
// message but people type alone: "yo", "sup", "heya".
var slangGreetings = lazyWordSet(`hi hey hello yo yoo yooo sup wassup wazzup whassup whatsup howdy heya hiya hallo hullo
	hola oi oy ey ayy aloha greetings morning mornin evening afternoon gday g'day`)

// greetingLine reports a line that only greets: "hi", "yo", "sup dude".
func greetingLine(text string) bool {
	if isGreeting(text) {
		return true
	}
	words := strings.Fields(normalise(text))
	if len(words) == 0 || len(words) > 3 || !greetingWord(words[0]) {
		return false // "hiiii", "heyyy there" drawn out (greeting_stretched.go)
	}
	for _, w := range words[1:] {
		if !warmWords()[w] && !courtesyWords()[w] && !greetingWord(w) {
			return false
		}
	}
	return true
}

// notAUsername answers a line typed at the sign-in's username question s
// of a that is plainly no username; ok is false for any other line.
func (e *Engine) notAUsername(a *agents.Agent, s *agents.Slot, text string) (reply string, ok bool) {
	if h := agents.SecretHintsFor(a, s.Name); !h.UserAsked {
		return "", false
	}
	if _, known := e.knownUsers()[reading.ASCIILower(strings.TrimSpace(text))]; known {
		return "", false // "seldo": the answer
	}
	switch {
	case laughLine(text) || laughsInShortLine(text) && !e.namesKnownUser(text):
		return prompts.NotUsernameLaugh(), true // "lol jk": signin_laugh.go
	case greetingLine(text):
		return prompts.NotUsernameGreeting(), true
	case e.loginLabel(text) && !e.restatesSignIn(text):
		return prompts.NotUsernameLabel(), true // "usrname", "pasword:" (secret_label_typed.go)
	case courtesyLine(text) && read(text).Mentions(reading.Thanks):
		return prompts.NotUsernameThanks(), true
	case courtesyLine(text):
		return "", true // "ok cool": the question again
	case chatReplies()[reading.ASCIILower(strings.Trim(text, " .!?"))] || chatOnlyLine(text):
		return "", true // "brb", "idk", "hmm": chat, never a name (plan_reply_word.go's words)
	}
	if e.choiceWord(strings.TrimSpace(text)) {
		return prompts.NotUsernameChoice(), true
	}
	if yesLine(text) {
		return prompts.NotUsernameYes(), true // "yes go" after a failed login
	}
	if e.answerLine(a, text) {
		return prompts.NotUsernameAnswer(), true // "Yes, that is correct." (signin_answer_line.go)
	}
	if e.requestWordsOnly(a, text) {
		return prompts.NotUsernameRequest(), true // "unlock", "list", "sign in"
	}
	return "", false
}

// yesTail may follow a yes-word in a line that only says yes: "yes go",
// "yeah do it", "ok go ahead".
var yesTail = lazyWordSet("go ahead do it please pls sure ok okay now then yes yeah yep")

// yesLine reports a line of one to four words that only says yes.
func yesLine(text string) bool {
	words := strings.Fields(normalise(text))
	if len(words) == 0 || len(words) > 4 || !read(words[0]).Is(reading.Yes) {
		return false
	}
	for _, w := range words[1:] {
		if !yesTail()[w] && !read(w).Is(reading.Yes) {
			return false
		}
	}
	return true
}

// requestVerbs are the words of a request people type alone at a name
// question, whatever the domain: "unlock", "open", "list", "show".
var requestVerbs = lazyWordSet(`unlock open login logon signin sign log in list show view read see start begin continue next
	menu options notes note account accounts balance my the me please pls`)

// requestWordsOnly reports a line of one to three words, each a word of a
// request — R53's login cues, a verb people type alone, a word of the
// domain's own requests — and none a username the domain names: "unlock"
// at "Whose notes?" is the sign-in asked for again, not an owner.
func (e *Engine) requestWordsOnly(a *agents.Agent, text string) bool {
	words := strings.Fields(normalise(text))
	if len(words) == 0 || len(words) > 3 {
		return false
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Core && best.Agent != a && len(words) > 1 {
		// "list my notes": a request of its own, which waits for the
		// sign-in; one word ("show") is read as a name there, so it is
		// answered here
		return false
	}
	verb := false
	for _, w := range words {
		if e.knownUser(w) {
			return false
		}
		switch {
		case requestVerbs()[w] || loginCues()[w] || e.signInWord(w):
			verb = verb || !stopWordsAtName()[w]
		default:
			return false
		}
	}
	return verb
}

// stopWordsAtName are request words that say nothing alone: "my", "the".
var stopWordsAtName = lazyWordSet("my the me please pls in")
