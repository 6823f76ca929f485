package concierge

// A slip in the request's verb (issue 24, notes32): "ad a note pls" was
// "I'm not sure how to help with that", and "can you ad a note" was "no
// agent here can ad a note". The first word of a request (after "pls",
// "can you", "i want to" …) that is one slip of a request verb — a
// letter left out ("ad", "shw", "delte", "ceate"), two letters swapped
// ("lsit", "remoev", "sned"), one letter doubled ("addd") or, in a long
// word, one letter wrong — is read as the verb, when a thing to act on
// follows it ("a note", "my notes", "20"). A word that is English in its
// own right is left as it is ("rad", "set"), unless it is the verb with a
// doubled letter said once ("ad" for "add"), and a name stays a name: "ada
// notes" is no "add notes" (a short word is never repaired by a letter
// changed), "ada 1815" no verb at all.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// slipVerbs are the verbs a request opens with, in every domain.
var slipVerbs = []string{"add", "show", "list", "delete", "remove", "create", "make", "write", "read", "open",
	"send", "transfer", "check", "find", "move", "decline", "draft", "view", "edit", "erase", "jot", "put", "give",
	"tell", "look", "display", "craft", "generate", "prepare", "produce", "pay", "save", "store", "record"}

// verbTypoLead is the lead-in before a request's verb, and the word after
// the lead-in (the verb as typed), and the rest.
var verbTypoLead = reading.Lazy(`(?i)^(\W*(?:(?:pls|plz|please|pleas|kindly|hey|hi|hello|ok|okay|so|just|now|quick(?:ly)?|then|and|also|can|could|would|will|u|you|ya|i|want|wanna|to|id|i'd|like|lets|let's|need|help|me)\W+)*)([A-Za-z]+)(\s+)(\S.*)$`)

// verbObjectWords may follow a request's verb.
var verbObjectWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("a an the my some new this that these those me all another one it them to up down out our ur your his her their every any more") {
		m[w] = true
	}
	return m
})

// verbSlip is the request verb w is one slip of, "" when none (or more
// than one).
func verbSlip(w string) string {
	w = strings.ToLower(w)
	if len(w) < 2 || len(w) > 12 {
		return ""
	}
	found := ""
	for _, v := range slipVerbs {
		if v == w {
			return ""
		}
		if !slipOf(w, v) {
			continue
		}
		if found != "" && found != v {
			return "" // one slip of two verbs: not sure which
		}
		found = v
	}
	if found == "" {
		return ""
	}
	if reading.EnglishWord(w) && !doubledSaidOnce(w, found) {
		return "" // "rad", "set": words of their own
	}
	return found
}

// slipOf reports w as one slip of the verb v: a letter left out, two
// neighbours swapped, a letter added, or (at five letters or more) one
// letter wrong.
func slipOf(w, v string) bool {
	switch {
	case len(w) == len(v)-1:
		return reading.EditDistance(w, v, 1) == 1
	case len(w) == len(v)+1:
		return len(w) >= 4 && reading.EditDistance(w, v, 1) == 1
	case len(w) == len(v):
		if len(w) < 3 {
			return false
		}
		diff := []int{}
		for i := range w {
			if w[i] != v[i] {
				diff = append(diff, i)
			}
		}
		if len(diff) == 2 && diff[1] == diff[0]+1 && w[diff[0]] == v[diff[1]] && w[diff[1]] == v[diff[0]] {
			return true // "lsit", "sned"
		}
		return len(diff) == 1 && len(w) >= 5
	}
	return false
}

// doubledSaidOnce reports w as v with one of its doubled letters said
// once ("ad" for "add").
func doubledSaidOnce(w, v string) bool {
	for i := 1; i < len(v); i++ {
		if v[i] == v[i-1] && v[:i]+v[i+1:] == w {
			return true
		}
	}
	return false
}

// domainWord reports a word an agent of the domain uses in its own words:
// never a slip to repair ("bin a note").
func (e *Engine) domainWord(w string) bool {
	w = strings.ToLower(w)
	for _, a := range e.domain.Agents {
		for _, s := range append([]string{a.Description, a.Task, a.Intro, a.Title}, a.Examples...) {
			for _, x := range reading.Words(s) {
				if x == w {
					return true
				}
			}
		}
	}
	return false
}

// verbTypoRepaired is text with the slip in its request verb repaired;
// text itself when there is none, or when the message answers what
// waits as typed (a note's words, a secret, an approval).
func (e *Engine) verbTypoRepaired(text string) string {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || e.takesText() {
		return text
	}
	m := verbTypoLead.FindStringSubmatch(text)
	if m == nil {
		return text
	}
	lead, word, gap, rest := m[1], m[2], m[3], m[4]
	next := ""
	if ws := reading.Words(rest); len(ws) > 0 {
		next = ws[0]
	}
	if next == "" || !verbObjectWords()[next] && !e.domainWord(next) && !startsWithDigit(next) {
		return text // "ada here": nothing to act on follows
	}
	v := verbSlip(word)
	if v == "" || e.domainWord(word) {
		return text
	}
	if word != strings.ToLower(word) && word != strings.ToUpper(word) && strings.ToLower(word[:1]) != word[:1] {
		return text // "Ada notes": a name, capitalised
	}
	return lead + v + gap + rest
}

// startsWithDigit reports a word that begins with a digit ("20", "1.5k").
func startsWithDigit(w string) bool {
	return w != "" && w[0] >= '0' && w[0] <= '9'
}
