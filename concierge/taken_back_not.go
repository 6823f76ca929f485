package concierge

// A "don't" that takes nothing back (R28): what someone else said,
// reported ("he said dont tell anyone", "she told me not to call the
// bank"), or a "don't" about something other than the request ("don't
// tell my wife", "dont forget the receipt"). The request before it
// stands; a scam caution said with it leaves the choice to the user.

import (
	"github.com/concierge-dev/concierge/agents/reading"
	"strings"
)

// reportedSpeech is a clause that says what someone else said or asked:
// a third person, a verb of saying, then the words.
var reportedSpeech = reading.Lazy(`^(?:and |but |also |plus |so )?(?:he|she|they|him|her|them|my [a-z]+(?: [a-z]+)?|the [a-z]+|his [a-z]+|her [a-z]+|their [a-z]+|someone|somebody|a guy|a man|a woman|the guy|the caller|[a-z]+) (?:also |even |then |just |literally |specifically )?(?:said|says|say|told (?:me|us)|tells (?:me|us)|asked (?:me|us)|asks (?:me|us)|warned (?:me|us)|insisted|made me promise|wants me|wanted me|texted|messaged|wrote)\b`)

// asideDont is a "don't" about something other than the request: keeping
// it quiet, a reminder, a reassurance.
var asideDont = reading.Lazy(`\b(?:dont|don't|do not|not to|never) (?:tell|say|mention|let (?:anyone|anybody|them|him|her|my [a-z]+) know|inform|call|ring|text|email|contact|speak to|talk to|forget|worry|panic|stress|bother (?:asking|checking)|ask)\b`)

// dontAside reports a last clause whose "don't" takes nothing back.
func dontAside(clause string) bool {
	n := strings.TrimSpace(normalise(clause))
	return reportedSpeech.MatchString(n) || asideDont.MatchString(n)
}
