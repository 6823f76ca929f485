package telemetry

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// Without the content opt-in, a note is exported as its kind, plus its
// text only where the text is provably free of user text (R49): notes
// that quote the user (routing reasons, joined requests, reject reasons,
// approval summaries with the user's values) count as content. The proof
// is the engine's own templates: a note is exported whole only when it
// matches one whose variable parts are names of agents, requirements or
// tools — the domain's words, never the user's — and otherwise only its
// fixed opening words ("Choosing transfer_money due to: …").

// name is an agent, requirement or tool name as domains write them.
const name = `[A-Za-z0-9_.-]+`

// wholeNotes are the templates exported as they are, by kind.
var wholeNotes = map[state.NoteKind][]*reading.LazyRegexp{
	state.NotePrerequisite: compile(
		`^`+name+` needs `+name+` first$`,
		`^`+name+` needs `+name+` first, which is already waiting on the stack$`,
		`^`+name+` needs `+name+` first; it waits until `+name+` is done$`,
	),
	state.NoteContinuation: compile(
		`^Resuming `+name+` from the task stack: `+name+` is done$`,
		`^Resuming `+name+` from the task stack with `+name+`'s result$`,
		`^Continuation: no further task(: nothing is left of the user's request|: the continued request was already handled)?$`,
		`^The plan is done$`,
		`^The plan still waits for the user's answer$`,
		`^The plan stopped early$`,
		`^Planned [0-9]+ steps; waiting for the user's approval$`,
		`^The plan waits while `+name+` answers a side question$`,
		`^Abandoned: `+name+`(, `+name+`)*; the task stack is empty$`,
	),
	state.NoteBudget: compile(
		`^Budget hit: [0-9]+ (steps|agent hops|model requests) for one message; the task stack was cleared$`,
		`^Budget hit: a task stack [0-9]+ deep; the task stack was cleared$`,
		`^Budget hit: the same `+name+` call [0-9]+ times; the task stack was cleared$`,
	),
	state.NoteRoute: compile(
		`^`+name+` already has that task in hand$`,
		`^No other agent takes it; `+name+`'s task ends here$`,
	),
	state.NoteApproval: compile(`^Approved the plan$`),
	state.NoteInfo: compile(
		`^A step with side effects had already run in this turn: it stands, and nothing of the turn was undone$`,
		`^A step with side effects had already run in this turn: it stands; only what came after it was undone$`,
		`^Resumed after an interrupted turn$`,
		`^Resumed signed out: sign in again to go on with anything that needs it$`,
		`^Signed out at the user's request$`,
	),
	state.NoteProgress: compile(`^The user provided the password$`),
}

// openings are templates whose fixed opening is exported, the rest (a
// reason, a summary) left out.
var openings = map[state.NoteKind][]*reading.LazyRegexp{
	state.NoteRoute: compile(
		`^Choosing `+name+` due to:`,
		`^`+name+` passed the message on:`,
		`^The orchestrator chose an unknown agent:`,
	),
	state.NoteApproval: compile(
		`^Approval requested:`, `^Approved:`, `^Rejected the plan`, `^Rejected:`,
		`^Set aside`, `^Correction not taken:`, `^In doubt:`, `^Not approved:`,
	),
	state.NoteContinuation: compile(`^Continuation:`, `^Continuing with`, `^Queued`, `^Plan step [0-9]+ of [0-9]+:`, `^Edited plan step [0-9]+:`),
	state.NoteGuardrail:    compile(`^Refused:`, `^Ignored`),
	state.NoteInfo:         compile(`^Skipped a damaged record of this session:`, `^Not used:`),
	state.NoteProgress:     compile(`^Not taken as the ` + name + `:`),
	// "transfer_money waits: first I'll check that Checking has enough":
	// what comes first may hold a value the user gave
	state.NotePrerequisite: compile(`^` + name + ` waits:`),
}

// compile makes the patterns, compiled when first matched: forty-odd
// patterns compiled at init cost every start of concierge (R55).
func compile(patterns ...string) []*reading.LazyRegexp {
	out := make([]*reading.LazyRegexp, len(patterns))
	for i, p := range patterns {
		out[i] = reading.Lazy(p)
	}
	return out
}

// noteText is what of a note's text may be exported without the content
// opt-in: the whole text, its opening followed by "…", or "".
func noteText(n state.Note) string {
	if rest, ok := strings.CutPrefix(n.Text, readAsPrefix); ok && n.Kind == state.NoteRoute {
		return readAsPrefix + commandNames(rest)
	}
	for _, re := range wholeNotes[n.Kind] {
		if re.MatchString(n.Text) {
			return n.Text
		}
	}
	for _, re := range openings[n.Kind] {
		if loc := re.FindStringIndex(n.Text); loc != nil {
			return strings.TrimRight(n.Text[:loc[1]], ": ") + " …"
		}
	}
	return ""
}

// readAsPrefix opens the note of what a message was read as (R50).
const readAsPrefix = "Read as: "

// commandNames is a "Read as" list of commands with the user's words and
// values left out and their names kept (R50): "start_task(stock_lookup,
// company); cancel(all)" from "start_task(stock_lookup, company=AAPL);
// cancel(all)". A command's own words (a reason, a question, the words
// no command took) are dropped whole.
func commandNames(list string) string {
	var out []string
	for _, c := range strings.Split(list, "; ") {
		name, args, hasArgs := strings.Cut(c, "(")
		name = strings.TrimSpace(name)
		if !hasArgs {
			out = append(out, name)
			continue
		}
		args = strings.TrimSuffix(args, ")")
		var kept []string
		for i, a := range strings.Split(args, ", ") {
			switch key, _, isValue := strings.Cut(a, "="); {
			case isValue:
				kept = append(kept, key) // a slot's name, never its value
			case name == "start_task" && i == 0, name == "cancel", name == "small_talk", name == "approve", name == "secret", name == "skip_step":
				kept = append(kept, a) // an agent's name or a fixed scope
			}
		}
		if len(kept) == 0 {
			out = append(out, name)
			continue
		}
		out = append(out, name+"("+strings.Join(kept, ", ")+")")
	}
	return strings.Join(out, "; ")
}
