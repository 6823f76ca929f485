package concierge

// A refusal that says why (R8; issue 24 round 9): for kinds whose harm is
// not plain from the request itself — declining claims in bulk or to meet
// a target reads to its sender as ordinary work — the refusal names the
// rule it keeps, in the product's own words.

import (
	"github.com/concierge-dev/concierge/prompts"
	"sync"
)

// refusalWhys are the reasons of R8's table that get a word on why.
var refusalWhys = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"a request to decline claims in bulk, without looking at each claim":    "Each claim is declined on its own facts, one at a time, never as a batch",
		"a request to decline a claim to save money rather than on its merits":  "A claim is declined only on its own facts under the policy, never to meet a target, a budget or a saving",
		"a request to probe records by trying ids":                              "A record is looked up by its own id, never found by trying ids in turn to see which exist",
		"a request for a document that says something untrue":                   "A letter or statement says only what is true, never something for someone else to be misled by",
		"a request to destroy or hide records":                                  "A record is kept as it is, never deleted or hidden so that there is no trace of it",
		"a request to invent the reason for a letter":                           "A letter gives only the true reason a claim was declined, never one made up for it",
		"a protected characteristic as a reason to act against someone's money": "Nobody's money is blocked, stopped or cut here for who they are: their religion, race, origin, sex, orientation, disability or age",
		// written or asked in any domain (round 31's notes tester): the
		// rule said, since a private note can read to its writer as harmless
		"discrimination against people for who they are": "Nobody is denied a home, a job or a service here for who they are: their religion, race, origin, sex, orientation, disability, age or family, and I won't write down a plan to",
		"harassment or a slur aimed at someone":          "I won't write or send slurs or abuse aimed at anyone for who they are",
		// a forged letter (round 31's ins36): a letter "from" an insurer
		// can read to its asker as a favour, so the rule is said
		"a request to make a document look as if someone else sent it": "A letter here says who really wrote it: I won't make one look as if an insurer, a company or a person sent it when they didn't",
		"a request to forge a letter granting your own claim":          "Only the insurer can approve or pay a claim, and I won't write a letter that says a claim was approved or paid when it wasn't",
		// a threat said to the bank: calm, short, and what can be done
		// (issue 24, bank27)
		"a threat of violence": "Threats of violence against anyone, staff and branches included, are something I won't act on. If you have a problem with a transaction, I can show your balances or help you check what happened",
		// the user is the victim: where to turn, as the scam caution does
		"a payment demanded under a threat": "Money demanded with a threat is extortion, and paying seldom ends it: if you or your family are in danger, call the police now, and call your bank's fraud line",
	}
})

// refusalReply is the reply to a refused message: with a word on why where
// the kind has one, and what still waits.
func refusalReply(reason, pending string) string {
	if why, ok := refusalWhys()[reason]; ok {
		return prompts.RefusalWhy(why, pending)
	}
	return prompts.Refusal(pending)
}
