package concierge

// Reasons said without a marker, and corrected inside (issue 24, ins26a).
// "decline 45-XY-99 reason flood damage excluded under policy wording
// thx", "claim 12-AB-34 reported 14 months after incident policy requires
// 30 days", "… both for fraud — inflated invoices" wrote the letter
// without the reason: no "because", no "reason:", no statement with a
// subject. In a message that asks for the decline (its verb or a claim
// id), what is left of a clause after the id, the decline's words, the
// claim type and politeness is the reason, when it says something (a
// word of a fault, or two words of substance). A reason corrected inside
// ("water damage, no wait, I mean wear and tear") keeps the corrected
// part only.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// declineAsked is a decline's verb, or its letter, said in a message.
var declineAsked = reading.Lazy(`(?i)\b(?:decline|declined|declining|deny|denied|reject|rejected|turn\s+down|knock\s+back)\b|\bletter\b`)

// reasonLeadWords are the words of the request a markerless reason
// follows: the decline's verb and letter, the claim's words, politeness,
// joining words and a reason's own label said without a colon.
var reasonLeadWords = lazyWordSet(`decline declined declining deny denied reject rejected refuse turn down knock back ` +
	`please pls plz plzz kindly can could would will you u i id i'd like want wanna need to a an the this that these those my our ` +
	`for of on with claim claims claim's id ids number num nr ref reference no. letter letters draft write make craft generate do send ` +
	`it them both each all and & + also pls. thx thanks ta cheers ty hi hey hello ok okay so um uh well oh actually ` +
	`reason reasons grounds because bc cos coz cuz cause since as due owing is are was being be should type ` +
	`first second third 1st 2nd 3rd next another other then one two three`) // "…, second 56CD78 motor for late reporting" (ins28b)

// reasonTailWords are politeness and hurry after a reason: "… wording thx".
var reasonTailWords = lazyWordSet(`thx thanks thank thankyou ty ta cheers pls plz please asap mate ok k ` + hurryWords)

// hurryWords say when, not why: "as soon as possible", "today".
const hurryWords = `asap soon possible urgent urgently today now quick quickly right away tomorrow immediately fast pronto`

// reasonElsewhere opens what is no reason but another thing asked: a
// question, another request.
var reasonElsewhere = reading.Lazy(`(?i)^(?:what|where|when|who|why|how|which|can|could|is|are|do|does|did|tell|show|find|check|and\s+then|then|also)\b|\?\s*$`)

// markerlessReason is what is left of a clause of a decline's request
// after its request words, "" when that says nothing of why.
func markerlessReason(a *agents.Agent, clause string) string {
	words := strings.Fields(clause)
	tail := reasonTailWords()
	i := reasonStart(a, words)
	j := len(words)
	for j > i {
		w := strings.ToLower(strings.Trim(words[j-1], `.,;:!?"'()[]`))
		if w == "" || tail[w] {
			j--
			continue
		}
		break
	}
	if i >= j {
		return ""
	}
	r := reading.TrimValue(fromClauseBoundary(withoutRequestNoun(words[:i], strings.Join(words[i:j], " ")))) // "decline notice needed", "per policy and …" (ins29_reason_tidy.go)
	if r == "" || idInClause(r) || idWordIn(r) || reasonElsewhere.MatchString(r) || personalDislike.MatchString(r) {
		return ""
	}
	filler, fault, person, ground, self := storyFiller(), faultWords(), personSaid(), groundWords(), selfWords()
	grounded, content := false, 0
	for _, w := range reading.Words(withoutChoices(a, strings.ToLower(r))) {
		if self[w] {
			return "" // "i'm new in the team", "help me": the user's own talk, no reason
		}
		grounded = grounded || ground[w] || fault[w] && !negations()[w]
		if !filler[w] && !answerFiller()[w] && !person[w] && !reasonLeadWords()[w] && !reasonTailWords()[w] {
			content++
		}
	}
	if grounded && content > 0 || content > 0 && groundShorthand.MatchString(r) {
		return r // "… for no proof of ownership" (ins28a_reason.go)
	}
	return ""
}

// groundWords are the words of a ground to decline a claim on: what the
// policy excludes or requires, what was reported late or inflated.
var groundWords = lazyWordSet(`damage damaged excluded exclusion exclusions exclude covered cover coverage reported report reporting ` +
	`requires required requirement requirements notification notified notice lodged lodgement lodgment lodging disclosure ` +
	`disclosed nondisclosure non-disclosure misrepresentation misrepresented invoice invoices inflated exaggerated staged ` +
	`breach breached condition conditions wording clause clauses terms limit exceeded exceeds maintenance flood storm mould ` +
	`mold rot leak leaks leaking vermin termites pest pests arson intoxicated licence license unlicensed premium premiums ` +
	`arrears lapse waiting period fraud fraudulent dishonest dishonesty misled falsified forged corrosion erosion subsidence ` +
	`wear tear deterioration defect defective faulty workmanship ` +
	`excess payable unpayable payout`) // "the excess is $1,250.00 and the quote was $900": a ground of amounts (round 33)

// negations are the fault words that only deny: "no", "not", "never".
var negations = lazyWordSet(`no not never without nobody didnt didn't wasnt wasn't werent weren't hadnt hadn't hasnt hasn't ` +
	`havent haven't isnt isn't arent aren't`)

// selfWords are the user speaking of themselves: a clause with one is
// their talk, never the claim's reason.
var selfWords = lazyWordSet(`i i'm im i've ive i'd me my mine we we're were we've our us myself`)

// isClaimIDLike reports a word that is an id, its parts joined by dashes
// or not ("45-XY-99", "12AB34"), or digits with dashes ("12-34").
func isClaimIDLike(w string) bool {
	al := strings.Map(alnumOnly, w)
	digits := strings.IndexAny(al, "0123456789") >= 0
	letters := strings.IndexFunc(al, func(r rune) bool { return r > '9' }) >= 0
	if strings.Trim(w, "0123456789-") == "" {
		return digits && strings.Contains(w, "-")
	}
	return digits && letters && len(al) >= 4 && !ordinalWord(al)
}

// idWordIn reports a word of text that is an id (isClaimIDLike).
func idWordIn(text string) bool {
	return clauseIDs(text, isClaimIDLike) // never "see report ref 2023QX" (reason_reference_kept.go)
}

// choiceWord reports a word that names a choice of one of a's enum slots:
// "home", "motor", "car".
func choiceWord(a *agents.Agent, w string) bool {
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind != agents.KindEnum {
			continue
		}
		if _, err := s.Normalize(w, nil); err == nil {
			return true
		}
	}
	return false
}

// requestInMessage reports a message that asks for the decline itself:
// its verb or letter, or a claim id.
func requestInMessage(text string) bool {
	return declineAsked.MatchString(text) || idInClause(text) || idWordIn(text)
}

// correctedReasons are the reasons of text said after its last
// correction marker, when the words before it gave a reason too: "water
// damage, no wait, I mean wear and tear" is wear and tear alone. ok is
// false when the message corrects no reason.
func correctedReasons(a *agents.Agent, text string) (out []string, only bool, ok bool) {
	at := reading.LastCorrection(text)
	if at <= 0 || at >= len(text) {
		return nil, false, false
	}
	before, _ := reasonClausesIn(a, text[:at], requestInMessage(text))
	if len(before) == 0 {
		return nil, false, false
	}
	after, only := reasonClausesIn(a, text[at:], true)
	if len(after) == 0 {
		return nil, false, false
	}
	return after, only, true
}

// correctedReason is a reason said with a correction inside it, the
// corrected part: "water damage no wait I mean wear and tear" is "wear
// and tear".
func correctedReason(r string) string {
	at := reading.LastCorrection(r)
	if at <= 0 || at >= len(r) {
		return r
	}
	after := reading.TrimValue(strings.TrimLeft(r[at:], " ,;:.!-–—"))
	for _, lead := range []string{"i mean ", "i meant ", "no ", "sorry ", "make it ", "make that ", "it's ", "its ", "it is ", "it should be ", "the reason is "} {
		if strings.HasPrefix(strings.ToLower(after), lead) {
			after = strings.TrimSpace(after[len(lead):])
		}
	}
	if len(reading.Words(after)) == 0 {
		return r
	}
	return after
}

// sameIDSpans are where text says id again, however it is written: "45
// xy 99", "45xy99", "45-XY-99" for 45XY99 (issue 24, ins26a: "it's
// 45XY99" after its letter started a new letter).
func sameIDSpans(text, id string) [][2]int {
	want := strings.ToUpper(strings.Map(alnumOnly, id))
	if len(want) < 4 {
		return nil
	}
	type tok struct{ from, to int }
	var toks []tok
	for i := 0; i < len(text); {
		if alnumOnly(rune(text[i])) < 0 {
			i++
			continue
		}
		j := i
		for j < len(text) && alnumOnly(rune(text[j])) >= 0 {
			j++
		}
		toks = append(toks, tok{i, j})
		i = j
	}
	var out [][2]int
	for i := 0; i < len(toks); i++ {
		got := ""
		for j := i; j < len(toks) && len(got) < len(want); j++ {
			if j > i && strings.Trim(text[toks[j-1].to:toks[j].from], " -.") != "" {
				break // only spaces, dashes or dots between the parts
			}
			got += strings.ToUpper(text[toks[j].from:toks[j].to])
			if got == want {
				out = append(out, [2]int{toks[i].from, toks[j].to})
				i = j
				break
			}
			if !strings.HasPrefix(want, got) {
				break
			}
		}
	}
	return out
}

// alnumOnly keeps ASCII letters and digits.
func alnumOnly(r rune) rune {
	if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
		return r
	}
	return -1
}

// sameIDWritten is text with every saying of id written as id itself.
func sameIDWritten(text, id string) string {
	spans := sameIDSpans(text, id)
	for k := len(spans) - 1; k >= 0; k-- {
		text = text[:spans[k][0]] + id + text[spans[k][1]:]
	}
	return text
}

// withoutSameID is text with every saying of id taken out.
func withoutSameID(text, id string) string {
	spans := sameIDSpans(text, id)
	for k := len(spans) - 1; k >= 0; k-- {
		text = text[:spans[k][0]] + " " + text[spans[k][1]:]
	}
	return strings.TrimSpace(text)
}

// saysLastID reports a message that says the claim id of the letter just
// written again, however it is written.
func (e *Engine) saysLastID(text string) bool {
	l := e.sess.Last
	if l == nil {
		return false
	}
	a := e.domain.Agent(l.Agent)
	if a == nil {
		return false
	}
	s := claimIDSlot(a)
	return s != nil && l.Slots[s.Name] != "" && len(sameIDSpans(text, l.Slots[s.Name])) > 0
}

// sharing says one reason is for every claim of the message: "both for
// fraud", "all of them late reporting".
var sharing = reading.Lazy(`(?i)\b(?:both|each|all|them|same|either|two)\b`)

// sharedReason is the reason the user's whole message gives for several
// claims at once, for the request of it that text is: "decline 12AB34
// and 56CD78 home, both for fraud — inflated invoices" gives each letter
// the reason. "" when the message is text itself, holds one claim, or
// says the reason for one of them.
func (e *Engine) sharedReason(a *agents.Agent, text string) string {
	whole := ""
	for i := len(e.sess.Messages) - 1; i >= 0; i-- {
		if m := e.sess.Messages[i]; m.Role == state.RoleUser {
			if !m.Masked {
				whole = m.Text
			}
			break
		}
	}
	if whole == "" || strings.TrimSpace(whole) == strings.TrimSpace(text) || !sharing.MatchString(whole) {
		return ""
	}
	ids := 0
	for _, w := range strings.Fields(whole) {
		if isClaimIDLike(strings.Trim(w, `.,;:!?"'()[]`)) {
			ids++
		}
	}
	if ids < 2 {
		return ""
	}
	return reasonGiven(a, whole)
}

// reasonStart is where a reason begins in a clause's words: after the
// request's words, ids and choices, at the statement's own start ("…
// motor the car was unregistered", ins29_reason_tidy.go) or the choice
// that is its subject ("… motor car was stolen while unlocked",
// ins32_reason_span.go).
func reasonStart(a *agents.Agent, words []string) int {
	lead := reasonLeadWords()
	i := 0
	for i < len(words) {
		w := strings.ToLower(strings.Trim(words[i], `.,;:!?"'()[]`))
		if i == 0 && i+1 < len(words) && reasonSubjects()[w] {
			break // "vehicle unroadworthy at time of accident": the reason's subject, not the type said (reason_subject_kept.go)
		}
		if w == "" || lead[w] || idInClause(w) || choiceWord(a, w) || isClaimIDLike(w) {
			i++
			continue
		}
		break
	}
	i = statementStart(a, words, i)
	return choiceAsSubject(a, words, i)
}
