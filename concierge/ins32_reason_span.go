package concierge

// A reason of several clauses is kept whole (issue 24, round 29's ins32).
// "123ABH. home. burst pipe but they turned the heating off for the
// winter while away, policy requires heating maintained." wrote a letter
// whose reason was "policy requires heating maintained" alone: the facts
// before the policy term were dropped, clause by clause. "decline 123ABH
// home, burst pipe while heating was off for winter" wrote none: no word
// of a fault, no subject. A letter goes to a claimant, so its reason is
// what the user said: the clause that is the ground, the facts said
// right before it in the same message ("roof leaked for months and
// nobody fixed it, gradual damage is excluded"), the clauses that carry
// it on ("…, which is excluded", "…, so no cover"), as written. A fact
// set against another ("X but Y", "X while Y") is a ground by itself in
// a decline's request. What the insured thing is ("it's the church
// minibus"), the user's own talk, a question, an id and the decline's own
// words are never part of it.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// clauseMark is put where a clause opens inside a sentence ("… motor
// but the car was not insured"): reasonClauseSplit splits there, and the
// reason said back has no comma the user never wrote.
const clauseMark = "\u2063"

// reasonClauseSpans splits like reasonClauseSplit, at clauseMark too.
var reasonClauseSpans = reading.Lazy(`(?i)\s*(?:[,;.!]+|\s-+\s|\s/+\s|\s*[—–]+\s*|\x{2063})\s*`)

// contrastHead opens a clause that sets a fact against the one before
// it: "…, but they turned the heating off", "yet nobody reported it".
var contrastHead = reading.Lazy(`(?i)^(?:\x{2063})?\s*(?:but|yet|although|though|even\s+though|however|whereas)\b`)

// contrastInside sets one fact against another inside a clause: "burst
// pipe while heating was off", "stolen though the keys were left in it".
var contrastInside = reading.Lazy(`(?i)\S\s+(?:but|while|whilst|although|though|even\s+though|despite|whereas|yet)\s+\S`)

// carriesOn opens a clause that carries the reason before it on: "…,
// which is excluded", "…, so no cover", "…, meaning the policy is void".
var carriesOn = reading.Lazy(`(?i)^(?:\x{2063})?\s*(?:which|that|so|hence|therefore|thus|meaning|and|as\s+a\s+result|so\s+that|making|leaving)\b`)

// carriedAsks opens what is another thing asked after a joining word:
// "and where do i find the id", "so can you send it".
var carriedAsks = reading.Lazy(`(?i)^(?:(?:also|then|now|pls|please)\s+)*(?:what|where|when|who|why|how|which|can|could|would|will|tell|show|find|check|send|give|write|draft|make|decline|do)\b`)

// reasonClause is one clause of a message read for a reason.
type reasonClause struct {
	from, to int    // where it is in the message
	reason   string // the ground it says, "" for none
	story    string // a fact of the claim's story it says, "" for none
	fact     string // what is left of it after the decline's words, when a fact is set against it ("car was stolen but …")
	contrast bool   // opened by "but", "yet", "although"
	talk     bool   // words other than an answer's filler
	skip     bool   // a trait disclaimed, or nothing: never part of a reason
}

// clauseSpans are where the clauses of text are.
func clauseSpans(text string) [][2]int {
	var out [][2]int
	at := 0
	for _, sep := range reasonClauseSpans.FindAllStringIndex(text, -1) {
		if insideValue(text, [2]int{sep[0], sep[1]}) {
			continue // "$1,250.00", "blood alcohol 0.12", "i.e." (reason_numbers_kept.go)
		}
		if sep[0] > at {
			out = append(out, [2]int{at, sep[0]})
		}
		at = sep[1]
	}
	if at < len(text) {
		out = append(out, [2]int{at, len(text)})
	}
	return out
}

// storyOf is the fact of the claim's story a clause says, after the
// decline's words, the id and the claim type; "" when it says none, or
// says what the insured thing is, asks, talks of the user, or names a
// trait that is never a ground.
func storyOf(a *agents.Agent, clause string) string {
	r, content := storyContent(a, clause)
	if content < 2 {
		return ""
	}
	return r
}

// factOf is what a clause says after the decline's words, the id and the
// claim type when one word of it is more than filler: "car was stolen"
// before "but the keys were left in it".
func factOf(a *agents.Agent, clause string) string {
	r, content := storyContent(a, clause)
	if content < 1 {
		return ""
	}
	return r
}

// storyContent is storyOf's fact and how many words of substance it has.
func storyContent(a *agents.Agent, clause string) (string, int) {
	if strings.Contains(clause, "?") || contextClause.MatchString(clause) || personalDislike.MatchString(clause) {
		return "", 0
	}
	words := strings.Fields(clause)
	tail := reasonTailWords()
	i := reasonStart(a, words)
	j := len(words)
	for j > i && tail[strings.ToLower(strings.Trim(words[j-1], `.,;:!?"'()[]`))] {
		j--
	}
	if i >= j {
		return "", 0
	}
	r := reading.TrimValue(strings.Join(words[i:j], " "))
	if r == "" || idInClause(r) || idWordIn(r) || reasonElsewhere.MatchString(r) || contextClause.MatchString(r) {
		return "", 0
	}
	content := 0
	filler, person, self := storyFiller(), personSaid(), selfWords()
	insurer := insurerSpeaks(r) // "outside our underwriting area": the insurer's voice, not the user's talk (reason_insurer_voice.go)
	for _, w := range reading.Words(withoutChoices(a, strings.ToLower(r))) {
		if self[w] && w != "were" && !(insurer && insurerVoice()[w]) {
			return "", 0 // "i'm new here": the user's own talk; "were" is the story's ("keys were left in it")
		}
		if !filler[w] && !answerFiller()[w] && !person[w] && !reasonLeadWords()[w] && !reasonTailWords()[w] {
			content++
		}
	}
	if understand.HarmRule("decline it, "+r) != "" {
		return "", 0
	}
	return r, content
}

// carriedOn is a clause that carries a reason on ("which is excluded",
// "so no cover"), as written; "" for any other.
func carriedOn(a *agents.Agent, raw string) string {
	raw = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(raw), clauseMark))
	loc := carriesOn.FindStringIndex(raw)
	if loc == nil || strings.Contains(raw, "?") || idInClause(raw) || idWordIn(raw) {
		return ""
	}
	rest := strings.TrimSpace(raw[loc[1]:])
	if rest == "" || carriedAsks.MatchString(rest) || personalDislike.MatchString(rest) || understand.HarmRule("decline it, "+rest) != "" {
		return ""
	}
	self := selfWords()
	for _, w := range reading.Words(rest) {
		if self[w] && w != "were" {
			return ""
		}
	}
	for _, w := range reading.Words(withoutChoices(a, strings.ToLower(rest))) {
		if !storyFiller()[w] && !answerFiller()[w] && !reasonTailWords()[w] {
			return raw
		}
	}
	return ""
}

// reasonRuns are the reasons of a message's clauses: each ground with
// the facts said right before it and the clauses that carry it on, as
// the user wrote them; only reports whether every other clause is only
// an answer's filler.
func reasonRuns(text string, cs []reasonClause) (out []string, only bool) {
	used := make([]bool, len(cs))
	for i := range cs {
		if cs[i].reason == "" || used[i] {
			continue
		}
		if personalDislike.MatchString(cs[i].reason) {
			used[i] = true
			out = append(out, cs[i].reason) // never joined with a ground: said back as no lawful reason (ins21_reason.go)
			continue
		}
		from := i
		for from > 0 && !used[from-1] && (cs[from-1].story != "" || cs[from].contrast && cs[from-1].fact != "" && strings.Contains(text[cs[from-1].to:cs[from].from], clauseMark)) {
			from--
		}
		to := i
		for to+1 < len(cs) && !cs[to+1].skip && !personalDislike.MatchString(cs[to+1].reason) &&
			(cs[to+1].reason != "" || cs[to+1].story != "" || cs[to+1].talk && carriedOnAt(text, cs[to+1]) != "") {
			to++
		}
		for k := from; k <= to; k++ {
			used[k] = true
		}
		if from == to {
			out = append(out, cs[i].reason)
			continue
		}
		head := cs[from].reason
		if head == "" {
			head = cs[from].story
		}
		if head == "" {
			head = cs[from].fact
		}
		r := head + text[cs[from].to:cs[to].to]
		r = strings.ReplaceAll(r, " "+clauseMark, " ")
		r = strings.ReplaceAll(r, clauseMark, "")
		out = append(out, reading.TrimValue(strings.TrimRight(strings.TrimSpace(r), ".!")))
	}
	only = true
	for i, c := range cs {
		if !used[i] && c.talk {
			only = false
		}
	}
	return out, only
}

// carriedOnAt is carriedOn for a clause of text; the agent's choices are
// not needed to tell a clause that carries a reason on.
func carriedOnAt(text string, c reasonClause) string {
	return carriedOn(&agents.Agent{}, text[c.from:c.to])
}

// choiceAsSubject is where a fact starts whose subject is the claim
// type's word: "car was stolen", "house is empty" (statementStart takes
// "home the policy lapsed" as the type said, then the statement).
func choiceAsSubject(a *agents.Agent, words []string, i int) int {
	from := 0
	for k := 0; k < i; k++ {
		w := strings.ToLower(strings.Trim(words[k], `.,;:!?"'()[]`))
		if isClaimIDLike(w) || idInClause(w) || declineVerbs()[w] || requestNouns()[w] {
			from = k + 1
		}
	}
	for k := from; k < i && k+1 < len(words); k++ {
		w := strings.ToLower(strings.Trim(words[k], `.,;:!?"'()[]`))
		switch strings.ToLower(strings.Trim(words[k+1], `.,;:!?"'()[]`)) {
		case "was", "is", "had", "has", "got", "were", "wasnt", "wasn't", "isnt", "isn't", "hadnt", "hadn't":
			if choiceWord(a, w) {
				return k
			}
		}
	}
	return i
}

// groundOfClauses is the ground a message right after a letter says in
// several clauses, facts and the policy term ("pipes froze while the
// house sat empty, unoccupancy clause applies"), "" when it says anything
// else too: a question, a request, a cancel.
func groundOfClauses(a *agents.Agent, text string) string {
	if isQuestion(text) || isCancel(text) || declineAsked.MatchString(text) {
		return ""
	}
	rs, only := reasonClausesIn(a, text, true)
	if len(rs) != 1 || !only || len(clauseSpans(strings.TrimSpace(text))) < 2 && !contrastInside.MatchString(text) {
		return ""
	}
	return rs[0]
}
