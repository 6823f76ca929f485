package concierge

// The request said around a sign-in typed inside it (R55, R27; issue 24
// round 13): "…, first tell me whats in checking, my login is seldo and
// pw is monkey, then i want to put 100 into 7654321 …". The sign-in's own
// clause ("my login is seldo and pw is monkey") goes as a whole; cutting
// only the pair and the login words left "tell me whats in checking, my
// is" as a plan step's text.

import "strings"

// restBesideSignIn is what fields say besides the sign-in whose username
// is fields[i] and whose password is fields[j]: the clause the pair stands
// in goes whole when its other words only lead a sign-in ("my login is",
// "and my pw is"); otherwise the words before the pair stay, unless they
// only lead it, and the words after it.
func (e *Engine) restBesideSignIn(fields []string, i, j int) string {
	k := i
	for k > 0 && !endsClause(fields[k-1]) {
		k--
	}
	before := fields[:i]
	if e.loginLead(fields[k:i]) {
		before = fields[:k] // "…checking, my login is seldo and pw is monkey, then …"
	}
	return strings.TrimSpace(strings.Join(append(append([]string{}, before...), fields[j+1:]...), " "))
}

// endsClause reports a field that ends a clause with a mark: "checking,"
// "done." "here:".
func endsClause(field string) bool {
	return strings.TrimRight(field, ",;:.!?") != field
}
