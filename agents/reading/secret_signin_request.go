package reading

// A sign-in followed by a request on one line (R29, R50; issue 24 round
// 14): "user seldo password monkey now send 100 …", "seldo password
// monkey send 100 …", "my login is seldo password monkey so check
// savings". The value after a password cue must end its clause to be
// taken without "is" or ":" ("password reset" is no secret), and a
// request joined by "now", by a verb or by nothing ended no clause: the
// password stayed in clear. After a username and a strong cue the word
// is a password whatever follows it, unless it is a request's verb.

// signInBefore reports a sign-in said before the strong cue at token i,
// so that the value after the cue may run into a request (next is the
// token after the value): a username right before the cue, as a login
// says it (first in the message, after a login intro, a greeting or "as",
// "is", ":"; "seldo here password …"), or the cue opening the message
// with a request's word after the value ("password monkey now send …").
func (r *secretReader) signInBefore(i, next int, cue indexedCue) bool {
	if cue.weak || cue.is || i < 1 && !r.first(i) {
		return false
	}
	if r.first(i) {
		return next < len(r.toks) && r.toks[next].word() && (requestJoiners[r.toks[next].low] || commandWords[r.toks[next].low])
	}
	u := i - 1
	if r.isWordAt(u, "here") && u >= 1 && r.userFits(u-1) && r.first(u-1) {
		return true // "seldo here password monkey now …"
	}
	if !r.userFits(u) {
		return false
	}
	return r.first(u) || r.firstIntro < u || r.isWordAt(u-1, "as") || r.isCopula(u-1) || r.sign(u-1) || u-1 >= 0 && r.first(u-1) && r.toks[u-1].word() && signInLeads[r.toks[u-1].low]
}

// requestJoiners join a request to a sign-in said before it: "… monkey
// now send", "… monkey so check".
var requestJoiners = toSet(`now so and then also pls plz please next after`)

// signInLeads may open a line before its username: "hey seldo password …".
var signInLeads = toSet(`hi hey hello yo its it's im i'm this ok okay`)

// requestAfterSignIn reports whether the value before token next may be
// followed by a request rather than end its clause: the value itself is
// no request's verb ("user seldo password check balance" names no
// password).
func (r *secretReader) requestAfterSignIn(from, to int) bool {
	return !commandWords[ASCIILower(r.text[from:to])]
}
