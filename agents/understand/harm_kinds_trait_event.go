package understand

// A protected word may name an event where a loss happened, not a trait
// of the person (tryout 41, ins 35): "fire started by candles left
// burning at a religious ceremony held while the house was rented out as
// a commercial venue, which the policy excludes" had its whole cause cut
// from the letter as a protected trait, and the letter named only "which
// the policy excludes". "religious" there says what the gathering was; the
// ground is the fire and the commercial letting. The event said as the
// cause itself ("because of the religious festival") or a person's
// practice of a faith ("she goes to religious services") stays a trait.

// traitEvent is a gathering named by a faith: "a religious ceremony", "the
// church fete", "a muslim prayer meeting".
const traitEvent = `(?:(?:religious|religion|church|mosque|synagogue|temple|muslim|jewish|christian|hindu|sikh|buddhist|islamic|catholic)\s+(?:prayer\s+)?(?:ceremony|ceremonies|service|services|festival|festivals|gathering|gatherings|celebration|celebrations|event|events|meeting|meetings|party|parties|wedding|weddings|funeral|funerals|vigil|vigils|blessing|function|functions|fete|fetes|retreat|concert))`

var (
	traitEventSaid = re(`\b` + traitEvent + `\b`)
	// eventLoss is the loss or the ground told beside the event
	eventLoss = re(`\b(?:fire|fires|candles?|flood\w*|burst|damage\w*|smoke|burn\w*|burnt|spill\w*|broke|broken|collapsed|rented|renting|let out|commercial|business|venue|paying guests|hired|excluded|exclusion|not covered|stolen|theft|overcrowd\w*)\b`)
	// eventAsCause is the event given as the cause, or a person's own
	// practice of the faith it names
	eventAsCause = re(`\b(?:because|cos|since|due to|for|as) (?:of )?(?:the |a |an |her |his |their |that |this )?` + traitEvent + `|\b(?:he|she|they|claimant|insured|owner|policy ?holder|customer|family)(?:'s| is| was| are| were)? (?:[\w']+ )?(?:attend\w*|goes to|go to|went to|going to|practis\w*|practic\w*|observ\w*|worship\w*)\b`)
)

// traitOnlyAnEvent reports a message (normalised) whose protected words
// all name the event a loss happened at, beside the loss itself, with no
// pretext and no event given as the cause.
func traitOnlyAnEvent(n string) bool {
	if !traitEventSaid.MatchString(n) || !eventLoss.MatchString(n) || pretext.MatchString(n) || eventAsCause.MatchString(n) {
		return false
	}
	masked := traitEventSaid.ReplaceAllString(n, "eventnamed")
	return !protectedWord.MatchString(masked) && !neverATerm.MatchString(masked)
}
