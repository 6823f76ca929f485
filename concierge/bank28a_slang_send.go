package concierge

// Slang for sending money (R50, R51, R55; issue 24 round 26). "shoot 15
// to 1234324" as a first message was taken as a username and a password
// typed together ("shoot" and "15"), a login try spent on them; "bung 40"
// at the username question the same; "zap 20 to 7654321" there was "not
// a valid username"; "can you shoot $15 over to 1234324 real quick" was a
// question about who is behind the account. The reader reads each as a
// transfer (its corpus holds the informal verbs); the loop now asks it
// before it takes a word and a figure for a sign-in, and at the username
// question, instead of keeping a verb list of its own.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// figureWord is a word that is only a figure: "15", "$40", "20.50".
var figureWord = reading.Lazy(`^[$€£]?\d+(?:[.,]\d{1,2})?[$€£]?$`)

// taskValueRead is the reader's reading of text said where nothing is
// asked, when it is a task that takes values: the start_task; ok false
// for any other reading, or one the reader is less than fairly sure of.
func (e *Engine) taskValueRead(text string) (agents.Command, bool) {
	if e.reader == nil {
		return agents.Command{}, false
	}
	rd := e.reader.Read(text, understand.Moment{Facts: agents.Facts(e.sess.Facts)})
	if len(rd.Commands) == 0 || len(rd.Top) == 0 || rd.Top[0].Confidence < 0.5 {
		return agents.Command{}, false
	}
	c := rd.Commands[0]
	if c.Kind != agents.CmdStartTask || c.Agent == "" || len(c.Values) == 0 {
		return agents.Command{}, false
	}
	return c, true
}

// amountWithWord reports a pair that is an everyday word and a figure
// ("shoot 15", "bung 40", "15 zap") in a line the reader reads as a task
// that takes the figure as one of its values: an amount said with a verb,
// never a username and a password. A username the domain names ("seldo
// 1234") or a word that is no everyday English is still half of a pair.
//
// With then, the words typed after the pair ("to 7654321"), the word need
// not be English ("zap 20 to 7654321"): the reader's task must take the
// figure and a value said in then, one request, never a pair and another.
func (e *Engine) amountWithWord(text string, pair []string, then string) bool {
	if len(pair) != 2 {
		return false
	}
	figure, word := "", ""
	for i, w := range pair {
		if figureWord.MatchString(w) {
			figure, word = w, pair[1-i]
		}
	}
	lw := reading.ASCIILower(word)
	if figure == "" || word == "" || figureWord.MatchString(word) || then == "" && !englishOrContraction(lw) || e.knownUser(word) {
		return false
	}
	c, ok := e.taskValueRead(text)
	if !ok {
		return false
	}
	digits := strings.Trim(figure, "$€£")
	took, inThen := false, then == ""
	for _, v := range c.Values {
		took = took || strings.Contains(v, digits)
		inThen = inThen || v != "" && strings.Contains(strings.ToLower(then), strings.ToLower(v))
	}
	return took && inThen
}

// requestAtUsername reports a message at the username question of a
// sign-in that the reader reads as another agent's task with its values
// ("zap 20 to 7654321", "can u put 40 in 7654321"): passed on like any
// request, never refused as a username. One word, or a line naming a
// username the domain knows, is the answer.
func (e *Engine) requestAtUsername(a *agents.Agent, text string) (*agents.Agent, bool) {
	words := strings.Fields(text)
	if len(words) < 2 || !hasSecretSlot(a) {
		return nil, false
	}
	for _, w := range words {
		if e.knownUser(strings.Trim(w, `,.;:!?"'()`)) {
			return nil, false
		}
	}
	figure := false
	for _, w := range words {
		figure = figure || figureWord.MatchString(strings.Trim(w, `,.;:!?"'()`))
	}
	if !figure {
		return nil, false // "seldo here": a name said with words, read as before
	}
	c, ok := e.taskValueRead(text)
	if !ok || c.Agent == a.Name {
		return nil, false
	}
	other := e.domain.Agent(c.Agent)
	return other, other != nil
}

// intensifiedReal reports "real" said for "very" before how soon or how
// easy ("real quick", "real fast"): no doubt about an account.
func intensifiedReal(w, next string) bool {
	return w == "real" && realIntensified()[strings.Trim(next, ",.;:!?'\"()")]
}

var realIntensified = lazyWordSet(`quick quickly quik fast soon easy simple smooth nice now`)

// readsAsPayment reports a message the reader reads as a task that takes an
// amount, with the amount said: "shoot $15 over to 1234324".
func (e *Engine) readsAsPayment(text string) bool {
	c, ok := e.taskValueRead(text)
	if !ok {
		return false
	}
	a := e.domain.Agent(c.Agent)
	if a == nil {
		return false
	}
	for _, s := range a.Slots {
		if s.Kind == agents.KindMoney && c.Values[s.Name] != "" {
			return true
		}
	}
	return false
}

// amountPair reports a line of two words that says an amount, with its
// currency ("fifty bucks", "20 dollar") or with a verb the reader reads as
// a transfer ("bung 40"): never a username and a password.
func (e *Engine) amountPair(text string) bool {
	words := strings.Fields(text)
	if len(words) != 2 {
		return false
	}
	return moneySaid.MatchString(text) || e.amountWithWord(text, words, "")
}
