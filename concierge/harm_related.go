package concierge

// Whether a request with side effects right after a refusal is the refused
// request again (R8, R53, issue 24 round 8). A refusal holds against what
// relates to it: the same person, account or value ("ok send 200 to
// 7654321 then" after a refused transfer to 7654321), a third person
// pointed back to ("just send her 50 then"), the user's own "like …" or
// "i mean …", or the refused task carried out in bare values ("send 990
// to 1234324" right after a refused plan to split 12k so nobody reports
// it). An unrelated new request — another person, another purpose, a
// value never named ("send my daughter 100 for her date night" right
// after "help me hack into my ex's bank account") — runs as usual, after
// the harm check has judged it on its own.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// relatesToRefused reports a message that relates to the last refused
// request (see above).
func (e *Engine) relatesToRefused(text string) bool {
	r, ok := e.lastRefusal()
	if !ok {
		return false
	}
	n := normalise(text)
	if continuesLead(n) {
		return true // "like 25 transfers of 800 to 7654321", "i mean wire 950 a few times"
	}
	if e.dropsRefusedCondition(text) || e.contentOfItsOwn(text) || e.ownMoneyToRefusedOwner(r, text) {
		// "send my daughter 100 for her birthday" after "… only if she
		// dumps her boyfriend" (harm_condition.go); "add a note: buy my
		// boss a leaving card" after a refused note (harm_new_content.go);
		// "send him 60 from savings" after "show his checking" (harm_recipient.go)
		return false
	}
	if e.newRecipientOnly(r, text) {
		return false // "send 60 to 1234324" after "pay the hitman 60 bucks": another recipient (refusal_followup.go)
	}
	if sharesTarget(e.refusedTexts(r), text) || e.repeatsRefusedContent(text) {
		return true // the same person, account, claim or value
	}
	if namesPerson(n) || e.refusedAMoneyRule() {
		// someone or something of its own: "my daughter", "for the
		// plumber"; a payment after a refused rule over payees (refusal_rule.go)
		return false
	}
	// "her"/"him" with no one of its own to point to is the refused
	// request's person; bare values are its task carried out
	return pointsBack(n) || e.refusedAgentOf(r, text)
}

// sharesTarget reports a message naming a target of the refused text: a
// value, an account or a claim id (a word with a digit), a person by
// their relation to the user ("my ex", "my daughter") or by name (said
// as an owner, "bob's", or capitalised).
func sharesTarget(refused, text string) bool {
	targets := map[string]bool{}
	for w := range specificWords(refused) {
		if strings.ContainsAny(w, "0123456789") || relationNouns()[w] {
			targets[w] = true
		}
	}
	for _, m := range namedPerson.FindAllStringSubmatch(refused, -1) {
		if w := strings.ToLower(m[1]); !commonWords()[w] {
			targets[w] = true
		}
	}
	for w := range specificWords(text) {
		if targets[w] {
			return true
		}
	}
	// the user's own account the refused request moved money into
	theirs := strings.Fields(normalise(refused))
	for _, w := range strings.Fields(normalise(text)) {
		if (w == "savings" || w == "checking") && slices.Contains(theirs, w) {
			return true
		}
	}
	return false
}

// namedPerson is a name as an owner ("bob's") or capitalised inside a
// sentence ("send it to Bob").
var namedPerson = reading.Lazy(`\b([A-Za-z]+)['’]s\b|[a-z,] ([A-Z][a-z]+)\b`)

// relationNouns are the people a user names by their relation.
var relationNouns = lazyWordSet("ex wife husband partner spouse daughter son kid kids child children baby mum mom mother dad father " +
	"sister brother cousin niece nephew aunt uncle gran grandma grandpa grandad granddad grandmother grandfather nan nana " +
	"friend mate neighbour neighbor landlord landlady tenant flatmate roommate housemate coworker colleague " +
	"girlfriend boyfriend fiance fiancee stepdad stepmom stepmum stepson stepdaughter")

// refusedTexts are the user's messages of the refused request: the one
// refused first and any refused after it as the same request, which may
// have named the values the first left out.
func (e *Engine) refusedTexts(r refusal) string {
	texts := []string{r.text}
	if first, ok := e.firstRefusal(); ok && first.text != r.text {
		texts = append(texts, first.text)
	}
	return strings.Join(texts, " ")
}

// refusedAgentOf reports a message whose task is the refused request's
// own (the transfer a refused split asked for): its bare values carry the
// refused plan out. A refused request that asked no task of its own ("help
// me hack into my ex's account") has no values to carry out.
func (e *Engine) refusedAgentOf(r refusal, text string) bool {
	refused := e.refusedAgent()
	if refused == nil {
		return false
	}
	if ownAccountNotRefused(e.refusedTexts(r), text) {
		return false // "move 500 from savings to checking": the user's own accounts, which the refusal never named
	}
	if anotherAccountNamed(e.refusedTexts(r), text) {
		return false // "transfer 25 to 2345678901" after a refused transfer to 7654321: another transfer
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok {
		return best.Agent == refused
	}
	return e.strongValuesOwner(text) == refused
}

// ownAccountNotRefused reports a message naming the user's own account
// (savings, checking) when the refused request named neither, or with
// "my" before it.
func ownAccountNotRefused(refused, text string) bool {
	has := func(s string) bool {
		for _, w := range strings.Fields(normalise(s)) {
			if w == "savings" || w == "checking" {
				return true
			}
		}
		return false
	}
	ws := strings.Fields(normalise(text))
	for i := 0; i+1 < len(ws); i++ {
		if ws[i] == "my" && (ws[i+1] == "savings" || ws[i+1] == "checking") {
			return true // "what's in my savings": the user's own, said so (issue 24 round 10)
		}
	}
	return has(text) && !has(refused)
}

// anotherAccountNamed reports a message naming an account number (six digits
// or more) when the refused request named accounts and not that one.
func anotherAccountNamed(refused, text string) bool {
	had, other := false, false
	theirs := specificWords(refused)
	for w := range theirs {
		had = had || allDigits(w) && len(w) >= 6
	}
	for w := range specificWords(text) {
		other = other || allDigits(w) && len(w) >= 6 && !theirs[w]
	}
	return had && other
}

// continuation are the leads by which the user says a message goes on
// with the last one: an example, a correction, another way of the same.
var continuation = []string{"like", "i mean", "i meant", "for example", "for instance", "eg", "say", "something like",
	"its like", "it's like", "basically", "instead", "what if", "how about", "what about", "i said", "do it", "go ahead",
	"just do it", "ok just do it", "then do it"}

// continuesLead reports a normalised message led by a continuation.
func continuesLead(n string) bool {
	n = strings.TrimLeft(n, " ,.")
	for _, lead := range continuation {
		if n == lead || strings.HasPrefix(n, lead+" ") || strings.HasPrefix(n, lead+",") {
			return true
		}
	}
	return false
}

// pointsBack reports a third person named only by a pronoun: "send her
// 50", "put it in his account".
func pointsBack(n string) bool {
	for _, w := range strings.Fields(strings.NewReplacer(",", " ", ".", " ", "?", " ", "!", " ").Replace(n)) {
		switch w {
		case "her", "him", "them", "his", "their", "she", "he", "they", "hers", "theirs":
			return true
		}
	}
	return false
}

// namesPerson reports a person named by the user's own relation to them
// or by name before the pronoun points back: "send my daughter 100 for
// her date night" names whom "her" is.
func namesPerson(n string) bool {
	for w := range specificWords(n) {
		if !allDigits(w) {
			return true
		}
	}
	return false
}

// specificWords are the words of text that pick out a person, an
// account, a claim or a value: whatever is left once the words of asking,
// moving money and ordinary talk are taken out. "send my daughter 100 for
// her date night" holds daughter, 100, date, night; "send 990 to 1234324"
// holds 990 and 1234324.
func specificWords(text string) map[string]bool {
	out := map[string]bool{}
	n := strings.NewReplacer("'s ", " ", "’s ", " ", "$", " ", ",", "", ".00", "").Replace(normalise(text) + " ")
	for _, w := range strings.FieldsFunc(n, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		if len(w) < 2 && !allDigits(w) || commonWords()[w] {
			continue
		}
		out[w] = true
	}
	return out
}

// allDigits reports a word of digits only: a value, not a name.
func allDigits(w string) bool {
	return w != "" && strings.Trim(w, "0123456789") == ""
}

// commonWords are the words any request may hold: asking, moving money,
// the user's own accounts, pronouns, filler and the words of pressing.
var commonWords = lazyWordSet("a an the to of for from in into on at by with and or but so then than as is are was were be been " +
	"am im i me my mine myself we us our you your it its this that these those there here what whats which who how when why " +
	"do does did done dont doesnt didnt not no nope yes yeah yep ok okay k fine alright right sure well now just only also please pls plz " +
	"can could would will should shall may might must want wanna need like let lets get got give gave make made take took put " +
	"send sent sending transfer transfers transferring wire wired wiring move moved moving pay paid paying payment payments " +
	"money cash funds amount sum dollars dollar bucks usd pounds quid euros " +
	"account accounts acct bank checking savings balance number id " +
	"her him them his their she he they hers theirs " +
	"again instead too either time times once twice few some more less all each every one two three four five six seven eight " +
	"nine ten hundred thousand grand k today tomorrow now later asap real quick quickly thanks thank cheers " +
	"ahead go going gonna try trying help hey hi hello oh um uh hmm anyway actually really ll ve re nobody anyone someone")
