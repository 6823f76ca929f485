package concierge

// An agent's turn: taking a task (with its prerequisites pushed in code),
// reading the message, checking slot values, asking, acting, and the
// result envelope.

import (
	"cmp"
	"fmt"
	"maps"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// enter gives an agent a task. An unmet requirement pushes the task and
// hands over to the agent that satisfies it, in code (R4). interpret says
// whether the text is the agent's own request to read for slot values.
func (e *Engine) enter(t *turn, a *agents.Agent, text string, interpret bool) (step, error) {
	if err := e.hop(t, a, "takes the task"); err != nil {
		return stop, err
	}
	if interpret {
		// "send 25 from 1234567890 to 7654321" said before the sign-in:
		// once signed in, the user's own number is that account (bank27)
		text = e.ownAccountNumbers(text)
		if line := e.notOwnAccountLine(a, text); line != "" {
			t.say(line) // "whats the balance on account 7654321": not the user's (bank28b_not_own.go)
		}
	}
	if line := e.outsideSourceLine(a, text); interpret && line != "" {
		t.say(line) // "take 200 from account 7654321": not the user's (outside_source.go)
	}
	text = e.sourceByRule(t, a, e.otherOwnSource(a, text, interpret)) // "put 100 into my savings": from checking; "the one with more" once both are shown (choice_by_balance_unseen.go)
	req, lead, unmet := e.unmetFor(t, a, text, interpret)             // a source named, or unsaid after both balances (source_unsaid.go)
	if unmet {
		by := e.domain.Agent(req.By)
		if by == nil || by == a || e.sess.Agenda.Holds(by.Name) {
			return stop, fmt.Errorf("%s needs %s, but no free agent provides it", a.Name, req.Need)
		}
		if err := e.push(state.Task{Agent: a.Name, Text: text, Kind: state.TaskPrerequisite}); err != nil {
			return stop, err
		}
		w := e.sess.WorkFor(a.Name)
		w.Entered = false
		if text != "" {
			w.Request = text
		}
		for _, f := range a.Pins {
			// pinned again once the requirement is met again: a new login
			// or a new balance check is the source from then on
			delete(w.Memory, agents.PinPrefix+f)
		}
		e.note(state.NotePrerequisite, fmt.Sprintf("%s waits: first I'll %s", a.Name, e.firstSaid(req, text)))
		// the request was not for the satisfying agent, but it may carry
		// what that agent needs ("… my username is seldo, password is …"):
		// it is read only when the agent's own words are in it, so a plain
		// "transfer money" costs no model request
		mentioned := len(t.secretsOf(by.Name)) > 0 || len(agents.Extract(by, text, "")) > 0
		e.foreignUpFront(t, a, text)     // "chuck 35 quid over to 7654321": dollars only, said before the sign-in (foreign_up_front.go)
		e.notPositiveUpFront(t, a, text) // "send -100 to 1234324": said at once (amount_not_positive_up_front.go)
		t.say(cmp.Or(lead, e.prerequisiteLine(a, req, text)))
		return enterStep(by, text, mentioned), nil
	}
	e.setSpeaker(a.Name)
	w := e.sess.WorkFor(a.Name)
	w.Entered = true
	for _, f := range a.Pins {
		// pinned once, as the requirements were met (SPEC §15)
		if _, ok := w.Memory[agents.PinPrefix+f]; !ok {
			w.Memory[agents.PinPrefix+f] = e.sess.Facts[f]
		}
	}
	if w.Request == "" {
		w.Request = text
	}
	for _, s := range a.Slots {
		if v := e.sess.Facts[s.Fact]; s.Remember && s.Fact != "" && v != "" && w.Slots[s.Name] == "" && !(interpret && forSomeoneElse(text)) {
			w.Slots[s.Name] = v // known already: not asked again
		}
	}
	var in agents.Interpretation
	var problems map[string]error
	if interpret {
		var err error
		if in, err = e.interpret(t, a, text, ""); err != nil {
			return stop, err
		}
	}
	when := laterWhen(text, interpret && a.HasSideEffects()) // said once the title is known (later_when_title.go)
	if interpret {
		if problems = e.take(a, in, text); e.takeEvery(t, a, &in, problems, text) {
			maps.Copy(problems, e.take(a, in, text))
		}
		problems = e.explainMalformedID(t, a, text, "", problems) // "claim number 1234567890": what is wrong (ins21_id_shape.go)
		if !e.titleFromList(t, a, text) {                         // "delete the plumber one": the note in the list (item_named.go)
			e.sayUnusedAndLeft(t, a, text, in.Slots, problems) // "how much is left" after a transfer (balance_left.go)
		}
		e.takeEarlier(t, a, text)    // "what's the status of claim 123ABH?" then "ok, the letter then"; "what was my balance again?" (again_lookup.go)
		e.sayReasonNoted(t, a, text) // "decline 77AB12 motor, the driver had no licence" (ins20b_reason.go)
	}
	e.sayNotScheduled(t, a, in, when)
	// Start sees what the request said ("log in as ada" is not "log in")
	if a.Start != nil {
		if res, ok := a.Start(e.newAgentTurn(t, a)); ok {
			return step{move: moveFinish, agent: a, res: res}, nil
		}
	}
	return proceedStep(a, in, problems), nil
}

// agentTurn gives the message to the speaker without a routing call (R2).
func (e *Engine) agentTurn(t *turn, a *agents.Agent, text string) (step, error) {
	if _, unmet := a.Unmet(agents.Facts(e.sess.Facts)); unmet {
		// the speaker lost a prerequisite while it waited (a resumed
		// session starts signed out): its task waits for it again, with
		// this message as its request
		return enterStep(a, text, false), nil
	}
	if err := e.hop(t, a, "holds the turn"); err != nil {
		return stop, err
	}
	asked := ""
	if s := a.NextSlot(e.filled(t, a)); s != nil {
		asked = s.Name
		if e.asksAtUsername(a, s, text) {
			// "what?" at "What is your username?": asked again, with what a
			// username is (secret_with_user.go)
			return proceedStep(a, agents.Interpretation{}, map[string]error{s.Name: fmt.Errorf("%q is a question, not a %s", reading.Clip(strings.TrimSpace(text), 20), s.LabelOrName())}), nil
		}
		if e.restoreRejected(a, s, text) || e.figureForOtherSlot(t, a, s, text) {
			return advanceStep(a), nil // "ok send it" after a bare no; "200" at the destination ID (figure_for_other_slot.go)
		}
		if (s.Kind == agents.KindText || s.Kind == agents.KindEnum) && (!e.answersAsked(t, text) || e.correctsWaitingTask(text)) {
			if owner, said := e.keepWaitingValuesAt(s, text); owner != nil {
				// "its 850 to account 7654321" at the username question:
				// the amount and the account of the transfer that waits
				t.say(prompts.KeptForLater(strings.Join(said, " and "), owner.TaskPhrase()))
				return advanceStep(a), nil
			}
			if e.keepForQueued(t, a, text) {
				return advanceStep(a), nil // "its 81KD30": the letter's id, which waits
			}
		}
		if s.Kind == agents.KindEnum && e.answersAsked(t, text) {
			// "2000 from savings to 7654321" at "Checking or Savings?" for
			// the transfer that waits: the account answers, and the
			// amount and the destination are the transfer's
			e.keepWaitingAndQueue(a, s, text) // and "send 200 to 1234324 from savings" (answer_with_request.go)
		}
		if s.Kind == agents.KindText {
			if owner, slot, v := e.waitingChoice(text); owner != nil {
				// "savings" at the username prompt answers the task that
				// waits ("which account?"), not this question: kept there
				e.sess.WorkFor(owner.Name).Slots[slot.Name] = v
				e.note(state.NoteProgress, fmt.Sprintf("Kept %q as the %s for %s, which waits", v, slot.LabelOrName(), owner.Name))
				t.say(prompts.KeptForLater(v, owner.TaskPhrase()))
				return advanceStep(a), nil
			}
			if owner, said := e.keepWaitingSourceAlone(a, text); owner != nil {
				t.say(prompts.KeptForLater(strings.Join(said, " and "), owner.TaskPhrase()))
				return advanceStep(a), nil // "savings" at the username question, a transfer waiting (waiting_source.go)
			}
			if other, ok := e.requestAtUsername(a, text); ok {
				// "zap 20 to 7654321" at "What is your username?": a
				// request, passed on (bank28a_slang_send.go)
				e.note(state.NoteRoute, fmt.Sprintf("%s passed the message on: the offline reader read it as %s's task", a.Name, other.Name))
				return step{move: moveSwitch, agent: a, text: text, route: agents.Route{Agent: other.Name, Reason: "the offline reader read the message as its task"}}, nil
			}
			if st, ok := e.writeDownAtOwner(a, s, text); ok {
				return st, nil // "i need a to do - call mom" at "Whose notes?" (task_word_text.go)
			}
			if reply, ok := e.notAUsername(a, s, text); ok {
				// "yo", "ty", "savings" at "What is your username?":
				// answered, and asked again (signin_not_username.go)
				e.note(state.NoteProgress, "Not taken as the "+s.LabelOrName()+": everyday words")
				if reply != "" {
					t.say(reply)
				}
				return advanceStep(a), nil
			}
			if e.thingAtName(t, a, s, text) || e.contentAtTitleKept(t, a, s, text) {
				return advanceStep(a), nil // "shopping list" at "Whose notes?" (notes22_owner.go); "like my locker combo is 12 34 08" at the title's question (content_at_title.go)
			}
		}
	}
	text = figureAfterNo(a, asked, text) // "wait no 120.50" at "how much?" (amount_after_no.go)
	if s, ok, err := e.sourceAtQuestion(t, a, text, asked); ok {
		return s, err // "then take it from savings instead" at "how much?"
	}
	if s, ok := e.correctGiven(t, a, text, asked); ok {
		return s, nil // "wait no make it 600" at the account question (question_correct.go)
	}
	if s, ok, err := e.readHold(t, a, text); ok {
		return s, err // a cancel or an answer read in the one request (R52)
	}
	if problems, ok := e.unknownNameAnswer(a, a.Slot(asked), text); ok && asked != "" {
		return proceedStep(a, agents.Interpretation{}, problems), nil // "LMT", "lockheed martin" at the company's question (bank28b_unknown_choice.go)
	}
	if s, ok := e.requestBesideUser(a, text, asked); ok {
		return s, nil // "username seldo transfer 50 to savings" (signin_task_word.go)
	}
	in, err := e.interpret(t, a, text, asked)
	if err != nil {
		return stop, err
	}
	if in.Pass {
		return digressStep(a, text, in.PassReason), nil
	}
	if unsure := e.idAtAmount(a, text, asked, &in); unsure != nil {
		return proceedStep(a, in, unsure), nil // "7654312" at "how much?": which of the two, asked
	}
	problems := e.take(a, in, text)
	if e.takeEvery(t, a, &in, problems, text) {
		maps.Copy(problems, e.take(a, in, text))
	}
	e.sayTakenAside(t, a, in, problems, asked) // "motor" at the claim id's question (ins20b_answers.go)
	e.sayReasonNoted(t, a, text)               // "motor, the driver had no licence" (ins20b_reason.go)
	if asked != "" && len(problems) == 0 && !tookAny(a, in) && !agents.NoValue(text) {
		if s, ok := e.notAChoice(t, a, text, asked); ok {
			return s, nil // a cancel, a customer, another agent's request or values (choice_elsewhere16.go)
		}
		problems = map[string]error{asked: e.notTaken(t, a, text, asked)} // "I couldn't take …", or "its a boat" not covered (not_covered.go)
	}
	problems = e.explainMalformedID(t, a, text, asked, problems) // "1234567890": only digits (ins21_id_shape.go)
	return proceedStep(a, in, problems), nil
}

// interpretRead is interpret before free_text.go's check.
func (e *Engine) interpretRead(t *turn, a *agents.Agent, text, asked string) (agents.Interpretation, error) {
	slots := map[string]string{}
	for k, v := range e.sess.WorkFor(a.Name).Slots {
		slots[k] = v // a copy: an engine cannot write the session
	}
	if in, ok, err := e.readSlots(t, a, text, asked); ok {
		return in, err // the values of the one reading request (R52)
	}
	var in agents.Interpretation
	var results []agents.ToolResult
	for round := 0; ; round++ {
		if err := e.modelCall(t, "interpret", a.Name, func() (err error) {
			in, err = e.brain.Interpret(t.ctx, agents.InterpretInput{
				Agent: a, Text: text, Asked: asked, Slots: slots,
				Others: e.others(a), Facts: agents.Facts(e.sess.Facts), History: e.sess.Messages,
				OnDelta: func(d string) { e.emit(ReplyDelta{Agent: a.Name, Text: Sanitize(d)}) }, // untrusted on its way to the screen (R18)
				Results: results,
			})
			return err
		}); err != nil {
			return in, err
		}
		if in.Refuse != "" {
			return in, e.refuse(t, "the model refused: "+in.Refuse)
		}
		if len(in.Calls) == 0 || round == maxLookupRounds {
			in.Calls = nil
			return in, nil
		}
		var err error
		if results, err = e.lookUp(t, a, in.Calls, results); err != nil {
			return in, err
		}
	}
}

// proceed asks what is still missing or acts. A refused value is
// explained when its slot is asked again — the code's reason first,
// whatever the model wrote; otherwise the model's wording of the question
// may replace the template's, but never for a secret.
func (e *Engine) proceed(t *turn, a *agents.Agent, in agents.Interpretation, problems map[string]error) (step, error) {
	w := e.sess.WorkFor(a.Name)
	next := a.NextSlot(e.filled(t, a))
	switch {
	case next == nil:
		return advanceStep(a), nil
	case problems[next.Name] != nil:
		return e.ask(t, a, next, clarifyRefused(next, unquotedAtSignIn(a, problems[next.Name].Error()), e.namedValues(w.Slots))) // choice_refused.go
	case in.Reply != "" && next.Kind != agents.KindSecret:
		return e.ask(t, a, next, in.Reply)
	}
	return advanceStep(a), nil
}

// advance asks the next missing slot, or acts when none is missing.
func (e *Engine) advance(t *turn, a *agents.Agent) (step, error) {
	if s, held := e.refusedClaimHeld(t, a); held {
		return s, nil // its decline refused earlier in the session (ins21_refused_claim.go)
	}
	e.keptAmountFilled(t, a) // "leave 200 in checking, the rest to savings" (leave_the_rest_later.go)
	if s := a.NextSlot(e.filled(t, a)); s != nil {
		// "what stocks can u look up": what it takes, then which one
		return e.ask(t, a, s, join(possibleValues(s, t.text), s.QuestionWith(e.namedValues(e.sess.WorkFor(a.Name).Slots))))
	}
	if s, problem := e.staleValue(a); s != nil {
		return e.askStale(t, a, s, problem) // never a transfer from an account to itself
	}
	return step{move: moveAct, agent: a}, nil
}

// noteShown prefixes the task memory key that records a slot's progress
// note as shown.
const noteShown = "loop.note_shown."

// ask puts a question to the user; the agent keeps the turn. A secret slot
// switches the next input to masked (R10).
func (e *Engine) ask(t *turn, a *agents.Agent, s *agents.Slot, question string) (step, error) {
	e.setSpeaker(a.Name)
	if w := e.sess.WorkFor(a.Name); s.Note != "" && w.Memory[noteShown+s.Name] == "" {
		// once per task: a clarifying question is the same step, not a new one
		w.Memory[noteShown+s.Name] = "yes"
		e.note(state.NoteProgress, s.Note)
	}
	if s.Kind == agents.KindSecret {
		sec := state.Secret{Agent: a.Name, Slot: s.Name, Label: s.LabelOrName()}
		e.sess.Pending.Secret = &sec
		e.emit(SecretRequested{Secret: sec})
	}
	e.speak(t, a.Name, question)
	return stop, nil
}

// act runs the agent's action with its slots filled.
func (e *Engine) act(t *turn, a *agents.Agent) (step, error) {
	if e.othersLoginAct(t, a) {
		return abandonStep(a.Name), nil // "my ex's login is …" earlier: the sign-in ends here (others_login.go)
	}
	if res, done := e.placeInList(t, a); done {
		return step{move: moveFinish, agent: a, res: res}, nil // "read my fifth note" with three (list_place_implicit.go)
	}
	if res, done := e.absentFromList(t, a); done {
		return step{move: moveFinish, agent: a, res: res}, nil // "delete the note called dentist" with none (item_absent.go)
	}
	if t.overrun != nil {
		return stop, t.overrun
	}
	e.lawfulBeforeLetter(t, a) // a protected trait is never a letter's reason, whatever path set it (lawful_reason.go)
	res := a.Act(e.newAgentTurn(t, a))
	t.grant = "" // a grant not used by this action is not kept for another
	if t.overrun != nil {
		return stop, t.overrun
	}
	return step{move: moveFinish, agent: a, res: res}, nil
}

func (e *Engine) newAgentTurn(t *turn, a *agents.Agent) *agents.Turn {
	w := e.sess.WorkFor(a.Name)
	slots := w.Slots
	if u := t.pairs[a.Name]; u != "" && t.secretsOf(a.Name)[u] != "" {
		// a username typed as a pair is the turn's, never the session's
		slots = maps.Clone(w.Slots)
		slots[u] = t.secretsOf(a.Name)[u]
	}
	at := agents.NewTurn(a, slots, w.Memory, agents.Facts(e.sess.Facts), t.secretsOf(a.Name), e.caller(t, a))
	at.Said, at.Now, at.Request = w.Said, e.clock, w.Request
	return at
}

// finish applies an agent's result envelope (R5).
func (e *Engine) finish(t *turn, a *agents.Agent, res agents.Result) (step, error) {
	for _, n := range res.Notes {
		e.note(state.NoteProgress, n)
	}
	if res.Artifact != nil {
		e.artifact(a.Name, *res.Artifact)
	}
	res.Reply = capsLockHint(t, a, res) // "MONKEY" refused: is Caps Lock on? (secret_caps_lock.go)
	w := e.sess.WorkFor(a.Name)
	for _, c := range res.Clear {
		delete(w.Slots, c)
		delete(t.secretsOf(a.Name), c)
		if s := a.Slot(c); s != nil && s.Kind == agents.KindSecret && t.pairs[a.Name] != "" {
			// a username typed with the password goes with it: the pair
			// may have been reversed, so the username is asked again (R55)
			delete(t.secretsOf(a.Name), t.pairs[a.Name])
		}
	}
	switch {
	case res.Final:
		e.speak(t, a.Name, res.Reply)
		if hasSecretSlot(a) {
			e.remember(a) // a refused sign-in's user, for a retry (secret_stray.go)
		}
		return abandonStep(a.Name), nil
	case res.Done:
		return step{move: moveDone, agent: a, reply: res.Reply, res: res}, nil
	case res.Pass:
		e.speak(t, a.Name, res.Reply)
		e.settle(t)
		declined := digressStep(a, t.text, "the agent declined the task")
		declined.read = true
		return declined, nil
	case res.Interrupt != nil:
		return step{move: moveInterrupt, agent: a, next: *res.Interrupt, reply: res.Reply}, nil
	}
	if ap := e.sess.Pending.Approval; ap != nil && ap.Agent == a.Name {
		if s, dropped := e.checkCondition(t, a, ap); dropped {
			return s, nil // "… and if it is above 800 transfer 100": it is not (condition_balance.go)
		}
		e.setSpeaker(a.Name)
		notice := t.notice
		t.notice = ""
		e.speak(t, a.Name, join(res.Reply, notice, ap.Summary))
		e.emit(ApprovalRequested{Approval: *ap})
		return stop, nil
	}
	if s := a.NextSlot(e.filled(t, a)); s != nil {
		t.say(res.Reply)
		return e.ask(t, a, s, s.QuestionWith(e.namedValues(w.Slots)))
	}
	e.setSpeaker(a.Name)
	e.speak(t, a.Name, res.Reply)
	return stop, nil
}

// pinnedFacts are the facts as the agent's task sees them: its pinned
// copies (Agent.Pins) over the live ones. A copy: checks read it, nothing
// writes it.
func (e *Engine) pinnedFacts(a *agents.Agent) agents.Facts {
	if len(a.Pins) == 0 {
		return agents.Facts(e.sess.Facts)
	}
	out := make(agents.Facts, len(e.sess.Facts))
	for k, v := range e.sess.Facts {
		out[k] = v
	}
	w := e.sess.WorkFor(a.Name)
	for _, f := range a.Pins {
		if v, ok := w.Memory[agents.PinPrefix+f]; ok {
			out[f] = v
		}
	}
	return out
}

// sayUnused says back a word of the agent's request that no value took,
// when the agent is about to ask for a value anyway ("price of SpaceX":
// the company is asked, and the user hears SpaceX was not recognised), so
// that nothing the user said is silently dropped (R27). A "when" is said
// back on its own (laterWhen).
func (e *Engine) sayUnused(t *turn, a *agents.Agent, text string, values map[string]string, problems map[string]error) {
	next := a.NextSlot(e.filled(t, a))
	if next == nil || next.Kind == agents.KindSecret || problems[next.Name] != nil {
		return
	}
	when := strings.ToLower(laterIn(text))
	known := map[string]bool{} // values other agents took from the same words ("seldo")
	for _, v := range e.sess.Facts {
		known[strings.ToLower(v)] = true
	}
	for _, w := range e.sess.Work {
		for _, v := range w.Slots {
			known[strings.ToLower(v)] = true
		}
	}
	var words []string
	about, framing, story := backgroundWords(text), e.framingWords(a, text), e.storyWords(a, text) // background_words.go, story_words.go
	reasoned := declineReasonWords(a, text)                                                        // "because the roof was not maintained": noted, never unused (ins21_reason.go)
	otherRefs := agents.OtherReferenceWords(text)                                                  // "policy no. HP998812": another reference and its label, never unused (agents/extract_id_other_label.go)
	for _, w := range withoutFiller(e.vocab.UnusedAll(a, text, values, 12)) {
		if e.waitingUses(w) || about[strings.ToLower(w)] || framing[strings.ToLower(w)] || story[strings.ToLower(w)] || reasoned[strings.ToLower(w)] || otherRefs[strings.ToLower(w)] || ownShorthand(a, w) || asksHowMuch(a, w) || e.requestWord(a, w) || typoAtID(next, w) || questionLeads()[strings.ToLower(w)] || e.choseTask(a, text, w) || verbOfRequest(text, w) || attitudeOrOpener(text, w) || expletive(w) {
			continue // the request of a task that waits ("make a note" while the notes unlock)
		}
		if !strings.Contains(when, strings.ToLower(w)) && !known[strings.ToLower(w)] {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return // nothing, or only filler ("whats", "gotta", "lol"): nothing worth saying back
	}
	words = words[:min(len(words), 4)]
	if e.questionWordsOnly(next, text, words) {
		// "where would I find the claim ID for a customer's file?": a word
		// of the question, never offered back as a wrong choice (ins29_question_words.go)
		e.note(state.NoteInfo, fmt.Sprintf("Not used: %s — words of the question, not an answer to %s", strings.Join(e.byKind(words), ", "), next.LabelOrName()))
		return
	}
	label := next.LabelOrName()
	if next.Kind == agents.KindText || len(words) == 1 && (verbForm(words[0]) || placeWord(text, words[0]) || plainWordAtID(next, words[0])) {
		label = "" // a free text the rules never read unasked, or "shown": no claim it was tried as the value (ins21_reason.go)
	}
	said := e.quotedUnused(t, text, words, label)
	if len(words) == 1 && label != "" && next.Kind == agents.KindEnum && len(next.Choices) >= 2 && len(next.Choices) <= 4 && said == prompts.NotUsed(words, label) {
		// "check the first account": the word is no choice, and the choices are named (issue 24, bank20c)
		said = prompts.NotAChoice(words[0], label, next.ChoiceValues())
	}
	if name, ok := e.lookupName(a, next, strings.Join(words, " ")); ok && said == prompts.NotUsed(words, label) {
		// "price of lockheed martin stock": none of the look-up's names,
		// said plainly with the ones there are (bank28b_unknown_choice.go)
		said = prompts.NoChoiceFor(a.TaskPhrase(), name, next.Hint)
	}
	if e.hasLoginCue(text) {
		e.note(state.NoteInfo, "Not used: "+countWords(len(words))+" — no value of "+a.Name+" took "+map[bool]string{true: "it", false: "them"}[len(words) == 1]+" (not quoted: the message is about signing in)")
	} else {
		e.note(state.NoteInfo, fmt.Sprintf("Not used: %s — no value of %s took it", strings.Join(e.byKind(words), ", "), a.Name))
	}
	t.say(said)
}
