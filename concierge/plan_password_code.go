package concierge

// A lone word at a plan that waits on the sign-in, decided in code (R50,
// R55; issue 24, cls24). With the username given and no sign-in yet, a
// word typed alone at the plan is the password unless it replies to the
// plan: that was decided, for an English word, by the reader ("monkey"
// read as a secret). A retrained reader read it otherwise and the
// password was shown, stored and could be sent to a model. The promise no
// longer depends on the classifier: an English word is a reply only when
// it is a word of reply in code — an adverb ("seriously", "honestly"), a
// "-ever" word ("whatever"), a word that is never a secret, or a word of
// reaction, time or choice (replyWordsAtPlan) — and otherwise it is the
// secret before anything reads it. A word wrongly taken costs a try and
// is never shown; a password wrongly kept would be shown.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// replyWordsAtPlan are English words people answer a waiting plan with
// that no lexicon list of the plan's answers holds: reactions, hedges,
// time, quantity and choice words.
var replyWordsAtPlan = lazyWordSet(`maybe perhaps possibly probably later now soon again anyway anyways instead also too else
	nothing none neither both either all everything done finished next continue more less same other different first last
	exactly indeed agreed right wrong true false correct incorrect nice awesome perfect excellent lovely brilliant wonderful
	amazing fantastic neat sweet gotcha understood noted interesting weird strange odd confused confusing lost unsure
	hold hang pause hurry quick slow today tonight tomorrow yesterday never always sometimes ever whoops oops
	huh eh meh nah ugh wow whoa yikes damn dang darn geez jeez gosh bruh dude man mate bro buddy pal sir madam
	again what why how when where who which please sorry hello hi hey bye ok okay fine good great cool thanks`)

// replyWordAtPlan reports an English word that replies to a waiting plan
// rather than being a password, decided without the reader.
func replyWordAtPlan(w string) bool {
	lw := reading.ASCIILower(strings.Trim(w, `.,;:!?"'`))
	if lw == "" || reading.NeverSecret(lw) || replyWordsAtPlan()[lw] || englishAdverb(lw) || reading.Terms(lw) == nil {
		return true
	}
	return strings.HasSuffix(lw, "ever") && len(lw) > 4 // "whatever", "whichever", "however"
}
