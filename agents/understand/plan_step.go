package understand

import (
	"strconv"
	"strings"
	"sync"
)

// The plan step a skip or an edit names (R50's skip_step(n), edit_step(n,
// text)): a number ("skip 2", "step #3"), a number with an ordinal's
// suffix ("the 2nd one"), an ordinal word ("skip the first bit", "drop
// the third part") or a number word after "step" or "number" ("remove step
// two"). Without it the commands said skip_step(0), and the step's number
// ("2nd") was reported as a word the reading did not use.

var stepOrdinals = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5,
	"sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "frist": 1, "secnd": 2, "thrid": 3}

var stepWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
	"seven": 7, "eight": 8, "nine": 9, "ten": 10}

// stepOf is the step the message names, from 1, and the token that names
// it; 0 and -1 when it names none (or names it by what it does: "skip the
// transfer").
func stepOf(msg *message) (n, at int) {
	for i, t := range msg.toks {
		w := t.norm
		if k, ok := stepOrdinals[w]; ok {
			return k, i
		}
		if t.number {
			digits := strings.TrimRight(w, "stndrh")
			if k, err := strconv.Atoi(digits); err == nil && k >= 1 && k <= 20 && (digits == w || ordinalSuffix(w[len(digits):])) {
				return k, i
			}
			continue
		}
		if k, ok := stepWords[w]; ok && i > 0 {
			switch msg.toks[i-1].norm {
			case "step", "number", "no", "item", "part":
				return k, i
			}
		}
	}
	return 0, -1
}

func ordinalSuffix(s string) bool { return s == "st" || s == "nd" || s == "rd" || s == "th" }

// editText is what an edit puts in the step's place: the words after the
// step's number and a "to" or ":" ("change step 2 to check savings" is
// "check savings"), else the whole message; nothing from a message never
// quoted back (whole is "" then).
func editText(msg *message, whole string) string {
	if whole == "" {
		return ""
	}
	_, at := stepOf(msg)
	if at < 0 || at+1 >= len(msg.toks) {
		return strings.TrimSpace(whole)
	}
	rest := strings.TrimLeft(msg.text[msg.toks[at].to:], " :-,")
	for cut := true; cut; {
		cut = false
		for _, lead := range []string{"one ", "step ", "bit ", "part ", "to ", "into ", "so it ", "with ", "and ", ": "} {
			if len(rest) > len(lead) && strings.EqualFold(rest[:len(lead)], lead) {
				rest, cut = strings.TrimLeft(rest[len(lead):], " :-,"), true
			}
		}
	}
	if rest = strings.TrimSpace(rest); rest == "" {
		return strings.TrimSpace(whole)
	}
	return rest
}

// A step can be named to run alone as well as to leave out (issue 24):
// "only the first bit pls", "just do step two", "the first one only,
// ignore the rest", "number 1 and nothing else". The act is skip_step
// for both (the corpus labels any pick of steps so); the command's Scope
// says "only" when the steps named are the ones kept, so that
// skip_step(1) never stands for "do only the first one".

var keepAloneWords = stepWordSet(`only just solely alone exclusively`)

// skipWords leave out what follows them.
var skipWords = stepWordSet(`skip drop remove scratch cut omit ditch lose exclude nix delete cancel forget ignore leave
	take cross bin without except but not dont don't no nvm minus besides`)

// restWords name the steps not named: "the rest", "the others", "everything else".
var restWords = stepWordSet(`rest others else remaining`)

// keepsOnly reports a message at a plan that names the steps to keep,
// the others left out: a "drop the rest" anywhere, else an "only" or
// "just" without a word that leaves the named step out ("just skip the
// second" skips it).
func keepsOnly(msg *message) bool {
	_, at := stepOf(msg)
	only, skipsNamed := false, false
	for i, t := range msg.toks {
		switch {
		case t.norm == "nothing" && i+1 < len(msg.toks) && msg.toks[i+1].norm == "else":
			return true // "step 2 and nothing else"
		case skipWords()[t.norm]:
			for j := i + 1; j < len(msg.toks) && j <= i+3; j++ {
				if restWords()[msg.toks[j].norm] {
					return true // "ignore the rest", "forget the others"
				}
				if j == at {
					skipsNamed = true
				}
			}
			if at < 0 {
				skipsNamed = true // "just skip the transfer": named by what it does
			}
		case keepAloneWords()[t.norm]:
			only = true
		}
	}
	return only && !skipsNamed
}

// stepWordSet is a set of words built on first use (package init stays
// cheap: TestInitAllocations).
func stepWordSet(list string) func() map[string]bool {
	return sync.OnceValue(func() map[string]bool {
		out := map[string]bool{}
		for _, w := range strings.Fields(list) {
			out[w] = true
		}
		return out
	})
}
