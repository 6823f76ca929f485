package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 5): a message in another language is said plainly to be
// one the product does not read, with what it can do; a value it holds is
// kept, and its words are never quoted back as unused.
func TestOtherLanguageSaidPlainly(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hola necesito una carta de rechazo",
		"bonjour, je veux une lettre de refus",
		"hallo, ich möchte einen Brief bitte",
		"buenos dias, quiero una carta por favor",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if got := rec.lastReply(); !saysEnglishOnly(got) || !strings.Contains(got, "DeclineLetterAssistance") && !strings.Contains(got, "craft a declined letter") { // the list, or what it seemed to ask (bank24b)
			t.Errorf("%q: %q", line, got)
		}
	}
	e, rec := newInsurance(t)
	say(t, e, "Ich brauche ein Ablehnungsschreiben für Schaden 55TT10, Hausrat")
	if got := rec.lastReply(); !saysEnglishOnly(got) || strings.Contains(got, "didn't use") {
		t.Errorf("the German request: %q", got)
	}
	say(t, e, "home")
	if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Body, "claim 55TT10") {
		t.Errorf("the claim id given in German is lost: %q", rec.replies())
	}
	// English with a foreign name is English
	if otherLanguage("write a decline letter for claim 12AB34, the insured is Señor Jose de la Cruz") {
		t.Error("an English line with a Spanish name read as Spanish")
	}
}

// saysEnglishOnly reports a reply that says the product reads English
// only, in either of the loop's two wordings (a message no agent takes,
// other_language.go; one with a value kept, other_language_words.go).
func saysEnglishOnly(reply string) bool {
	return strings.Contains(reply, "English only") || strings.Contains(reply, "only understand English")
}
