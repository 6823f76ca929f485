package concierge

// A sign-in and a request typed on one line (R29, R50; issue 24 round
// 13): "ada 1815 jot down buy birthday card for mum", "hi ada here pin
// 1815, note to self renew passport", "seldo monkey whats my balance".
// The pair signs in (the secret masked) and the request is what is left
// with its own words intact: the username and the secret's mask never
// become part of a note, a title or any other value of the request.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// pairLead are the words that may open a sign-in said as a bare pair ("hi
// its ada 1815"); pairBetween those between the name and the secret ("ada
// pin 1815", "ada here, my pin is 1815"). A login verb is neither: "log in
// as seldo …" is a sign-in in words, read as one.
var (
	pairLead    = lazyWordSet(`hi hello hey hiya morning its it's this is i'm im am it`)
	pairCue     = lazyWordSet(`user username usr login log sign signin as name id owner member`)
	pairBetween = lazyWordSet(`pin pw pwd passcode password pass code is my and here its it's`)
)

// pairTail are the words that may close a sign-in said in words before the
// request ("ada 1815 here", "ada, pin 1815 please, then …").
var pairTail = lazyWordSet(`here please pls thanks thx and then now so ok okay`)

// requestBesideSignIn is what the loop reads of a message after its
// sign-in: withoutSecrets' reading, but with the username and the mask of
// a sign-in pair cut out of it when a request of an agent stands beside
// them, so that the request keeps its own text only. A sign-in said with
// its own words ("log in as seldo with password …") is read as before.
// u (when named) is the username the sign-in read from the message's
// words ("hi its ada, my pin is ••••••") when no pair gave one: its span
// is cut the same way, or "its ada" was left to narrow the list asked
// beside it (round 33).
func (e *Engine) requestBesideSignIn(stored, user string, u signInUser, named bool) string {
	rest := withoutSecrets(stored, user)
	if strings.Contains(stored, state.SecretMask) {
		rest = forgetfulDropped(rest) // "i keep forgetting my password, its ••••••" (secret_given.go)
	}
	name := user
	if name == "" && named {
		name = u.value
	}
	if name == "" || !strings.Contains(stored, state.SecretMask) || rest == "log in as "+user {
		return rest
	}
	cut, ok := withoutSignInPair(stored, name)
	if !ok {
		return rest
	}
	signIn, _ := e.signInAgent()
	if e.sess.Speaker != "" || signIn == nil {
		return rest
	}
	if best, routed := e.router.Best(cut, e.domain.Agents); routed && best.Core && best.Agent != signIn || e.writesDown(cut) || e.readsAsTaskBesides(signIn, cut) {
		// another agent's request, with nothing asked: "ada 1815 jot down
		// …"; "ada 1815 whats on my list", which only the reader places
		return cut
	}
	return rest // "member id M12345 pin …": no request beside the pair
}

// withoutSignInPair cuts out of text the span that holds the username and
// the mask, with the login words before it ("hi", "this is", "pin") and
// the closing words after it ("here", "and then"); ok is false when the
// two do not stand together or nothing is left.
func withoutSignInPair(text, user string) (string, bool) {
	words := strings.Fields(text)
	first, last := -1, -1
	for i, w := range words {
		bare := strings.Trim(w, ".,;:!?-–—/()\"'")
		if strings.Contains(w, state.SecretMask) || strings.EqualFold(bare, user) {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 || last-first > 5 {
		return "", false // apart from each other: not one pair said together
	}
	for i := first; i <= last; i++ {
		bare := strings.ToLower(strings.Trim(words[i], ".,;:!?-–—/()\"'"))
		if i > first && strings.ContainsAny(words[i-1], ",;.!?") && i <= last && !strings.Contains(words[i], state.SecretMask) && !strings.EqualFold(bare, user) && !pairBetween()[bare] {
			return "", false // "ada, remind me… ••••••": a request between them
		}
		if bare != "" && !strings.Contains(words[i], state.SecretMask) && !strings.EqualFold(bare, user) && !pairBetween()[bare] {
			return "", false // "seldo with password …": a sign-in in words, read as one
		}
	}
	if first > 0 && pairCue()[strings.ToLower(strings.Trim(words[first-1], ".,;:!?-–—/()\"'"))] {
		return "", false // "user seldo pass …": a sign-in in words, read as one
	}
	for first > 0 && !endsClause(words[first-1]) && pairLead()[strings.ToLower(strings.Trim(words[first-1], ".,;:!?-–—/()\"'"))] {
		first--
	}
	if first > 0 && pairCue()[strings.ToLower(strings.Trim(words[first-1], ".,;:!?-–—/()\"'"))] {
		return "", false // "my username is seldo and my password is …": the same
	}
	// the closing words go with the pair only when nothing is asked
	// before it: "pls open notes for ada pin … and tell me what todos i
	// got, and …" keeps its "and", or the request before the pair and the
	// one after it read as one and the second was lost (tryout35 notes 17)
	for first == 0 && last+1 < len(words) && !endsClause(words[last]) && pairTail()[strings.ToLower(strings.Trim(words[last+1], ".,;:!?-–—/()\"'"))] {
		last++
	}
	rest := strings.Join(append(append([]string(nil), words[:first]...), words[last+1:]...), " ")
	rest = strings.Trim(rest, " ,;:.-–—/")
	if len(strings.Fields(rest)) == 0 {
		return "", false
	}
	return rest, true
}

// requestInEnglish is the request left beside a sign-in that the router
// could not place at once ("here, note to self renew passport"), without
// the words that closed the sign-in; ok is false for words of another
// language ("hola quiero abrir mis notas"), which the sign-in alone
// answers. Queued, the request is read after the sign-in like any other.
func requestInEnglish(text string) (string, bool) {
	words := strings.Fields(text)
	for len(words) > 0 && pairTail()[strings.ToLower(strings.Trim(words[0], ".,;:!?-–—"))] {
		words = words[1:]
	}
	english := 0
	for _, w := range words {
		if reading.EnglishWord(strings.ToLower(strings.Trim(w, ".,;:!?-–—()\"'"))) {
			english++
		}
	}
	if len(words) < 2 || english*3 < len(words)*2 {
		return "", false
	}
	return strings.Trim(strings.Join(words, " "), " ,;:.-–—"), true
}
