package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Free-text answers to a question: a short one (a username) and a long one
// (a note's text). Both refuse what is no answer at all: a question, a
// bare yes or no.

// shortAnswer takes a free-text answer to a question: "seldo", "it's seldo",
// "my username is seldo". Sentences are not answers.
func shortAnswer(text string) (string, bool) {
	if strings.Contains(text, "?") {
		return "", false // a question is never an answer
	}
	t := strings.TrimSpace(text)
	if bareYes(strings.Trim(t, ` "'.,!;:`)) {
		return "", false // "yes please", "yup": no value, whatever the filler leaves
	}
	t = strings.TrimSpace(t[len(answerFiller.FindString(t)):])
	t = strings.Trim(t, ` "'.,!?;:`)
	if t == "" || len(strings.Fields(t)) > shortAnswerWords || bareYes(t) || smallTalk(t) {
		return "", false
	}
	return t, true
}

// longAnswer is the whole message as a long text's value: anything but a
// question (it ends with "?") or a bare yes or no.
func longAnswer(text string) (string, bool) {
	t := strings.Trim(strings.TrimSpace(text), ` "'`)
	if t == "" || strings.HasSuffix(t, "?") || bareYes(strings.Trim(t, ".,!;:")) || smallTalk(t) {
		return "", false
	}
	return t, true
}

// notAName are answers that are never a free-text value: "yes" at the
// username question answers something else.
var notAName = map[string]bool{"yes": true, "no": true, "ok": true, "okay": true, "sure": true, "yep": true,
	"nope": true, "yeah": true, "nah": true, "thanks": true, "thank you": true, "y": true, "n": true}

// smallTalk reports a line made only of courtesy: thanks, a goodbye, a
// greeting, a word of praise ("Lovely, thank you. Goodbye.", "ok great
// thanks", "cheers, bye"). It answers no question: "Thank you cards" has
// a word of its own and may be a title.
func smallTalk(text string) bool {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '\'' || r == '’')
	})
	courtesy := false
	for i := 0; i+1 < len(words); i++ {
		courtesy = courtesy || words[i] == "good" && greetingTimes[words[i+1]] // "good morning"
	}
	for _, w := range words {
		switch {
		case courtesyWords[w]:
			courtesy = true
		case courtesyFiller[w]:
		default:
			return false
		}
	}
	return courtesy
}

// courtesyWords thank, greet or take leave; courtesyFiller stand beside
// them ("that's all for now, thanks").
var (
	courtesyWords = wordSet(`thanks thank thx ty cheers bye goodbye byebye cya ciao farewell hi hello hey hiya
		lovely great perfect wonderful brilliant awesome cool nice appreciated appreciate grateful`)
	courtesyFiller = wordSet(`you so much very a lot ok okay good see ya later that's thats that is all it for now
		today then well many again and oh ah right sure yes yeah yep fine done i'm im am i we're much mate
		everyone folks there really just morning afternoon evening night day too to same`)
)

// greetingTimes follow "good" in a greeting: "good morning", "good night".
var greetingTimes = wordSet(`morning afternoon evening night day`)

func wordSet(words string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(words) {
		out[w] = true
	}
	return out
}

// NoValue reports a line that gives no value at all — "ok", "yes",
// "thanks, bye" — to say nothing back about: the question is simply
// asked again, without "I couldn't take "ok"".
func NoValue(text string) bool {
	t := strings.ToLower(strings.Trim(strings.TrimSpace(text), ` "'.,!;:`))
	return t == "" || bareYes(t) || smallTalk(t)
}

// bareYes reports a line that is only a yes or a no: a word of notAName
// or any yes-word or yes-phrase of the lexicon ("yup", "k", "yes
// please", "sure thing"), or a no ("nah", "not now"). It answers a
// question the loop did not ask, never a free-text one: "yup" at "What is
// the note's title?" is no title (issue 24), the question is asked again.
func bareYes(t string) bool {
	if notAName[strings.ToLower(t)] {
		return true
	}
	r := reading.Read(t)
	return r.Is(reading.Yes) || r.Is(reading.No)
}
