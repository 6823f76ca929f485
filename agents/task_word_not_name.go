package agents

// A task word right after a login cue is never a username (rounds 33–34):
// "user transfer 50 to savings", "username transfer", "login deposit" took
// the verb for the username, every password then went to user "transfer"
// and the login locked. The cue-based search (extract_cue.go) skips such
// a word, so the sign-in asks for the username and the task still runs.

import (
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// taskNameWords are the verbs and nouns a task is asked with; none is
// anyone's username. Built at first use (TestInitAllocations).
var taskNameWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range reading.Words(`transfer transfers transfering transferring tranfer trasnfer transfr send sending sent move moving pay paying payment wire deposit deposits depositing withdraw withdrawal withdrawing check checking savings balance balances money cash stock stocks quote price buy sell open read write add delete remove make show tell give get look see view logout`) {
		m[w] = true
	}
	return m
})

// TaskWordNotName reports w as a word a task is asked with, or a typo of
// one of its longer verbs ("trnasfer", "depost"): never a name.
func TaskWordNotName(w string) bool {
	lw := reading.ASCIILower(w)
	if taskNameWords()[lw] {
		return true
	}
	if len(lw) < 5 || reading.EnglishWord(lw) {
		return false
	}
	for _, v := range [...]string{"transfer", "deposit", "withdraw", "balance", "checking", "savings"} {
		if typoOf(lw, v) {
			return true
		}
	}
	return false
}

// taskWordAsUser reports v, found after a cue of s, as a task word where
// s is the agent's username (the text slot before its secret): only
// there, so a note titled "Send" keeps its title.
func (x *extraction) taskWordAsUser(s *Slot, v string) bool {
	return s.Kind == KindText && SecretHintsFor(x.agent, "").User == s && TaskWordNotName(v)
}
