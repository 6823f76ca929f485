package concierge

// An instruction about the letter itself is never its reason (round 36's
// tester, SEVERE): "decline 27PO44 motor and can you write it in spanish
// pls, customer doesnt read english" wrote a letter to the claimant whose
// reason was "in spanish, customer doesnt read english" — the customer's
// language, a proxy of where they are from, as the ground for a decline.
// "put it in plain english, the customer gets confused by jargon", "large
// print, customer's vision impaired" and "cc my team leader" are the same
// kind: what the user wants done with the letter (its language, wording,
// format or delivery) and why they want it. None of it can be done here
// and none of it is a finding about the claim. The instruction and its why
// are taken out before the reason is read, the instruction is answered,
// and the letter names the real reason if one was also given, or none.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// languageNames are the languages a letter may be asked in, or a person
// said to speak: the customer's language is never a reason.
const languageNames = `english|spanish|mandarin|chinese|cantonese|vietnamese|arabic|french|german|italian|greek|hindi|punjabi|` +
	`korean|japanese|tagalog|filipino|portuguese|russian|turkish|thai|indonesian|malay|polish|serbian|croatian|farsi|persian|` +
	`urdu|samoan|tongan|somali|swahili|hebrew|dutch|ukrainian|bengali|tamil|nepali|khmer|dari|pashto|auslan|sign\s+language`

// letterLanguageAsked asks for the letter in another language: "in
// spanish", "translate it", "a mandarin version", "in their own language".
var letterLanguageAsked = reading.Lazy(`(?i)\b(?:(?:in|into)\s+(?:` + languageNames + `|another\s+language|a\s+different\s+language|(?:their|his|her|the\s+customer'?s|the\s+insured'?s|the\s+client'?s)\s+(?:own\s+|native\s+|first\s+|home\s+)?(?:language|tongue))` +
	`|translat(?:e|ed|ion|ing)|(?:` + languageNames + `)\s+(?:version|copy|translation))\b`)

// letterWordingAsked asks for the letter's wording in plainer words: "in
// plain english", "simple english pls", "no jargon".
var letterWordingAsked = reading.Lazy(`(?i)\b(?:(?:plain|simple|simpler|easy|easier|basic|everyday|normal|layman'?s?)\s+(?:english|language|words|terms)|(?:no|without(?:\s+the|\s+any)?|less|cut\s+the|skip\s+the)\s+jargon|easy[- ]read)\b`)

// letterFormatAsked asks for the letter's print or file format: "large
// print", "bigger font", "in braille", "as a pdf", "on letterhead".
var letterFormatAsked = reading.Lazy(`(?i)\b(?:large[- ]print|(?:big|bigger|larger|large|huge|giant|extra[- ]large)\s+(?:font|fonts|text|print|type|letters|writing|size)|(?:font|text|print|type)\s+(?:size\s+)?(?:bigger|larger|up)|braille|double[- ]spaced|(?:in|as)\s+(?:a\s+)?(?:pdf|word\s+doc|docx)|on\s+(?:our\s+|the\s+|company\s+)?letterhead|audio\s+version)\b`)

// letterDeliveryAsked asks for the letter to be sent or copied to someone:
// "cc my team leader", "copy my manager in", "email it to the client",
// "send a copy to", "post it out".
var letterDeliveryAsked = reading.Lazy(`(?i)(?:\b(?:cc|bcc|cc'?d|c\.c\.)\s+(?:in\s+)?(?:my|the|our|their|his|her|me|him|them|[a-z]+@)|\bcopy\s+(?:in\s+)?(?:my|the|our)\s+(?:\w+\s+){0,2}?(?:in|on)\b|\b(?:email|e-mail|mail|post|fax|forward|send)\s+(?:it|this|that|the\s+letter|a\s+copy|them)\b|\bsend\s+(?:a\s+)?cop(?:y|ies)\b|\bby\s+(?:email|e-mail|post|mail|fax)\b)`)

// instructionKinds are the kinds in the order the answer says them.
var instructionKinds = []string{"language", "wording", "format", "delivery"}

// instructionPattern is the pattern of a kind of letter instruction.
func instructionPattern(kind string) *reading.LazyRegexp {
	switch kind {
	case "language":
		return letterLanguageAsked
	case "wording":
		return letterWordingAsked
	case "format":
		return letterFormatAsked
	case "delivery":
		return letterDeliveryAsked
	}
	return letterStyle // the tone: "make it formal" (letter_style_asked.go)
}

// instructionClauseSplit splits a message into the clauses an instruction
// and its why stand in; a question mark ends one too ("can you do it in
// large print? customer's vision impaired").
var instructionClauseSplit = reading.Lazy(`\s*(?:[,;!?]+|\.\s|\s-+\s|\s*[—–]+\s*)\s*`)

// instructionJoin is the joining word an instruction said after the
// request starts from: "decline 40PL77 home and make it formal".
var instructionJoin = reading.Lazy(`(?i)(?:^|\s)(?:and|also|plus|then|&|but|n)\s`)

// instructionRequest is the request part a clause may hold before an
// instruction said with no joining word: "the decline for 19HG54 car in
// vietnamese" keeps "the decline for 19HG54 car".
var instructionRequest = reading.Lazy(`(?i)\b(?:decline|deny|denial|reject|rejection|letter|knock[- ]?back|home|motor|car|house)\b`)

// instructionWhy is a clause that says why an instruction is wanted: the
// person's language, reading or sight, the jargon, who asked for it.
var instructionWhy = reading.Lazy(`(?i)\b(?:` + languageNames + `|language|speak|speaks|speaking|spoke|read|reads|reading|understand|understands|` +
	`vision|eyesight|eyes|sight|see|blind|deaf|hearing|jargon|confused|confusing|confuses|lawyer|solicitor|manager|boss|leader|` +
	`records|file|asked|asks|wants|wanted|prefers|preferred|requested|needs\s+it|copy|loop)\b`)

// instructionWhyHead opens a clause that says why: "as she only reads
// arabic", "because his eyesight is bad".
var instructionWhyHead = reading.Lazy(`(?i)^(?:because|cos|coz|cuz|cause|bc|since|as|so)\b`)

// letterInstructionsIn is text with every instruction about the letter,
// and the clause that says why it is wanted, taken out; kinds are the
// kinds of instruction found ("language", "wording", "format",
// "delivery", "tone"), nil when none.
func letterInstructionsIn(text string) (rest string, kinds []string) {
	spans := clauseRanges(text)
	cut := make([]bool, len(spans))
	from := make([]int, len(spans)) // where in the clause the cut starts
	found := false
	for i, sp := range spans {
		clause := text[sp[0]:sp[1]]
		at := -1
		for _, k := range append(slices.Clone(instructionKinds), "tone") {
			m := instructionPattern(k).FindStringIndex(clause)
			if m == nil {
				continue
			}
			if !slices.Contains(kinds, k) {
				kinds = append(kinds, k)
			}
			if at < 0 || m[0] < at {
				at = m[0]
			}
		}
		if at < 0 {
			continue
		}
		found = true
		cut[i], from[i] = true, 0
		head := clause[:at]
		if js := instructionJoin.FindAllStringIndex(head, -1); len(js) > 0 && js[len(js)-1][0] > 0 {
			from[i] = js[len(js)-1][0] // "decline 27PO44 motor and can you write it in spanish"
		} else if idInClause(head) || instructionRequest.MatchString(head) {
			from[i] = at // "the decline for 19HG54 car in vietnamese"
		}
		if i+1 < len(spans) && whyOfInstruction(text[spans[i+1][0]:spans[i+1][1]]) {
			cut[i+1], from[i+1] = true, 0 // "…, customer doesnt read english"
		}
	}
	if !found {
		return text, nil
	}
	var b strings.Builder
	for i, sp := range spans {
		if i > 0 {
			b.WriteString(", ")
		}
		end := sp[1]
		if cut[i] {
			end = sp[0] + from[i]
		}
		b.WriteString(text[sp[0]:end])
	}
	rest = tidyClauses(b.String())
	ordered := []string{}
	for _, k := range append(slices.Clone(instructionKinds), "tone") {
		if slices.Contains(kinds, k) {
			ordered = append(ordered, k)
		}
	}
	return rest, ordered
}

// whyOfInstruction reports a clause that says why an instruction about
// the letter is wanted, and no ground for the decline: a labelled reason
// ("reason: storm damage") or a clause with a ground in it ("driver was
// unlicensed") stays.
func whyOfInstruction(clause string) bool {
	clause = strings.TrimSpace(clause)
	if clause == "" || reasonLabelled.MatchString(clause) || idInClause(clause) {
		return false
	}
	ground, fault := groundWords(), faultWords()
	for _, w := range reading.Words(clause) {
		if ground[w] || fault[w] && !negations()[w] {
			return personLanguage.MatchString(clause) // "her english isnt great" holds "isnt" and no ground
		}
	}
	return instructionWhy.MatchString(clause) || instructionWhyHead.MatchString(clause) || personLanguage.MatchString(clause)
}

// clauseRanges are the spans of text between instructionClauseSplit's
// separators.
func clauseRanges(text string) [][2]int {
	var out [][2]int
	from := 0
	for _, m := range instructionClauseSplit.FindAllStringIndex(text, -1) {
		out = append(out, [2]int{from, m[0]})
		from = m[1]
	}
	return append(out, [2]int{from, len(text)})
}

// tidyClauses drops the empty clauses and the joining words left dangling
// by a cut.
func tidyClauses(s string) string {
	var keep []string
	for _, c := range strings.Split(s, ", ") {
		c = strings.TrimSpace(c)
		c = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(c, " and"), " also"))
		if c != "" {
			keep = append(keep, c)
		}
	}
	return strings.Join(keep, ", ")
}

// personLanguage is a person's language said as a fact: "customer doesnt
// read english", "her english isnt great", "only speaks mandarin",
// "english is not his first language", "non-english speaking". A letter
// never names it as a reason: it stands for where someone is from.
var personLanguage = reading.Lazy(`(?i)\b(?:(?:speak|speaks|speaking|spoke|read|reads|reading|understand|understands|write|writes|fluent|native)\b(?:\s+\w+){0,3}?\s+(?:` + languageNames + `|language)` +
	`|(?:` + languageNames + `)\s+(?:isn'?t|is\s+not|not|is\s+poor|is\s+bad|is\s+limited|is\s+broken|is\s+weak|isnt|speaker|speaking|only|first\s+language|as\s+a\s+second)` +
	`|(?:his|her|their|the\s+customer'?s|the\s+insured'?s)\s+(?:` + languageNames + `)` +
	`|non[- ]?english|(?:first|second|native)\s+language|accent)\b`)

// sayLetterInstruction answers, once a turn, the instructions about the
// letter said in text; it returns text without them and their why.
func (e *Engine) sayLetterInstruction(t *turn, text string) string {
	rest, kinds := letterInstructionsIn(text)
	if len(kinds) == 0 {
		return text
	}
	if !t.letterAsked {
		t.letterAsked = true
		t.say(prompts.LetterInstruction(answerKinds(kinds)))
	}
	return rest
}

// answerKinds are the kinds a reply says: the tone is answered as the
// wording.
func answerKinds(kinds []string) []string {
	var out []string
	for _, k := range kinds {
		if k == "tone" {
			k = "wording"
		}
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// letterInstructionAfter answers an instruction about the letter just
// written, said with nothing else a letter could name: the letter and its
// reason are kept. ok is false for any other message; the tone
// (letter_style_asked.go) and sending it (cannot_send.go) are answered
// where they were.
func letterInstructionAfter(a *agents.Agent, l *state.LastTask, id, text string) (turnCmd, bool) {
	rest, kinds := letterInstructionsIn(text)
	kinds = slices.DeleteFunc(kinds, func(k string) bool { return k == "tone" || k == "delivery" })
	if len(kinds) == 0 || reasonGiven(a, rest) != "" || idInClause(rest) {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdCannotHandle, execReasonAsked, text)
	c.a, c.Text = a, prompts.LetterInstruction(answerKinds(kinds))+" "+prompts.LetterKept(id, l.Reason)
	c.why = "an instruction about the letter itself (" + strings.Join(kinds, ", ") + "): it cannot be done here and is no reason; the letter and its reason are kept"
	c.shown = "cannot_handle(change the letter's " + strings.Join(kinds, ", ") + ")"
	return c, true
}
