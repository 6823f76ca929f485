package concierge

// A yes said in a full sentence (R50, §15 rule 3): "Yes, that is correct.",
// "yep thats it", "yeah that looks right to me". What follows the yes-word
// only says the summary is right; it changes nothing of the call, so the
// yes stands. R50's fixed gate still holds: without a yes-word leading
// the message this is never read (yesAndRead runs only after one).

import "strings"

// affirmHeads are the words that say the summary is right; one of them
// must be in the rest for it to affirm.
var affirmHeads = lazyWordSet("right correct correctly good fine perfect exactly accurate great spot alright lgtm it ok okay yes yep yeah sure true confirmed lovely wonderful brilliant awesome cool confirm confirms agree agreed approve approved accept accepted authorise authorize authorised authorized happy")

// affirmFill are the other words an affirming sentence is made of: who or
// what is right ("that", "the details"), the verb, softeners, the
// courtesy and endearments people add ("yes that is right dear, go
// ahead"), and the call's own verb said back ("yes correct, send it").
var affirmFill = lazyWordSet("that that's thats thatʼs this it's its is looks look seems seem sounds sound all everything the details detail info information summary amount account numbers number they those are to me on absolutely definitely totally quite very indeed please pls thanks thank you just so yup yea ya mhm 100 exactly right be should i think believe go ahead proceed do by fine with mate buddy now then there here what said have has got wrote written shown listed dear darling love luv hun honey sweetie sir madam maam ma'am kindly cheers ty thx thankyou much lot and send pay transfer i'm im am we we're were with hereby")

// affirmsOnly reports a rest after a yes-word that only says the summary
// is right: every word affirms or fills, and one of them affirms. A
// negation, a value, a "but" or any other word is not in either set, so
// "yes that's not right" and "yes that's right but 60" are never read so.
func affirmsOnly(rest string) bool {
	words := strings.Fields(strings.NewReplacer("’", "'", "!", " ", ".", " ", ",", " ", "?", " ", ";", " ", ":", " ", "-", " ").Replace(strings.ToLower(rest)))
	head := false
	for _, w := range words {
		switch {
		case affirmHeads()[w]:
			head = true
		case affirmFill()[w]:
		default:
			return false
		}
	}
	return head
}
