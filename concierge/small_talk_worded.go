package concierge

// A lone word the product does not know is no small talk (R50, R51;
// issue 24 round 17). The offline reader, unsure, leans to small_talk(ack)
// for any short line it has no other reading of: "seldo" typed after the
// sign-in was dropped, "fjdk", a name, were answered "You're welcome!".
// Small talk is answered only when the message holds a word of that act —
// a greeting, thanks, goodbye or yes-word of the lexicon, a typo of one, a
// friendly word, an emoji — or an everyday English word the reader may
// rightly take for one ("awesome", "perfect"); else the rules' answer
// stands ("I'm not sure how to help with that", or for a username the
// domain names, while signed out, an offer to sign in).

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// smallTalkWorded reports a message that may be small talk by its words:
// every message of two words or more (the reader's reading stands), and a
// lone word that is one of small talk's, a typo of one, or no word at all.
func smallTalkWorded(text string) bool {
	words := strings.Fields(text)
	if len(words) != 1 {
		return true
	}
	w := strings.ToLower(strings.TrimFunc(words[0], func(r rune) bool { return unicode.IsPunct(r) }))
	if !strings.ContainsFunc(w, unicode.IsLetter) {
		return true // "👍", ":)", "!!": no word to go by
	}
	if isGreeting(text) || isThanks(text) || isBye(text) || isYes(text) || courtesyLine(text) || greetingLine(text) || reading.FriendlyWord(w) {
		return true
	}
	if reading.EnglishWord(w) {
		return true // "awesome", "perfect", "noted": everyday words
	}
	for _, s := range smallTalkForms {
		limit := 1
		if len(s) >= 6 {
			limit = 2
		}
		if len(w) >= 3 && reading.EditDistance(w, s, limit) <= limit {
			return true // "thnaks", "byee", "helo", "okk"
		}
	}
	return false
}

// smallTalkForms are the one-word forms of small talk a typo is measured
// against.
var smallTalkForms = [...]string{"hi", "hello", "hey", "hiya", "greetings", "thanks", "thank", "thankyou", "thx", "cheers",
	"bye", "goodbye", "byebye", "cya", "later", "laters", "goodnight", "ok", "okay", "okey", "yes", "yeah", "yep", "yup",
	"sure", "alright", "cool", "great", "awesome", "perfect", "nice", "lovely", "brilliant", "excellent", "fantastic", "noted"}

// smallTalkUnworded reports a reading whose first command is small talk
// (thanks, ack, bye, a greeting) of a message with no word of it.
func smallTalkUnworded(c agents.Command, text string) bool {
	if c.Kind != agents.CmdSmallTalk {
		return false
	}
	switch c.Scope {
	case "thanks", "ack", "bye", "greet", "":
		return !smallTalkWorded(text)
	}
	return false
}

// signInOffer is the answer to a lone username the domain names, typed
// while signed out with nothing in hand: how to sign in with it, "" for
// any other message. (Right after the greeting such a word starts the
// sign-in, signin_lone.go; right after a dropped sign-in it is no answer
// to the question dropped, so it is offered, not taken.)
func (e *Engine) signInOffer(text string) string {
	words := strings.Fields(text)
	if len(words) != 1 || e.signedIn() || e.sess.Speaker != "" || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return ""
	}
	a, _ := e.signInAgent()
	if a == nil || len(a.Examples) == 0 {
		return ""
	}
	v, known := e.knownUsers()[reading.ASCIILower(strings.Trim(words[0], `,.;:!?"'()`))]
	if !known {
		return ""
	}
	e.note(state.NoteRoute, "Not small talk: "+v+" is a username, typed while signed out")
	return prompts.SignInOffer(a.TaskPhrase(), v, a.Examples[0])
}
