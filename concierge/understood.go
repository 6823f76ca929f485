package concierge

// The offline reader in the loop (R50, R51, R53). The trained reader of
// agents/understand reads every message once, in the context of what waits
// (a slot, the username, the password, an approval, a plan), into
// commands. The harm check runs on every message before anything else; the
// reader's sure cancels, small talk, help and logouts are executed at any
// prompt where the message answers nothing asked; and where the rules
// found nothing to do, its sure reading replaces "I'm not sure how to
// help". Money never moves and nobody signs in on the reader's word alone:
// approvals keep their fixed yes-word gate and the slots their checks.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// newReader trains (or loads) the domain's reader; nil when it cannot be
// built, and the rules go on alone.
func newReader(d *agents.Domain) *understand.Reader {
	r, err := understand.New(d)
	if err != nil {
		return nil
	}
	return r
}

// harmful is the harm check on the whole message (R53), before any
// command runs, at every prompt: R8's table, then the trained classifier.
//
// A message that answers the open question with a value the slot takes
// ("car crash so motor i guess" at the topology question) is judged by
// the table alone: the classifier hears harm's words out of context
// ("crash", "guess"), and an answer to the loop's own question is no
// request of the user's.
func (e *Engine) harmful(t *turn, text string) string {
	if reason, no := rejection(text); no && e.sess.Pending.Approval != nil && dropsTheTask(reason) {
		// "nah i don't want this, it's a scam": a no that drops the call
		// waiting starts nothing, whatever words it gives its reason in
		return ""
	}
	if reason := guard(text); reason != "" || e.reader == nil {
		if e.groundsQuestionHarmless(reason, text) {
			return "" // "is disability a valid reason to decline?": the rule, said (ins22b_asked.go)
		}
		if e.forgotOwnSecretAsked(reason, text) {
			return "" // "i forgot my pin, what's ada's pin": never shown, said so (ins27_pin_forgot.go)
		}
		return reason
	}
	if reason := e.declineReasonHarm(text); reason != "" && !e.groundsQuestionHarmless(reason, text) {
		return reason // "reason: family has way too many kids" right after the letter (harm19b_letter_reason.go)
	}
	if e.traitQuestion(text) {
		return traitQuestionReason // "is it ok to refuse a claim because the claimant is muslim": no, and why (notes32_grounds.go)
	}
	if e.answersAsked(t, text) {
		return ""
	}
	if reason, bad := e.reader.Harm(text); bad && !e.harmlessApart(text) && !e.cancelOnlyAtApproval(text) && !e.pickOnlyAtPlan(text) && !e.groundsQuestionHarmless(reason, text) && !e.forgotOwnSecretAsked(reason, text) && !e.correctionReasonHarmless(t, text) {
		// "i forgot my pin, what's ada's pin": never shown, said so (ins27_pin_forgot.go);
		// a note's everyday text is judged apart from the request
		// (harm_note_text.go); a cancel with its reason runs nothing
		// (harm_cancel_only.go), nor does a pick of a plan's steps
		// (harm_plan_pick.go); the question which reasons a decline may
		// give is answered with the rule (ins22b_asked.go)
		return reason
	}
	return ""
}

// moment is what waits for the user's answer, as the reader sees it.
func (e *Engine) moment(t *turn) understand.Moment {
	m := understand.Moment{Speaker: e.sess.Speaker, Facts: agents.Facts(e.sess.Facts)}
	e.referable(&m) // the last task, the stack, the last list (context.go)
	switch {
	case e.sess.Pending.Secret != nil:
		m.At, m.Agent, m.Slot = understand.AtSecret, e.sess.Pending.Secret.Agent, e.sess.Pending.Secret.Slot
	case e.sess.Pending.Approval != nil:
		ap := e.sess.Pending.Approval
		m.At, m.Agent = understand.AtApproval, ap.Agent
		m.Pending = e.sess.WorkFor(ap.Agent).Slots
	case e.planWaits():
		m.At = understand.AtPlan
	default:
		a := e.domain.Agent(e.sess.Speaker)
		if a == nil {
			break
		}
		var filled map[string]string
		if t != nil {
			filled = e.filled(t, a)
		} else {
			filled = e.sess.WorkFor(a.Name).Slots
		}
		s := a.NextSlot(filled)
		if s == nil {
			break
		}
		m.Agent, m.Slot, m.Values = a.Name, s.Name, e.sess.WorkFor(a.Name).Slots
		m.At = understand.AtSlot
		if s.Kind != agents.KindSecret && hasSecretSlot(a) {
			m.At = understand.AtUsername
		}
	}
	return m
}

func hasSecretSlot(a *agents.Agent) bool {
	for _, s := range a.Slots {
		if s.Kind == agents.KindSecret {
			return true
		}
	}
	return false
}

// reading is the reader's reading of the turn's message, read once.
func (e *Engine) reading(t *turn, text string) understand.Reading {
	if e.reader == nil {
		return understand.Reading{}
	}
	if t.read == nil || t.readText != text {
		rd := e.reader.Read(text, e.moment(t))
		if e.misread != nil {
			rd = e.misread(text)
		}
		t.read, t.readText = &rd, text
	}
	return *t.read
}

// sureOf reports a sure reading whose first command is of kind k.
func sureOf(rd understand.Reading, k agents.CommandKind) (agents.Command, bool) {
	if !rd.Sure || len(rd.Commands) == 0 || rd.Commands[0].Kind != k {
		return agents.Command{}, false
	}
	return rd.Commands[0], true
}

// readAs notes what the reader read, for the Why panel and the trace
// (R50): the commands as executed, secrets masked.
func (e *Engine) readAs(rd understand.Reading) {
	e.note(state.NoteRoute, "Read as: "+agents.Commands(e.unusedByKind(rd.Commands), e.reader.IsSecret))
}

// answersAsked reports a message that holds a value the open slot takes:
// then it is an answer, whatever else the reader makes of it ("no" is
// the answer to "is it urgent?").
func (e *Engine) answersAsked(t *turn, text string) bool {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil {
		return false
	}
	raw, ok := agents.Extract(a, text, s.Name)[s.Name]
	if !ok {
		v, _ := agents.SceneChoice(s, text) // "we do the smash repairs for suncorp": a choice told
		if v != "" {
			return true
		}
		_, named := e.nameAtQuestion(a, s, text) // "what about coca cola?": a company, had or not (company_at_question.go)
		return named
	}
	_, err := s.Normalize(raw, e.pinnedFacts(a))
	return err == nil
}

// promptAct is the reader's likeliest act for a line typed at the
// password or username prompt, read before the line is taken as a secret
// or a name (the reader is offline: nothing leaves the process), and how
// likely; "" for a line of one word, which is a name or a password.
func (e *Engine) promptAct(text string) (agents.CommandKind, float64) {
	if e.reader == nil || len(strings.Fields(text)) < 2 {
		return "", 0
	}
	rd := e.reader.Read(text, e.moment(nil))
	if e.misread != nil {
		rd = e.misread(text)
	}
	if len(rd.Commands) == 0 || len(rd.Top) == 0 {
		return "", 0
	}
	k := rd.Commands[0].Kind
	return k, actMass(rd, k)
}

// actMass is how likely the reader holds it that a message starts with a
// command of kind k, summed over its top readings: "scrap that" read as
// cancel(all) and as cancel(all)+small_talk(bye) is a cancel either way.
func actMass(rd understand.Reading, k agents.CommandKind) float64 {
	p := 0.0
	for _, alt := range rd.Top {
		if alt.Act == string(k) || strings.HasPrefix(alt.Act, string(k)+"(") || strings.HasPrefix(alt.Act, string(k)+"+") {
			p += alt.Confidence
		}
	}
	return p
}

// promptCancel reports a line at the password or username prompt that
// drops the task ("on second thought, leave it", "scrap that"): never a
// login try (R53). A line of several words the reader takes for a cancel
// more likely than not is one: a password is one word in the forms people
// choose, and one that reads as a cancel is the rarer loss.
func (e *Engine) promptCancel(text string) bool { return e.promptCancelAbove(text, promptCancelFloor) }

// promptCancelAbove is promptCancel with its own floor: before a line at
// the password prompt is heard as talk about the password ("I don't
// remember it"), only a cancel the reader is all but sure of ("nvm
// forget it") is taken as one.
func (e *Engine) promptCancelAbove(text string, floor float64) bool {
	k, p := e.promptAct(text)
	return (k == agents.CmdCancel || k == agents.CmdLogout) && p >= floor
}

// promptCancelFloor is how likely the reader's likeliest reading of a line
// at a login prompt must be for it to count as a cancel: low, since the
// line is several words, answers nothing asked, and a cancel taken for a
// password would spend a try on the user's change of mind.
const promptCancelFloor = 0.3

// namesSecret reports a line that names the secret asked ("password",
// "pin", its label): talk about it, if anything, never a bare cancel.
func (e *Engine) namesSecret(secret *state.Secret, text string) bool {
	words := map[string]bool{"password": true, "passcode": true, "pin": true, "pw": true, "pwd": true}
	if a := e.domain.Agent(secret.Agent); a != nil {
		if s := a.Slot(secret.Slot); s != nil {
			for _, w := range append(reading.Words(s.Name), reading.Words(s.LabelOrName())...) {
				words[w] = true
			}
		}
	}
	for _, w := range reading.Words(text) {
		if words[w] {
			return true
		}
	}
	return false
}

// saysSomething reports two words at the username prompt that the reader
// takes for an act of their own (a cancel, small talk, a question, a
// request), not a username and a password typed together (R55).
func (e *Engine) saysSomething(text string) bool {
	if impatient(text) {
		return true // "hurry up", "come on": no name and password
	}
	k, p := e.promptAct(text)
	switch k {
	case "", agents.CmdSetValue, agents.CmdSecret, agents.CmdCorrectValue, agents.CmdUnused:
		return false
	}
	return p >= promptCancelFloor
}

// cancelRead reports a sure cancel of what is in hand that no rule knew
// ("scrap that", "on second thought, leave it"), said where it answers
// nothing asked, with the reader's commands as "Read as:" shows them. It
// only reads.
func (e *Engine) cancelRead(t *turn, text string) (shown string, ok bool) {
	if e.sess.Pending.Approval != nil && takesTime(text) && !hasCancel(text) {
		// "i'm not sure about this" at an approval: the answer put off in
		// the user's own words, whatever a reader makes of it
		return "", false
	}
	if e.writesDown(text) || opensWithTaskWord(text) && e.keepsFreeText() {
		return "", false // "remind me to cancel the gym", "need a todo cancel netflix": the cancel is the to-do's (task_word_text.go)
	}
	if e.sess.Pending.Approval != nil && casualYes(text) && !hasCancel(text) {
		return "", false // "lets do it", "do it mate": a yes in the user's words, never a cancel (approval_mind_changed.go)
	}
	if e.sess.Speaker == "" && e.taskReferred(text) != nil {
		return "", false // "the letter thing": a task asked for (task_referred.go)
	}
	rd := e.reading(t, text)
	_, sure := sureOf(rd, agents.CmdCancel)
	switch at := e.moment(t).At; {
	case sure:
	case at == understand.AtSecret || at == understand.AtUsername:
		sure = e.promptCancel(text)
	case at == understand.AtSlot && len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdCancel:
		// "ok forget it then" at the claim id question: nothing it asked
		// is answered, and the likeliest reading by a margin is a cancel
		sure = actMass(rd, agents.CmdCancel) >= 0.6
	}
	if !sure || e.answersAsked(t, text) || e.relativeAtApproval(text) || e.restatesRequest(text) {
		return "", false // "another forty on top": a new amount, no cancel
	}
	return agents.Commands(e.unusedByKind(rd.Commands), e.reader.IsSecret), true
}

// asideRead reads, at an open question, a sure piece of small talk, a
// question about what the app can do, or a request for help: answered,
// and the question asked again (R28). ok is false when the reader read
// something else or is unsure. It only reads.
func (e *Engine) asideRead(t *turn, text string) (turnCmd, bool) {
	rd := e.reading(t, text)
	if !rd.Sure || len(rd.Commands) == 0 || e.answersAsked(t, text) {
		return turnCmd{}, false
	}
	reply := e.smallTalk(leading(rd.Commands))
	if reply == "" || e.loginOverSmallTalk(text, rd) || e.asksAboutChoicesAsked(t, text, leading(rd.Commands)) || e.listAskedNotMenu(text, leading(rd.Commands)) {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdSmallTalk, execSmallTalk, text)
	c.Text, c.shown = reply, agents.Commands(e.unusedByKind(rd.Commands), e.reader.IsSecret) // as the reader read it
	if isByeCommand(leading(rd.Commands)) {
		c.Scope = "bye"
	}
	return c, true
}

// logoutSure reports a sure logout no rule knew ("I'm done, sign me
// off"), with the reading that says so. It only reads.
func (e *Engine) logoutSure(t *turn, text string) (understand.Reading, bool) {
	rd := e.reading(t, text)
	_, sure := sureOf(rd, agents.CmdLogout)
	if !sure && len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdLogout {
		// signing out asks for nothing and moves nothing: the likeliest
		// reading will do ("I'm done, sign me off")
		sure = actMass(rd, agents.CmdLogout) >= 0.5
	}
	return rd, sure && !e.answersAsked(t, text)
}

// harmlessFloor is how likely the reader's first reading must be for the
// loop to act on it unsure, where the rules found nothing at all to do and
// the reading changes nothing: small talk, the capability list, help, or
// starting a task with no side effects (which asks what it needs and can be
// cancelled). Anything that moves money or signs in needs a sure reading.
const harmlessFloor = 0.4

// likelyHarmless reports an unsure reading that is still the likeliest by
// a margin and harmless to act on.
func (e *Engine) likelyHarmless(rd understand.Reading) bool {
	if len(rd.Top) == 0 || rd.Top[0].Confidence < harmlessFloor {
		return false
	}
	c := rd.Commands[0]
	switch c.Kind {
	case agents.CmdSmallTalk, agents.CmdCapabilities, agents.CmdHelp:
		return true
	case agents.CmdStartTask:
		a := e.domain.Agent(c.Agent)
		return a != nil && !a.HasSideEffects() && !hasSecretSlot(a) && rd.Top[0].Confidence >= 0.5
	}
	return false
}

// leading is the command a reply answers first: a goodbye among small
// talk ("thanks, bye") is what needs an answer, else the first command.
func leading(cs []agents.Command) agents.Command {
	for _, c := range cs {
		if c.Kind == agents.CmdSmallTalk && c.Scope == "bye" {
			return c
		}
	}
	return cs[0]
}

// smallTalk is the concierge's answer to a small-talk, capabilities or
// help command, "" for any other.
func (e *Engine) smallTalk(c agents.Command) string {
	switch c.Kind {
	case agents.CmdSmallTalk:
		switch c.Scope {
		case "how_are_you":
			return prompts.HowAreYou()
		case "who_are_you":
			return e.whoAreYouReply(c.From) // "is this the bank?" (menu_once.go)
		case "ack":
			if e.nothingInHand() && e.sess.Pending.Secret == nil {
				return prompts.AckIdle(e.domain.Closing) // "lol ok": nothing to thank for (menu_once.go)
			}
			// "hmm" at the account question: no thanks to answer and
			// no "anything else?" while the question waits
			return prompts.AckWaiting()
		case "thanks":
			if thanksThatLeaves(c.From) {
				return prompts.Goodbye(e.store != nil) // "thank you kindly, that is all": the leaving needs the answer
			}
			return prompts.Thanks()
		case "bye":
			return prompts.Goodbye(e.store != nil)
		case "greet":
			if !e.nothingInHand() || e.sess.Pending.Secret != nil {
				// "sup dude" at the username question: a hello back, and
				// the question asked again, not the idle greeting
				return prompts.NotUsernameGreeting()
			}
			return e.greetReply() // the list once, then a short line (R56, menu_once.go)
		}
	case agents.CmdCapabilities, agents.CmdHelp:
		return e.welcome()
	}
	return ""
}

// understood is the reader's sure reading of a message no rule took,
// executed; ok is false when the reader is unsure or read nothing the loop
// can do from here, and the rules' answer stands.
func (e *Engine) understood(t *turn, text string) (step, bool) {
	if e.reader == nil || e.brain.Name() != "offline" {
		// a model brain routed it to the concierge already: its reading
		// stands, and the offline reader's would cost it requests
		return stop, false
	}
	if a := e.valuesOwner(text); a != nil && !e.sess.Agenda.Holds(a.Name) {
		// "ok the id is 55QQ88" with nothing in hand: the one agent
		// whose values they are takes them
		e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: the message gives its values and nothing else", a.Name))
		return enterStep(a, text, true), true
	}
	rd := e.reading(t, text)
	if e.askWhatNumber(t, rd, text) {
		return stop, true // "123456" alone: what is it?
	}
	if offer := e.signInOffer(text); offer != "" {
		// "seldo" alone, signed out, right after a dropped sign-in: offered
		// the sign-in whatever the reader makes of the word, sure or not
		// (small_talk_worded.go; cls24)
		e.speak(t, agents.ConciergeName, offer)
		return stop, true
	}
	if len(rd.Commands) == 0 || !rd.Sure && !e.likelyHarmless(rd) {
		if a := e.strongValuesOwner(text); a != nil && !e.sess.Agenda.Holds(a.Name) {
			e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: only it takes the values the message gives", a.Name))
			return enterStep(a, text, true), true
		}
		return stop, false
	}
	c := rd.Commands[0]
	if e.loginOverSmallTalk(text, rd) {
		// "bye, im ada and pw is ••••••": the login reading wins
		if a, _ := e.signInAgent(); a != nil && !e.signedIn() && !e.sess.Agenda.Holds(a.Name) {
			e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: the message speaks of signing in", a.Name))
			return enterStep(a, text, true), true
		}
		return stop, false
	}
	if smallTalkUnworded(leading(rd.Commands), text) {
		// "seldo", "fjdk": no word of small talk, whatever the reader
		// leans to; a username is offered the sign-in (small_talk_worded.go)
		if offer := e.signInOffer(text); offer != "" {
			e.speak(t, agents.ConciergeName, offer)
			return stop, true
		}
		return stop, false
	}
	if reply := e.smallTalk(leading(rd.Commands)); reply != "" {
		e.readAs(rd)
		e.speak(t, agents.ConciergeName, e.withWhatWaits(t, reply, isByeCommand(leading(rd.Commands))))
		return stop, true
	}
	switch c.Kind {
	case agents.CmdStartTask:
		a := e.domain.Agent(c.Agent)
		if a == nil || e.sess.Agenda.Holds(a.Name) || !rd.Sure && otherLanguage(text) && !holdsPatternValue(a, text) || e.unsureLoneGuess(rd, text) {
			// an unsure task in another language is a guess at words the
			// reader does not know: the rules say it reads English only —
			// unless the line holds the task's own id ("rechazar 61RT02 por
			// favor"): that is no guess
			return stop, false
		}
		e.readAs(rd)
		e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: the offline reader read the message as its task", a.Name))
		return enterStep(a, text, true), true
	case agents.CmdCannotHandle:
		e.readAs(rd)
		if otherLanguage(text) {
			e.speak(t, agents.ConciergeName, join(englishOnly, prompts.Unknown(e.menu()))) // other_language.go
			return stop, true
		}
		if inOtherLanguage(text) {
			// as conciergeAnswer says it when the reading is unsure: a sure
			// cannot_handle of "je voudrais voir mon solde" is no less French
			e.speak(t, agents.ConciergeName, e.onlyEnglish(text))
			return stop, true
		}
		e.speak(t, agents.ConciergeName, e.cannotHandleReply())
		return stop, true
	}
	return stop, false
}
