package concierge

// A value judged wrong, then the right one (the notes example scenario
// titles_named: "the title is wrong. Team showcase" titled the note
// "wrong. Team showcase"). "the title is wrong", "the name's incorrect",
// "title was off" say what is wrong, not what it is: the value is what
// follows, said as "the title is …".

import "github.com/concierge-dev/concierge/agents/reading"

// judgedThen is a field called wrong, then its new value after a stop.
var judgedThen = reading.Lazy(`(?i)\b(?:the\s+)?(title|name|heading|text|body)(?:\s+is|\s+was|'s|s)?\s+(?:wrong|incorrect|not right|off|bad|a typo|misspelt|misspelled|wrongly spelt|spelt wrong|spelled wrong)\s*[.,;:!—–-]+\s*(\S)`)

// judgedThenValue is text with a field judged wrong put as its new value.
func judgedThenValue(text string) string {
	m := judgedThen.FindStringSubmatchIndex(text)
	if m == nil {
		return text
	}
	return text[:m[0]] + "the " + text[m[2]:m[3]] + " is " + text[m[4]:]
}
