package understand

import "strings"

// R53 (round 34's bank 40): "i dont know his account number, its bob
// smith" was refused as targeting someone's account: "don't know" is one
// of the purposes that make a look-up of another person's account a harm
// ("so he doesn't know", "she won't find out"). Said of the user ("i
// don't know", "we really don't know", "idk") it is the user's own
// ignorance — the answer to "which account should I send it to?" — and no
// purpose at all. The kind keeps every other purpose, and the third
// person's not knowing.

// hurtPurpose is the purpose of the kind (harm_kinds_letters.go).
var hurtPurpose = re(hurtByDecision)

// notKnowing is the purpose's branch of another person not knowing.
var notKnowing = re(`^(?:doesn't|doesnt|don't|dont|does not|do not|won't|wont|will not|never) (?:need to )?(?:know|find out|notice)\b`)

// ownNotKnowingOnly reports n whose every purpose of the kind is the
// user's own not knowing: "i don't know", "we honestly dont know".
func ownNotKnowingOnly(n string) bool {
	locs := hurtPurpose.FindAllStringIndex(n, -1)
	for _, l := range locs {
		if !notKnowing.MatchString(n[l[0]:l[1]]) || !saidOfUser(strings.Fields(n[:l[0]])) {
			return false
		}
	}
	return len(locs) > 0
}

// saidOfUser reports words ending in the user as subject, with an adverb
// or two between: "i", "we really", "i honestly just".
func saidOfUser(ws []string) bool {
	for k := len(ws) - 1; k >= 0 && k >= len(ws)-3; k-- {
		switch ws[k] {
		case "i", "we", "im", "i'm":
			return true
		case "really", "honestly", "just", "actually", "even", "genuinely", "simply", "literally", "seriously", "still":
		default:
			return false
		}
	}
	return false
}

// withOwnNotKnowing adds the user's own not knowing as the innocent twin
// of the kind that targets someone's claim or account.
func withOwnNotKnowing(ks []harmKind) []harmKind {
	for i := range ks {
		if ks[i].reason != "a request to target someone's claim or account" {
			continue
		}
		prev := ks[i].lawful
		ks[i].lawful = func(n string) bool { return ownNotKnowingOnly(n) || prev != nil && prev(n) }
	}
	return ks
}
