package concierge

// Questions about the app and the conversation's own state (R28; issue
// 24): "ok then how do i reset it" after the password could not be told,
// "what did i just cancel?", "HELLO??? IS ANYONE THERE". Each was "I'm not
// sure how to help". They are answered from what the session holds, and
// what waits is said again; nothing changes.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// resetWords ask how to get a new secret.
var resetWords = lazyWordSet("reset resetting recover change changing new forgot forgotten lost unlock replace update updating modify")

// askedHow marks a question of how or where: "how do i", "where can i".
var askedHow = reading.Lazy(`(?i)\b(?:how|where|what do i do|what should i do|what can i do|who do i|can i|is there a way)\b`)

// askedLastCancel asks what the last cancel dropped.
var askedLastCancel = reading.Lazy(`(?i)\bwhat\s+(?:did|have|was|were|got|just)\s+(?:i\s+|we\s+|you\s+)?(?:just\s+|last\s+)?(?:cancel|cancell?ed|stop|stopped|drop|dropped|abandon|abandoned|call(?:ed)? off|undo|undid)\b|\bwhat\s+(?:was|got)\s+(?:just\s+)?(?:cancell?ed|dropped|stopped)\b`)

// callsForAttention is a user asking whether anyone is there.
var callsForAttention = reading.Lazy(`(?i)\b(?:is\s+)?(?:any\s*(?:one|body)|some\s*(?:one|body))\s+(?:there|here|home|around|awake|listening)\b|\b(?:are\s+)?(?:you|u)\s+(?:still\s+)?(?:there|awake|alive|listening|working)\b|\bis\s+this\s+(?:thing\s+)?(?:on|working)\b|\bhel+o+\s*\?{2,}|^\s*hel+o+o\W*$`)

// The questions about the app or the conversation appQuestionRead reads,
// as ask's (or refuse's) scope.
const (
	appReset      = "reset"        // how to reset the secret, which nobody here can
	appSecretPart = "secret_part"  // a part of the secret: refused
	appLastCancel = "last_cancel"  // what the last cancel dropped
	appAttention  = "attention"    // "are you there?" with nothing in hand
	appShare      = "share_secret" // whether to give the secret to someone who asks: never (share_secret.go)
	appChange     = "change"       // how to change the secret, which nobody here can (secret_change.go)
)

// appQuestionRead is the kind of question about the app or the
// conversation text asks, "" when it asks none. It only reads.
func (e *Engine) appQuestionRead(t *turn, text string) string {
	switch {
	case e.asksHowToReset(text) || e.sess.Pending.Secret == nil && e.secretChangeWanted(text):
		if e.changeNotReset(text) {
			return appChange // "update my pw pls", "so how do i change it then" (secret_change.go)
		}
		return appReset
	case e.asksPartOfSecret(text):
		return appSecretPart // "just the first letter" after the password could not be told
	case askedLastCancel.MatchString(text):
		return appLastCancel
	case e.asksToShareSecret(text):
		return appShare // "they asked for my password should i give it"
	case e.nothingInHand() && callsForAttention.MatchString(text) && !e.readsATask(t, text) && !e.saidInFreeText(text, callsForAttention.FindString(text)):
		// with something in hand, "are you there?" is impatience, answered
		// with what waits (hurried)
		return appAttention
	}
	return ""
}

// appQuestionWhy is what the Why panel says of each kind after "Read as:".
func (e *Engine) appQuestionWhy(kind string) (state.NoteKind, string) {
	switch kind {
	case appReset:
		return state.NoteRoute, "how to reset the " + e.secretLabel() + ", which nobody here can"
	case appSecretPart:
		return state.NoteGuardrail, "a part of the " + e.secretLabel() + " asked for, never given"
	case appLastCancel:
		return state.NoteRoute, "what the last cancel dropped, answered from the session"
	case appShare:
		return state.NoteGuardrail, "whether to give the " + e.secretLabel() + " to someone who asks: never"
	case appChange:
		return state.NoteRoute, "how to change the " + e.secretLabel() + ", which nobody here can; a new one typed is masked, never kept"
	}
	return state.NoteRoute, "a call for attention — answered, with what the concierge can do"
}

// answerAppQuestion answers a question about the app of the kind read.
func (e *Engine) answerAppQuestion(t *turn, kind string) {
	switch kind {
	case appReset, appChange:
		if e.cardPINAsked() {
			e.speak(t, agents.ConciergeName, join(prompts.CardPINChange(), e.pendingSummary(t))) // "change my debit card PIN" (card_pin_asked.go)
			return
		}
	}
	switch kind {
	case appReset:
		e.speak(t, agents.ConciergeName, join(prompts.ResetWhere(e.secretLabel()), e.pendingSummary(t)))
	case appSecretPart:
		e.speak(t, agents.ConciergeName, join(prompts.SecretPart(e.secretLabel()), e.pendingSummary(t)))
	case appLastCancel:
		e.speak(t, agents.ConciergeName, join(e.lastCancelled(), e.pendingSummary(t)))
	case appShare:
		e.speak(t, agents.ConciergeName, join(prompts.ShareSecret(e.secretLabel()), e.pendingSummary(t)))
	case appChange:
		e.speak(t, agents.ConciergeName, join(prompts.SecretChange(e.secretLabel(), e.lastUserMasked()), e.pendingSummary(t)))
	default:
		if e.nothingInHand() && len(e.capabilityPhrases()) > 0 {
			// the greeting listed everything already: one sentence (bank26a)
			e.speak(t, agents.ConciergeName, prompts.StillHereShort(e.capabilityPhrases(), e.domain.Closing))
			return
		}
		e.speak(t, agents.ConciergeName, join(prompts.StillHere(e.menu()), e.pendingSummary(t)))
	}
}

// asksHowToReset reports a question of how to reset the secret, naming it
// or, right after the concierge said it cannot tell it, saying "it".
func (e *Engine) asksHowToReset(text string) bool {
	if e.sess.Pending.Secret != nil || strings.Contains(text, state.SecretMask) || !askedHow.MatchString(text) {
		return false
	}
	words := reading.Words(strings.ToLower(text))
	reset, names, it := false, false, false
	label := strings.ToLower(e.secretLabel())
	for _, w := range words {
		reset = reset || resetWords()[w]
		names = names || w == "password" || w == "passcode" || w == "pin" || w == label
		it = it || w == "it" || w == "that" || w == "one"
	}
	if !reset || label == "" {
		return false
	}
	return names || it && e.secretTalkJustBefore()
}

// secretTalkJustBefore reports a last reply that was about the secret
// (it could not be told, or was asked for).
func (e *Engine) secretTalkJustBefore() bool {
	label := e.secretLabel()
	signIn, _ := e.signInAgent()
	users, skipped := 0, false
	for i := len(e.sess.Messages) - 1; i >= 0; i-- {
		m := e.sess.Messages[i]
		if m.Role == state.RoleUser {
			if users++; users > 4 {
				return false
			}
			continue
		}
		if signIn != nil && m.Agent == signIn.Name || m.Agent == agents.ConciergeName && strings.HasPrefix(m.Text, "Is there anything else") {
			// a sign-in between ("seldo", "••••••") keeps the subject of
			// the secret said before it (secret_change.go)
			skipped = true
			continue
		}
		if skipped {
			return strings.Contains(m.Text, prompts.SecretNotKnown(label)) || strings.Contains(m.Text, "your "+label+" here") || strings.Contains(m.Text, "your "+label+":")
		}
		return strings.Contains(m.Text, prompts.SecretNotKnown(label)) || strings.Contains(strings.ToLower(m.Text), strings.ToLower(label))
	}
	return false
}

// secretLabel is what the domain's sign-in secret is called ("password",
// "PIN"); "" when the domain has none.
func (e *Engine) secretLabel() string {
	for _, a := range e.domain.Agents {
		for _, s := range a.Slots {
			if s.Kind == agents.KindSecret {
				return s.LabelOrName()
			}
		}
	}
	return ""
}

// lastCancelled says what the user's last cancel dropped, from the notes.
func (e *Engine) lastCancelled() string {
	for i := len(e.sess.Notes) - 1; i >= 0; i-- {
		tasks, ok := e.abandonedTasks(e.sess.Notes[i].Text)
		if !ok || len(tasks) == 0 {
			continue // a plan dropped before it ran: said by its own note
		}
		return prompts.LastCancelled(tasks, e.cancelledCall())
	}
	return prompts.NothingCancelled()
}

// abandonedTasks are the tasks ("transfer money") an "Abandoned: " note
// says a cancel dropped; ok is false for any other note. What the last
// cancel dropped is read from the latest such note (lastCancelled,
// cancelledJustNow).
func (e *Engine) abandonedTasks(note string) (tasks []string, ok bool) {
	rest, ok := strings.CutPrefix(note, "Abandoned: ")
	if !ok {
		return nil, false
	}
	names, _, _ := strings.Cut(rest, ";")
	for _, name := range strings.Split(names, ", ") {
		if a := e.domain.Agent(strings.TrimSpace(name)); a != nil {
			tasks = append(tasks, a.TaskPhrase())
		}
	}
	return tasks, true
}

// cancelledCall is the summary of the call the last cancel dropped at its
// approval, without its question mark; "" when it dropped none.
func (e *Engine) cancelledCall() string {
	if c := e.cancelled; c != nil && c.pending.Approval != nil {
		return strings.TrimSuffix(strings.TrimSpace(c.pending.Approval.Summary), "?")
	}
	return ""
}

// nothingInHand reports that nothing waits: no question, call, plan or task.
func (e *Engine) nothingInHand() bool {
	return e.sess.Speaker == "" && e.sess.Pending.Approval == nil && !e.planWaits() && e.sess.Agenda.Depth() == 0
}

// saidInFreeText reports words that stand inside a free text an agent
// takes from the message: "see you there" in "create a note saying see
// you there" is the note's, not a call for attention.
func (e *Engine) saidInFreeText(text, words string) bool {
	for _, a := range e.domain.Agents {
		if vals := agents.Extract(a, text, ""); len(vals) > 0 && agents.FreeTextHolds(a, vals, words) {
			return true
		}
	}
	return false
}
