package concierge

// A yes/no question at an approval whether an account of the call is one
// of the user's own (R50's ask(value), R41; issue 24 round 14): "hang on
// is 7654321 my savings?", "that's my checking right?", "is 7654321
// mine?". It names an account the user holds, so it reads like a
// correction ("… my savings") — but it is put as a question, and a
// question is never a correction: money moved on such a misreading went
// to an outside account the user took for their own. The answer comes
// from what the domain knows of the user's accounts (a slot's Named and
// Resolve: the bank's "to my savings"), the call is left as it is, and
// the approval asked again.

import (
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// mineWords ask whether a value is the user's own with no account named.
var mineWords = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:mine|my own|one of mine|ours|one of ours|my (?:account|acct|acc)s?|one of my (?:accounts|accts|accs))\b`)
})

// ownIsWords put a value and an account side by side as a question does:
// "is it", "that's", "isn't it", "did i give you", or a tag "…, right?".
var ownIsWords = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:is|isnt|isn't|are|arent|aren't|was|wasnt|wasn't|thats|that's|its|it's|that is|it is|belongs?|same as|did|didnt|didn't|have|has|got)\b|\b(?:right|correct|yeah|yes|no|innit|eh|yh)\s*\?+\s*$`)
})

// ownChangeWords ask for a different value, not whether one is right: "can
// you send it to my savings instead?".
var ownChangeWords = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:instead|rather|change|switch|swap|make it|send it|put it|move it|transfer it|pay it|use|go to|not (?:to )?\d+)\b`)
})

// ownAccountAnswer answers a question whether the call's account is one
// of the user's own; ok is false for any other message. It only reads.
func (e *Engine) ownAccountAnswer(a *agents.Agent, ap *state.Approval, text string) (string, bool) {
	if !askedAsQuestion(text) && !strings.Contains(text, "?") {
		return "", false
	}
	n := " " + normalise(text) + " "
	if !ownIsWords().MatchString(n) && !ownIsWords().MatchString(strings.ToLower(text)) || ownChangeWords().MatchString(n) {
		return "", false
	}
	if otherAsk().MatchString(n) || !pointsAtValue().MatchString(n) && !figures.MatchString(text) && !rightAccount().MatchString(n) {
		return "", false // "what is in savings?": a balance asked, not whose the account is
	}
	if _, ok := e.sourceQuestionAnswer(a, ap, text); ok {
		return "", false // "is that from savings?": the source asked (approval_source_question.go)
	}
	slot, value := e.resolvingSlot(a)
	if slot == nil {
		return "", false
	}
	own := e.ownAccountIDs() // id → name
	if len(own) == 0 {
		return "", false // nobody signed in: the domain knows no accounts
	}
	asked := namedIn(slot, n)
	held := value
	for _, f := range figures.FindAllString(text, -1) {
		for _, v := range ap.Args {
			if v == f {
				value = f // "is 1234567890 my savings?": the figure asked about
			}
		}
	}
	// "is 1234324 correct?": the account's own number, judged
	judged := value == held && slices.Contains(figures.FindAllString(text, -1), held) && judgedInWords(text)
	if asked == "" && !mineWords().MatchString(n) && !rightAccount().MatchString(n) && !judged {
		return "", false
	}
	if asked == "" {
		if name, ok := own[value]; ok {
			return prompts.OwnAccountNamed(value, shownName(name)), true
		}
		if !mineWords().MatchString(n) {
			// "is that the right account?": not whether it is theirs but
			// whether it is right, which nothing here can check
			return prompts.NumberGiven(value, ownList(own)), true
		}
		return prompts.NotOwnAccount(value, ownList(own)), true
	}
	id, err := slot.Resolve(asked, agents.Facts(e.sess.Facts))
	if err != nil || id == "" {
		return "", false
	}
	name := shownName(own[id])
	if name == "" {
		name = shownName(asked)
	}
	if id == value {
		return prompts.OwnAccountNamed(value, name), true
	}
	if e.sess.Facts[sourceFact(a)] == id {
		// "that's my checking right?" of the account the money leaves
		return prompts.SourceNotDestination(name, id, value, own[value] != ""), true
	}
	if other, ok := own[value]; ok {
		return prompts.OtherOwnAccount(value, shownName(other), name, id), true
	}
	return prompts.NotThatAccount(value, name, id), true
}

// otherAsk asks about something else than whose an account is: how much
// is in it, what it holds.
var otherAsk = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:how|what|whats|what's|when|where|which|balance|left|much|many)\b`)
})

// pointsAtValue points at a value of the call: "is that my savings",
// "it's going to my checking", "the account right?".
var pointsAtValue = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:that|this|it|thats|that's|its|it's|one|ones|one's|the (?:account|acct|acc|number|destination|recipient|payee)|going|goes|sending|headed)\b`)
})

// rightAccount asks whether the call has the right account, naming none:
// "are you sure that's the right account?".
var rightAccount = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:right|correct|wrong|proper|sure|legit)\b.*\b(?:account|acct|acc|number|one)\b|\b(?:account|acct|acc|number)\b.*\b(?:right|correct|wrong|legit)\b`)
})

// sourceFact is the fact the call pins as the account its value comes
// from ("account_id", checked for the transfer); "" when none.
func sourceFact(a *agents.Agent) string {
	for _, p := range a.Pins {
		if strings.HasSuffix(p, "_id") {
			return p
		}
	}
	return ""
}

// resolvingSlot is the call's slot that resolves the user's account names
// to ids, with the value the call holds for it; nil when it has none.
func (e *Engine) resolvingSlot(a *agents.Agent) (*agents.Slot, string) {
	if a == nil {
		return nil, ""
	}
	w := e.sess.WorkFor(a.Name)
	for i := range a.Slots {
		s := &a.Slots[i]
		if v := w.Slots[s.Name]; s.Resolve != nil && len(s.Named) > 0 && v != "" {
			return s, v
		}
	}
	return nil, ""
}

// namedIn is the slot's Named word the normalised text n says, or "".
func namedIn(s *agents.Slot, n string) string {
	for _, w := range s.Named {
		if strings.Contains(n, " "+w+" ") || strings.Contains(n, " "+w+"s ") || strings.Contains(n, " "+w+"'s ") {
			return w
		}
	}
	return ""
}

// shownName is an account's name as a reply says it: "savings" → "Savings".
func shownName(name string) string {
	for i, r := range name {
		return string(unicode.ToUpper(r)) + name[i+len(string(r)):]
	}
	return name
}

// ownList is the user's accounts as a reply lists them: "Checking
// (1234567890) and Savings (2345678901)", in the order of their names.
func ownList(own map[string]string) string {
	type acct struct{ name, id string }
	var all []acct
	for id, name := range own {
		all = append(all, acct{shownName(name), id})
	}
	for i := 1; i < len(all); i++ {
		for j := i; j > 0 && all[j].name < all[j-1].name; j-- {
			all[j], all[j-1] = all[j-1], all[j]
		}
	}
	parts := make([]string, len(all))
	for i, x := range all {
		parts[i] = x.name + " (" + x.id + ")"
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// judgedInWords reports a word that judges a value ("right", "correct").
func judgedInWords(text string) bool {
	for _, w := range strings.Fields(normalise(text)) {
		if judgeWords()[strings.Trim(w, "?!.,")] {
			return true
		}
	}
	return false
}
