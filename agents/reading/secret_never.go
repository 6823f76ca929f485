package reading

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// Words that are never a password, whatever form they stand in (R53, R55;
// issue 24): "what is the password of seldo" asks, "my password is i
// forgot it" forgets, "ok fine. seldo" agrees. A question word, a pronoun,
// a one-letter word or a word of courtesy is a word of the sentence
// around a secret, never the secret: taken as one it was masked in the
// echo and tried, spending a try.

// neverSecretWords are the words NeverSecret names, built on first use.
var neverSecretWords = sync.OnceValue(func() map[string]bool {
	return toSet(`what whats what's which who whom whose where when why how hows how's
	i i'm im me my mine myself you your yours u ur he him his she her hers we us our ours they them their theirs it its it's
	this that these those there here someone somebody anyone anybody nobody nothing something everything
	yes yeah yep yup no nope nah ok okay okey k kk fine sure alright cool great good thanks thank thx ty cheers please pls plz
	sorry oops hi hello hey bye goodbye`)
})

// NeverSecret reports a word that is never a password: one letter, or a
// question word, a pronoun or a word of courtesy.
func NeverSecret(w string) bool {
	w = strings.Trim(ASCIILower(strings.ReplaceAll(w, "’", "'")), `.,;:!?"'()`)
	return utf8.RuneCountInString(w) <= 1 || neverSecretWords()[w]
}
