package concierge

import (
	"strings"
	"sync"
)

// Another language (issue 24 round 5): the product reads English. A
// message in Spanish or German is said to be so, plainly, with what can be
// done, and whatever value it held (a claim id) is still taken; its words
// are never quoted back as "I didn't use …".

// englishOnly is said of a message in another language.
const englishOnly = "I understand English only, I'm afraid."

// foreignWords are common words (built at first use: R55) of other languages that are no English
// words: "necesito", "brauche", "pour".
var foreignWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		// Spanish
		"hola": true, "necesito": true, "quiero": true, "una": true, "carta": true, "por": true, "favor": true, "gracias": true, "para": true, "mi": true, "el": true, "los": true, "las": true, "del": true, "con": true, "rechazo": true, "reclamo": true, "siniestro": true, "buenos": true, "dias": true, "días": true, "puede": true, "ayuda": true, "necesitamos": true, "hacer": true, "escribir": true,
		// German
		"ich": true, "brauche": true, "ein": true, "eine": true, "einen": true, "für": true, "fur": true, "und": true, "der": true, "die": true, "das": true, "bitte": true, "schaden": true, "mein": true, "meine": true, "hallo": true, "guten": true, "tag": true, "möchte": true, "mochte": true, "brief": true, "ablehnungsschreiben": true, "hausrat": true, "kfz": true, "danke": true, "können": true, "konnen": true, "sie": true, "mir": true, "wo": true, "finde": true,
		// French, Italian, Portuguese
		"bonjour": true, "je": true, "veux": true, "besoin": true, "lettre": true, "pour": true, "merci": true, "voglio": true, "lettera": true, "grazie": true, "preciso": true, "uma": true, "obrigado": true, "olá": true, "ola": true, "avec": true, "sinistre": true,
	}
})

// englishWords are common English words: one of them makes the message
// English, whatever names it holds.
var englishWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"i": true, "the": true, "need": true, "want": true, "please": true, "my": true, "and": true, "is": true, "for": true, "to": true, "can": true, "you": true, "letter": true, "claim": true, "write": true, "decline": true, "it": true, "of": true, "what": true, "where": true, "how": true, "with": true, "me": true, "an": true, "this": true}
})

// otherLanguage reports a message of at least two words of another
// language and none of English.
func otherLanguage(text string) bool {
	foreign := 0
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return r == ' ' || r == ',' || r == '.' || r == '!' || r == '?' || r == ';' || r == ':'
	}) {
		if englishWords()[w] {
			return false
		}
		if foreignWords()[w] {
			foreign++
		}
	}
	return foreign >= 2
}
