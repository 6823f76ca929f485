package concierge

// Whether a letter exists (fresh round 40: ins 22). "decline 40WE77",
// "nah dont worry about it", then "wait is there a letter saved for it
// somewhere?" was answered with what the product does with letters ("Each
// letter I make is shown under Artifacts …"), which suggests one was
// made. A question whether a letter was written — for the claim it names,
// the one pointed at ("it", "that one", the claim named last), or any at
// all ("any letters?") — is answered from the session: the letter named
// when it was written, and when it was not, that none was, and why.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// letterExistsAsked asks whether a letter exists or was made: "is there a
// letter for it", "any letters?", "did you make a letter for 40we77",
// "was a decline letter written for that one", "does a letter exist".
// Read on normalised text.
var letterExistsAsked = reading.Lazy(`\b(?:is there|are there|was there|were there|there is|there are|theres|there's|is it there|do i have|do we have|have i got|have we got|have you got|got any|any)\b (?:[\w']+ ){0,4}?(?:letters?|leter|leters|lettr|ltr)\b` +
	`|\b(?:did|have|has|had) (?:you|u|it|i|we|the app|anyone|anybody) (?:[\w']+ )?(?:make|made|write|written|wrote|save|saved|do|done|create|created|generate|generated|keep|kept|draft|drafted|produce|produced|finish|finished) (?:[\w']+ ){0,3}?(?:letters?|leter|leters|lettr|ltr)\b` +
	`|\b(?:was|were|has|have|had|is|did) (?:[\w']+ ){0,3}?(?:letters?|leter|leters|lettr|ltr) (?:[\w']+ ){0,2}?(?:made|written|saved|created|generated|done|kept|stored|drafted|produced|issued|finished)\b` +
	`|\b(?:letters?|leter|leters|lettr|ltr) (?:[\w']+ ){0,4}?(?:exists?|existed|on file|on record)\b`)

// letterExistsQuestion is a question's shape: a question word first, or
// "any" first.
var letterExistsQuestion = reading.Lazy(`^(?:(?:ok|okay|so|and|but|wait|um|umm|hmm|oh|right|hang on|sorry|hey|just|quick question|q)\s+)*(?:is|are|was|were|did|do|does|have|has|had|any|got|there)\b`)

// letterHowAsked asks how letters work, not whether one was written:
// "how are letters saved?", "where are letters kept", "is there a letter
// template?" are the product's questions (product_facts.go), as is a
// kind of claim's letter ("a decline letter for boat claims").
var letterHowAsked = reading.Lazy(`^(?:(?:ok|okay|so|and|but|wait|um|hmm|oh|hey|just)\s+)*(?:how|where|why|what|when|which|who|can|could|will|would|should)\b|\b(?:letters?|leter) (?:templates?|formats?|styles?|examples?|samples?|limits?|length|options?|types?|size|fonts?|wording|layout)\b` +
	`|\b(?:letters?|leter) for (?:[\w']+ ){0,2}?(?:claims|policies|cases|customers|cover)\b`) // "is there a decline letter for boat claims?": a kind of letter (kind_not_done.go)

// letterAskedBeside asks for a letter beside the question: "… if not
// make one", "… otherwise write it for 12ab34".
var letterAskedBeside = reading.Lazy(`\b(?:if not|if there isn't|if there is not|if there's not|if none|otherwise|or else|instead|new one|another one|write one|make one|do one|write it|make it)\b`)

// letterPointed points at a claim without naming it: "for it", "that one".
var letterPointed = reading.Lazy(`\b(?:it|that|this|that one|this one|the claim|that claim|this claim|same claim|same one)\b`)

// letterExistsRead reads, with nothing in hand, a question whether a
// letter was written into its answer from the session; ok is false for
// any other message. It only reads.
func (e *Engine) letterExistsRead(raw string) (turnCmd, bool) {
	a := e.declineAgent()
	n := normalise(raw)
	if a == nil || !e.nothingInHand() || !letterExistsAsked.MatchString(n) || letterAskedBeside.MatchString(n) || letterHowAsked.MatchString(n) ||
		!letterExistsQuestion.MatchString(n) && !strings.HasSuffix(strings.TrimSpace(raw), "?") {
		return turnCmd{}, false
	}
	id := ""
	if s := claimIDSlot(a); s != nil {
		if id = lastIDIn(a, s, raw, e.pinnedFacts(a)); id == "" && letterPointed.MatchString(n) {
			id, _ = e.earlierIDSaid(a, s)
		}
	}
	if id != "" && e.refusedClaim(id) != "" {
		return turnCmd{}, false // a refused decline's letter: ins21_refused_claim.go says what became of it
	}
	titles := e.letterTitles(a)
	var reply string
	switch {
	case id != "" && e.letterFor(id) != nil:
		reply = fmt.Sprintf("Yes: %q was written here. It is shown under Artifacts%s.", e.letterFor(id).Title, e.keptWith())
	case id != "":
		reply = fmt.Sprintf("No — no letter was written for %s in this conversation.", id)
		if e.letterStopped(id) {
			reply = fmt.Sprintf("No — no letter was written for %s; you stopped before it was made.", id)
		}
		if others := e.lettersWritten(a); others != "" {
			reply += " " + others
		}
	case len(titles) == 0:
		reply = "No — no letter was written in this conversation."
	case len(titles) == 1:
		reply = fmt.Sprintf("Yes, one: %s. It is shown under Artifacts%s.", titles[0], e.keptWith())
	default:
		reply = fmt.Sprintf("Yes, %d: %s. They are shown under Artifacts%s.", len(titles), strings.Join(titles, ", "), e.keptWith())
	}
	return answerCmd(agents.CmdAsk, "letters", raw, "whether a letter was written, answered from the session", reply), true
}

// keptWith says the letters are kept with the conversation, when it is
// stored.
func (e *Engine) keptWith() string {
	if e.store == nil {
		return ""
	}
	return " and kept with this conversation"
}

// letterTitles are the quoted titles of the letters a wrote here.
func (e *Engine) letterTitles(a *agents.Agent) []string {
	var titles []string
	for _, art := range e.sess.Artifacts {
		if art.Agent == a.Name {
			titles = append(titles, fmt.Sprintf("%q", art.Title))
		}
	}
	return titles
}

// letterStopped reports a letter for id asked for before this message:
// a message of the user's that names id with a word of declining.
func (e *Engine) letterStopped(id string) bool {
	ms := e.sess.Messages
	for i := 0; i < len(ms)-1; i++ {
		t := strings.ToLower(ms[i].Text)
		if ms[i].Role == state.RoleUser && !ms[i].Masked && strings.Contains(t, strings.ToLower(id)) && (strings.Contains(t, "declin") || strings.Contains(t, "letter")) {
			return true
		}
	}
	return false
}
