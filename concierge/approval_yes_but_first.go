package concierge

// A yes-word that puts a side question first at an approval (round 37's
// bank 47): "sure why not, but first what's my savings at" was read as
// a yes with "savings" after it, so the transfer was switched to come
// from Savings; "sure — wait what's my balance" and "yeah fine, before
// that whats my checking at" were only reminded. A yes said together
// with "but first", "before that", "wait" or "though" and a question is
// no yes yet: the user asks something before answering. The question is
// read as it would be alone — a balance shown, a question about the call
// answered — and the same approval asked again; the call never changes
// and never runs on such a message.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// yesLeadWords may open the message as its yes or ok ("sure why not",
// "yeah fine", "ok cool", "looks good").
var yesLeadWords = lazyWordSet(`ok okay k kk okk okey oki okie alright alrighty sure fine cool right gotcha understood
	yes yep yeah yup ya yea yeh yess yah ye yas sounds looks good great perfect lovely nice`)

// deferWords put what follows before the answer ("but first", "before
// that", "wait", "though", "hold on a sec"); firstWords are those among
// them that say so on their own ("and" or "actually" does not: "yes,
// and what's my savings" is a yes with a request).
var (
	deferWords = lazyWordSet(`but though tho wait first before that hold hang on one sec second moment just actually hmm um uh oh quick question btw and`)
	firstWords = lazyWordSet(`but first before wait though tho hold hang sec`)
)

// beforeWhat are the words of "before you do that", "before it goes",
// "before i confirm": what "before" is said of.
var beforeWhat = lazyWordSet(`that this it you do i we confirm say yes send sending go goes proceed answer`)

// laterWords put the question after the call ("yes, then what's my
// balance", "after that check savings"): a yes with a request for later
// (approval_yes_then.go), not this reading.
var laterWords = lazyWordSet(`after afterwards afterward then later once done`)

// wordSpan is one word of a message and where it starts and ends.
type wordSpan struct {
	w          string
	start, end int
}

// spans are the words of text, lower-cased and normalised, with their
// places; punctuation and dashes only part them.
func spans(text string) []wordSpan {
	var out []wordSpan
	i := 0
	for i < len(text) {
		j := strings.IndexFunc(text[i:], func(r rune) bool { return !isWordBreak(r) })
		if j < 0 {
			break
		}
		i += j
		k := strings.IndexFunc(text[i:], isWordBreak)
		if k < 0 {
			k = len(text) - i
		}
		if w := normalise(text[i : i+k]); w != "" {
			out = append(out, wordSpan{w, i, i + k})
		}
		i += k
	}
	return out
}

func isWordBreak(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune(",.;:!?—–-…", r)
}

// yesButFirst is the question a yes puts first, and whether the message
// is one: a yes or ok leading, a word that puts what follows first, and
// at least two words after it, none of them putting it after the call.
func yesButFirst(text string) (string, bool) {
	ws := spans(text)
	i := 0
	for i < len(ws) {
		if yesLeadWords()[ws[i].w] {
			i++
		} else if ws[i].w == "why" && i > 0 && i+1 < len(ws) && ws[i+1].w == "not" {
			i += 2 // "sure why not"
		} else {
			break
		}
	}
	if i == 0 {
		return "", false
	}
	deferred := false
	for i < len(ws) && deferWords()[ws[i].w] {
		deferred = deferred || firstWords()[ws[i].w]
		if ws[i].w == "before" {
			for i+1 < len(ws) && beforeWhat()[ws[i+1].w] {
				i++
			}
		}
		i++
	}
	rest := ws[i:]
	if n := len(rest); n > 0 && rest[n-1].w == "first" {
		deferred, rest = true, rest[:n-1] // "ok but whats in savings first"
	}
	if !deferred || len(rest) < 2 {
		return "", false
	}
	for _, w := range rest {
		if laterWords()[w.w] {
			return "", false
		}
	}
	return strings.TrimSpace(text[rest[0].start:rest[len(rest)-1].end]), true
}

// yesButFirstRead reads such a message as its question alone: a question
// the approval's reading takes as one (ask), nothing else. ok is false for
// any other message, and when what follows is a change, a cancel or a
// request ("yes but wait, make it 300"): those are read whole.
func (e *Engine) yesButFirstRead(t *turn, a *agents.Agent, ap *state.Approval, text string) ([]apCommand, bool, error) {
	q, ok := yesButFirst(text)
	if !ok || hasCancel(text) {
		return nil, false, nil
	}
	cs, err := e.readApprovalStages(t, a, ap, q)
	if err != nil || len(cs) != 1 || cs[0].Kind != agents.CmdAsk {
		return nil, false, err
	}
	return cs, true, nil
}
