package concierge

// What the recipient of a document can do next, asked once it is written
// (round 33's ins30): "does the customer get to appeal?" after a decline
// letter got "I don't know that here: nothing I have says", though the
// letter itself tells them to reply within 30 days for a review. A
// question about the recipient's recourse (appeal, dispute, review, reply,
// what happens next for them, how long they have) is answered from the
// sentences of the last document that say it; when the document says
// nothing of it, the question is left to the other readings.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// askedRecourse asks what the recipient can do about the decision, or
// what happens to them next.
var askedRecourse = reading.Lazy(`(?i)\b(?:appeal(?:s|ed|ing)?|disput(?:e|es|ed|ing)|challeng(?:e|es|ed|ing)|contest(?:s|ed|ing)?|review(?:ed|s)?|reconsider(?:ed|ation)?|overturn(?:ed)?|object(?:ion)?|push\s+back|fight\s+(?:it|this|that|the\s+decision)|respond|reply|get\s+back\s+to\s+us|come\s+back|new\s+(?:info|information|evidence)|more\s+(?:info|information|evidence)|happens?\s+(?:next|now|after|then)|next\s+steps?|what\s+(?:can|could|should|do|does)\s+(?:they|he|she|the\s+\w+)\s+do|how\s+long\s+(?:do|does|have|has|will)|deadline|time\s+limit|what\s+now)\b`)

// recipientWords point at the person the document goes to (never at the
// app): "they", "the customer", "the policyholder".
var recipientWords = reading.Lazy(`(?i)\b(?:they|them|their|theyre|he|she|his|her|customer|customers|client|clients|policyholder|policy\s+holder|claimant|insured|member|owner|driver|recipient|person|appeals?\s+process|right\s+(?:of|to)\s+(?:appeal|review))\b|\bhappens?\s+(?:next|now|after)\b`)

// recourseSentence is a sentence of a document that tells its recipient
// how to have the decision looked at again; addressesReader marks one that
// tells them what to do ("if you …", "please …"), not one that says what
// was done ("after a careful review …").
var (
	recourseSentence = reading.Lazy(`(?i)\b(?:review|reconsider|appeal|dispute|reply|respond|contact\s+us|new\s+information|within\s+\d+\s+days)\b`)
	addressesReader  = reading.Lazy(`(?i)\b(?:if\s+you|please|you\s+(?:can|may|could|have\s+the\s+right))\b`)
)

// recourseAskedRead reads, with nothing in hand and a document written, a
// question about what its recipient can do next; ok is false for any
// other message, or when the document says nothing of it. It only reads.
func (e *Engine) recourseAskedRead(text string) (turnCmd, bool) {
	n := len(e.sess.Artifacts)
	if n == 0 || !e.nothingInHand() || e.sess.Plan != nil {
		return turnCmd{}, false
	}
	asked := isQuestion(text) || unmarkedQuestion(text) || strings.Contains(text, "?")
	if !asked || !askedRecourse.MatchString(text) || !recipientWords.MatchString(text) || workVerbs.MatchString(text) || e.holdsValues(text) {
		return turnCmd{}, false
	}
	art := e.sess.Artifacts[n-1]
	var says []string
	for _, s := range documentSentences(art.Body) {
		if recourseSentence.MatchString(s) && addressesReader.MatchString(s) {
			says = append(says, s)
		}
	}
	if len(says) == 0 {
		return turnCmd{}, false
	}
	reply := "The " + documentName(art.Kind) + " (\"" + art.Title + "\") tells them: \"" + strings.Join(says, " ") + "\" That is the way to have the decision looked at again."
	return answerCmd(agents.CmdAsk, "document", text, "what the recipient can do next, from the "+documentName(art.Kind)+" just written", reply), true
}

// documentName is what a document of kind is called, "document" when the
// kind is unset.
func documentName(kind string) string {
	if kind == "" {
		return "document"
	}
	return kind
}

// documentSentences are the sentences of a document's body.
func documentSentences(body string) []string {
	var out []string
	for _, line := range strings.Split(body, "\n") {
		line = strings.TrimSpace(line)
		for line != "" {
			i := strings.Index(line, ". ")
			if i < 0 {
				out = append(out, line)
				break
			}
			out = append(out, line[:i+1])
			line = strings.TrimSpace(line[i+2:])
		}
	}
	return out
}
