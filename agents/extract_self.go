package agents

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents/reading"
)

// selfCues introduce the user's own name in a request: "hey open my
// notes, im ada", "this is Grace, unlock my notes"; "open my notes pls,
// name ada", "the name's ada" (tryout 33, notes 04: the name was dropped
// and asked again). The word after must still read as a name.
var selfCues = []string{"i'm", "im", "i am", "this is", "it's", "its", "me is",
	"my name is", "name is", "name's", "names", "name:", "name"}

// SelfCues are the words that introduce a SelfNamed slot's value.
func (s *Slot) SelfCues() []string {
	if !s.SelfNamed {
		return nil
	}
	return selfCues
}

// selfNamed reads the name after "I'm" for a slot that holds the user's
// own name, when the word reads as a name: written with a capital ("I'm
// Grace") or no English word ("im ada"). "I'm already signed in", "im
// locked out" name nobody.
func (x *extraction) selfNamed(s *Slot) (string, span, bool) {
	if !s.SelfNamed || s.Kind != KindText {
		return "", span{}, false
	}
	for _, cue := range selfCues {
		for from := 0; from < len(x.lower); {
			i := reading.PhraseIndex(x.lower[from:], cue)
			if i < 0 {
				break
			}
			i += from
			from = i + 1
			pos := i + len(cue)
			for pos < len(x.text) && x.text[pos] == ' ' {
				pos++
			}
			w := strings.TrimRight(tokenAt.FindString(x.text[pos:]), ".-")
			if w == "" || !x.free(i, pos+len(w)) || !readsAsName(w) && !x.plainSelfName(cue, i, pos, w) {
				continue
			}
			if s.Pattern != nil && !s.Pattern.MatchString(w) {
				continue
			}
			return w, span{i, pos + len(w)}, true
		}
	}
	return "", span{}, false
}

// readsAsName reports a word that can only be a name here: capitalised,
// or no English word, and no word of the lexicon (yes, no, help …).
func readsAsName(w string) bool {
	lower := strings.ToLower(w)
	if len(reading.Terms(lower)) == 0 || reading.InLexicon(lower) || isDigits(w) {
		return false
	}
	r := []rune(w)
	return unicode.IsUpper(r[0]) && !strings.EqualFold(w, "I") || !reading.EnglishWord(lower)
}

// nameLike reports an answer to "whose notes?" that can be a name: no
// word of no content ("list my notes"), and not only lower-case English
// words ("list em", "show all"); "ada", "Grace Hopper", "ada lovelace".
func nameLike(v string) bool {
	f := strings.Fields(v)
	english := 0
	for _, w := range f {
		lower := strings.ToLower(strings.Trim(w, ".,!"))
		if (len(reading.Terms(lower)) == 0 || slangPronoun[lower]) && !isDigits(lower) {
			return false
		}
		if reading.EnglishWord(lower) && w == lower {
			english++
		}
	}
	return len(f) < 2 || english < len(f)
}

// slangPronoun are pronouns typed short, no name: "list em".
var slangPronoun = map[string]bool{"em": true, "'em": true, "ya": true, "yall": true, "all": true, "everything": true}
