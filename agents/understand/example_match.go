package understand

// The act head learned its requests from the bank and insurance corpus; a
// domain file's requests ("refill my prescription") may look to it like
// something it cannot handle. A domain file's agents bring their own
// examples: a fresh message that holds most of the content words of one
// of them is a request to start a task, whatever the act head says.

// exampleWords are each agent's examples as sets of content words, for a
// domain the model was not trained on (nil otherwise).
func exampleWords(di *domainInfo) [][]string {
	var out [][]string
	var ts []tok
	for _, a := range di.d.Agents {
		for _, e := range a.Examples {
			ts = tokenize(e, ts)
			var ws []string
			for _, t := range ts {
				if !stopwords[t.norm] {
					ws = append(ws, t.norm)
				}
			}
			if len(ws) > 0 {
				out = append(out, ws)
			}
		}
	}
	return out
}

// holdsExample reports a message whose words hold at least half the
// content words of an example, and at least one.
func (r *Reader) holdsExample(msg *message) bool {
	for _, ws := range r.examples {
		n := 0
		for _, w := range ws {
			for _, t := range msg.toks {
				if t.norm == w {
					n++
					break
				}
			}
		}
		if n > 0 && 2*n >= len(ws) {
			return true
		}
	}
	return false
}

// stopwords carry no task: "I need more of my medicine" is "need",
// "more", "medicine".
var stopwords = map[string]bool{"a": true, "an": true, "the": true, "my": true, "me": true, "i": true, "im": true,
	"to": true, "of": true, "for": true, "in": true, "on": true, "is": true, "do": true, "have": true, "what": true,
	"please": true, "want": true, "would": true, "like": true, "can": true, "you": true, "it": true, "and": true,
	"some": true, "id": true}

// overridable are the acts a domain file's example outweighs at no
// moment: the act head's guesses for a request it never saw. A correction
// is one too: at no moment nothing waits to be corrected, and a request
// with an id in the domain's own form ("please refill RX100") looked to
// the act head like the insurance corpus's "claim 45AB12, not the other".
var overridable = map[string]bool{"cannot_handle": true, "ask": true, "set_value": true, "correct_value": true, "capabilities": true, "help": true, "small_talk(ack)": true}
