package agents

import "strings"

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
	t = strings.TrimSpace(t[len(answerFiller.FindString(t)):])
	t = strings.Trim(t, ` "'.,!?;:`)
	if t == "" || len(strings.Fields(t)) > shortAnswerWords || notAName[strings.ToLower(t)] {
		return "", false
	}
	return t, true
}

// longAnswer is the whole message as a long text's value: anything but a
// question (it ends with "?") or a bare yes or no.
func longAnswer(text string) (string, bool) {
	t := strings.Trim(strings.TrimSpace(text), ` "'`)
	if t == "" || strings.HasSuffix(t, "?") || notAName[strings.ToLower(strings.Trim(t, ".,!;:"))] {
		return "", false
	}
	return t, true
}

// notAName are answers that are never a free-text value: "yes" at the
// username question answers something else.
var notAName = map[string]bool{"yes": true, "no": true, "ok": true, "okay": true, "sure": true, "yep": true,
	"nope": true, "yeah": true, "nah": true, "thanks": true, "thank you": true, "y": true, "n": true}
