package concierge

// A request beside a sign-in that only the reader places (round 33,
// notes 05): "ada 1815 whats on my list", "ada pin 1815 what's left to
// do". The routing's words find no agent in it and it is no sure
// reading, so the sign-in ran and the request was dropped. When the
// reader's first reading is another agent's task and the words are ones
// the app knows (English or the lexicon's), the request is queued for
// after the sign-in; a line in another language ("hola quiero abrir mis
// notas") still signs in alone, as the reader's guess at unknown words is
// no request.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// readsAsOtherTask reports a reading whose first command starts a task of
// an agent other than signIn, and whose best guess is that task.
func readsAsOtherTask(rd understand.Reading, signIn string) bool {
	if len(rd.Commands) == 0 || rd.Commands[0].Kind != agents.CmdStartTask || rd.Commands[0].Agent == "" || rd.Commands[0].Agent == signIn {
		return false
	}
	return len(rd.Top) > 0 && rd.Top[0].Agent == rd.Commands[0].Agent && rd.Top[0].Confidence >= 0.9
}

// wordsKnown reports text of two words or more, nearly all of them
// English or the lexicon's.
func wordsKnown(text string) bool {
	words := reading.Words(text)
	known := 0
	for _, w := range words {
		if reading.EnglishWord(w) || reading.InLexicon(w) {
			known++
		}
	}
	return len(words) >= 2 && known*4 >= len(words)*3
}
