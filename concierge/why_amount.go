package concierge

// "WHY IS IT SO LOW", said after a balance (round 37's bank 02), asks
// what made an amount what it is. Nothing here holds the history behind
// a figure, only the figure: the answer says so, with the figure when one
// was just shown, where it was the cold "I don't know that here" (or,
// read as an acknowledgement, "OK").

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// whyThatMuch is a why about how big or small something is: "why is it so
// low", "why's my balance that high", "how come it's that low", "y is it
// so high??".
var whyThatMuch = reading.Lazy(`^(?:(?:wait|hmm|huh|ok|so|but|and|um|uh)[,.]?\s+)*(?:why|y|how come)(?:'s)?\s+(?:(?:is|s|'s|are|has|have|did|does|do)\s+)?(?:it|it's|its|my [\w']+(?: [\w']+)?|the [\w']+(?: [\w']+)?|that|that's|thats|this|there|there's|theres|that number|that figure)?\s*(?:(?:is|s|'s|so|that|this|gotten|got|gone|been|went|only|such an?|a)\s+)*(?:low|lower|high|higher|small|smaller|little|tiny|big|bigger|empty|short|less|more|negative|different|much|few|weird|wrong|off)\b`)

// whyThatMuchRead answers a why about an amount; ok is false for any
// other message, and for one that names a figure of its own ("why is 500
// too much"), which its task reads. It only reads.
func (e *Engine) whyThatMuchRead(text string) (turnCmd, bool) {
	if !whyThatMuch.MatchString(normalise(text)) || strings.ContainsAny(text, "0123456789") {
		return turnCmd{}, false
	}
	s := "I can't see why: I only see what it is now, not what made it so — your statement or history would show that."
	if f := e.recentFigures(); len(f) > 0 {
		s += " What I have is " + f[0].label + " at " + f[0].said + "."
	}
	return sayCmd(agents.CmdAsk, "ask — why a figure is what it is, which nothing here holds", text, s, true), true
}
