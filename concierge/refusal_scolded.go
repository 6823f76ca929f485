package concierge

// A complaint about a refusal (ins46, tryout 38 07): after "decline 62TT14
// home - they're travellers …" was refused, "you're being ridiculous" was
// read as the refused request said again ("That is the same request as
// before"). A message that only scolds — the app, the refusal or the talk
// ("wow ok", "this is stupid", "you're being so unreasonable", "seriously?
// unbelievable") — asks for nothing: it is answered as a complaint, with
// an apology and what can be done, and nothing refused is done. Pushing
// for the request ("come on its just a letter") names the request and is
// still read as before (harm_followup.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// scoldWords are the words of a complaint, one of which the message holds;
// scoldFiller may stand with them ("you're being so ridiculous", "wow ok
// then", "thanks for nothing").
var (
	scoldWords = lazyWordSet(`ridiculous ridiculus rediculous absurd unbelievable unreal stupid dumb useless pathetic joke wow
		seriously serious whatever annoying rude silly insane crazy nuts outrageous nonsense rubbish bs bullshit lame overkill
		paranoid dramatic sensitive uptight precious jobsworth nanny unhelpful unreasonable petty ugh ugh ughh smh ffs wtf wth
		omg sigh jeez geez bruh cmon kidding joking pointless hopeless terrible awful garbage trash crap pfft meh nothing
		frustrating infuriating incredible woke preachy condescending patronising patronizing`)
	scoldFiller = lazyWordSet(`you you're youre your ur u r are is am be being been so such a an the this that it its it's
		thats that's just really bit too way overly totally completely ok okay k right well oh great thanks thank for man god
		come on mate lol lmao honestly literally very pretty kinda how what i mean me with dealing bot app thing over top of
		not no help helpful at all then again now yeah yep sure fine got to have gotta be me here must some kind sort every time
		always`)
)

// scoldsOnly reports a short message that only complains: every word a
// complaint's or its filler, one at least a complaint's.
func scoldsOnly(text string) bool {
	ws := reading.Words(strings.ToLower(text))
	if len(ws) == 0 || len(ws) > 10 {
		return false
	}
	found := false
	for _, w := range ws {
		switch {
		case scoldWords()[w]:
			found = true
		case scoldFiller()[w]:
		default:
			return false
		}
	}
	return found
}

// refusalScoldedRead reads a complaint right after a refusal into an
// apology and what can be done, or what waits asked again; ok is false
// for any other message. It only reads.
func (e *Engine) refusalScoldedRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || !e.recentlyRefused() {
		return turnCmd{}, false
	}
	if !scoldsOnly(text) && !frustrated(text) {
		return turnCmd{}, false
	}
	const shown = "small_talk(frustration) — a complaint about the refusal: an apology, and nothing refused is done"
	return e.apologyCmd(shown, text, prompts.Frustrated), true
}
