package agents

import (
	"sort"
	"strconv"
	"strings"
)

// A message is read once into commands (R50, as Rasa CALM's command
// generator does): an ordered list from one closed set, produced by the
// offline reader (agents/understand), by a model (R52) or by both (rules
// first), and executed by the loop. No transition of the loop reads the
// message text again; everything it needs is in the commands.

// CommandKind is one member of R50's closed set.
type CommandKind string

const (
	CmdStartTask    CommandKind = "start_task"    // Agent, Values, Reason
	CmdSetValue     CommandKind = "set_value"     // Slot, Value
	CmdCorrectValue CommandKind = "correct_value" // Slot, Value: a value already given or shown in an approval
	CmdCancel       CommandKind = "cancel"        // Scope: "all" or "current"
	CmdApprove      CommandKind = "approve"       // Scope: "once" (default) or "session"
	CmdReject       CommandKind = "reject"        // Reason
	CmdSkipStep     CommandKind = "skip_step"     // N
	CmdEditStep     CommandKind = "edit_step"     // N, Text
	CmdClarify      CommandKind = "clarify"       // Candidates: two or three readings
	CmdAsk          CommandKind = "ask"           // Question: about the domain or the app
	CmdSmallTalk    CommandKind = "small_talk"    // Scope: greet, thanks, bye, how_are_you, who_are_you, ack
	CmdCapabilities CommandKind = "capabilities"  // R1's list
	CmdHelp         CommandKind = "help"          // how to use the app
	CmdLogout       CommandKind = "logout"
	CmdSecret       CommandKind = "secret" // Slot; the secret itself never travels in a command
	CmdRefuse       CommandKind = "refuse" // Reason
	CmdUnused       CommandKind = "unused" // Words
	CmdCannotHandle CommandKind = "cannot_handle"
)

// CommandKinds lists the closed set in R50's order.
var CommandKinds = []CommandKind{CmdStartTask, CmdSetValue, CmdCorrectValue, CmdCancel, CmdApprove,
	CmdReject, CmdSkipStep, CmdEditStep, CmdClarify, CmdAsk, CmdSmallTalk, CmdCapabilities, CmdHelp,
	CmdLogout, CmdSecret, CmdRefuse, CmdUnused, CmdCannotHandle}

// Command is one thing a message asks of the loop. Only the fields its
// Kind names are set.
type Command struct {
	Kind       CommandKind
	Agent      string            // start_task
	Values     map[string]string // start_task: slot values the message carries
	Reason     string            // start_task (R3's shown reason), reject, refuse
	Slot       string            // set_value, correct_value, secret
	Value      string            // set_value, correct_value
	Scope      string            // cancel: all|current; approve: once|session; small_talk: its kind; skip_step: only (the step named is kept, the others skipped); start_task: another (the last task afresh)
	N          int               // skip_step, edit_step: the plan step, from 1
	Text       string            // edit_step; start_task after cancel(current), logout: the request's own words, where more was said ("send 30 to 7654321" of "… instead")
	Candidates []string          // clarify: agent names or readings
	Question   string            // ask
	Words      []string          // unused: the words no command took
	// From is the part of the message the command came from, for the
	// trace; never a secret.
	From string
}

// String is the command as the Why panel and the trace show it:
// "start_task(stock_lookup, company=AAPL)". mask hides the values of secret
// slots and any value it reports as secret; nil shows values as they are.
func (c Command) String() string { return c.Format(nil) }

// Format is String with secret values masked by isSecret(slot, value).
func (c Command) Format(isSecret func(slot, value string) bool) string {
	show := func(slot, v string) string {
		if isSecret != nil && isSecret(slot, v) {
			return "••••••"
		}
		return v
	}
	var args []string
	switch c.Kind {
	case CmdStartTask:
		args = append(args, c.Agent)
		keys := make([]string, 0, len(c.Values))
		for k := range c.Values {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			args = append(args, k+"="+show(k, c.Values[k]))
		}
		if c.Scope == "another" {
			args = append(args, c.Scope) // the last task afresh (understand.ScopeAnother)
		}
	case CmdSetValue, CmdCorrectValue:
		args = append(args, c.Slot+"="+show(c.Slot, c.Value))
	case CmdCancel, CmdSmallTalk:
		args = append(args, c.Scope)
	case CmdApprove:
		if c.Scope == "session" {
			args = append(args, c.Scope)
		}
	case CmdReject, CmdRefuse:
		if c.Reason != "" {
			args = append(args, c.Reason)
		}
	case CmdSkipStep:
		if c.Scope == "only" {
			return "plan_select(" + itoa(c.N) + ")" // as the loop's "Read as:" says it
		}
		args = append(args, itoa(c.N))
	case CmdEditStep:
		args = append(args, itoa(c.N), c.Text)
	case CmdClarify:
		args = append(args, c.Candidates...)
	case CmdAsk:
		if c.Question != "" {
			args = append(args, c.Question)
		}
	case CmdSecret:
		args = append(args, c.Slot)
	case CmdUnused:
		args = append(args, c.Words...)
	}
	if len(args) == 0 {
		return string(c.Kind)
	}
	return string(c.Kind) + "(" + strings.Join(args, ", ") + ")"
}

// Commands formats a list as "Read as: …" shows it, "; " between.
func Commands(cs []Command, isSecret func(slot, value string) bool) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.Format(isSecret)
	}
	return strings.Join(parts, "; ")
}

func itoa(n int) string { return strconv.Itoa(n) }
