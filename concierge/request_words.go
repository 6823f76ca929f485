package concierge

// Words of the request itself (R27, R53's quoting; issue 24 round 11):
// "can u write a letter saying no to a claim" answered "I didn't
// recognise 'saying' as the claim id", and "also where find claim id next
// time" "I didn't use 'next' or 'time'". Such words say what the task is
// or when its answer will be used — a verb of telling ("saying",
// "informing the customer"), the decision the task writes ("no",
// "rejection", "knock back", "unsuccessful"), a later use ("next time",
// "for future reference"), a form of the task's own words ("ids") — and
// were never a value missed. For an agent without side effects they are
// neither tried as a value nor said back; a name, a number or a word of
// no English ("SpaceX", "hoem") still is.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// requestFrameWords are the classes above, as words.
var requestFrameWords = lazyWordSet(
	// telling what a document says, and to whom
	`saying says say said stating states state telling tells tell informing inform informs explaining explains explain advising advise notifying notify letting ` +
		`customer customers client clients policyholder policyholders claimant claimants insured member person people their them him her they he she ` +
		// the decision a decline writes
		`no not cannot can't cant won't wont unable unsuccessful rejection rejections refusal refusals denial denials reject rejected rejecting refuse refused refusing ` +
		`deny denied denying knock knocked knocking back turn turned turning down decline declining declination negative pay paying payout paid ` +
		// a later use of the answer, and finding it then
		`next time times future reference later again another same new fresh someday sometime whenever case ` +
		`where look looking lookup find finding found kept keep stored located locate ` +
		// where it shows: "where is the claim id shown" (issue 24, ins21)
		`shown show shows showing displayed display displays appear appears appearing listed printed visible mentioned ` +
		// asking for a hand with it: "can it help me with my car claim"
		`help helps helping helped give gives giving hand assist assists assisting assistance support sort sorting deal dealing handle handling`)

// requestWord reports a word of a's request itself, for an agent without
// side effects: a word of the classes above, or a form of a word of the
// agent's own description, task or examples ("ids" of "id").
func (e *Engine) requestWord(a *agents.Agent, w string) bool {
	if a.HasSideEffects() {
		return false // "send 50 to bob": every unused word of a transfer is said back
	}
	lw := strings.ToLower(strings.Trim(w, ".,!?;:'\"’"))
	if requestFrameWords()[lw] {
		return true
	}
	for _, stem := range []string{strings.TrimSuffix(lw, "s"), strings.TrimSuffix(lw, "es"), strings.TrimSuffix(lw, "ed"), strings.TrimSuffix(lw, "ing")} {
		if stem == lw || len(stem) < 2 {
			continue
		}
		for _, phrase := range append([]string{a.Description, a.Task, a.Intro, a.Title}, a.Examples...) {
			for _, aw := range reading.Words(phrase) {
				if aw == stem || strings.TrimSuffix(aw, "e") == stem {
					return true
				}
			}
		}
	}
	return false
}
