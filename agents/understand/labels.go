package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// actOf is the dialogue act of a list of labels, as the act head learns
// it: the kinds in order, with the scope where it changes what the loop
// does (cancel(all), small_talk(thanks), approve(session)) and without
// the agent of start_task, which the task head says.
func actOf(ls []Label) string {
	parts := make([]string, 0, len(ls))
	for i, l := range ls {
		// one value or several: the commands are one per value anyway
		if i > 0 && (l.Kind == agents.CmdSetValue || l.Kind == agents.CmdCorrectValue) && ls[i-1].Kind == l.Kind {
			continue
		}
		switch l.Kind {
		case agents.CmdCancel, agents.CmdSmallTalk, agents.CmdApprove:
			if l.Arg != "" && l.Arg != "once" {
				parts = append(parts, l.String())
				continue
			}
		}
		parts = append(parts, string(l.Kind))
	}
	return strings.Join(parts, "+")
}

// actParts splits an act back into its commands' kinds and scopes.
func actParts(act string) []Label { return appendActParts(nil, act) }

// appendActParts appends the act's parts to out: the reader passes an
// array of its own, so that a reading allocates no list of them.
func appendActParts(out []Label, act string) []Label {
	for rest, more := act, true; more; {
		var p string
		p, rest, more = strings.Cut(rest, "+")
		if strings.IndexByte(p, '(') < 0 {
			// what parseLabel gives, without the error it makes of a
			// bare start_task
			out = append(out, Label{Kind: agents.CommandKind(p)})
			continue
		}
		l, _ := parseLabel(p)
		if l.Kind == "" {
			l.Kind = agents.CommandKind(p)
		}
		out = append(out, l)
	}
	return out
}

// taskCount is how many start_tasks an act holds.
func taskCount(act string) int { return strings.Count(act, string(agents.CmdStartTask)) }

// criticalAct reports an act whose commands approve, cancel, carry a
// secret, move money or sign in when run: its threshold is set for 99%
// precision.
func criticalAct(act string) bool {
	for _, l := range actParts(act) {
		switch l.Kind {
		case agents.CmdApprove, agents.CmdCancel, agents.CmdSecret, agents.CmdSetValue, agents.CmdCorrectValue, agents.CmdLogout:
			return true
		}
	}
	return false
}
