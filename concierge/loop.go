package concierge

// The top of the loop: guardrails and meta intents, the sticky speaker,
// the orchestrator and its checks.

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// handle is the first transition of a typed message: the harm check and
// the rewrites, then one reading into commands (R50; turn_read.go) that
// runCommands executes — meta intents, an answer to what waits (a plan,
// an approval), asides, and last the sticky speaker or the orchestrator.
func (e *Engine) handle(t *turn, text string) (step, error) {
	text, cared := e.careFirst(t, text) // "im so broke i want to die lol whats my balance": care first, the request read without it (bank26a_care.go)
	if cared {
		return stop, nil
	}
	text, refused := e.harmfulUnlessOwn(t, text) // "what is seldo balance", signed in as seldo (harm_own.go)
	if refused != "" {
		return stop, e.refuse(t, refused)
	}
	raw := text // the refusal follow-ups are read on the message as typed (turn_read_opening.go)
	// "send another 60 to the same account": the value meant, said back
	text = judgedThenValue(text)                                                                                 // "the title is wrong. Team showcase" (judged_then_value.go)
	text = withoutLeadIn(text)                                                                                   // "quick one - where do i find …": the question, without its lead-in (ins29_lead_in.go)
	text = e.verbTypoRepaired(text)                                                                              // "ad a note pls", "lsit my notes": the request's verb with its slip repaired (notes32_verb_typo.go)
	text = e.withoutVenting(t, text)                                                                             // "WHY IS THIS SO HARD I JUST WANT MY BALANCE": the request, read without the annoyance (frustration_vented.go)
	text = e.leaveTheRest(text)                                                                                  // "leave 100 in there, send the rest": "in there" is the source (leave_the_rest.go)
	text = e.resolveJustSaid(t, e.resolveAccountThere(t, e.resolveReferences(t, e.resolveNamedBefore(t, text)))) // "send there 20" (references_just_said.go); "what's it at" after "buy apple" (references_named.go); "how much do i have there" (references_account_there.go)
	text = e.resolveChoiceRefs(text)                                                                             // "the other account", "ok that one" (choice_referenced.go)
	text = e.resolveListAddedTo(text)                                                                            // "add buy printer ink to it" after the to-do list (list_added_to.go)
	text = e.resolveListPlace(t, text)                                                                           // "open the first one" after "Notes: shopping, work." (list_ordinal.go)
	text = e.europeanAmounts(t, text)                                                                            // "1.200,50" is $1,200.50 (amount_european.go)
	text = e.withoutAskingFor(text)                                                                              // "…, asking for a colleague" (asking_for.go)
	text = e.withoutJustChecking(text)                                                                           // "just checking i have it right" is no account (just_checking.go)
	text = e.withoutPause(text)                                                                                  // "hmm 1 sec is that before fees?" (pause_said.go)
	text = e.amountCorrected(text)                                                                               // "20 euros, I mean dollars", "fifty—no, sixty" (amount_corrected.go)
	text = e.moneyShorthand(text)                                                                                // "xfer 1.5k sav -> 7654321" (money_shorthand.go)
	text = e.textSpeak(text)                                                                                     // "move cash 2 my savings", "20 4 me": "to", "for" (text_speak.go)
	text = e.takenAndPut(text)                                                                                   // "take everything out of checking and put it in savings": one move (take_then_put.go)
	text = e.splitAmong(t, text)                                                                                 // "split 300 between 1234324 and 7654321", "50 each to A and B": one transfer each (split_among.go)
	text = e.titleEndingInNoun(t, text)                                                                          // "open meeting notes": the note called "meeting notes" (title_ending_in_noun.go)
	text = e.severalNotes(text)                                                                                  // "two notes: one called wifi saying …, and another called bins saying …": one request each (several_notes.go)
	e.eachAmountCarried(t, text)                                                                                 // "150 to each of them" at the amount question: the queued transfers' amount too (split_among.go)
	text = e.endMarked(text)                                                                                     // "change the destination to: 2345678901", `to "1234324"` (end_marked.go)
	text = e.spokenAccount(t, text)                                                                              // "to account one two three four three two four", "to 765-4321" (account_spoken.go)
	text = e.spelledAtQuestion(t, text)                                                                          // "its s e l d o" at the username question (value_spelled.go)
	text = e.placedItemFirst(text)                                                                               // "call the plumber, put it on my todo" (ins30_placed_after.go)
	e.cautionScam(t, text)                                                                                       // "a guy i met online needs 500 for a flight"
	text = e.withoutReportedSpeech(text)                                                                         // "my bank manager said i should move 500 …": the request, without who suggested it (reported_speech.go)
	if said := e.formSaid(text); said != "" {
		text = said // "title=dentist body=tuesday 3pm": every value at once (labelled_fields.go)
	}
	if why := bypassAttempt(text); why != "" {
		e.note(state.NoteGuardrail, "Ignored "+why+": requirements and approvals are enforced in code")
	}
	// one reading of the message into commands, run in order (R50;
	// turn_read.go, turn_exec.go); what it does not read yet is checked
	// below
	cs, err := e.readTurn(t, raw, text)
	if err != nil {
		return stop, err
	}
	e.takeHeld() // a request on hold leaves the stack at the next message; a question about it puts it back (request_held_stack.go)
	if !answersSideTalk(cs) {
		e.expireCancel() // the reading does not depend on it: each read of the last cancel checks its age
	}
	st, _, err := e.runCommands(t, cs) // the last command routes what nothing else answered (turn_read_tail.go)
	return st, err
}

// legal lists the agents the orchestrator may choose: every agent except
// those already waiting on the stack and the one excluded.
func (e *Engine) legal(exclude string) []*agents.Agent {
	var out []*agents.Agent
	for _, a := range e.domain.Agents {
		if a.Name != exclude && !e.sess.Agenda.Holds(a.Name) {
			out = append(out, a)
		}
	}
	return out
}

// others are the agents a speaker's message might belong to instead: all
// but the speaker, those waiting on the stack included, so that asking
// again for the task in hand is seen for what it is.
func (e *Engine) others(a *agents.Agent) []*agents.Agent {
	var out []*agents.Agent
	for _, o := range e.domain.Agents {
		if o != a {
			out = append(out, o)
		}
	}
	return out
}

// orchestrate routes a message with no speaker (R3).
func (e *Engine) orchestrate(t *turn, text string) (st step, err error) {
	defer func() {
		if err == nil && (st.move == moveEnter || t.vented && st.move == moveDispatch && e.domain.Agent(st.route.Agent) != nil && len(st.route.Plan) < 2) {
			e.ownTheTrouble(t, text) // "WHY IS THIS SO HARD I JUST WANT MY BALANCE" (frustration_request.go)
		}
	}()
	if len(e.domain.SignedOut) > 0 && isLogout(text) {
		return step{move: moveLogout, text: text}, nil // a continued "log me out" (R29)
	}
	if e.bareNumber(t, text) {
		return stop, nil // "1234567890" alone: what it is for is asked (bare_number.go)
	}
	if s, ok := e.startNamedTask(text); ok {
		return s, nil // "smart strategy": the task's own name (task_named.go)
	}
	if a := e.valuesOwner(text); a != nil && !e.sess.Agenda.Holds(a.Name) {
		// "my claim number is 88ZZ11": only values, and one agent takes
		// them; no routing needed (nor a model request)
		e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: the message gives its values and nothing else", a.Name))
		return enterStep(a, text, true), nil
	}
	if a := e.noteLineAgent(text); a != nil {
		return enterStep(a, text, true), nil // "note that the plumber comes at 9" (note_line.go)
	}
	if a := e.titleAndTextKeeper(text); a != nil {
		return enterStep(a, text, true), nil // "call it dentist, it says tuesday 3pm" (note_title_text.go)
	}
	if e.offerNote(t, text) {
		return stop, nil // "meeting moved to friday": keep it as a note? (note_offer.go)
	}
	if a := e.plainMoneyTask(text); a != nil {
		return enterStep(a, text, true), nil // "can i see my money" (money_plain.go)
	}
	if c, ok := e.kindNotDoneRead(text); ok {
		st, _, err := e.runCommands(t, []turnCmd{c}) // "can you write letters for pet insurance?" (kind_not_done.go)
		return st, err
	}
	finder, seeks := e.finderRead(text) // read before the orchestrator is asked, run on its route
	// a look at one's own money shows one choice (own_money_route.go)
	release := e.holdRouteNotes(e.ownMoneyAsked(text) != nil)
	defer func() { release(true) }()
	r, err := e.decide(t, text, e.legal(""))
	if err != nil {
		return stop, err
	}
	if seeks {
		r = e.finderFirst(finder, r) // "where is the claim number written… I'm a partner" (seek_value.go)
	}
	if a := e.moneyTaskKept(t, r, text); a != nil {
		r = agents.Route{Agent: a.Name, Reason: "the reader is sure the message asks to " + a.TaskPhrase()} // "send 250 … from the savings one" (bank29_money_kept.go)
	}
	if a := e.givenValueOwner(r, text); a != nil {
		return enterStep(a, text, true), nil // "reject the claim, id 45TRE9" (finder_value_given.go)
	}
	if a := e.ownMoneyOver(r, text); a != nil {
		release(false) // the router's choice, overruled, is not shown
		e.note(state.NoteRoute, "Choosing "+a.Name+" due to: the message asks to see the user's own money")
		_, s := e.accountViewer()
		req := viewRequest(s, text)
		return enterStep(a, req, req != ""), nil // "me want see money"
	}
	return step{move: moveDispatch, text: text, route: r}, nil
}

// decide asks the engine for an agent and checks the answer in code: an
// unknown name is fed back at most twice, then the concierge answers.
func (e *Engine) decide(t *turn, text string, legal []*agents.Agent) (agents.Route, error) {
	if a, said := e.choiceOwner(text, legal); a != nil {
		r := choiceRoute(a, said) // "show me tsla": the value says whose work it is (route_choice_owner.go)
		e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: %s", r.Agent, r.Reason))
		return r, nil
	}
	if r, ok, err := e.readRoute(t, text, legal); ok {
		return r, err // one reading request for the message (R52)
	}
	names := map[string]bool{agents.ConciergeName: true}
	for _, a := range legal {
		names[a.Name] = true
	}
	in := agents.RouteInput{Text: text, Agents: legal, Facts: agents.Facts(e.sess.Facts), History: e.sess.Messages}
	for attempt := 0; attempt < 3; attempt++ {
		var r agents.Route
		if err := e.modelCall(t, "route", "", func() (err error) {
			r, err = e.brain.Route(t.ctx, in)
			return err
		}); err != nil {
			return agents.Route{}, err
		}
		if r.Refuse != "" {
			return r, e.refuse(t, "the model refused: "+r.Refuse)
		}
		if names[r.Agent] {
			e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: %s", r.Agent, r.Reason))
			return r, nil
		}
		in.Retry = fmt.Sprintf("%q is not one of the agents you may choose: %s", r.Agent, strings.Join(sortedKeys(names), ", "))
		e.note(state.NoteRoute, "The orchestrator chose an unknown agent: "+in.Retry)
	}
	r := agents.Route{Agent: agents.ConciergeName, Reason: "the orchestrator named no known agent in 3 tries"}
	e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: %s", r.Agent, r.Reason))
	return r, nil
}

// dispatch hands a routed message to its agent or the concierge.
func (e *Engine) dispatch(t *turn, text string, r agents.Route) (step, error) {
	e.sayUnfound(t, text, r) // "apple, foobarco and msft" (choices_unfound.go)
	// a login typed with its password among other requests runs now, with
	// the password the message carries: as a plan step, asked for later,
	// it would have lost it (secrets live for one message); the other
	// requests wait for it
	for i, ps := range r.Plan {
		if a := e.domain.Agent(ps.Agent); a != nil && len(t.secretsOf(a.Name)) > 0 && len(r.Plan) >= 2 {
			var more []string
			for j, o := range r.Plan {
				if j != i {
					more = append(more, o.Action)
				}
			}
			e.sess.Agenda.RequestFirst(more...)
			e.status()
			e.note(state.NoteContinuation, fmt.Sprintf("%s runs first, with the password the message carries; then: %s", a.Name, strings.Join(more, "; ")))
			return enterStep(a, ps.Action, true), nil
		}
	}
	if a := e.signInCarried(t, r); a != nil {
		// "… price of apple and then send 20 to 7654321. My login seldo,
		// my secret monkey": the sign-in is no step of the plan, but the
		// message carries its password, which a later step would have
		// lost: it signs in now and the requests follow in order
		var all []string
		for _, o := range r.Plan {
			all = append(all, o.Action)
		}
		e.sess.Agenda.RequestFirst(all...)
		e.status()
		e.note(state.NoteContinuation, fmt.Sprintf("%s runs first, with the password the message carries; then: %s", a.Name, strings.Join(all, "; ")))
		return enterStep(a, "", false), nil
	}
	if s, ok := e.signInBeforePlan(t, r); ok {
		return s, nil // "… pin ••••••, list my notes and add a todo" (secret_any_language.go)
	}
	if tail := e.requestAfterSecret(t, text, r); tail != "" {
		// "… my password is monkey can you check savings for me"
		e.sess.Agenda.RequestFirst(tail)
		e.status()
		e.note(state.NoteContinuation, "The sign-in runs first, with the password the message carries; then: "+tail)
	}
	r = e.planRule(r, text)
	// several requests from a user with nothing in hand become a plan; in
	// the middle of a task (a digression), the first request is taken
	if len(r.Plan) >= 2 && e.sess.Plan == nil && e.sess.Speaker == "" && e.sess.Agenda.Depth() == 0 {
		e.propose(t, r)
		return stop, nil
	}
	// otherwise the other requests wait for the continuation step (R7)
	var more []string
	for _, s := range r.Plan[min(1, len(r.Plan)):] {
		more = append(more, s.Action)
	}
	if len(more) > 0 {
		e.sess.Agenda.RequestFirst(more...)
		e.status()
	}
	if r.Text != "" {
		text = r.Text
	}
	a := e.domain.Agent(r.Agent)
	if a == nil {
		if name := e.namedAlone(t, text); name != "" {
			return e.answerNamedAlone(t, name), nil // "Margaret", "Dave?" (lone_name.go)
		}
		if u, ok := e.loneUsername(t, text); ok {
			// "seldo" at the greeting: the sign-in, so that the password
			// typed next is asked for masked
			e.takeSignInUser(u, text)
			return enterStep(u.agent, "", false), nil
		}
		if s, ok := e.readAnswer(t, text); ok {
			return s, nil // the model's reading answered it (R52)
		}
		if !isGreeting(text) && !isThanks(text) && !isBye(text) {
			if s, ok := e.understood(t, text); ok {
				return s, nil
			}
		}
		e.speak(t, agents.ConciergeName, e.conciergeAnswer(text))
		return stop, nil
	}
	return enterStep(a, text, true), nil
}

// errRefused ends a turn whose message was refused; the refusal has been
// said, and the turn is a success that changed nothing else.
var errRefused = errors.New("refused")

// refuse declines the message, restates what waits, changes nothing (R8).
func (e *Engine) refuse(t *turn, reason string) error {
	e.note(state.NoteGuardrail, "Refused: "+reason)
	// "my wife's password is …, user seldo, …": no sign-in as seldo later (others_login_said.go)
	e.rememberOthersOnRefused(t.text)
	t.lead = "" // nothing queued for the refused message is said
	// the claim at hand is refused for the session (ins21_refused_claim.go)
	e.claimRefusedFor(t.text, reason)
	e.markReasonRefused(reason, t.text) // "same reason" later is the refused request again (reason_reused.go)
	// its reason refused, the decline asked for ends (harm19b_letter_reason.go)
	e.dropRefusedDecline(reason, t.text)
	// the move waiting is the one refused (harm_refused_task_dropped.go)
	e.dropRefusedMove(reason)
	reply := e.refusalReplyHere(reason, t.text, e.pendingSummary(t)) // "… jk she gave me the login": only your own (refusal_given_login.go); "bobs notes": only your own notes (refusal_own_thing.go)
	if w := e.letterWithdrawn(reason, t.text); w != "" {
		reply += " " + w // the letter just written for it stands no more (letter_withdrawn.go)
	}
	e.reply(agents.ConciergeName, reply)
	return errRefused
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func paren(s string) string {
	if s == "" {
		return ""
	}
	return "(" + s + ")"
}

func orNone(s string) string {
	if s == "" {
		return "nothing"
	}
	return s
}
