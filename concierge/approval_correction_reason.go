package concierge

// A correction at an approval said with its reason (round 33): "wait make
// it 600 he gave me a discount", "change it to 600, he gave me a
// discount", "make it 600 please, he took some off", "do 450 instead, we
// split the bill". Read whole, the reason's words made the message a
// question about past payments ("gave me") or, to the classifier, harm
// ("took … off"), and the new amount was dropped. The reason changes
// nothing in the call: the correction before it is read alone. Harm
// stays refused: the correction and the reason are each judged on their
// own, and any harm in either refuses the whole message.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// afterFigure are the words that may close a corrected figure before its
// reason starts ("600 please", "450 instead", "600 bucks").
var afterFigure = lazyWordSet(`instead please pls plz then now dollars dollar bucks bux usd quid rather ok okay thanks thx ty`)

// correctionReasonLead are the words a reason may open with ("cuz he gave me a
// deal", "since we split it"): dropped with it.
var correctionReasonLead = reading.Lazy(`(?i)^(?:[,;.:!\-–—]|\s)*(?:(?:because|since|cause|cuz|coz|bc|as|so|and|coz|'cause)\b)?\s*`)

// correctionReason splits text, typed at an approval, into a correction
// of the call that ends on its figure and the reason after it. ok is
// false unless the correction alone reads as a change of the call and
// the reason can change nothing (no figure, account, question, cancel,
// yes or no), and neither part is harmful.
func (e *Engine) correctionReason(t *turn, text string) (head, reason string, ok bool) {
	ap := e.sess.Pending.Approval
	if ap == nil || strings.Contains(text, "?") || e.reader == nil {
		return "", "", false
	}
	a := e.domain.Agent(ap.Agent)
	loc := numberish.FindStringIndex(text)
	if a == nil || loc == nil {
		return "", "", false
	}
	end := loc[1]
	for {
		rest := strings.TrimLeft(text[end:], " ")
		w, _, _ := strings.Cut(rest, " ")
		lw := strings.ToLower(strings.TrimRight(w, ",;.!"))
		if lw == "" || !afterFigure()[lw] {
			break
		}
		end = len(text) - len(rest) + len(strings.TrimRight(w, ",;.!"))
	}
	head = strings.TrimSpace(text[:end])
	reason = strings.TrimSpace(correctionReasonLead.ReplaceAllString(text[end:], ""))
	if !onlyCorrectionWords(head) || !reasonSubject.MatchString(reason) || len(reading.Words(reason)) < 2 || !e.reasonChangesNothing(a, reason) {
		return "", "", false
	}
	for _, part := range []string{head, reason, text[end:]} {
		if guard(part) != "" {
			return "", "", false
		}
		if _, bad := e.reader.Harm(part); bad {
			return "", "", false
		}
	}
	cs, err := e.readApprovalStages(t, a, ap, head)
	if err != nil || len(cs) != 1 || cs[0].Kind != agents.CmdCorrectValue {
		return "", "", false
	}
	return head, reason, true
}

// reasonChangesNothing reports a reason clause that names nothing for
// a's call and answers nothing: no figure, account, cancel, yes or no.
func (e *Engine) reasonChangesNothing(a *agents.Agent, reason string) bool {
	if strings.ContainsAny(reason, "0123456789$£€") || isYes(reason) || isCancel(reason) || hasCancel(reason) {
		return false
	}
	if _, no := rejection(reason); no {
		return false
	}
	if _, yes := leadingYes(reason); yes {
		return false
	}
	return !e.changesCall(a, reason) && !e.newRequest(reason)
}

// correctionReasonHarmless reports a correction with its reason whose
// parts, judged apart, are harmless: no refusal, and no question about
// past payments, of the whole (approval_read.go reads the correction).
func (e *Engine) correctionReasonHarmless(t *turn, text string) bool {
	_, _, ok := e.correctionReason(t, text)
	return ok
}

// correctionWords are all a correction before its reason may say beside
// its figure ("wait make it 600 please", "can u lower it to 300"): any
// other word ("scrap it, instead steal 500") keeps the message whole.
var correctionWords = lazyWordSet(`wait no nah actually actualy acutally make it change to do instead please pls plz can u you could would lower reduce drop set just ok okay hmm oh so lets let's the amount that go with put down only then sorry my bad oops rather should be`)

// onlyCorrectionWords reports a head made of its figure and correction
// words alone.
func onlyCorrectionWords(head string) bool {
	for _, w := range reading.Words(numberish.ReplaceAllString(head, " ")) {
		if !correctionWords()[w] && !correctionFiller()[w] {
			return false
		}
	}
	return true
}

// reasonSubject opens a reason that tells of someone: "he gave me a
// discount", "we split the bill", "the guy took some off". A clause
// without one ("for the second one", "CAD instead", "out of the joint
// account", "flip it") is a change of the call, read whole.
var reasonSubject = reading.Lazy(`(?i)^(?:he|she|they|we|i|he's|she's|they're|we're|i'm|hes|shes|theyre|were|im|the\s+(?:guy|seller|shop|store|landlord|plumber|mechanic|owner)|my\s+(?:friend|mate|brother|sister|mum|mom|dad|landlord|roommate|flatmate)|someone|somebody)\b`)
