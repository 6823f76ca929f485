package concierge

// The thing a call acts on, named anew at its approval (R50; tryout 37,
// 16). At "Delete the note "mon" for good?", "hold up, i meant tue not
// mon" was read as the answer put off ("hold up" won) and the next yes
// deleted "mon"; "wrong one, the tue one" and "my bad, tue" were asked
// again unchanged, "sorry i meant the tue note" looked for a note called
// "the tue note", and "no tue" declined. Each names the item meant
// instead: the approval is set aside and asked again for that item, and a
// lead-in that holds ("hold up", "wait") or apologises never wins over the
// change it leads.
//
// The item is the call's title (titleSlot), changed when the title held
// is said as the wrong one ("tue not mon", "not mon, tue") or, with no old
// value said, when the title is the task's only value (a delete, a read). Said with a cue ("i meant", "the … one",
// "instead", "wrong one") any short title is taken; said bare after a no
// or a sorry ("no, tue") only a title the session has shown is, since "no,
// not today" is a no with its reason.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	// meantLeadIn are the words that may lead a change of the item: a
	// hold, an apology, a no, hesitation, "wrong one".
	meantLeadIn = reading.Lazy(`(?i)^(?:\s*(?:hold (?:up|on)|hang on|wait(?: a (?:sec|second|min|minute))?|one sec|sorry|soz|srry|oops|whoops|my bad|no+|nope|nah|actually|actualy|acutally|hmm+|uh+|um+|oh+|ah|ugh|er+m?|wrong (?:one|note|item|title)|not that one|scratch that|ok|okay)\b[\s,.!:;-]*)+`)
	// apologyLead is a lead-in that says the call is the wrong one: "my
	// bad, tue", "wrong one, tue"; a bare "no, tue" is not (see above).
	apologyLead = reading.Lazy(`(?i)\b(?:sorry|soz|srry|oops|whoops|my bad|wrong|not that one)\b`)
	// meantCue is a change said in words: "i meant", "it's", "call it".
	meantCue = reading.Lazy(`(?i)^(?:i\s+)?(?:meant|ment|mean|mena|wanted|want)\s+(?:to\s+say\s+|to\s+(?:delete|remove|read|open)\s+)?|^(?:it'?s|its|it was|it should be|should be|i said)\s+|^(?:title|call|name|rename)\s+it\s+(?:to\s+|as\s+)?`)
	// oldAfter is "<new> not <old>", "<new> instead of <old>".
	oldAfter = reading.Lazy(`(?i)^(.+?)\s*[,;]?\s+(?:not|instead of|rather than)\s+(?:the\s+)?(.+)$`)
	// oldBefore is "not <old>, <new>".
	oldBefore = reading.Lazy(`(?i)^not\s+(?:the\s+)?(.+?)\s*[,;:-]+\s*(.+)$`)
	// itemWrap is "the tue one", "the tue note", "tue instead": the words
	// around an item's name that are not its name.
	itemWrap = reading.Lazy(`(?i)^(?:(?:the|that|my|a)\s+)?(.+?)(?:\s+(?:one|note|notes|item))?(?:\s+(?:instead|then|please|pls|plz|thanks|thx))*$`)
	// changeSaid is a change of the call said in words after a hold:
	// "hold up, change the title to tue", "wait i meant tue", "no hold on,
	// take it from checking instead" (round 41 bank 13: read as put off,
	// the change was dropped without a word and the next yes took the
	// money from the account the user had just turned away from).
	changeSaid = reading.Lazy(`(?i)\b(?:change (?:the|it|that|this)|rename|retitle|(?:call|title|name) it|i meant|i ment|i mean\b|instead|rather than|wrong (?:one|note|title|item|account)|(?:take|send|pay|move|pull) (?:it|that|the money|them) (?:from|out of|to|into)\b|(?:use|switch to|swap to|go with) (?:my |the )?(?:other|\w+ account))`)
	// addsItem is a word that adds an item rather than swapping it.
	addsItem = reading.Lazy(`(?i)\b(?:too|also|as well|and|both|plus)\b`)
)

// meantItems is the most words of a title said as the one meant.
const meantItems = 5

// targetMeantRead reads a change of the item the pending call acts on;
// ok is false for any other message.
func (e *Engine) targetMeantRead(a *agents.Agent, text string) (apCommand, bool) {
	if strings.ContainsAny(text, "?") || titleSlot(a) == nil {
		return apCommand{}, false
	}
	if f := reading.Words(text); len(f) > 0 && isYes(f[0]) {
		return apCommand{}, false // "yes remove it pls": the call said back, approved (notes20)
	}
	body := strings.TrimSpace(strings.TrimRight(text, ".! "))
	lead := ""
	if m := meantLeadIn.FindStringIndex(body); m != nil {
		lead, body = body[:m[1]], strings.TrimSpace(body[m[1]:])
	}
	cued := apologyLead.MatchString(lead)
	if m := meantCue.FindStringIndex(body); m != nil {
		body, cued = strings.TrimSpace(body[m[1]:]), true
	}
	newV, oldV := body, ""
	if m := oldBefore.FindStringSubmatch(body); m != nil {
		newV, oldV = m[2], m[1]
	} else if m := oldAfter.FindStringSubmatch(body); m != nil {
		newV, oldV = m[1], m[2]
	}
	if m := meantCue.FindStringIndex(strings.TrimSpace(newV)); m != nil {
		newV, cued = strings.TrimSpace(newV)[m[1]:], true // "not meeting, call it board meeting"
	}
	wrapped := strings.TrimSpace(newV)
	newV = e.itemNamed(newV)
	if newV == "" || addsItem.MatchString(newV) || len(reading.Words(newV)) > meantItems || e.notAnItem(newV) {
		return apCommand{}, false
	}
	cued = cued || oldV != "" || !strings.EqualFold(wrapped, newV) // "the tue one", "tue instead"
	s := e.meantSlot(a, e.itemNamed(oldV))
	if s == nil {
		return apCommand{}, false
	}
	held := e.sess.WorkFor(a.Name).Slots[s.Name]
	if strings.EqualFold(held, newV) || !cued && (lead == "" || !e.seenValue(newV)) {
		return apCommand{}, false // "mon" at mon's own approval; "no, not today"
	}
	return correctCmd(agents.Interpretation{Slots: map[string]string{s.Name: newV}}, text), true
}

// meantSlot is a's title when it holds old, or with no old value said,
// when the title is a's only value; nil for none.
func (e *Engine) meantSlot(a *agents.Agent, old string) *agents.Slot {
	w := e.sess.WorkFor(a.Name)
	if old != "" {
		if s := titleSlot(a); s != nil && strings.EqualFold(w.Slots[s.Name], old) {
			return s
		}
		return nil // "friday arms, not thursday arms": the text's, read elsewhere
	}
	if s := a.OnlyShortText(); s != nil && titleSlot(a) == s {
		return s
	}
	return nil
}

// itemNamed is the item's name in s, without the words around it and a
// task's verb before it ("delete tue instead"), quotes taken off.
func (e *Engine) itemNamed(s string) string {
	s = strings.Trim(strings.TrimSpace(s), ` "'“”‘’.,!;:`)
	if f := strings.Fields(s); len(f) > 1 && (deleteVerbs()[strings.ToLower(f[0])] || e.anyTaskVerb(strings.ToLower(f[0]))) {
		s = strings.Join(f[1:], " ")
	}
	if m := itemWrap.FindStringSubmatch(s); m != nil {
		s = m[1]
	}
	return strings.Trim(strings.TrimSpace(s), ` "'“”‘’.,!;:`)
}

// answerVerbs lead an answer about the call, never an item's name.
var answerVerbs = lazyWordSet(`keep leave stop dont don't do not cancel forget skip never go send proceed continue approve confirm let wait hold`)

// notAnItem reports words that answer or hold the approval rather than
// name an item: "yes", "no", "never mind", "hang on", "it", "that".
func (e *Engine) notAnItem(s string) bool {
	if agents.NoValue(s) || isYes(s) || hasCancel(s) || putsOff(s) || declineIdiom(s) {
		return true
	}
	if f := reading.Words(s); len(f) > 0 && answerVerbs()[f[0]] {
		return true // "sorry, keep it", "oops, leave it"
	}
	if _, no := rejection(s); no {
		return true
	}
	switch strings.ToLower(s) {
	case "it", "that", "this", "one", "them", "other", "the other", "other one", "what i said":
		return true
	}
	return false
}

// saysChange reports a message that says a change of the call: a hold
// that leads it ("hold up, change the title to tue") never puts the
// answer off, the change is read.
func saysChange(text string) bool { return changeSaid.MatchString(text) }
