package concierge

// A password named in a line of a domain that signs nobody in (R55, R53;
// round 31's tester). "decline letter for home claim AB7734, my portal
// password is Hunter2! if u need to log in": the insurance desk has no
// secret slot, so none of the sign-in's secret readers looked at the line;
// "Hunter2" was shown in the echo, stored, split off as a second request,
// taken for a claim id and printed in a decline letter. Whatever the
// domain, a value said as a password, a PIN or a passcode ("password is
// X", "pw: X", "pin X1234", "X is my password") is masked and remembered
// before anything reads the line, and never becomes a value.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// namedSecretCue is a secret's name followed by what is said of it: "is",
// "=", ":", "'s" or nothing (group 2 or 3 is the linking word, if any);
// the name ends at a word's end ("password123" names nothing).
var namedSecretCue = reading.Lazy(`(?i)\b(password|passwd|pwd|pw|passcode|passphrase|pin|pin code|pass code|login code|access code)(?:('s|’s)\b|\b\s*(is\b|was\b|=|:|-)?)\s*`)

// valueAsSecret is a value said before its name: "Hunter2 is my password".
var valueAsSecret = reading.Lazy(`(?i)(\S+)\s+(?:is|was)\s+(?:my|the|our|his|her|their)\s+(?:\w+\s+)?(?:password|passwd|pw|pwd|passcode|pin)\b`)

// passBeforeSecret is "pass" said for a password: "pass Winter2024", "and
// pass is Tr0ub4dor" (the value must look like one: "pass the salt").
var passBeforeSecret = reading.Lazy(`(?i)\bpass\b\s*(?:is\b|=|:)?\s*(\S+)`)

// loginPairSaid is a login said as a user and a secret together: "my
// system login its jsmith / Winter2024", "login: jsmith, Winter2024",
// "creds are jsmith | Winter2024" (group 1 is the secret).
var loginPairSaid = reading.Lazy(`(?i)\b(?:login|log-?in|logon|credentials|creds|sign-?in|u/p|user/pass)\b(?:\s+(?:is|its|it's|are|=|:|details))?\s*:?\s+[^\s/|,]+\s*(?:/|\||,|\band\b|&)\s*(?:(?:pass(?:word)?|pw|pwd)\s*(?:is\s+|:\s*)?)?(\S+)`)

// notASecretValue are words that follow a secret's name without being it:
// "password is wrong", "pin is the same", "password reset", "pw for the
// portal".
var notASecretValue = lazyWordSet(`a an the my your our his her their its this that these those it
	is was not no wrong incorrect right correct same different new old changed expired locked blocked
	reset change changing forgotten forgot lost stolen hacked leaked compromised working valid invalid
	for to of on in at from with and or but so if when because please pls thanks thx
	what which where how why who whats hint manager protected required needed
	too very still also just only already never again here there`)

// maskNamedSecrets masks each value said as a password, a PIN or a
// passcode in text, in every domain, and remembers it so that it is
// masked wherever it comes back. A value right after the bare name
// ("password Hunter2") must look like a secret (a digit, a symbol or an
// inner capital): "password reset" names no password.
func (e *Engine) maskNamedSecrets(text string) string {
	var spans [][2]int
	for _, m := range namedSecretCue.FindAllStringSubmatchIndex(text, -1) {
		from := m[1]
		end := from
		for end < len(text) && !unicode.IsSpace(rune(text[end])) {
			end++
		}
		v := strings.TrimRight(text[from:end], `,.;!?"')`)
		if !hasAlnum(v) || strings.Contains(v, state.SecretMask) {
			continue // "forgot the pin :(" names none
		}
		linked := m[4] >= 0 || m[6] >= 0 // "is", ":", or "pin's"
		low := reading.ASCIILower(v)
		if notASecretValue()[low] || (!linked && !secretLooking(v)) {
			continue
		}
		if linked && !secretLooking(v) && len(v) < 4 {
			continue
		}
		spans = append(spans, [2]int{from, from + len(v)})
	}
	for _, m := range passBeforeSecret.FindAllStringSubmatchIndex(text, -1) {
		v := strings.TrimRight(text[m[2]:m[3]], `,.;!?"')`)
		if hasAlnum(v) && !strings.Contains(v, state.SecretMask) && secretLooking(v) {
			spans = append(spans, [2]int{m[2], m[2] + len(v)})
		}
	}
	for _, m := range loginPairSaid.FindAllStringSubmatchIndex(text, -1) {
		v := strings.TrimRight(text[m[2]:m[3]], `,.;!?"')`)
		if hasAlnum(v) && !strings.Contains(v, state.SecretMask) && secretLooking(v) { // "login code, do i send it" names none
			spans = append(spans, [2]int{m[2], m[2] + len(v)})
		}
	}
	for _, m := range valueAsSecret.FindAllStringSubmatchIndex(text, -1) {
		v := strings.Trim(text[m[2]:m[3]], `,.;:!?"'(`)
		if v == "" || strings.Contains(v, state.SecretMask) || notASecretValue()[reading.ASCIILower(v)] || !secretLooking(v) {
			continue
		}
		at := m[2] + strings.Index(text[m[2]:m[3]], v)
		spans = append(spans, [2]int{at, at + len(v)})
	}
	spans = mergeSpans(spans)
	for i := len(spans) - 1; i >= 0; i-- {
		v := text[spans[i][0]:spans[i][1]]
		e.typed.Remember(v)
		text = text[:spans[i][0]] + state.SecretMask + text[spans[i][1]:]
	}
	return text
}

// secretLooking reports a word shaped as people make passwords: a digit,
// a symbol, or a capital after the first letter ("Hunter2", "Tr0ub4dor",
// "s3cret", "tulip!!", "myPass").
func secretLooking(v string) bool {
	for i, r := range v {
		switch {
		case unicode.IsDigit(r), !unicode.IsLetter(r) && !unicode.IsSpace(r):
			return true
		case i > 0 && unicode.IsUpper(r):
			return true
		}
	}
	return false
}

// signsNobodyIn reports a domain with no sign-in: a password said there
// is nobody's here, so leaving it out is said (sayLeftOut).
func (e *Engine) signsNobodyIn() bool {
	a, _ := e.signInAgent()
	return a == nil
}

// hasAlnum reports a letter or a digit in v: a secret is no smiley.
func hasAlnum(v string) bool {
	return strings.IndexFunc(v, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}
