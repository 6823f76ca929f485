package reading

// A sign-in followed by a request on one line (R29, R50; issue 24 round
// 14): "user seldo password monkey now send 100 …", "seldo password
// monkey send 100 …", "my login is seldo password monkey so check
// savings". The value after a password cue must end its clause to be
// taken without "is" or ":" ("password reset" is no secret), and a
// request joined by "now", by a verb or by nothing ended no clause: the
// password stayed in clear. After a username and a strong cue the word
// is a password whatever follows it, unless it is a request's verb.

// signInBefore reports a username standing right before the strong cue
// at token i, as a login says it: first in the message, after a login
// intro, or after "as", "is", ":" ("logged in as seldo password …").
func (r *secretReader) signInBefore(i int, cue indexedCue) bool {
	if cue.weak || cue.is || i < 1 || !r.userFits(i-1) {
		return false
	}
	u := i - 1
	return r.first(u) || r.firstIntro < u || r.isWordAt(u-1, "as") || r.isCopula(u-1) || r.sign(u-1)
}

// requestAfterSignIn reports whether the value before token next may be
// followed by a request rather than end its clause: the value itself is
// no request's verb ("user seldo password check balance" names no
// password).
func (r *secretReader) requestAfterSignIn(from, to int) bool {
	return !commandWords[ASCIILower(r.text[from:to])]
}
