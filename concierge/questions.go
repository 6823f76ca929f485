package concierge

// Questions about the domain or the app (R50's ask): "is there a fee for
// transfers?", "how long does a transfer take?", "do I need to log in to
// check a balance?". A question with no request in it is answered from
// what the product knows — an agent's requirements (R1's list), a slot's
// choices — or said to be unknown here, with the nearest thing an agent
// does; it never starts that agent's task. A request phrased as a
// question ("can you check my balance?", "what's my balance?", "what's
// AAPL at?") is still a task: the trained reader reads it as one, and the
// words that ask for work or give a value say so in code as well.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// askFloor is how likely the reader must hold a question to be one about
// the domain (ask) for it to be answered rather than routed: answering
// changes nothing, and a request taken for a question is asked again by
// the user, never lost.
const askFloor = 0.65

// asksForWork are the words of a request put as a question: someone asked
// to do it ("can you", "could you please", "would u"), the user's own data
// asked for ("what's my", "how much do I have"), or "for me", "tell me",
// "show me".
var asksForWork = reading.Lazy(`^(?:(?:hi|hey|hello|ok|okay|so|um|hmm|and|also|please|pls)\s+)*(?:can|could|would|will|wud|cud)\s+(?:you|u|ya)\b` +
	`|^(?:(?:hi|hey|hello|ok|okay|so|um|hmm|and|also|please|pls)\s+)*(?:can|could|may|might|cud)\s+i\s+(?:please\s+|pls\s+|just\s+|quickly\s+)?(?:see|get|have|check|view|look at|know)\b` +
	`|^(?:please|pls|plz)\b|\b(?:for me|tell me|show me|give me|get me|let me see|lemme see|let me know)\b` +
	`|\b(?:what's|whats|what is|what are|how's|hows|how is|how are|how much is|how much's)\s+(?:in\s+)?my\b|\bhow much (?:money\s+)?(?:do|have)\s+i\b|\bdo i have\b|\bi want\b|\bi need to (?:send|transfer|check|move|pay)\b`)

// needAskedAs is a question about what a task needs first: "do I need
// to log in to check a stock price?", "what do I need to transfer money?",
// "is a login required to see my balance?". The task is said after "to".
var needAskedAs = reading.Lazy(`^(?:so\s+|and\s+|um\s+)?(?:do|would|will|must|should)\s+(?:i|we|you)\s+(?:need|have)\s+to\s+.+\s+(?:to|for|before)\s+(.+)$` +
	`|^what\s+(?:do|would|will)\s+(?:i|we|you)\s+need\s+(?:to|for|before)\s+(.+)$` +
	`|^is\s+(?:a\s+|an\s+)?.+\s+(?:required|needed|necessary)\s+(?:to|for|before)\s+(.+)$`)

// needAsked is the exposed agent whose requirements a question asks
// about, nil when it asks no such thing.
func (e *Engine) needAsked(n string) *agents.Agent {
	m := needAskedAs.FindStringSubmatch(n)
	if m == nil {
		return nil
	}
	task := m[1] + m[2] + m[3]
	if best, ok := e.router.Best(task, e.domain.Agents); ok && best.Agent.ExposeToUser {
		return best.Agent
	}
	return nil
}

// needsOf says what an agent needs first, from its declared requirements.
func (e *Engine) needsOf(a *agents.Agent) string {
	if firsts := e.firstsOf(a); len(firsts) > 0 {
		return prompts.Prerequisite(a.TaskPhrase(), firsts...)
	}
	return prompts.NeedsNothing(a.TaskPhrase())
}

// serviceWords are what people ask about a service rather than ask it to
// do: what it costs, its limits, how long it takes, whether it is safe,
// when and where it works. No agent's request is said in them.
var serviceWords = lazyWordSet(`fee fees charge charges charged cost costs commission commissions surcharge
	limit limits cap caps max maximum minimum min long quickly quick fast slow soon instant instantly
	safe safety secure security insured protected encrypted fraud-proof currency currencies
	weekend weekends saturday saturdays sunday sundays holiday holidays hours open closed
	delayed delay delays realtime real-time live international abroad overseas foreign countries country worldwide
	refund refunds interest tax taxes privacy private`)

// asksElsewhere asks whether the service reaches somewhere else: another
// bank, another country (issue 24 round 10: "can I transfer to another
// bank?" started a transfer and asked for the username).
var asksElsewhere = reading.Lazy(`\b(?:another|other|different|external|outside|foreign|separate|non)\s+(?:banks?|institutions?|countr(?:y|ies)|providers?|currenc(?:y|ies))\b` +
	`|\b(?:external|outside|foreign|overseas|international|offshore)\s+(?:bank\s+)?accounts?\b` +
	`|\b(?:internationally|abroad|overseas|externally|out of the country|other people's banks?)\b`)

// questionCue asks, wherever it stands: "hey can i …", "quick question:
// if I transfer, does it cost me anything".
var questionCue = reading.Lazy(`\b(?:can|could|do|does|did|is|are|will|would|how|what|whats|when|why|which|is\s+it\s+possible|am\s+i\s+able)\s+(?:i|you|u|it|there|they|we|transfers?|that|this|money|long|much|fast|soon|quick|possible)\b`)

// serviceQuestion reports a question about the service put without a
// question's first word or mark: a question cue anywhere, with words about
// the service or about somewhere else it may reach.
func serviceQuestion(text string) bool {
	n := normalise(text)
	return questionCue.MatchString(n) && (asksElsewhere.MatchString(n) || aboutTheService(n))
}

// aboutTheService reports a question about the service itself: one of its
// words ("is there a fee", "how long does it take", "is this secure").
func aboutTheService(n string) bool {
	where := strings.HasPrefix(n, "where ") || strings.Contains(n, " where ")
	for _, w := range strings.Fields(n) {
		if w == "live" && where {
			continue // "where do claim ids live": where they are kept, not live prices (ins29)
		}
		if serviceWords()[w] {
			return true
		}
	}
	return false
}

// asksChoices reports a question about the values a slot with choices
// takes ("which accounts are there?").
func (e *Engine) asksChoices(text string) bool {
	m := choicesAsked.FindStringSubmatch(normalise(text))
	return m != nil && e.slotWithChoices([]string{m[1]}) != nil
}

// choicesAsked is a question about what values there are: "which accounts
// are there?", "what kinds of account can I use?" — not "what are the
// balances of each account", which asks for work.
var choicesAsked = reading.Lazy(`^(?:so\s+|and\s+)?(?:which|what)\s+(?:kinds? of\s+|types? of\s+|sorts? of\s+)?(\w+)\s+(?:are there|are available|are supported|can i|could i|can we|do you|do i|does it|is there|can you|should i|should we|would you)\b`)

// slotWithChoices is a slot of choices the words name, nil if none.
func (e *Engine) slotWithChoices(words []string) *agents.Slot {
	for _, w := range words {
		if len(w) > 3 && strings.HasSuffix(w, "s") {
			words = append(words, strings.TrimSuffix(w, "s")) // "which accounts"
		}
	}
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind != agents.KindSecret && len(s.Choices) > 0 && namesSlot(s, words) {
				return s
			}
		}
	}
	return nil
}

// cannotReachMine is a request said as a complaint: "why can't I see my
// money", "how come it won't show my balance" asks for the thing, not why
// (round 24: answered "I don't know that here" while the side panel had
// chosen the balance).
var cannotReachMine = reading.Lazy(`^(?:why|how come|y) (?:can't|can ?t|cant|cannot|can not|won't|won ?t|wont|will not|doesn't|doesn ?t|doesnt|does not) (?:i|it|you|u|the app|this)? ?(?:see|check|view|get to|get at|access|find|show|show me|pull up|look at|open) (?:my|me my|all my)\b`)

// needWords ask what something requires.
var needWords = reading.Lazy(`\b(?:need|needs|required|require|requires|have to|must|necessary)\b`)

// domainQuestionRead reads a question about the domain or the app that
// the reader reads as ask and that asks for no work: answered, with what
// waits; ok is false for any other message, which is routed as before. It
// only reads.
func (e *Engine) domainQuestionRead(t *turn, text string) (turnCmd, bool) {
	if c, ok := e.taskQuestion(text); ok {
		return c, true // "why was my claim declined", "what's in a decline letter" (task_question.go)
	}
	if e.reader == nil || !isQuestion(text) && !serviceQuestion(text) && !yesNoAboutIt.MatchString(normalise(text)) || strings.ContainsAny(text, "0123456789") { // "so is it different from …" (ins29_result_question.go)
		return turnCmd{}, false
	}
	if cannotReachMine.MatchString(normalise(text)) {
		return turnCmd{}, false // "WHY CANT I SEE MY MONEY": a request said as a complaint, routed to its task
	}
	if e.router.ListAsked(text, e.domain.Agents) != nil {
		return turnCmd{}, false // "which to-dos are still open": the list answers it (offline/list_question.go)
	}
	n := normalise(text)
	if a := e.needAsked(n); a != nil {
		// "do I need to log in to check a stock price?": R1's list says
		return sayCmd(agents.CmdAsk, "ask — what "+a.Name+" needs first", text, e.needsOf(a), true), true
	}
	elsewhere := asksElsewhere.MatchString(n)
	if asksForWork.MatchString(n) && !elsewhere {
		return turnCmd{}, false // "can you send money to another bank?" asks what the service does
	}
	rd := e.reading(t, text)
	readAsk := len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdAsk && len(rd.Top) > 0 && rd.Top[0].Confidence >= askFloor
	if readAsk && !rd.Sure && e.brain.Name() != "offline" {
		// with a model, an ask the reader is unsure of is the model's to
		// read (R50's rules first): the floor is the offline engine's guess
		readAsk = false
	}
	if !readAsk && !elsewhere && !aboutTheService(n) && !e.asksChoices(text) {
		return turnCmd{}, false
	}
	if !readAsk && !elsewhere && e.readsAskedTask(rd) {
		return turnCmd{}, false // "yo can u open my notes pls", "uh... open my notes?": a request with a question's mark (task_asked_as_question.go)
	}
	for _, a := range e.domain.Agents {
		if len(agents.Extract(a, text, "")) > 0 || namesSeveral(a, text) && listsEach(text) && !asksWhichFits(text) {
			return turnCmd{}, false // a value ("is AAPL up?", "fee to savings?"), or several ("pull up jpm, ibm and tesla"): its agent reads it
		}
	}
	shown := agents.Commands(e.unusedByKind(rd.Commands), e.reader.IsSecret) // as the reader read it
	return sayCmd(agents.CmdAsk, shown, text, e.answerAbout(text), true), true
}

// answerAbout is what the product knows that answers a question: what the
// agent it is about needs first, the choices of a slot it names, or that
// nothing here says, with the nearest thing an agent does.
func (e *Engine) answerAbout(text string) string {
	var near *agents.Agent
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Agent.ExposeToUser {
		near = best.Agent
	}
	if near != nil && needWords.MatchString(normalise(text)) {
		return e.needsOf(near)
	}
	if near != nil {
		// "which tickers do you support": what the task takes, from its
		// slot's hint, whether the reader read a request or a question
		// (slot_possible.go; cls24)
		for i := range near.Slots {
			if hint := possibleValues(&near.Slots[i], text); hint != "" {
				return hint
			}
		}
	}
	words := reading.Words(text)
	options := false
	for _, w := range words {
		options = options || optionWords()[w] || w == "which"
	}
	if s := e.slotWithChoices(words); s != nil && (options || e.asksChoices(text)) {
		var choices []string
		for _, c := range s.Choices {
			choices = append(choices, c.Value)
		}
		return prompts.AboutSlot(s.LabelOrName(), s.Hint, choices)
	}
	if reply, ok := e.kindNotDone(text); ok {
		return reply // "do u guys do travel insurance letters" (kind_not_done.go)
	}
	if reply, ok := e.withdrawnLetterAsked(text); ok {
		return reply // "so is the letter still valid?" after its reason was refused (ins21_refused_claim.go)
	}
	closest := ""
	if near != nil && near.Name != e.sess.Speaker && !e.sess.Agenda.Holds(near.Name) {
		closest = near.TaskPhrase()
	}
	return prompts.AnswerNotKnown(closest)
}
