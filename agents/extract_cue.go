package agents

// Values found by their cues: right after one ("to account 1234324"),
// after a misspelt one ("tranfer 200") or before one ("seldo is my
// username").

import (
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// cued finds the slot's value right after one of its cues.
func (x *extraction) cued(s *Slot) (string, span, bool) {
	cues := append([]string(nil), s.Cues...)
	sort.Slice(cues, func(i, j int) bool { return len(cues[i]) > len(cues[j]) })
	for _, cue := range cues {
		from := 0
		for from < len(x.lower) {
			i := reading.PhraseIndex(x.lower[from:], reading.ASCIILower(cue))
			if i < 0 {
				break
			}
			i += from
			from = i + 1
			if longerCueAt(x.lower[i:], cue, cues) {
				continue // "user" inside "user name": the longer cue reads it
			}
			if otherKindCue(x.lower, i, cue) {
				continue // "customer id CR4410": another kind's id (extract_id_other_label.go)
			}
			pos := i + len(cue)
			pos += len(connectorAt.FindString(x.text[pos:]))
			v, n := valueAt(s, x.text[pos:])
			if n == 0 || !x.free(pos, pos+n) || x.negated(i) || x.idNotAmount(s, v, span{pos, pos + n}) {
				continue // "don't send 500": a value said not to use
			}
			if s.Kind == KindText && (len(reading.Terms(v)) == 0 || whenNotWho[strings.ToLower(v)] || reading.FriendlyWord(strings.ToLower(v)) || x.taskWordAsUser(s, v)) && !isDigits(v) {
				continue // "log in please", "log in to my account", "log in now", "log in thx", "user transfer 50": no name
			}
			return v, span{i, pos + n}, true
		}
	}
	if v, sp, ok := x.cuedBefore(s, cues); ok {
		return v, sp, true
	}
	return x.cuedTypo(s, cues)
}

// cuedTypo finds a value after a misspelt one-word cue ("tranfer 200",
// "snd 20"): a word that is no English word and within typoLimit of a cue
// of four letters or more, or its skeleton (reading.Shorthand), as the
// router forgives the same typo when it routes.
func (x *extraction) cuedTypo(s *Slot, cues []string) (string, span, bool) {
	for _, loc := range letterRuns(x.lower) {
		w := x.lower[loc[0]:loc[1]]
		if len(w) < 3 || reading.EnglishWord(w) || !reading.WordBoundary(x.lower, loc[0]-1) || !reading.WordBoundary(x.lower, loc[1]) {
			continue
		}
		for _, cue := range cues {
			c := reading.ASCIILower(cue)
			if len(c) < 4 || strings.Contains(c, " ") || !typoOf(w, c) {
				continue
			}
			pos := loc[1] + len(connectorAt.FindString(x.text[loc[1]:]))
			v, n := valueAt(s, x.text[pos:])
			if n == 0 || !x.free(pos, pos+n) || x.taskWordAsUser(s, v) {
				continue // "usrname transfer": a task word, no name
			}
			return v, span{loc[0], pos + n}, true
		}
	}
	return "", span{}, false
}

// longerCueAt reports whether a longer cue than cue starts text.
func longerCueAt(text, cue string, cues []string) bool {
	for _, c := range cues {
		if len(c) > len(cue) && strings.HasPrefix(text, reading.ASCIILower(c)) {
			return true
		}
	}
	return false
}

// cuedBefore finds a value said before its cue: "seldo is my username",
// "1234324 is the account id".
func (x *extraction) cuedBefore(s *Slot, cues []string) (string, span, bool) {
	for _, cue := range cues {
		for _, lead := range []string{" is my ", " is the ", " = my "} {
			phrase := lead + reading.ASCIILower(cue)
			from := 0
			for from < len(x.lower) {
				i := reading.PhraseIndex(x.lower[from:], strings.TrimLeft(phrase, " "))
				if i < 0 {
					break
				}
				i += from
				from = i + 1
				end := i + len(strings.TrimLeft(phrase, " "))
				if i == 0 || x.text[i-1] != ' ' || !reading.WordBoundary(x.text, end) {
					continue
				}
				// the word before " is my …"
				start := strings.LastIndexAny(x.text[:i-1], " \t,;:") + 1
				v, n := valueAt(s, x.text[start:i-1])
				if n == 0 || start+n != i-1 || !x.free(start, end) {
					continue
				}
				return v, span{start, end}, true
			}
		}
	}
	return "", span{}, false
}
