package concierge

// The user's own things named by their own name (R53, R8; issue 24 round
// 9). Signed in as seldo, "what is seldo balance", "how much does seldo
// have" or "what's the password of seldo" ask about the user's own
// account: the harm check reads a name where "my" would stand as another
// person's, and refused them as a request for someone else's balance or
// to steal a password. The check cannot know who is signed in; the loop
// does: when the message is held harmful and names the signed-in user,
// it is judged again with that name said as the user's own ("my
// balance", "the password of mine"), and read so when that passes.
// Another person's name ("ada's balance") is never rewritten, so stays
// refused.

import (
	"regexp"
	"strings"

	"github.com/concierge-dev/concierge/state"
)

// harmfulUnlessOwn is the harm check's reason for text, and the text to
// go on with: the message itself, or, when only the signed-in user's own
// name made it harmful, the message with that name said as "my".
func (e *Engine) harmfulUnlessOwn(t *turn, text string) (string, string) {
	reason := e.harmful(t, text)
	if reason == "" {
		return text, ""
	}
	own, ok := e.asOwn(text)
	if !ok || e.harmful(t, own) != "" {
		return text, reason
	}
	e.note(state.NoteRoute, "Read as the user's own: the message names "+e.signedInOwner()+", who is signed in")
	return own, ""
}

// asOwn is text with the signed-in user's name, said as a third person's,
// turned into the user's own words; ok is false when the session is not
// signed in or the message does not name that user.
func (e *Engine) asOwn(text string) (string, bool) {
	if !e.signedIn() {
		return text, false
	}
	return asOwnOf(text, e.signedInOwner())
}

// asOwnOf is text with name, said as a third person's, turned into the
// user's own words: the user signed in, or signing in, as name.
func asOwnOf(text, name string) (string, bool) {
	if len(name) < 2 || !strings.Contains(strings.ToLower(text), strings.ToLower(name)) {
		return text, false
	}
	n := regexp.QuoteMeta(name)
	// what may follow the name: a possessive, or nothing of its own
	const owned = `(?:'s\b|’s\b|s\b|'|’|\b)`
	out := text
	for _, r := range []struct{ re, with string }{
		// "does seldo have", "has seldo got": the user asks of themself
		{`(?i)\b(?:does|did) ` + n + `\b`, "do i"},
		{`(?i)\bhas ` + n + `\b`, "have i"},
		{`(?i)\b` + n + ` (?:has|have|had|owns)\b`, "i have"},
		{`(?i)\b` + n + ` is\b`, "i am"},
		// "the password of seldo", "the balance for user seldo": "my password"
		{`(?i)\bthe ([a-z]+(?: [a-z]+)?) (?:of|for|belonging to|owned by) (?:the )?(?:(?:user|account) )?` + n + owned, "my $1"},
		// "belonging to seldo", "a transfer for seldo"
		{`(?i)\b(?:of|belonging to|owned by) (?:the )?(?:(?:user|account) )?` + n + owned, "of mine"},
		{`(?i)\bfor (?:the )?(?:user )?` + n + owned, "for me"},
		// "seldo's", "seldos", "user seldo", a bare "seldo balance"
		{`(?i)\b(?:the )?(?:(?:user|account) )?` + n + owned, "my"},
	} {
		out = regexp.MustCompile(r.re).ReplaceAllString(out, r.with)
	}
	return out, out != text
}
