package concierge

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Meta intents are recognised by fixed rules before any engine sees the
// message, on every engine: they are about the conversation itself, not a
// task, and they must work even when a model is down. The words are data,
// the lexicon of agents/reading (R27); these are the loop's questions to
// one reading of the message (read).

// normalise lower-cases a message and drops punctuation, so intents match
// "What can you do?" and "what can you do" alike.
func normalise(text string) string { return reading.Normalise(text) }

func isHelp(text string) bool     { return read(text).Is(reading.Help) }
func isCancel(text string) bool   { return read(text).Is(reading.Cancel) }
func isYes(text string) bool      { return read(text).Is(reading.Yes) }
func isGreeting(text string) bool { return read(text).Is(reading.Greeting) }
func isThanks(text string) bool   { return read(text).Is(reading.Thanks) }
func isBye(text string) bool      { return read(text).Is(reading.Bye) }

// isLogout reports a logout (R29): the whole message, or a clause of a
// longer one with the words around it ("bye, log out", "I'm done, log me
// out", "I want to log out", "can you sign me out").
func isLogout(text string) bool {
	r := read(text)
	if r.Is(reading.Logout) {
		return true
	}
	if !r.Mentions(reading.Logout) {
		return false // most messages: no clause to look at
	}
	for _, part := range r.Clauses() {
		if reading.Read(part).Is(reading.LogoutFramed) {
			return true
		}
	}
	return false
}

// isLogoutWhole is a logout said as the whole message (R29): "log me out",
// "sign out please".
func isLogoutWhole(text string) bool { return read(text).Is(reading.Logout) }

// isHowToLogout is a question about logging out, not the act.
func isHowToLogout(text string) bool { return read(text).Is(reading.HowToLogout) }

// logoutClause is a clause that only logs out, the words around it that do
// not change it ("i want to", "for today", "thx": logout_at_once.go) taken off.
func logoutClause(clause string) bool {
	return isLogoutWhole(reading.Read(withoutCourtesy(clause)).Trim(reading.LogoutFramed))
}

// splitClauses cuts a message at commas, full stops, "and" and "then".
func splitClauses(text string) []string { return read(text).Clauses() }

// leadingYes reports a yes that leads a longer message ("yes, and also
// check my savings"), with the rest of the message as the user typed it.
// Only a whole first clause counts: "yesterday" is no yes.
func leadingYes(text string) (string, bool) {
	trimmed := strings.TrimSpace(text)
	cut := len(trimmed)
	if i := strings.IndexAny(trimmed, ",;.!-:"); i >= 0 {
		cut = i
	}
	rest := trimmed[cut:]
	if !isYes(trimmed[:cut]) {
		// "yes and check my savings": the first word alone
		f := strings.Fields(trimmed)
		if len(f) < 2 || !reading.StrongYes.Word(normalise(f[0])) {
			return "", false
		}
		rest = strings.TrimPrefix(trimmed, f[0])
	}
	rest = strings.TrimLeft(rest, " ,;.!-:")
	if f := strings.Fields(normalise(rest)); len(f) > 0 && reading.Hesitation.Word(f[0]) {
		return "", false // "ok, but wait", "sure, not yet": no yes at all
	}
	// "and then", "also", "please": the words that join the yes to the rest
	if m, ok := read(rest).Find(reading.Joiner); ok && m.From == 0 && (m.To == len(rest) || rest[m.To] == ' ') {
		rest = rest[m.To:]
	}
	return strings.TrimSpace(rest), true
}

// joinedRequest reports a rest after a yes that is joined to it as a
// request of its own: "yes, and also check my savings", "yes then log me
// out" — not "yes, 300", which answers the question asked.
func joinedRequest(text string) bool {
	trimmed := strings.TrimSpace(text)
	f := strings.FieldsFunc(trimmed, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '.' || r == '!' })
	if len(f) < 2 {
		return false
	}
	second := normalise(f[1])
	return second == "and" || second == "also" || second == "then" || second == "plus"
}

// isCorrection reports words that mark a new value ("actually 300").
func isCorrection(text string) bool { return read(text).Is(reading.Correction) }

// hasCancel reports a cancel phrase anywhere in the message ("yes, never
// mind").
func hasCancel(text string) bool { return read(text).Is(reading.CancelInside) }

// takesBack reports words after a yes that undo it ("yes, don't",
// "sure, no").
func takesBack(rest string) bool {
	if _, no := rejection(rest); no {
		return true
	}
	return read(rest).Is(reading.TakeBack)
}

// rejection reports a "no" and the reason that follows it ("no, make it
// 300"), as the user typed it.
func rejection(text string) (string, bool) {
	r := read(text)
	m, ok := r.Find(reading.No)
	if !ok {
		return "", false
	}
	// drop the leading fillers and the no-word ("hmm no", "not now"), keep
	// the rest as typed
	return r.After(m.To), true
}

// laterWhen is laterIn when it matters (an action's request), else "";
// a when told in the story around the request is none (story_clauses.go).
func laterWhen(text string, matters bool) string {
	if !matters {
		return ""
	}
	return laterAsked(text)
}

// laterIn is the when-or-how-often words of a message, "" for none: no
// agent can do them (a task runs once, now), so they are said back, never
// silently dropped (R27).
func laterIn(text string) string {
	m, _ := read(text).Find(reading.Later)
	return m.Words
}

// restAfterCancel is what follows a cancel clause that leads a message
// ("cancel that, send 50 instead" → "send 50 instead"), "" when nothing.
func restAfterCancel(text string) string {
	i := strings.IndexAny(text, ",;.!")
	if j := strings.Index(strings.ToLower(text), " and "); j > 0 && (i < 0 || j < i) {
		i = j // "forget the transfer and check my savings"
	}
	if i <= 0 || !read(text[:i]).Is(reading.Cancel) {
		return ""
	}
	rest := strings.TrimSpace(strings.TrimLeft(text[i:], ",;.! "))
	if strings.HasPrefix(strings.ToLower(rest), "and ") {
		rest = strings.TrimSpace(rest[4:])
	}
	for _, lead := range []string{"just ", "and ", "but ", "instead ", "then "} {
		if len(rest) > len(lead) && strings.EqualFold(rest[:len(lead)], lead) {
			rest = strings.TrimSpace(rest[len(lead):])
		}
	}
	return rest
}
