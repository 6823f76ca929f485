package concierge

// What cannot be done with what a task made (R56's cannot(kind) with what
// is possible; issue 24 round 13): "can i get it emailed to the customer
// too?" after the letter met "I'm not sure how to help". Emailing,
// printing, posting, faxing, texting or saving elsewhere what was made is
// nobody's work here: the reply says so plainly, and where the thing is,
// so the user can send it from there. Said in the same message as a
// request an agent does, that request goes on.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// sendVerbs are the words that ask for what was made to go somewhere
// else, each with the verb a reply says it with.
var sendVerbs = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"email": "email", "e-mail": "email", "emailed": "email", "emailing": "email", "emails": "email", "mail": "email", "mailed": "email",
		"inbox": "email", "gmail": "email", "outlook": "email",
		"print": "print", "printed": "print", "printout": "print", "printing": "print", "printer": "print",
		"fax": "fax", "faxed": "fax", "faxing": "fax",
		"post": "post", "posted": "post", "snail": "post", "postal": "post",
		"text": "text", "texted": "text", "sms": "text", "whatsapp": "text",
		"send": "send", "sent": "send", "forward": "send", "forwarded": "send", "share": "send", "shared": "send", "cc": "send",
		"attach": "send", "attached": "send", "deliver": "send", "delivered": "send", "dispatch": "send",
		"save": "save", "saved": "save", "export": "save", "upload": "save", "uploaded": "save",
		"download": "download", "downloaded": "download", "pdf": "download",
		"shoot": "send", "flick": "send", "ping": "send", "pass": "send",
	}
})

// nounToo are send words that are nouns as often ("the text of it", "the
// post", "a quick ping"): no verb after a determiner.
var nounToo = lazyWordSet(`text post mail message copy shoot flick ping pass`)

// determiners stand before a noun.
var determiners = lazyWordSet(`the a an my your this that its their his her our`)

// sendTargets are what is sent, or to whom or where: one must stand in
// the clause, so that "send 50 to 7654321" stays a transfer.
var sendTargets = lazyWordSet(`it that this them copy copies letter letters receipt receipts confirmation document documents pdf file result results ` +
	`customer customers claimant claimants policyholder insured client clients him her me myself us inbox address desktop drive computer laptop phone folder dropbox ` +
	`manager boss team colleague broker office`)

// sendNotHere reads a message that asks to have what was made emailed,
// printed, posted or saved elsewhere: the verb to say it with, the clause
// it is in, and ok. A statement of what the user will do ("i'll email
// it myself") asks nothing.
func sendNotHere(clause string) (verb string, ok bool) {
	words := reading.Words(clause)
	for i, w := range words {
		if i > 0 && (words[i-1] == "i'll" || words[i-1] == "ill" || words[i-1] == "already" || words[i-1] == "i've") {
			return "", false
		}
		if v, ok := sendVerbs()[w]; ok && (!nounToo()[w] || i == 0 || !determiners()[words[i-1]]) {
			verb = v
			break
		}
	}
	if verb == "" || !asksToSend.MatchString(strings.Join(words, " ")) {
		return "", false // "will the customer get a copy by email?": a question about the letter, not a request
	}
	for _, w := range words {
		if sendTargets()[w] {
			return verb, true
		}
	}
	return "", false
}

// asksToSend is a clause put as a request: led by the verb ("email it to
// them", "pls print it"), or asking someone to ("can you", "can i get",
// "i'd like it", "have it posted").
var asksToSend = reading.Lazy(`^(?:(?:please|pls|plz|also|and|then|just|ok|okay|now|oh|so|could|can|hey)\s+)*(?:e-?mail|mail|print|fax|post|text|sms|whatsapp|send|forward|share|cc|attach|save|download|export|upload|shoot|flick|ping|pass)\b` +
	`|\b(?:can|could|would|will)\s+(?:you|u|ya)\b|\b(?:can|could|may)\s+(?:i|we)\s+(?:get|have|also get|also have)\b|\bi\s+(?:want|need|would like)\b|\b(?:i'd|id)\s+like\b` +
	`|\b(?:get|have)\s+(?:it|that|this|them|the\s+\w+|a\s+copy)\s+(?:\w+\s+)?\w+ed\b` +
	`|\b(?:can|could|will|would)\s+(?:it|this|that|they|the\s+\w+)\s+(?:also\s+)?be\s+\w+ed\b|\b(?:is\s+it\s+)?possible\s+to\b|\bany\s+chance\b|\b(?:please|pls|plz)\b`)

// moneyInClause reports figures in a clause: "send 50 to 7654321" is the
// bank's, not a document sent.
func moneyInClause(clause string) bool { return strings.ContainsAny(clause, "0123456789$£€") }

// cannotSendMadeRead reads a request to email, print or send on what
// the last task made: cannot_handle, with where it is, and the rest of the
// message after it; ok is false for any other message, or when no task
// has run. It only reads.
func (e *Engine) cannotSendMadeRead(text string) (turnCmd, bool) {
	if !e.idle() || e.sess.Last == nil && len(e.sess.Artifacts) == 0 {
		return turnCmd{}, false
	}
	if agents.KeptAwayWithText(text) && e.writesDown(text) {
		return turnCmd{}, false // "sav this somwhere: spare key with nina": a note to write (extract_free_keep.go)
	}
	if _, ok := e.asksForTheSecret(text); ok {
		return turnCmd{}, false // "what is my pin again? print it": never shown, said plainly (followups.go)
	}
	verb, said := "", ""
	var others []string
	for _, clause := range read(text).TypedClauses() {
		if v, ok := sendNotHere(clause); ok && verb == "" && !moneyInClause(clause) && !e.agentsSay(clause) {
			verb, said = v, clause
			continue
		}
		others = append(others, clause)
	}
	if verb == "" {
		return turnCmd{}, false
	}
	rest := strings.Join(others, " and ")
	if rest != "" && !e.newRequest(rest) && e.repeatLast(rest) == nil && e.valuesOwner(rest) == nil {
		rest = ""
	}
	c := turnCommand(agents.CmdCannotHandle, execCannot, text)
	c.Text, c.Value, c.shown = e.whereMade(verb), rest, "cannot_handle"
	c.why = "no agent here can " + verb + " what was made (" + reading.Clip(said, 60) + ")"
	return c, true
}

// agentsSay reports a clause whose send word an agent of the domain uses
// for its own work ("send" of the bank's transfer: "ok send it" after a
// no is the transfer again): then it is that agent's to read.
func (e *Engine) agentsSay(clause string) bool {
	own := map[string]bool{}
	for _, a := range e.domain.Agents {
		for _, said := range append([]string{a.Description, a.Task, a.Intro}, a.Examples...) {
			for _, w := range reading.Words(said) {
				own[w] = true
			}
		}
	}
	for _, w := range reading.Words(clause) {
		if _, send := sendVerbs()[w]; send && own[w] {
			return true
		}
	}
	return false
}

// whereMade says the thing cannot be sent from here, and where the last
// thing made is: under Artifacts, and at any address its text gives.
func (e *Engine) whereMade(verb string) string {
	n := len(e.sess.Artifacts)
	if n == 0 {
		return prompts.CannotSendDone(verb)
	}
	a := e.sess.Artifacts[n-1]
	where := `"` + a.Title + `" is shown under Artifacts`
	if u := addressIn(a.Body); u != "" {
		where += ", and at " + u
	}
	return prompts.CannotSendMade(verb, e.documentKind(), where)
}

// addressIn is the first web address a text gives, "" when none.
func addressIn(body string) string {
	for _, f := range strings.Fields(body) {
		if strings.HasPrefix(f, "www.") || strings.HasPrefix(f, "http://") || strings.HasPrefix(f, "https://") {
			return strings.TrimRight(f, ".,;:)")
		}
	}
	return ""
}
