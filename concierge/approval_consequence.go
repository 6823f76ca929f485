package concierge

// Questions at an approval about what the call would do or about one of
// its values, beyond whether a value is right (issue 24 round 9, R50's
// ask, R41): "hang on is that more than i have", "will that leave me
// anything", "is 7654321 my brothers account?", "wait what will it say
// exactly?". Each is read as ask(value) with its answer — what the
// balance checked would be after the call, that a number says nothing of
// who holds it, the text the call would write — and the approval is asked
// again. Never a bare "please answer yes or no", never a changed request:
// the call is read, not touched.

import (
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// afterWords ask what the call would leave, or whether there is enough
// for it.
var afterWords = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:more than (?:i|we|i've|ive|we've|weve|i'd|id) (?:have|got|had|own)|more than (?:what'?s|whats|is) (?:in|on) (?:there|it|my \w+|the account)|enough (?:money|funds|cash|in (?:there|it|my \w+|the account))|(?:have|got|i've|ive) enough|afford|affordable|overdraw\w*|overdrawn|overdraft|in the red|go(?:ing)? negative|below zero|minus|leave (?:me|us|it) (?:with )?(?:anything|any|enough|something|nothing|broke|short|empty|zero)|leaves? (?:me|us) (?:anything|any|enough|something|nothing)|(?:still|even) have (?:anything|any|some|enough|money|cash)|have (?:anything|any money|something|nothing) left|be (?:broke|short|empty|skint)|go broke|bounce|too much for (?:my|the) (?:account|balance)|cover (?:it|that|this))\b`)
})

// ownerWords ask who holds an account: "whose", "who owns it", a
// possessive in front of "account" ("my brothers account", "his
// acct"), or "is that my sister's".
var ownerWords = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:whose|who owns|owner|holder|belong|belongs|belonging)\b|\b(?:account|acct|number|it|that|this|[0-9]+) (?:really )?(?:mine|his|hers|theirs|ours)\b|\b(?:my|his|her|their|our|the) [a-z]+(?:'s|s') (?:account|acct|acc|number|bank|one)\b|\b(?:his|her|their) (?:account|acct|acc|number)\b|\b(?:my|his|her|their|our) (?:[a-z]+ )?` + kin + `s?\b|\bis (?:it|that|this|[0-9]+)(?: (?:really|actually|definitely))? (?:my|his|her|their) [a-z]+(?:'s|s')`)
})

// kin are the people a transfer is sent to by who they are to the user.
const kin = `(?:brother|sister|bro|sis|mum|mom|mother|dad|father|parent|friend|mate|buddy|son|daughter|kid|child|wife|husband|partner|gf|bf|girlfriend|boyfriend|fiance|fiancee|landlord|landlady|cousin|uncle|aunt|auntie|nephew|niece|grandma|grandpa|nan|gran|boss|colleague|neighbour|neighbor|roommate|flatmate)`

// sayWords ask what a call would write: "what will it say", "what's the
// note going to say", "show me what you'll write".
var sayWords = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\bwhat (?:will|would|does|is|did) (?:it|that|this|the [a-z]+|you) (?:say|read|look like|contain|have in it|write|put|save)\b|\bwhat(?:'s| is|s)? (?:it|that|this|the [a-z]+) (?:going to|gonna) (?:say|read|look like|contain)\b|\b(?:show|tell) me (?:what|how) (?:it|that|the [a-z]+|you)(?:'ll| will| would)? (?:say|says|read|reads|look|looks|write|put)\b|\bwhat (?:are you|will you|you'll|you will|r u|would you) (?:going to |gonna )?(?:write|put|save|add|say)\b|\bwhat(?:'s| is|s) (?:in|on) (?:it|that|the [a-z]+)\b|\bexact (?:text|words|wording)\b|\bword for word\b|\bwhat (?:exactly|text|words)\b`)
})

// consequenceRead is the ask(value) for a question about what the call
// would do, or whose a value is; ok is false for any other message. It
// only reads.
func (e *Engine) consequenceRead(a *agents.Agent, ap *state.Approval, text string) (apCommand, bool) {
	about, ok := e.consequenceAnswer(a, ap, text)
	if !ok {
		return apCommand{}, false
	}
	c := apCmd(agents.CmdAsk, text)
	c.Scope, c.Question, c.Text = askValue, text, about
	return c, true
}

// consequenceAnswer is the answer consequenceRead gives.
func (e *Engine) consequenceAnswer(a *agents.Agent, ap *state.Approval, text string) (string, bool) {
	if a == nil || ap == nil || isCancel(text) || hasCancel(text) || !e.numbersOfTheCall(ap, text) {
		return "", false
	}
	if _, yes := leadingYes(text); yes {
		return "", false
	}
	if leadsWithNo(text) {
		return "", false // "no, that's more than i have": a no with its reason
	}
	if about, ok := e.ownAccountAnswer(a, ap, text); ok {
		return about, true // "is 7654321 my savings?": asked, never a correction (approval_own_account.go)
	}
	n := " " + normalise(text) + " "
	// the lexicon's correction cue can sit in an owner question ("is
	// 7654321 my brothers account?" names the call's own number); a figure
	// of its own was refused above, and only a question asks about a holder
	corrects := isCorrection(text) || saidAsCorrection(text)
	switch {
	case !corrects && sayWords().MatchString(n) && len(textArgs(a, ap)) > 0:
		return strings.Join(textArgs(a, ap), " "), true
	case !corrects && afterWords().MatchString(n):
		if _, _, _, ok := e.checkedSource(ap); !ok {
			return prompts.BalanceNotChecked(), true
		}
		left, _ := e.leftAfter(ap)
		return left, true
	case ownerWords().MatchString(n) && (askedAsQuestion(text) || !corrects && strings.Contains(n, " is ")):
		dest := e.numberAsked(ap, text)
		if name := e.ownAccountName(dest); name != "" {
			return prompts.OwnAccountNamed(dest, name), true
		}
		return prompts.OwnerNotKnown(dest, dest != "" && len(e.ownAccountIDs()) > 0), true
	}
	return "", false
}

// leadsWithNo reports a no-word before anything but openers: "not sure"
// after the question ("is 7654321 my brothers account? not sure") is no no.
func leadsWithNo(text string) bool {
	m, ok := read(text).Find(reading.No)
	if !ok {
		return false
	}
	for _, w := range reading.Words(text[:m.From]) {
		if !questionOpeners()[w] {
			return false
		}
	}
	return true
}

// textArgs are the call's words-values said back ("The title is
// "dentist"."): the arguments of a text slot, or with no slot of their own
// and a letter in them (a figure is no text), a title before the rest.
func textArgs(a *agents.Agent, ap *state.Approval) []string {
	keys := make([]string, 0, len(ap.Args))
	for k, v := range ap.Args {
		s := a.Slot(k)
		if s != nil && s.Kind == agents.KindText || s == nil && strings.ContainsFunc(v, unicode.IsLetter) {
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		ti, tj := strings.Contains(keys[i], "title") || strings.Contains(keys[i], "name"), strings.Contains(keys[j], "title") || strings.Contains(keys[j], "name")
		if ti != tj {
			return ti
		}
		return keys[i] < keys[j]
	})
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		out = append(out, prompts.ValueOfCall(labelOf(a, k), argShown(a, k, ap.Args[k])))
	}
	return out
}

// numberAsked is the account number a question about its holder names:
// a figure of the call said in it, or else the account the call sends to.
func (e *Engine) numberAsked(ap *state.Approval, text string) string {
	for _, f := range figures.FindAllString(text, -1) {
		for _, v := range ap.Args {
			if v == f {
				return f
			}
		}
	}
	for name, v := range ap.Args {
		if strings.Contains(name, "to_") || strings.Contains(name, "dest") || strings.Contains(name, "recipient") {
			return v
		}
	}
	return ""
}

// ownAccountName is the name of the user's account with the number id,
// as the session checked it ("" when none).
func (e *Engine) ownAccountName(id string) string {
	if id == "" {
		return ""
	}
	for key, v := range e.sess.Facts {
		if prefix, ok := strings.CutSuffix(key, "_id"); ok && v == id {
			if name := e.sess.Facts[prefix+"_name"]; name != "" {
				return name
			}
		}
	}
	return ""
}

// approvalReads reports a question the approval's reading answers, which
// the side-question paths before it leave to it.
func (e *Engine) approvalReads(ap *state.Approval, text string) bool {
	if ap == nil {
		return false
	}
	a := e.domain.Agent(ap.Agent)
	if _, ok := e.sourceQuestionAnswer(a, ap, text); ok {
		return true // "is that from savings?" (approval_source_question.go)
	}
	_, ok := e.consequenceAnswer(a, ap, text)
	return ok
}
