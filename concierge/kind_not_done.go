package concierge

// A kind the product does not do, asked about (R50's cannot, issue 24
// round 14): "also do u guys do travel insurance letters", "can you write
// decline letters for pet insurance?". The question names the agent's
// work but a kind none of its choices is: it is answered with what the
// agent does ("Home or Motor only"), and no task starts with the unknown
// word tried as a value ("I didn't recognise "travel" as the claim id").

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// asksIfItDoes asks whether the product does, has or covers something.
var asksIfItDoes = reading.Lazy(`(?i)\b(?:do|does|can|could|will|would)\s+(?:you|u|ya|y'?all|this|it|they|this\s+(?:app|thing|bot|assistant))(?:\s+(?:guys|folks|people|all|lot))?\s+(?:also\s+|even\s+|ever\s+|actually\s+)?` +
	`(?:do|handle|write|make|offer|cover|support|deal\s+with|process|draft|craft|produce|create|generate|have|send|help\s+with|work\s+(?:with|for)|take|accept)\b` +
	`|\bis\s+there\s+(?:a|an|any)\b|\bany\s+chance\s+(?:of|for)\b`)

// doneWords are the words of such a question that name no kind.
func doneWords(w string) bool {
	switch w {
	case "guys", "folks", "people", "lot", "u", "ya", "yall", "also", "even", "ever", "actually", "chance", "any", "there", "this", "it", "they",
		"app", "thing", "bot", "assistant", "my", "our", "your", "their", "his", "her", "its", "the", "a", "an", "some", "these", "those", "that", "new", "other",
		"another", "more", "same", "customer", "customers", "client", "clients", "insured", "people's", "handle", "offer", "cover", "support", "deal", "process", "produce", "create", "generate", "have", "take", "accept", "work":
		return true
	}
	return false
}

// kindNotDone is the answer to a question whether the product does a kind
// of its work that none of the work's choices is; ok is false when the
// message asks no such thing, names a choice, or names no other kind.
func (e *Engine) kindNotDone(text string) (reply string, ok bool) {
	m := asksIfItDoes.FindStringIndex(text)
	if m == nil {
		return "", false
	}
	// only the question's own sentence names the kind: in "can you do a
	// decline letter? also how do internal ppl find claim ids" the second
	// request's "find" is no kind of letter (round 18)
	text = questionClause(text, m[1])
	best, found := e.router.Best(text, e.domain.Agents)
	if !found || !best.Agent.ExposeToUser {
		return "", false
	}
	a := best.Agent
	values := agents.Extract(a, text, "")
	if len(values) > 0 {
		return "", false // "can you transfer 20 to my mum": a request with its values
	}
	matched := map[string]bool{}
	for _, w := range best.Matched {
		matched[strings.ToLower(w)] = true
	}
	words := reading.Words(strings.ToLower(text))
	for i := range a.Slots {
		s := &a.Slots[i]
		if len(s.Choices) == 0 || s.Kind == agents.KindSecret {
			continue
		}
		if _, named := values[s.Name]; named {
			return "", false // "do you do motor letters?": a kind it does
		}
		var kind []string
		for _, w := range withoutFiller(e.vocab.UnusedAll(a, text, values, 12)) {
			if !doneWords(strings.ToLower(w)) && !(declines(a) && decisionNouns()[strings.ToLower(w)]) && namesAKind(words, strings.ToLower(w), matched) {
				kind = append(kind, w)
			}
		}
		if len(kind) == 0 {
			return "", false // "do you do decline letters?": the work itself
		}
		var choices []string
		for _, c := range s.Choices {
			choices = append(choices, c.Value)
		}
		return fmt.Sprintf("No: I can %s for %s only (the %s), not for %s.", a.TaskPhrase(), orList(choices), s.LabelOrName(), strings.Join(kind[:min(len(kind), 3)], " ")), true
	}
	return "", false
}

// namesAKind reports w said as a kind of the work: before a word of it
// ("travel insurance letters", "boat claims"), or last after "for" ("…
// letters for pets"); "a transfer to grandma" names a payee, no kind.
func namesAKind(words []string, w string, work map[string]bool) bool {
	for i, x := range words {
		if x != w {
			continue
		}
		if i+1 < len(words) && work[words[i+1]] || i+1 == len(words) && i > 0 && words[i-1] == "for" {
			return true
		}
	}
	return false
}

// kindNotDoneRead reads a question whether the product does a kind it
// does not: cannot(kind), answered with what waits; ok is false when the
// message is none. It only reads.
func (e *Engine) kindNotDoneRead(text string) (turnCmd, bool) {
	reply, ok := e.kindNotDone(text)
	if !ok {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdCannotHandle, "cannot(kind) — the message asks for a kind of the work that none of its choices is", text, reply, true), true
}

// orList is "Home or Motor", "A, B or C".
func orList(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// questionClause is text up to the end of the sentence of the question
// whose asking words end at from: the next sentence end, or an "also"
// after them that starts another request ("do yall also do …" keeps its
// own "also").
func questionClause(text string, from int) string {
	rest := text[from:]
	end := len(rest)
	if i := strings.IndexAny(rest, "?!.;"); i >= 0 {
		end = i
	}
	if i := alsoStarts.FindStringIndex(rest[:end]); i != nil {
		end = i[0]
	}
	return text[:from+end]
}

// alsoStarts is an "also" or "and also" that begins another request.
var alsoStarts = reading.Lazy(`(?i)(?:,\s*|\s+)(?:and\s+)?also\b`)

// decisionNouns name the decision a decline letter writes, in other
// words (round 37: "can you write a rejection letter" was told "not for
// rejection"): a rejection, refusal, denial or knock-back letter is the
// decline letter itself, never a kind it is not.
var decisionNouns = lazyWordSet(`rejection rejections reject rejected refusal refusals refuse refused denial denials deny denied ` +
	`decline declined declining declination turndown turn down knockback knock back knocked nonacceptance non acceptance unsuccessful`)
