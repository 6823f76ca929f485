package agents

// A choice told of in a finding is no choice said (issue 24, ins31):
// writing a Home decline letter, "the claimant's van was parked inside
// the garage that burnt" or "the damage came from a vehicle reversing into
// the wall" switched the letter to Motor (or wrote a Motor letter beside
// the Home one), since "van" and "vehicle" are words for Motor. A choice
// mentioned only inside a statement of what happened — a clause with
// words of its own — tells of a thing in the story, not the value asked:
// where the value is already given (earlier, or stated in the same
// message), it stays. Only a value stated as one changes it: "actually
// it's a motor claim", "sorry, the car policy", "no, motor", "make it the
// van one".

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// toldTypeNouns after a choice's word make it the choice said: "a motor
// claim", "the car policy", "the van one".
var toldTypeNouns = sync.OnceValue(func() map[string]bool {
	return wordSet(`claim claims policy policies insurance cover coverage one letter type side topology ins account acct`)
})

// statedWords are the words a choice is said with, and those of a request
// for the task: a clause of these and the choice states it ("no wait, it
// was the van", "decline claim 77CD88 home").
var statedWords = sync.OnceValue(func() map[string]bool {
	return wordSet(`it's its it is was a an the actually no not nope sorry oops my bad wait oh um uh so ok okay ` +
		`then instead rather i i'm im mean meant should be been make change changed switch switched to type of claim claims ` +
		`policy insurance cover one letter this that for decline declined declining deny denied reject write draft redo ` +
		`do can could you u please pls plz need want wanna me with on under about re yeah yes well just also hmm ` +
		`lol haha whoops correction typo wrong right sure hey hi alright go going use using take pick choose chose set put ` +
		`mark select let's lets fine cool good great thanks ta cheers mate`)
})

// clauseBreaks end a clause of a message: the story after "because" is
// no longer the request's clause.
var clauseBreaks = sync.OnceValue(func() map[string]bool {
	return wordSet(`because cause coz cos since as but and so when where after while who which whose for due`)
})

// ChoiceToldOnly reports that every mention of value (a choice of enum
// slot s) in text stands in a clause that tells of something else ("the
// claimant's van was parked inside the garage"). false when the choice is
// not mentioned, or mentioned once as the value said.
func ChoiceToldOnly(s *Slot, value, text string) bool {
	if s == nil || s.Kind != KindEnum || !toldOf(s) {
		return false
	}
	lower := strings.ToLower(text)
	seen := false
	for _, c := range s.Choices {
		if c.Value != value {
			continue
		}
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			w = strings.ToLower(w)
			for from := 0; from < len(lower); {
				i := reading.PhraseIndex(lower[from:], w)
				if i < 0 {
					break
				}
				i += from
				seen = true
				if !toldInClause(lower, i, i+len(w)) {
					return false
				}
				from = i + 1
			}
		}
	}
	return seen
}

// toldInClause reports the mention at lower[from:to] as part of a clause
// with two or more words of its own, not followed by a type's noun.
func toldInClause(lower string, from, to int) bool {
	before := clauseWords(lower[:from], true)
	after := clauseWords(lower[to:], false)
	if len(after) > 0 && toldTypeNouns()[after[0]] {
		return false // "a motor claim", "the car policy"
	}
	if changeLed(before) {
		return false // "change it to home the car was inside the house": the value, then the story
	}
	own, all := 0, append(before, after...)
	for _, w := range all {
		if !statedWords()[w] && !strings.ContainsAny(w, "0123456789") {
			own++
		}
	}
	return own >= 2 && len(all) >= 3
}

// changeLeads say the word after them is the value meant: "change it
// to", "make it", "actually", "i meant".
var changeLeads = sync.OnceValue(func() map[string]bool {
	return wordSet(`to change changed switch switched make meant mean should instead actually correction typo oops sorry`)
})

// changeLed reports words before a mention that only lead to it and
// say it is the value meant ("change it to", "sorry, actually").
func changeLed(before []string) bool {
	led := false
	for _, w := range before {
		if !statedWords()[w] {
			return false
		}
		led = led || changeLeads()[w]
	}
	return led
}

// toldOf reports a slot whose choices a story can tell of (a claim's
// type: rooms and crashes, agents.SceneChoice): only there is a choice's
// word in a finding a thing of the story. A list of companies ("pull up
// nvidia and netflix") names each as chosen, and a fact remembered of the
// user is no story's.
func toldOf(s *Slot) bool {
	if s.Remember {
		return false // who the user is ("where would an employee find it") is said of them, not of a story
	}
	for _, c := range s.Choices {
		if len(c.Scene) > 0 {
			return true
		}
	}
	return false
}

// clauseWords are the words of the clause on one side of a mention: back
// to the clause's start (before) or on to its end.
func clauseWords(side string, before bool) []string {
	side = strings.NewReplacer(" - ", ", ", "’", "'").Replace(side)
	cut := func(r rune) bool { return strings.ContainsRune(",.;:!?()[]—–|/\n", r) }
	if before {
		if i := strings.LastIndexFunc(side, cut); i >= 0 {
			side = side[i+1:]
		}
	} else if i := strings.IndexFunc(side, cut); i >= 0 {
		side = side[:i]
	}
	words := strings.Fields(side)
	if before {
		for i := len(words) - 1; i >= 0; i-- {
			if clauseBreaks()[words[i]] {
				words = words[i+1:]
				break
			}
		}
	} else {
		for i, w := range words {
			if clauseBreaks()[w] {
				words = words[:i]
				break
			}
		}
	}
	var out []string
	for _, w := range words {
		if w = strings.Trim(w, `"'`); w != "" && w != "-" {
			out = append(out, reading.ASCIILower(w))
		}
	}
	return out
}

// StatedChoice is the one choice of enum slot s that text states while
// every other choice it names is only told of in a finding ("home, the
// damage came from a vehicle reversing into the wall": Home); "" when it
// states none or more than one, or tells of none.
func StatedChoice(s *Slot, text string) string {
	if s == nil || s.Kind != KindEnum || len(s.Choices) < 2 {
		return ""
	}
	lower := strings.ToLower(text)
	stated, told := "", false
	for _, c := range s.Choices {
		said := false
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			if reading.PhraseIndex(lower, strings.ToLower(w)) >= 0 {
				said = true
				break
			}
		}
		if !said {
			continue
		}
		if ChoiceToldOnly(s, c.Value, text) {
			told = true
			continue
		}
		if stated != "" {
			return ""
		}
		stated = c.Value
	}
	if !told {
		return ""
	}
	return stated
}

// ToldOverGiven reports a value for enum slot s, other than the one the
// task already holds (given), that text only tells of in a finding: the
// value given stays.
func ToldOverGiven(s *Slot, given, v, text string) bool {
	return s != nil && s.Kind == KindEnum && given != "" && v != given && ChoiceToldOnly(s, v, text)
}
