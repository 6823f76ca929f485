package concierge

// A step of a waiting plan left out in the words people use (R50, R51;
// issue plan17): "scrap the transfer and do the rest", "forget the money
// part", "no stock price, just the transfer", "i don't want the balance
// one". The verb of a drop is any of the throwing-away words (the cancel
// lexicon's "scrap", "bin", "ditch" …) or a negation, and its object a
// step the plan holds; said so, it skips that step, where the cancel read
// took the whole plan down. Several clauses ("no X, just Y") are read
// each and put together. Only a cancel that names no step, or every step,
// still cancels the plan (planPickRead reads nothing here then).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	// dropVerb are the words that leave the step after them out.
	dropVerb = lazyWordSet(`skip drop remove scratch cut omit ditch lose exclude nix delete cancel forget scrap bin chuck junk trash toss
		kill axe ignore strike no not without minus don't dont never nvm nevermind bother nah nope rid forgo nuke stop abandon abort`)
	// dropLead may stand before a drop verb: "ok can you just scrap …".
	dropLead = lazyWordSet(`ok okay k actually hmm um umm uh well oh so wait hey please pls yes yeah yep sure alright right then and
		erm i we can could would will you u just let's lets also and but maybe probably think`)
	// dropAfter may stand between the drop verb and the step it names:
	// "don't want to do the …", "never mind about the …", "get rid of the …".
	dropAfter = lazyWordSet(`want wanna need to do doing run running the about with on for of any more get bother bothering go
		going ahead that`)
	// answerNo are the drop words that may answer the plan as a whole
	// ("no, do the transfer first"); only joinsNoToStep may join them to a step
	// left out ("no need for the …", "no more of the …").
	answerNo      = lazyWordSet(`no nah nope`)
	joinsNoToStep = lazyWordSet(`need for more any of the`)
	// notAnObject open a clause of their own, never a step named.
	notAnObject = lazyWordSet(`i i'm im we you u he she they it it's its let let's lets please this`)
	// dropClause parts a message into the clauses read one by one.
	dropClause = reading.Lazy(`\s*(?:[,;:!?]|\.(?:\s|$)|\s[-–—]+\s|\bbut\b|\binstead\b)\s*`)
)

// planPickByClauses reads n (lower case, as typed: its lead words and
// its commas kept) clause by clause: the steps each clause leaves out
// or keeps alone, put together. ok is false unless every clause is a pick
// of steps the plan holds and the clauses agree.
func (e *Engine) planPickByClauses(n string, goOn bool) (planPick, bool) {
	p := e.sess.Plan
	if loc := goOnAfter.FindStringIndex(n); loc != nil && loc[0] > 0 {
		n, goOn = strings.TrimSpace(n[:loc[0]]), true // "… and do the rest"
	} else if loc := restFineAfter.FindStringIndex(n); loc != nil && loc[0] > 0 {
		n, goOn = strings.TrimSpace(n[:loc[0]]), true // "…, the rest is fine"
	}
	skip, only := map[int]bool{}, map[int]bool{}
	var refs []string
	read := 0
	for _, cl := range dropClause.Split(n, -1) {
		cl = strings.TrimSpace(normalise(cl))
		if cl == "" || isThanks(cl) || dropLead()[cl] {
			continue
		}
		if goOnAlone.MatchString(strings.TrimSpace(selectLead.ReplaceAllString(cl, ""))) {
			goOn = true // "…, do the others"
			continue
		}
		keep, ref, ok := e.pickClause(cl)
		if !ok {
			return planPick{}, false
		}
		named, ok := e.stepsNamed(p, ref)
		if !ok {
			return planPick{}, false
		}
		for k := range named {
			if keep {
				only[k] = true
			} else {
				skip[k] = true
			}
		}
		refs = append(refs, ref)
		read++
	}
	if read == 0 {
		return planPick{}, false
	}
	ref := strings.Join(refs, "; ")
	if len(only) > 0 {
		for k := range skip {
			if only[k] {
				return planPick{}, false // "no transfer, just the transfer": no pick
			}
		}
		if len(only) == len(p.Steps) {
			return planPick{}, false
		}
		return planPick{only: true, named: only, ref: ref}, true
	}
	return planPick{goOn: goOn, named: skip, ref: ref}, true
}

// pickClause reads one clause: the step words it keeps alone (keep) or
// leaves out.
func (e *Engine) pickClause(cl string) (keep bool, ref string, ok bool) {
	if ref, ok := dropObject(cl); ok {
		return false, ref, true // "no stock price", "scrap the transfer"
	}
	n := strings.TrimSpace(selectLead.ReplaceAllString(cl, ""))
	if m := selectOnly.FindStringSubmatch(n); m != nil {
		return true, m[1], true
	}
	if m := selectOnlyAfter.FindStringSubmatch(n); m != nil {
		return true, m[1], true
	}
	if m := selectSkip.FindStringSubmatch(n); m != nil {
		return false, m[1], true
	}
	if m := selectSkipAround.FindStringSubmatch(n); m != nil {
		return false, m[1], true
	}
	return false, "", false
}

// dropObject is what a clause that opens with a drop leaves out: the
// words after a drop verb, with only lead words before it and only the
// words that join a verb to its object between them ("ok scrap the
// transfer", "i don't want the stock one"). "no i want to do the
// transfer" is none: "i" does not join "no" to the transfer.
func dropObject(cl string) (string, bool) {
	ws := reading.Words(cl)
	last := -1
	for i, w := range ws {
		switch {
		case dropVerb()[w]:
			last = i
		case w == "mind":
			if last < 0 || ws[last] != "never" {
				return "", false // "i don't mind the transfer": it is kept
			}
		case last < 0 && dropLead()[w]:
		case last >= 0 && answerNo()[ws[last]] && !joinsNoToStep()[w]:
			// "no, do the transfer first": the no answers, and what
			// follows is said to be done, never left out
			if notAnObject()[w] || dropAfter()[w] {
				return "", false
			}
			return strings.Join(ws[i:], " "), true
		case last >= 0 && dropAfter()[w]:
		default:
			if last < 0 || notAnObject()[w] {
				return "", false // "no i want to do the transfer": a new subject, no object
			}
			return strings.Join(ws[i:], " "), true
		}
	}
	return "", false
}
