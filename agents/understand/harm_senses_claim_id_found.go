package understand

import (
	"strings"
	"sync"
)

// A staff member asking how to find a claim id (ins46, tryout 38 05): "how
// do i look up a claim id, i'm staff" and "i work in claims, how do i look
// up an id" were refused as insider misuse, since a role said with "look
// up" or "access" is how misuse of access is asked for ("i'm staff, look
// up my neighbour's claim"). Finding where claim ids are kept is the
// normal task (SmartStrategy), and staff are who ask it: the verb said of
// a claim id in general — "a claim id", "an id", "our claim numbers", "the
// claim ref", with no one's claim after it — is read as "find" before the
// harm check. A claim id of someone ("the claim id for mrs patel", "her
// claim number", "my neighbour's claim") keeps the verb and is judged as
// before.

// lookUpVerbs are the two-word verbs of looking up: the first word, then
// "up"; lookUpOne are the one-word ones.
var (
	lookUpVerbs = sync.OnceValue(func() map[string]bool {
		return wordSet("look", "looking", "looked", "looks", "pull", "pulling", "bring", "call")
	})
	lookUpOne = sync.OnceValue(func() map[string]bool { return wordSet("lookup", "look-up", "access", "accessing", "search", "check") })
	// claimIDDet are the words before a claim id in general
	claimIDDet = sync.OnceValue(func() map[string]bool {
		return wordSet("a", "an", "the", "my", "our", "any", "some", "your", "ur", "new", "customer", "customers", "claims")
	})
	// claimIDNoun are the words of an id; idOnly need no "claim" before
	claimIDNoun = sync.OnceValue(func() map[string]bool {
		return wordSet("id", "ids", "number", "numbers", "no", "ref", "refs", "reference", "references", "#")
	})
	idOnly = sync.OnceValue(func() map[string]bool { return wordSet("id", "ids") })
	// someonesAfter are the words after an id that tie it to someone
	someonesAfter = sync.OnceValue(func() map[string]bool {
		return wordSet("for", "of", "belonging", "from", "on", "by", "under", "linked", "that", "which", "who", "whose", "owned")
	})
)

// claimIDFoundSaid returns text with a verb of looking up said of a claim
// id in general read as "find".
func claimIDFoundSaid(text string) string {
	low := strings.ToLower(text)
	if !strings.Contains(low, " id") && !strings.Contains(low, "number") && !strings.Contains(low, "ref") && !strings.Contains(low, " no") {
		return text
	}
	ws := strings.Fields(text)
	changed := false
	for i := 0; i < len(ws); i++ {
		w := bareWord(ws[i])
		next := -1
		switch {
		case lookUpVerbs()[w] && bareWord(at(ws, i+1)) == "up" && !strings.ContainsAny(ws[i], ",.;!?"):
			next = i + 2
		case lookUpOne()[w]:
			next = i + 1
		}
		if next < 0 || !generalClaimID(ws, next) {
			continue
		}
		ws[i] = "find"
		if next == i+2 {
			ws[i+1] = ""
		}
		changed = true
	}
	if !changed {
		return text
	}
	return strings.Join(strings.Fields(strings.Join(ws, " ")), " ")
}

// generalClaimID reports a claim id in general at ws[from]: a determiner
// or two, "claim" for any but "id", the id, and nothing after that ties
// it to someone.
func generalClaimID(ws []string, from int) bool {
	j := from
	for j < len(ws) && j < from+2 && claimIDDet()[bareWord(ws[j])] && !strings.ContainsAny(ws[j], ",.;!?") {
		j++
	}
	claim := false
	if w := bareWord(at(ws, j)); (w == "claim" || w == "claims") && !strings.ContainsAny(ws[j], ",.;!?") {
		claim = true
		j++
	}
	noun := bareWord(at(ws, j))
	if !claimIDNoun()[noun] || !claim && !idOnly()[noun] {
		return false
	}
	if strings.ContainsAny(ws[j], ",.;!?") {
		return true // the id ends the clause
	}
	return !someonesAfter()[bareWord(at(ws, j+1))]
}
