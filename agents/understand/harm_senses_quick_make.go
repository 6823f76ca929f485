package understand

import (
	"strings"
	"sync"
)

// Informal verbs of making said of the app's own letter (ins46, tryout
// 38 01): "can u knock up a denial for claim 31FG22" was refused as a
// request to fake evidence, since "knock up", "whip up" and the like sit
// among the verbs of fabrication ("knock up a fake receipt"). Said of a
// decline, denial or rejection letter, the document the insurer writes
// itself, they only mean "write it quickly": the verb is read as "write"
// before the harm check. Anything said of the letter that makes it false
// ("a fake denial", "a bogus refusal") stops the rewrite, and the rest of
// the message is judged as before ("… saying the car was stolen when it
// wasn't"). "Cook up" is left alone: it is said of stories made up.

// quickMake are the two-word informal verbs of making: the first word,
// then the particle that must follow it.
var quickMake = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"knock": "up", "knocks": "up", "knocked": "up", "knocking": "up", "knockup": "",
		"whip": "up", "whips": "up", "whipped": "up", "whipping": "up",
		"rustle": "up", "rustled": "up", "rustling": "up",
		"throw": "together", "throws": "together", "threw": "together", "thrown": "together", "throwing": "together",
		"put": "together", "putting": "together",
		"bang": "out", "bangs": "out", "banged": "out", "banging": "out",
		"churn": "out", "churned": "out", "churning": "out",
		"dash": "off", "dashed": "off", "dashing": "off",
		"crank": "out", "cranked": "out",
		"pump": "out", "pumped": "out",
		"fire": "off", "fired": "off",
	}
})

// declineDoc are the words that name a decline letter.
var declineDoc = sync.OnceValue(func() map[string]bool {
	return wordSet("denial", "denials", "decline", "declines", "declined", "declining", "declination",
		"rejection", "rejections", "refusal", "refusals", "knockback", "turndown", "nope", "no")
})

// quickFiller are the words that may stand between the verb and the
// letter: articles, size, and whose or which claim.
var quickFiller = sync.OnceValue(func() map[string]bool {
	return wordSet("a", "an", "the", "me", "us", "them", "him", "her", "quick", "quickie", "short", "simple",
		"standard", "standardised", "standardized", "proper", "new", "brief", "claim", "claims", "motor", "car", "home",
		"house", "this", "that", "one", "another", "basic", "formal", "polite", "letter", "of")
})

// quickMadeSaid returns text with an informal verb of making that is
// said of a decline letter read as "write".
func quickMadeSaid(text string) string {
	low := strings.ToLower(text)
	if !strings.Contains(low, " up") && !strings.Contains(low, "together") && !strings.Contains(low, " out") &&
		!strings.Contains(low, " off") && !strings.Contains(low, "knockup") {
		return text
	}
	ws := strings.Fields(text)
	changed := false
	for i := 0; i < len(ws); i++ {
		particle, ok := quickMake()[bareWord(ws[i])]
		if !ok {
			continue
		}
		next := i + 1
		if particle != "" {
			if bareWord(at(ws, i+1)) != particle || strings.ContainsAny(ws[i], ",.;!?") {
				continue
			}
			next = i + 2
		}
		if !saysDeclineLetter(ws, next) {
			continue
		}
		ws[i] = "write"
		if particle != "" {
			ws[i+1] = ""
		}
		changed = true
	}
	if !changed {
		return text
	}
	return strings.Join(strings.Fields(strings.Join(ws, " ")), " ")
}

// saysDeclineLetter reports a decline letter named within four words
// from ws[from], with only quickFiller() words before it.
func saysDeclineLetter(ws []string, from int) bool {
	for j := from; j < len(ws) && j < from+5; j++ {
		w := bareWord(ws[j])
		if declineDoc()[w] {
			// "no" and "nope" name a letter only as "a no letter"
			return w != "no" && w != "nope" || bareWord(at(ws, j+1)) == "letter"
		}
		if !quickFiller()[w] || j > from && strings.ContainsAny(ws[j-1], ",.;!?") {
			return false
		}
	}
	return false
}

// bareWord is w in lower case without the punctuation around it.
func bareWord(w string) string {
	return strings.Trim(strings.ToLower(w), ".,;:!?\"'()")
}
