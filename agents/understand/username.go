package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A username is said in more frames than a domain's cues list: "sign me
// in as jdoe", "i'm greg, log me in", "my username's fatima", "user id is
// hiro", "sign in for lucy_p". In a message that holds a login cue, the
// word after such a frame is the username when it is no common English
// word (names and handles are not; "i'm done" is no user). The word may
// run on through dots ("tom.h").

// userFrames are the words after which a login message names its user.
var userFrames = [][]string{{"as"}, {"im"}, {"i", "am"}, {"its"}, {"this", "is"}, {"for"}, {"usernames"},
	{"user", "id"}, {"userid"}, {"account"}, {"name", "is"}, {"names"}, {"called"}}

// userFillers may stand between a frame and the name.
var userFillers = map[string]bool{"is": true, "me": true, "my": true, "user": true, "the": true, "s": true}

// framedUsername appends the username a login message names in a frame.
func (di *domainInfo) framedUsername(text string, ts []tok, taken []bool, out []value) []value {
	si := di.usernameSlot()
	if si < 0 || hasSlot(out, si) || !loginMessage(ts, di) {
		return out
	}
	if v, ok := possessiveUser(text, ts, taken, si); ok {
		return append(out, v)
	}
	if v, ok := userBeforeVerb(text, ts, taken, si); ok {
		return append(out, v)
	}
	for i := range ts {
		for _, f := range userFrames {
			if !hasPrefixWords(ts, i, f) {
				continue
			}
			j := i + len(f)
			for j < len(ts) && userFillers[ts[j].norm] {
				j++
			}
			if j >= len(ts) || taken[j] || ts[j].number || loginCues[ts[j].norm] || di.secretCues[ts[j].norm] || reading.EnglishWord(ts[j].norm) || notNames[ts[j].norm] || len(ts[j].norm) < 2 {
				continue
			}
			k := handleEnd(text, ts, taken, j)
			name := text[ts[j].from:ts[k-1].to]
			for x := j; x < k; x++ {
				taken[x] = true
			}
			return append(out, value{text: name, canon: name, class: classWord, from: j, to: k, slots: []int{si}})
		}
	}
	return out
}

// hasSlot reports a value that may fill slot si.
func hasSlot(vs []value, si int) bool {
	for _, v := range vs {
		if containsInt(v.slots, si) {
			return true
		}
	}
	return false
}

// loginMessage reports a login cue among the words.
func loginMessage(ts []tok, di *domainInfo) bool {
	for _, t := range ts {
		if loginCues[t.norm] || di.secretCues[t.norm] {
			return true
		}
	}
	return false
}

// notNames are words a cue may stand before that name nobody: "sign in,
// i'm greg", "user id is hiro".
var notNames = map[string]bool{"im": true, "id": true, "its": true, "ive": true, "ill": true, "again": true,
	"now": true, "please": true, "pls": true, "here": true, "for": true, "as": true, "account": true, "to": true, "a": true, "an": true,
	"thats": true, "whats": true, "theres": true, "heres": true}

// handleEnd is the end of a handle that starts at token j and runs on
// through dots and underscores ("tom.h", "lucy_p").
func handleEnd(text string, ts []tok, taken []bool, j int) int {
	k := j + 1
	for k < len(ts) && ts[k].from == ts[k-1].to+1 && (text[ts[k-1].to] == '.' || text[ts[k-1].to] == '_') && !taken[k] && !ts[k].number {
		k++
	}
	return k
}

// userLead are the words that may lead a username at the username
// question: "it's sara.j and rainbow", "username ruby, pass gem!stone".
var userLead = map[string]bool{"its": true, "it": true, "is": true, "im": true, "i": true, "am": true, "my": true,
	"username": true, "usernames": true, "user": true, "name": true, "login": true, "the": true, "hi": true,
	"hello": true, "ok": true, "okay": true, "sure": true, "yes": true, "yeah": true, "id": true, "s": true}

// userBeforeSecret reads, at the username question, the word before a
// secret as the username ("mona and password river5", "felix pw
// catnap"): the answer to the question asked, with the secret after it.
func (di *domainInfo) userBeforeSecret(text string, ts []tok, m *Moment, secrets []reading.SecretMatch, taken []bool, out []value) []value {
	si := di.usernameSlot()
	if m == nil || m.At != AtUsername || len(secrets) == 0 || si < 0 || hasSlot(out, si) {
		return out
	}
	for j := range ts {
		if taken[j] {
			return out // the secret comes first: no user before it
		}
		if userLead[ts[j].norm] || ts[j].number {
			continue
		}
		k := handleEnd(text, ts, taken, j)
		name := text[ts[j].from:ts[k-1].to]
		for x := j; x < k; x++ {
			taken[x] = true
		}
		return append(out, value{text: name, canon: name, class: classWord, from: j, to: k, slots: []int{si}, owner: true})
	}
	return out
}

// possessiveUser is the user a login message names by the account it
// owns: "log into seldo's account, that's me" is seldo. A common word
// ("my brother's account") names nobody.
func possessiveUser(text string, ts []tok, taken []bool, si int) (value, bool) {
	for j := 0; j+1 < len(ts); j++ {
		switch ts[j+1].norm {
		case "account", "acct", "login":
		default:
			continue
		}
		w := text[ts[j].from:ts[j].to]
		stem, ok := strings.CutSuffix(w, "'s")
		if !ok {
			stem, ok = strings.CutSuffix(w, "’s")
		}
		n := strings.ToLower(stem)
		if !ok || taken[j] || ts[j].number || len(n) < 2 || reading.EnglishWord(n) || notNames[n] || loginCues[n] {
			continue
		}
		taken[j] = true
		return value{text: stem, canon: stem, class: classWord, from: j, to: j + 1, slots: []int{si}}, true
	}
	return value{}, false
}

// userBeforeVerb is the user a login message names as the one who signs
// in: "can ben log in please", "let mira sign in" — a word that is no
// common or lexicon word, after an opening can/could/let/may/pls, right
// before log/login/sign/signin.
func userBeforeVerb(text string, ts []tok, taken []bool, si int) (value, bool) {
	for j := 0; j+1 < len(ts); j++ {
		switch ts[j+1].norm {
		case "log", "login", "logs", "sign", "signin", "signs":
		default:
			continue
		}
		if j != 1 || !askLead[ts[0].norm] {
			continue // a first word is too often "ugh", "lol", "omg"
		}
		n := ts[j].norm
		if taken[j] || ts[j].number || len(n) < 2 || reading.EnglishWord(n) || reading.InLexicon(n) || notNames[n] || loginCues[n] || askLead[n] {
			continue
		}
		k := handleEnd(text, ts, taken, j)
		if k != j+1 {
			continue
		}
		taken[j] = true
		name := text[ts[j].from:ts[j].to]
		return value{text: name, canon: name, class: classWord, from: j, to: j + 1, slots: []int{si}}, true
	}
	return value{}, false
}

// askLead may stand before the user who signs in.
var askLead = map[string]bool{"can": true, "could": true, "let": true, "may": true, "pls": true, "please": true, "plz": true}
