package concierge

// A goodbye at a secret prompt (R56, R53; issue 24): "thx bye", "ok bye",
// "gotta go, cya" at "Please give the owner's PIN." was answered "I didn't
// take that as your PIN: type your PIN, or say never mind to stop." The
// user is leaving: the sign-in stops politely, with no try spent and the
// words kept as nothing but a message. The app itself stays open — at a
// secret prompt only /quit and /exit leave it (R56), and this is the task
// stopping, not the app quitting.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// leavingWords say goodbye the way people type it alone or with thanks.
var leavingWords = lazyWordSet(`bye byebye bye-bye goodbye cya cu ciao later laters ttyl gtg g2g goodnight night nite adios farewell cheerio`)

// loneBye are the goodbyes no one picks as a password: only these leave
// when typed alone.
var loneBye = lazyWordSet(`bye goodbye byebye bye-bye cya ttyl gtg g2g`)

// leavingFiller may stand around a goodbye: "ok thx bye", "gotta go, cya".
var leavingFiller = lazyWordSet(`ok okay k kk thx thanks thank you ty cheers gotta go got to have i im i'm need must for now then
	see ya you u soon good night all anyway alright well so and bye`)

// leavingWishes are said with a goodbye: "have a lovely day", "take
// care", "bye now".
var leavingWishes = lazyWordSet(`have a nice lovely great good wonderful day evening weekend morning afternoon take care now
	talk speak with to again next time soon bless god`)

// leavingLine reports a line that only says goodbye, maybe with thanks:
// "thx bye", "ok bye then", "gotta go, see you".
func leavingLine(text string) bool {
	words := strings.Fields(normalise(text))
	if len(words) == 0 || len(words) > 12 {
		return false
	}
	if len(words) == 1 && !loneBye()[words[0]] {
		return false // "ciao", "night" alone may be a password
	}
	bye := isBye(text)
	for i, w := range words {
		switch {
		case leavingWords()[w]:
			bye = true
		case w == "see" && i+1 < len(words) && (words[i+1] == "ya" || words[i+1] == "you" || words[i+1] == "u"):
			bye = true
		case leavingFiller()[w] || courtesyWords()[w] || warmWords()[w] || leavingWishes()[w]:
			// "Thank you dear. Goodbye.", "bye now, have a lovely day"
		default:
			return false
		}
	}
	return bye || read(text).Mentions(reading.Bye)
}

// leavingAtSecret is the step of a goodbye typed at a secret prompt: the
// task that asked and every task under it end, and the reply says so.
func (e *Engine) leavingAtSecret(secret *state.Secret, text string) func(t *turn) step {
	if !leavingLine(text) {
		return nil
	}
	return func(t *turn) step {
		names := []string{secret.Agent}
		for _, task := range e.sess.Agenda {
			if task.IsTask() && task.Agent != secret.Agent {
				names = append(names, task.Agent)
			}
		}
		if a, _ := e.signInAgent(); a != nil && a.Name == secret.Agent {
			e.signInDroppedAt = len(e.sess.Messages)
		}
		e.failPlan(true)
		e.clearTasks()
		e.note(state.NoteContinuation, "Stopped at the "+secret.Label+" prompt: the user said goodbye; no try was spent; abandoned: "+strings.Join(names, ", "))
		e.status()
		e.speak(t, agents.ConciergeName, prompts.SecretLeaving())
		return stop
	}
}
