package agents

import (
	"regexp"
	"strings"
	"sync"
)

// FindSecret finds a secret typed in the clear after one of a secret slot's
// cues ("my password is monkey"), so the loop can take it for the slot and
// mask it before the message is stored or shown. It needs an explicit "is",
// ":" or "=" so that "I forgot my password" gives nothing away.
// It returns the value and its byte span in text.
func FindSecret(s *Slot, text string) (string, []int) {
	if s.Kind != KindSecret {
		return "", nil
	}
	for _, cue := range s.Cues {
		if m := secretCue(cue).FindStringSubmatchIndex(text); m != nil {
			v := strings.TrimRight(text[m[2]:m[3]], ".,;!")
			return v, []int{m[2], m[2] + len(v)}
		}
	}
	// "with password monkey", "password monkey, please": a single word that
	// ends the clause. Masking a word that was not a secret is the safe way
	// to be wrong; the words people write after "password" are skipped.
	for _, cue := range s.Cues {
		for _, m := range bareSecretCue(cue).FindAllStringSubmatchIndex(text, -1) {
			v := text[m[2]:m[3]]
			if !notSecret[strings.ToLower(v)] {
				return v, []int{m[2], m[3]}
			}
		}
	}
	return "", nil
}

var bareSecretCues sync.Map

func bareSecretCue(cue string) *regexp.Regexp {
	if re, ok := bareSecretCues.Load(cue); ok {
		return re.(*regexp.Regexp)
	}
	re := regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(cue) + `\s+([^\s,;:=.!?]+)[.!]?\s*(?:$|[,;]|\band\b|\bplease\b)`)
	bareSecretCues.Store(cue, re)
	return re
}

// notSecret are words that follow "password" without being one.
var notSecret = toSet(`is was issue issues problem reset forgot forgotten please again for to of the a an and or but
isn't wrong incorrect doesn't does did expired change changed help field prompt manager policy rules
here there now too also`)

var secretCues sync.Map // cue → *regexp.Regexp

// secretCue matches "CUE is VALUE", "CUE: VALUE", "CUE = VALUE": "is" as a
// whole word ("my password isn't working" gives nothing away) and a value
// that does not start with ":" or "=" ("password is: monkey" masks monkey).
func secretCue(cue string) *regexp.Regexp {
	if re, ok := secretCues.Load(cue); ok {
		return re.(*regexp.Regexp)
	}
	re := regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(cue) + `(?:\s+is\b\s*[:=]?|\s*[:=])\s*([^\s:=]\S*)`)
	secretCues.Store(cue, re)
	return re
}
