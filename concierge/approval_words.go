package concierge

// The yes-words of an approval and of a plan, in the spellings people
// type them (R50: "yeah, yeh, yup, ya, k, go ahead, please do, 👍 …").
// The lexicon holds each yes once, as it is spelled in a dictionary; a
// message answering a yes-or-no question is first given the dictionary
// spelling of its slang and stretched yes-words ("yeh" → "yeah", "yesss"
// → "yes", "okie" → "ok"), so that the plan's gate and the approval's are
// the same gate over the same words. The gate itself is unchanged: a
// yes-word or yes-phrase of the lexicon said whole, nothing that takes it
// back (TestApprovalNeedsAYesPhraseSaidWhole).

import (
	"strings"
	"sync"
	"unicode"

	"github.com/concierge-dev/concierge/agents/reading"
)

// yesSpellings are the slang spellings of a yes-word, each with the
// lexicon's spelling of it. Only words that mean nothing but yes: "fine"
// or "go" alone say other things too.
var yesSpellings = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"yeh": "yeah", "yah": "yeah", "yh": "yeah", "ye": "yes", "yis": "yes", "yas": "yes", "yass": "yes", "yaas": "yes",
		"yesh": "yes", "yessir": "yes", "yesir": "yes", "aye": "yes", "ja": "yes", "si": "yes",
		"yuh": "yup", "yupper": "yup", "yepper": "yep", "yeppers": "yep", "yeap": "yep",
		"okey": "ok", "okie": "ok", "oki": "ok", "okey-dokey": "ok", "okeydokey": "ok", "okidoki": "ok", "okie-dokie": "ok",
		"okiedokie": "ok", "okk": "ok", "kk": "k", "kay": "ok", "mkay": "ok", "mk": "ok", "oky": "ok", "okays": "ok",
		"ofc": "of course", "ofcourse": "of course", "righto": "all right", "rightio": "all right", "aight": "alright",
		"ight": "alright", "alrighty": "alright", "surely": "sure", "shure": "sure", "yesplease": "yes please",
	}
})

// yesSpelled is text with every slang or stretched spelling of a yes-word
// written as the lexicon spells it; other words are left as typed.
func yesSpelled(text string) string {
	var b strings.Builder
	changed := false
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		w := text[start:end]
		if y, ok := yesSpelling(w); ok {
			b.WriteString(y)
			changed = true
		} else {
			b.WriteString(w)
		}
		start = -1
	}
	for i, r := range text {
		if unicode.IsLetter(r) || r == '-' && start >= 0 {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
		b.WriteRune(r)
	}
	flush(len(text))
	if !changed {
		return text
	}
	return b.String()
}

// yesSpelling is the lexicon's spelling of a yes-word typed w, and whether
// w is one: a slang spelling ("yeh"), or a yes-word with letters held
// down ("yesss", "yeahhh", "okkk", "suuure").
func yesSpelling(w string) (string, bool) {
	lower := strings.ToLower(w)
	if reading.Yes.Word(lower) {
		return "", false // already the lexicon's
	}
	if y, ok := yesSpellings()[lower]; ok {
		return y, true
	}
	for _, c := range []string{squeeze(lower, 1), squeeze(lower, 2)} {
		if c == lower {
			continue
		}
		if reading.Yes.Word(c) {
			return c, true
		}
		if y, ok := yesSpellings()[c]; ok {
			return y, true
		}
	}
	return "", false
}

// squeeze is w with every run of one letter cut to at most keep letters:
// "yesss" → "yes" (1) or "yess" (2).
func squeeze(w string, keep int) string {
	var b strings.Builder
	var last rune
	run := 0
	for _, r := range w {
		if r == last {
			run++
		} else {
			last, run = r, 1
		}
		if run <= keep {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// plainYes is the gate of a plan's yes (R26, R50), the approval's own: a
// yes-word or yes-phrase said whole, alone or with words that add nothing
// and take nothing back ("ok run it", "yeh go ahead"); never a question.
// text has its yes-words spelled as the lexicon spells them (yesSpelled).
func plainYes(text string) bool {
	if strings.HasSuffix(strings.TrimSpace(text), "?") {
		return false // "yes?" is no yes
	}
	return isYes(text) || yesSaidPlainly(text)
}

// yesSaidPlainly reports a message at an approval that holds a yes-word
// or yes-phrase of the lexicon (the fixed gate of R50) and no word that
// hedges, negates or takes it back: no "not", "but", "wait", "if", no
// cancel, no number; and never one put as a question ("r u sure thats
// right": approval_yes_asked.go).
func yesSaidPlainly(text string) bool {
	r := read(text)
	if !r.Mentions(reading.Yes) && !r.Mentions(reading.StrongYes) || !holdsYesPhrase(text) {
		// Mentions is only a word that can start a yes-phrase: "all" of
		// "all right" in "that's all", "go" of "go ahead" in "go away" —
		// the phrase itself must be said (R50's fixed gate)
		return false
	}
	if strings.ContainsAny(text, "0123456789") || hasCancel(text) || takesBack(text) || r.Mentions(reading.Negation) || askedByForm(text) {
		return false
	}
	for _, w := range reading.Words(text) {
		if reading.No.Word(w) {
			return false // "yeah nah", "ya nah mate": the no-word after the yes is the answer (approval_yeah_nah.go)
		}
		switch w {
		case "but", "if", "unless", "wait", "hold", "later", "tomorrow", "not", "dont", "don't", "never", "instead", "only", "when", "after", "before", "stop", "cancel":
			return false
		}
	}
	return true
}

// holdsYesPhrase reports a yes-word or yes-phrase of the lexicon said
// whole somewhere in text, its own words and nothing else: "ok" in "ok go
// ahead with the transfer", "all right" — never "all" alone.
func holdsYesPhrase(text string) bool {
	words := reading.Words(text)
	for i := range words {
		for j := i + 1; j <= min(len(words), i+maxYesWords); j++ {
			part := strings.Join(words[i:j], " ")
			if r := read(part); r.Is(reading.Yes) || r.Is(reading.StrongYes) {
				return true
			}
		}
	}
	return false
}

// maxYesWords bounds a yes-phrase with its tail ("sure thing, go ahead").
const maxYesWords = 4
