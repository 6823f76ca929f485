package concierge

// Plan steps named by their order or their task (R50, §15; issue 24
// round 9). At a waiting plan people pick steps as they count them and
// by what they do: "do just the second one", "only the last bit", "skip
// the first", "scratch the transfer part", "leave out the balance thing",
// "everything but the stock one". Only "skip N" was read; the rest was
// asked again, taken as a side request, or dropped the whole plan. A
// step named to run alone runs now, the others skipped; a step named to
// leave out is skipped and the plan asked again (or run, when the message
// says to go on with the rest).

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

var (
	// selectLead are the words a selection opens with, dropped first.
	selectLead = reading.Lazy(`^(?:(?:ok|okay|actually|hmm+|um+|well|oh|so|wait|no|nah|hey|please|pls|yes|yeah|sure|alright|right|then|and|but|erm)\b[\s,.!]*)+`)
	// selectOnly names steps to run alone.
	selectOnly = reading.Lazy(`^(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:(?:i\s+)?(?:only\s+|just\s+)?(?:want|need|wanna)\s+(?:you\s+to\s+)?|i'?d\s+like\s+|let'?s\s+|go\s+(?:ahead\s+)?(?:with\s+)?|proceed\s+with\s+)?(?:(?:do|run|keep|make\s+it)\s+)?(?:just|only|solely)\s+(?:(?:do|run|keep|want|need)\s+)?(.+)$`)
	// selectOnlyAfter names steps to run alone, the "only" after them.
	selectOnlyAfter = reading.Lazy(`^(?:(?:do|run|keep)\s+)?(.+?)\s+(?:only|alone|on its own|and nothing else|and that's it|and thats it)$`)
	// selectExcept names steps to leave out of all the others.
	selectExcept = reading.Lazy(`^(?:(?:do|run|go\s+ahead\s+with|proceed\s+with)\s+)?(?:it\s+|them\s+)?(?:all|everything|every\s+step|the\s+rest|all\s+of\s+(?:it|them)|all\s+the\s+steps)?\s*(?:but|except(?:\s+for)?|apart\s+from|other\s+than|besides|without)\s+(.+)$`)
	// selectSkip names steps to leave out.
	selectSkip = reading.Lazy(`^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?:skip|drop|remove|scratch|cut|omit|ditch|lose|exclude|nix|delete|cancel|forget(?:\s+about)?|never\s*mind|nvm|leave\s+(?:out|off)|take\s+(?:out|off)|cross\s+(?:out|off)|get\s+rid\s+of|don'?t\s+(?:do|run|bother\s+with|need|want)|do\s+not\s+(?:do|run|need|want)|no\s+need\s+for|not)\s+(.+)$`)
	// selectSkipAround names steps to leave out, the verb around them.
	selectSkipAround = reading.Lazy(`^(?:leave|take|cross|knock)\s+(.+?)\s+(?:out|off)$`)
	// goOnAfter is "and do the rest" said after what is left out.
	goOnAfter = reading.Lazy(`[\s,;]+(?:and\s+|then\s+|but\s+)*(?:do|run|go\s+ahead\s+with|proceed\s+with|carry\s+on\s+with|keep)\s+(?:the\s+)?(?:rest|others?|remaining(?:\s+ones?)?|everything\s+else)\b.*$|[\s,;]+(?:and\s+|then\s+)*(?:go\s+ahead|proceed|carry\s+on|run\s+it|do\s+it)\b.*$`)
	// goOnAlone runs what the plan has left.
	goOnAlone = reading.Lazy(`^(?:(?:do|run|go\s+ahead\s+with|proceed\s+with|carry\s+on\s+with|continue\s+with|keep)\s+)(?:the\s+)?(?:rest|others|other\s+(?:ones?|steps?|two|three)|remaining(?:\s+ones?|\s+steps?)?|everything\s+else)(?:\s+(?:then|now|please|pls))*$`)
	// dropRestAfter is "ignore the rest" said after the steps kept: "the
	// first one only, ignore the rest", "step 2 and nothing else".
	dropRestAfter = reading.Lazy(`[\s,;.!-]+(?:and\s+|but\s+|then\s+|so\s+)*(?:(?:ignore|forget(?:\s+about)?|skip|drop|bin|scrap|ditch|lose|leave|cancel|never\s*mind|nvm|not|no)\s+(?:(?:all\s+)?the\s+)?(?:rest|others|other\s+ones?|remaining(?:\s+ones?|\s+steps?)?|everything\s+else)(?:\s+of\s+(?:it|them))?|nothing\s+else|(?:the\s+)?(?:rest|others)\s+(?:can\s+go|aren'?t\s+needed|are\s+not\s+needed))\b.*$`)
	// restFineAfter is "the rest is fine" said after a step left out: the
	// plan then runs without it.
	restFineAfter = reading.Lazy(`[\s,;.!-]+(?:and\s+|but\s+)*(?:(?:all\s+)?the\s+)?(?:rest|others|other\s+ones?|other\s+one|remaining(?:\s+ones?|\s+steps?)?|everything\s+else)\s+(?:is|are|looks?|seems?|sounds?|'s|s)?\s*(?:fine|ok|okay|good|alright|all\s+right|great|grand)\b.*$`)
	// stepSeparator parts several steps named at once.
	stepSeparator = reading.Lazy(`\s*(?:,|&|\+|\band\b|\bplus\b|\bor\b|\bthen\b)\s*`)
)

// stepFiller are words around a step's name that name nothing.
var stepFiller = lazyWordSet(`the a an step steps one ones bit bits part parts thing things item items task tasks request requests
	piece pieces stuff please pls plz for me now then it that this those these of number no num # with about bout too also either
	do run one's lol thanks thx mate thing's bit's part's whole entire`)

// planPick is what a message at a waiting plan picks of its steps (R50's
// plan_select / skip_step): the rest of the plan (rest), or the steps
// named by ref, kept alone (only) or left out, and whether the plan then
// runs (goOn).
type planPick struct {
	rest, only, goOn bool
	named            map[int]bool
	ref              string
}

// String is the command as "Read as:" shows it.
func (p planPick) String() string {
	switch {
	case p.rest:
		return "approve(plan: the steps left)"
	case p.only:
		return "plan_select(" + stepList(p.named, maxStep(p.named)) + ")"
	}
	return "skip_step(" + stepList(p.named, maxStep(p.named)) + ")"
}

// maxStep is the highest step number named.
func maxStep(named map[int]bool) int {
	n := 0
	for k := range named {
		n = max(n, k)
	}
	return n
}

// planPickRead reads the steps a message at a waiting plan names by their
// order or their task; ok is false when it names none. It only reads.
func (e *Engine) planPickRead(text string) (planPick, bool) {
	p := e.sess.Plan
	if p == nil || !p.Awaiting || len(p.Steps) < 2 || skipCmd.MatchString(text) || editCmd.MatchString(text) {
		return planPick{}, false // "skip 3", "edit 2 …": the plan's own commands (plan.go)
	}
	text = mindLead.ReplaceAllString(text, "") // "on second thought cancel the transfer": a step named, not the plan (plan_mind_lead.go)
	n := strings.TrimSpace(strings.Trim(normalise(text), " .!"))
	if n == "" {
		return planPick{}, false // "changed my mind" alone: the whole plan
	}
	if !strings.HasPrefix(n, "no need") { // "no need for the balance bit": the "no" leaves a step out
		n = strings.TrimSpace(selectLead.ReplaceAllString(n, ""))
	}
	goOn, dropRest := false, false
	n0 := strings.TrimSpace(strings.Trim(strings.ToLower(text), " .!")) // its lead and commas kept: "no stock price, …"
	if len(dropClause.Split(n0, -1)) > 1 {
		if pk, ok := e.planPickByClauses(n0, false); ok {
			return pk, true // "nah skip the balance, just send the money": each clause read (plan_pick_drop.go)
		}
	}
	if loc := goOnAfter.FindStringIndex(n); loc != nil && loc[0] > 0 {
		n, goOn = strings.TrimSpace(n[:loc[0]]), true
	} else if loc := restFineAfter.FindStringIndex(n); loc != nil && loc[0] > 0 {
		n, goOn = strings.TrimSpace(n[:loc[0]]), true // "leave out the first one, rest is fine"
	} else if loc := dropRestAfter.FindStringIndex(n); loc != nil && loc[0] > 0 {
		n, dropRest = strings.TrimSpace(n[:loc[0]]), true // "first thing only, ignore the rest"
	}
	if goOnAlone.MatchString(n) {
		return planPick{rest: true}, true // "do the rest", after a step left out
	}
	only, ref := false, ""
	if m := selectExcept.FindStringSubmatch(n); m != nil && (strings.Contains(n, "all") || strings.Contains(n, "every") || strings.Contains(n, "rest") || strings.HasPrefix(n, "do") || strings.HasPrefix(n, "run") || strings.HasPrefix(n, "go") || strings.HasPrefix(n, "proceed")) {
		ref, goOn = m[1], true
	} else if m := selectOnly.FindStringSubmatch(n); m != nil {
		only, ref = true, m[1]
	} else if m := selectSkip.FindStringSubmatch(n); m != nil {
		ref = m[1]
	} else if m := selectSkipAround.FindStringSubmatch(n); m != nil {
		ref = m[1]
	} else if m := selectOnlyAfter.FindStringSubmatch(n); m != nil {
		only, ref = true, m[1]
	} else if dropRest {
		only, ref = true, strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(n, "do "), "run ")) // "do step 2, forget the others"
	} else {
		// "scrap the transfer", "no stock price, just the transfer"
		// (plan_pick_drop.go)
		return e.planPickByClauses(n0, goOn)
	}
	if dropRest && !only {
		return planPick{}, false // "skip the first, forget the rest": says nothing to run
	}
	named, ok := e.stepsNamed(p, ref)
	if !ok || only && len(named) == len(p.Steps) {
		// "price check only" named every step by a loose word: keeping
		// them all is no pick, and never a yes to the whole plan
		return planPick{}, false
	}
	return planPick{only: only, goOn: goOn, named: named, ref: ref}, true
}

// pickPlanSteps runs or skips the steps pk picked of the waiting plan.
func (e *Engine) pickPlanSteps(t *turn, pk planPick) step {
	p := e.sess.Plan
	if pk.rest {
		return e.approvePlan() // "Read as: approve — the steps left in the plan"
	}
	for i := range p.Steps {
		picked := pk.named[i+1]
		switch {
		case pk.only && !picked, !pk.only && picked:
			p.Steps[i].Status = state.StepSkipped
		case pk.only && picked:
			p.Steps[i].Status = state.StepPlanned
		}
	}
	verb := "Skipped"
	if pk.only {
		verb = "Kept only"
	}
	e.note(state.NoteContinuation, fmt.Sprintf("%s plan step %s, named by %s", verb, stepList(pk.named, len(p.Steps)), reading.Clip(pk.ref, 60)))
	left := 0
	for _, s := range p.Steps {
		if s.Status == state.StepPlanned {
			left++
		}
	}
	if left == 0 {
		e.rejectPlan(t, "every step was left out")
		return stop
	}
	e.planChanged()
	if pk.only || pk.goOn {
		return e.approvePlan()
	}
	e.speak(t, agents.ConciergeName, prompts.PlanProposal(e.planItems(p)))
	return stop
}

// stepList is the steps' numbers in order, for a note.
func stepList(named map[int]bool, steps int) string {
	var out []string
	for i := 1; i <= steps; i++ {
		if named[i] {
			out = append(out, strconv.Itoa(i))
		}
	}
	return strings.Join(out, ", ")
}
