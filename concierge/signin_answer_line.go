package concierge

// An answer typed at the username question (R29, R53, R55; issue 24,
// round 9). The user gave the login in a long request the sign-in missed,
// was asked "What is your username?", and answered "Yes, that is
// correct.": the slot took "correct" for the name, every password typed
// after failed, and the login of "correct" was locked. A sentence that
// says yes, no or ok ("that's right", "sure thing", "no that's wrong",
// "sounds good") is an answer, never a username: it is said so and the
// question is asked again, with nothing kept and no try spent.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// answerLineFloor is how likely the reader must hold it that a line of
// several everyday words at the username question says yes, no or ok.
const answerLineFloor = 0.5

// answerLine reports a line of two or more words at the username question
// of a that the reader takes for a yes, a no or an acknowledgement, and
// whose every word is an everyday one: "yes it's jdoe" keeps its name.
func (e *Engine) answerLine(a *agents.Agent, text string) bool {
	words := strings.Fields(normalise(text))
	if len(words) < 2 || e.namesKnownUser(text) {
		return false
	}
	for _, w := range words {
		if !englishOrContraction(w) && !e.lexiconWord(w, a) && !yesTail()[w] {
			return false // a word that may be the name
		}
	}
	if e.reader == nil {
		return false
	}
	rd := e.reader.Read(text, e.moment(nil)) // read once: the top act and every answer act's mass
	if len(rd.Commands) == 0 {
		return false
	}
	switch rd.Commands[0].Kind {
	case agents.CmdApprove, agents.CmdReject:
	case agents.CmdSmallTalk:
		if !read(text).Mentions(reading.Thanks) && greetingLine(text) {
			return false // a greeting has its own answer
		}
	default:
		return false
	}
	// the mass of every answer act, not the top one's alone: "sure thing"
	// held 0.40 ack and 0.40 approve is an answer either way
	p := actMass(rd, agents.CmdApprove) + actMass(rd, agents.CmdReject) + actMass(rd, agents.CmdSmallTalk)
	return p >= answerLineFloor
}
