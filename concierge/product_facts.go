package concierge

// Questions about what the product's work is worth and where it goes (R1,
// R28, R50's ask; issue 24 round 9): "is the letter legally binding? like
// can they sue us", "does this thing save my letters anywhere", "can you
// sign it with my name". They were read as a new letter (quoting "legally"
// and "binding" as unused and asking for a claim id) or routed to the id
// finder. Each gets a plain answer from what the product is — it drafts
// from a template and gives no legal advice; its documents are kept with
// the session, or not when nothing is stored; it has no place for a
// signature unless a task asks for one — then what waits is said again, or
// the rest of the message goes on.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// askedLegal is a question about the law around the product's documents.
var askedLegal = reading.Lazy(`(?i)\b(?:legal(?:ly)?|binding|enforceable|sue|suing|sued|court|lawyers?|lawsuit|liable|liability|hold\s+up|legal\s+advice|the\s+law|valid\s+in\s+court|against\s+the\s+law)\b`)

// askedSaved is a question whether or where the documents are kept.
var askedSaved = reading.Lazy(`(?i)\b(?:save|saved|saves|saving|keep|kept|keeps|store|stored|stores|storing|archive[sd]?|history|copy|copies)\b|\b(?:find|get|see|open|access)\s+(?:it|them|my\s+\w+|the\s+\w+)\s+(?:again|later|back|tomorrow)\b`)

// documentWords name the product's documents, or point at them.
var documentWords = reading.Lazy(`(?i)\b(?:letters?|documents?|receipts?|drafts?|artifacts?|files?|paperwork|(?:my|the|our)\s+work|(?:this|the)\s+(?:thing|app|tool))\b`)

// workVerbs ask for work: a clause with one is a request, whatever its
// legal words ("write the decline, the claimant is suing us").
var workVerbs = reading.Lazy(`(?i)\b(?:write|draft|make|craft|produce|prepare|create|generate|send|transfer|pay|move|add|list|open|delete)\b`)

// askedSignature is a request to sign a document or put a name on it —
// never "sign in" or "sign out".
var askedSignature = reading.Lazy(`(?i)\bsign(?:ed)?\s+(?:it|this|that|them|the\s+(?:letter|letters|document|documents|receipt|draft|decline|refusal))\b|\bsignatures?\b|\b(?:the|its|a|that)\s+sign[- ]?off\b|\b(?:with|under|in)\s+my\s+(?:own\s+)?name\b|\bput\s+my\s+name\b|\bmy\s+name\s+(?:on|at\s+the\s+(?:bottom|end))\b`)

// questionLeadIn announces a question and holds nothing of its own:
// "hey so quick q before i start".
var questionLeadIn = reading.Lazy(`(?i)^\W*(?:(?:hey|hi|so|ok|okay|oh|um|hmm|and|also|but|just|wait)\W+)*(?:(?:a|one|quick|small|random)\s+)*(?:q|qn|question|thing)\b(?:\s+(?:before|first|for\s+you|real\s+quick|quickly))*(?:\s+(?:i|we)\s+(?:start|begin|go\s+on))?\W*$|^\W*before\s+(?:i|we)\s+(?:start|begin)\W*$`)

// factBreak cuts a message into the clauses a fact question stands in.
var factBreak = reading.Lazy(`(?i)[?!.;]+\s+|\?+$|\s+[-–—]+\s+|,\s*(?:like|i\s+mean)\s+|\s*\b(?:also|btw|by\s+the\s+way|and\s+also|oh\s+and)\b[,:]?\s*`)

// productFact is the answer to a clause that asks one of the kinds, "".
func (e *Engine) productFact(clause string) string {
	asked := (isQuestion(clause) || unmarkedQuestion(clause) || strings.HasSuffix(strings.TrimSpace(clause), "?")) &&
		!workVerbs.MatchString(clause) && !e.holdsValues(clause)
	switch {
	case askedSignature.MatchString(clause) && !isLogin(clause):
		return e.signatureAnswer()
	case asked && askedLegal.MatchString(clause):
		return prompts.NoLegalAdvice(e.documentKind())
	case asked && askedSaved.MatchString(clause) && documentWords.MatchString(clause):
		return prompts.WhereDocumentsKept(e.documentKind(), e.store != nil)
	case !workVerbs.MatchString(clause) && !e.holdsValues(clause) && e.todayAnswer(clause) != "":
		return e.todayAnswer(clause) // "what day is it today", "quick one, what's the date" (date_question.go)
	}
	return ""
}

// signingIn and signatureLabel: signing in or out, and a slot that holds
// a signature.
var (
	signingIn      = reading.Lazy(`(?i)\bsign(?:ed|ing)?\s*(?:in|on|out|up|off)\b`)
	signatureLabel = reading.Lazy(`(?i)\b(?:signature|signed|sign[- ]off|signatory|sender)\b`)
)

// isLogin reports a clause about signing in or out.
func isLogin(clause string) bool {
	return signingIn.MatchString(clause)
}

// productFactsRead is the answers to the fact questions of a message and
// the rest of it, to go on with; ok is false when it asks none. It only
// reads.
func (e *Engine) productFactsRead(t *turn, text string) (answers []string, more string, ok bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return nil, "", false
	}
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		if s := a.NextSlot(e.filled(t, a)); s != nil && s.Long {
			return nil, "", false // a note's own words are kept whole
		}
	}
	var rest []string
	from := 0
	locs := factBreak.FindAllStringIndex(text, -1)
	for _, l := range append(locs, []int{len(text), len(text)}) {
		clause := strings.TrimSpace(text[from:l[0]])
		if strings.Contains(text[l[0]:l[1]], "?") {
			clause += "?"
		}
		from = l[1]
		if clause == "" || clause == "?" {
			continue
		}
		if answer := e.productFact(clause); answer != "" {
			if len(answers) == 0 || answers[len(answers)-1] != answer {
				answers = append(answers, answer)
			}
			continue
		}
		rest = append(rest, clause)
	}
	if len(answers) == 0 {
		return nil, "", false
	}
	var kept []string
	for _, r := range rest {
		if !questionLeadIn.MatchString(r) && trimDangling(r) != "" { // "oh" of "oh btw what day is it"
			kept = append(kept, r)
		}
	}
	more = strings.Join(kept, ", ")
	if len(reading.Words(more)) == 0 {
		more = ""
	}
	return answers, more, true
}

// answerProductFacts says the answers read and goes on with the rest of
// the message, if any.
func (e *Engine) answerProductFacts(t *turn, answers []string, more string) step {
	if more != "" {
		t.say(strings.Join(answers, " "))
		return handleStep(more)
	}
	speaker := agents.ConciergeName
	if e.sess.Speaker != "" {
		speaker = e.sess.Speaker
	}
	e.speak(t, speaker, join(strings.Join(answers, " "), e.pendingSummary(t)))
	return stop
}

// documentKind is what the domain's tasks make ("letter", "receipt"),
// "document" when none says.
func (e *Engine) documentKind() string {
	if n := len(e.sess.Artifacts); n > 0 && e.sess.Artifacts[n-1].Kind != "" {
		return e.sess.Artifacts[n-1].Kind
	}
	for _, a := range e.domain.Agents {
		for _, w := range reading.Words(a.Description + " " + a.Task) {
			if w == "letter" || w == "receipt" || w == "note" {
				return w
			}
		}
	}
	return "document"
}

// signatureAnswer says whether a document can carry the user's name: only
// where a task has a slot for it.
func (e *Engine) signatureAnswer() string {
	for _, a := range e.domain.Agents {
		for _, s := range a.Slots {
			if signatureLabel.MatchString(s.LabelOrName() + " " + s.Name) {
				return prompts.SignatureSlot(a.TaskPhrase(), s.LabelOrName())
			}
		}
	}
	return prompts.NoSignature(e.documentKind())
}

// holdsValues reports a clause with a value some agent takes.
func (e *Engine) holdsValues(clause string) bool {
	for _, a := range e.domain.Agents {
		if len(agents.Extract(a, clause, "")) > 0 {
			return true
		}
	}
	return false
}
