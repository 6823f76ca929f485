package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// A whole new request said "instead" at a question (R50's
// cancel(current); round 21's tester, issue 24): at "Checking or
// Savings?" for a transfer of 35, after a no, "send 30 to 7654321
// instead" drops the work in hand and asks for the request said. The
// head reads it as cancel(current) then start_task; the reader sets the
// request's own words apart, on the start_task (Text), and the loop runs
// them as the new request after the cancel without reading the text
// again (concierge/request_instead.go). A logout said so at a sign-in
// question ("log me out instead") carries its words likewise. "nothing
// instead", "make it 60 instead": the words before it are no request of
// their own, and nothing is set apart.

// actInstead is the act of such a message.
const actInstead = "cancel(current)+start_task"

// insteadClose is "instead" or "rather" closing a request.
var insteadClose = reading.Lazy(`(?i)[,\s]+(?:instead|rather)(?:\s+(?:please|pls|plz|then|now))?\s*[.!]*\s*$`)

// insteadCut reads, in a message the head read as cancel(current) then
// start_task, or as a logout, a request closed by "instead": where the
// request's words end, -1 for any other message. sub and p are scratch
// for the request read on its own, where nothing is asked: it must read
// as the same request.
func (r *Reader) insteadCut(act, text string, m *Moment, sub *message, p []float64) (int, []float64) {
	want := "start_task"
	switch act {
	case actInstead:
	case string(agents.CmdLogout):
		want = act
	default:
		return -1, p
	}
	loc := insteadClose.FindStringIndex(text)
	if loc == nil {
		return -1, p
	}
	req := strings.TrimSpace(text[:loc[0]])
	if req == "" || reading.Read(req).Mentions(reading.Negation) {
		return -1, p // "don't send it instead"
	}
	r.di.analyse(req, &Moment{Facts: m.Facts}, sub)
	p = r.model.Act.probs(sub.feats, p)
	c := argmax(p)
	if r.model.Act.classes[c] != want || p[c] < 0.5 {
		return -1, p // "nothing instead", "60 instead"
	}
	return loc[0], p
}

// insteadWords gives the request said instead its own words: the
// start_task after cancel(current), or the logout.
func insteadWords(cs []agents.Command, req string) {
	for i, c := range cs {
		if c.Kind == agents.CmdLogout || c.Kind == agents.CmdStartTask && i > 0 && cs[i-1].Kind == agents.CmdCancel {
			cs[i].Text = strings.TrimSpace(req)
			return
		}
	}
}
