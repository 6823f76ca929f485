package concierge

// A question that names a value the user gave as one of their own
// accounts says its name (bank round 32, tryout 05): "move some cash
// outta savings into checking" was asked "How much would you like to
// transfer to 1234567890?", the number the name was resolved to, which
// the user never typed. It is "to Checking (1234567890)", as the approval's
// summary and the receipt say it.

import (
	"strings"
	"unicode"
)

// namedValues is values with each of the signed-in user's own account
// numbers put as "Name (number)", for a question to say; values itself is
// not changed.
func (e *Engine) namedValues(values map[string]string) map[string]string {
	ids := e.ownAccountIDs() // (own_account_number.go)
	if len(ids) == 0 {
		return values
	}
	out := make(map[string]string, len(values))
	for k, v := range values {
		out[k] = v
		if name := ids[v]; name != "" {
			out[k] = titleWord(name) + " (" + v + ")"
		}
	}
	return out
}

// titleWord is a name with its first letter in upper case: "checking" →
// "Checking".
func titleWord(s string) string {
	rs := []rune(s)
	if len(rs) == 0 {
		return s
	}
	rs[0] = unicode.ToUpper(rs[0])
	return strings.TrimSpace(string(rs))
}
