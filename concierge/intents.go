package concierge

import (
	"regexp"
	"strings"
)

// Meta intents are recognised by fixed rules before any engine sees the
// message, on every engine: they are about the conversation itself, not a
// task, and they must work even when a model is down.

var (
	helpIntent   = regexp.MustCompile(`^(?:help|menu|options|capabilities|what can (?:you|i) do(?: here| for me)?|what (?:else )?can you (?:do|help(?: me)? with)|what do you do|what are (?:my|the|your) options|what are your capabilities|how can you help(?: me)?|what tasks can you (?:do|help with)|list (?:the )?(?:tasks|options|agents))$`)
	cancelIntent = regexp.MustCompile(`^(?:(?:(?:oh|no|nah|nope|ok|okay|actually|ah|um|uh|hmm|well|wait|just|please|sorry) )*(?:never ?mind|nevermind|nvm|cancel|cancel (?:that|this|it|everything|the (?:task|transfer|request|payment|letter))|stop|stop (?:that|this|it|the (?:task|transfer|request|payment))|forget (?:it|that|about it)|abort|quit (?:that|this)|drop it|scratch that|i(?:'ve| have)? changed my mind))(?: (?:please|thanks|thank you))?$`)
	yesIntent    = regexp.MustCompile(`^(?:y|yes|yep|yeah|yup|ya|yea|sure|sure thing|ok|okay|k|alright|all right|absolutely|definitely|of course|certainly|affirmative|approve|approved|confirm|confirmed|go ahead|do it|please do|proceed|go for it|send it|approve it|sounds good|looks good|lgtm|correct|that's right|👍|✅)(?: (?:yes|please|thanks|thank you|go ahead|do it|send it|please do|that's right|correct|go for it|sure|👍))*$`)
	noIntent     = regexp.MustCompile(`^(?:(?:hmm|um|uh|well|ah) )*(?:don't do it|do not do it|don't send it|no thanks|no thank you|absolutely not|definitely not|certainly not|of course not|no way|not really|n|no|nope|nah|naw|nay|not now|not yet|reject|rejected|deny|denied|don't|do not|decline)(?:\b|$)`)
	greetIntent  = regexp.MustCompile(`^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|greetings)(?: there)?$`)
	thanksIntent = regexp.MustCompile(`^(?:thanks|thank you|thx|ty|cheers|thanks a lot|thank you very much|great thanks|perfect thanks|thanks so much|much appreciated)$`)
	byeIntent    = regexp.MustCompile(`^(?:bye|goodbye|good bye|see you|see ya|cya|that's all|that is all|that's it|nothing else|no thanks|i'm done|im done|all done)(?: thanks| thank you)?$`)
)

// normalise lower-cases a message and drops punctuation, so intents match
// "What can you do?" and "what can you do" alike.
func normalise(text string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(text) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '\'' || r >= 0x80:
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
		default:
			space = true
		}
	}
	return strings.ReplaceAll(b.String(), "’", "'")
}

func isHelp(text string) bool { return helpIntent.MatchString(normalise(text)) }

// logoutIntent ends an authentication (R29).
var logoutIntent = regexp.MustCompile(`^(?:(?:please|ok|okay|now|and) )*(?:log ?out|log me out|sign ?out|sign me out|log off|sign off)(?: (?:please|now|of (?:my|the) account|thanks|thank you))*$`)

func isLogout(text string) bool {
	if l := strings.ToLower(text); !strings.Contains(l, "log") && !strings.Contains(l, "sign") {
		return false // most messages: no regex at all
	}
	if logoutIntent.MatchString(normalise(text)) {
		return true
	}
	// a clause of a longer message: "bye, log out", "I'm done, log me
	// out", "I want to log out", "can you sign me out"
	for _, part := range splitClauses(text) {
		n := logoutFrame.ReplaceAllString(normalise(part), "")
		if logoutIntent.MatchString(n) {
			return true
		}
	}
	return false
}

// logoutFrame are the words around a logout that do not change it.
var logoutFrame = regexp.MustCompile(`^(?:(?:i want to|i'd like to|i would like to|i need to|can you|could you|would you|please|just|now|ok|okay|thanks|thank you|i'm done|im done|bye|goodbye|and)\s*)+|(?:\s*(?:for today|for now|please|thanks|thank you|now|bye|goodbye))+$`)

// clauseJoin joins two clauses: "log out and bye", "check nvda then log out".
var clauseJoin = regexp.MustCompile(` (?:and then|and|then) `)

// splitClauses cuts a message at commas, full stops, "and" and "then".
func splitClauses(text string) []string {
	var out []string
	for _, p := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(",.;!?", r) }) {
		for _, q := range clauseJoin.Split(strings.ToLower(p), -1) {
			if q = strings.TrimSpace(q); q != "" {
				out = append(out, q)
			}
		}
	}
	return out
}

// howToLogout is a question about logging out, not the act.
var howToLogout = regexp.MustCompile(`^how (?:do|can|could|should) i (?:log ?out|sign ?out|log off|sign off)\b`)

func isCancel(text string) bool {
	n := normalise(text)
	if cancelIntent.MatchString(n) {
		return true
	}
	// a cancel clause leading a longer message: "never mind, cancel that",
	// "forget it, I don't want to transfer anymore"
	if i := strings.IndexAny(text, ",;.!"); i > 0 && cancelIntent.MatchString(normalise(text[:i])) {
		return true
	}
	// "I don't want to transfer anymore" — unless it carries a new value
	// ("… that much anymore, make it 100"), which is a correction
	return (strings.Contains(n, "want") || strings.Contains(n, "need") || strings.Contains(n, "longer")) &&
		dontWant.MatchString(n) && !strings.ContainsAny(n, "0123456789")
}

// dontWant is a task given up in words.
var dontWant = regexp.MustCompile(`\b(?:don't|dont|do not|no longer) (?:want|need|wanna)\b(?: \S+){0,5} (?:anymore|any more|after all)\b|\bi no longer (?:want|need)\b|\b(?:don't|dont|do not) (?:want|need) (?:to do )?(?:it|that|this) (?:anymore|any more|after all|now)\b`)

func isYes(text string) bool { return yesIntent.MatchString(normalise(text)) }
func isGreeting(text string) bool {
	return greetIntent.MatchString(normalise(text))
}
func isThanks(text string) bool { return thanksIntent.MatchString(normalise(text)) }
func isBye(text string) bool    { return byeIntent.MatchString(normalise(text)) }

// strongYes are the yes-words that lead a message without a comma after
// them ("yes and check my savings"); "ok so what's my balance" is no yes.
var strongYes = map[string]bool{"yes": true, "yep": true, "yeah": true, "sure": true, "absolutely": true,
	"approve": true, "approved": true, "confirm": true, "confirmed": true, "definitely": true}

// hesitation are the words after a yes that take it back.
var hesitation = map[string]bool{"but": true, "wait": true, "hold": true, "not": true, "no": true, "except": true,
	"although": true, "though": true, "however": true, "unless": true, "first": true, "actually": true, "hmm": true, "maybe": true}

// leadingYes reports a yes that leads a longer message ("yes, and also
// check my savings"), with the rest of the message as the user typed it.
// Only a whole first clause counts: "yesterday" is no yes.
func leadingYes(text string) (string, bool) {
	trimmed := strings.TrimSpace(text)
	cut := len(trimmed)
	for i, r := range trimmed {
		if r == ',' || r == ';' || r == '.' || r == '!' || r == '-' || r == ':' {
			cut = i
			break
		}
	}
	rest := trimmed[cut:]
	if !isYes(trimmed[:cut]) {
		// "yes and check my savings": the first word alone
		f := strings.Fields(trimmed)
		if len(f) < 2 || !strongYes[normalise(f[0])] {
			return "", false
		}
		rest = strings.TrimPrefix(trimmed, f[0])
	}
	rest = strings.TrimLeft(rest, " ,;.!-:")
	if f := strings.Fields(normalise(rest)); len(f) > 0 && hesitation[f[0]] {
		return "", false // "ok, but wait", "sure, not yet": no yes at all
	}
	for _, w := range []string{"and then ", "and also ", "and ", "also ", "then ", "please "} {
		if len(rest) >= len(w) && strings.EqualFold(rest[:len(w)], w) {
			rest = rest[len(w):]
			break
		}
	}
	return strings.TrimSpace(rest), true
}

// correctionCues are the words that make a bare value a correction.
var correctionCues = []string{"make it", "actually", "instead", "change it", "change to", "change the", "rather",
	"i meant", "i mean", "no wait", "oops", "sorry", "correction", "should be", "not ", "let's do", "lets do"}

// isCorrection reports words that mark a new value ("actually 300").
func isCorrection(text string) bool {
	n := " " + normalise(text) + " "
	for _, c := range correctionCues {
		if strings.Contains(n, " "+c) {
			return true
		}
	}
	return false
}

// cancelWords are cancel phrases that may stand inside a longer message
// ("yes, never mind").
var cancelWords = []string{"never mind", "nevermind", "nvm", "cancel", "stop", "forget it", "forget that",
	"forget about it", "scratch that", "changed my mind", "abort", "drop it"}

// hasCancel reports a cancel phrase anywhere in the message.
func hasCancel(text string) bool {
	n := " " + normalise(text) + " "
	for _, c := range cancelWords {
		if strings.Contains(n, " "+c+" ") {
			return true
		}
	}
	return false
}

// takesBack reports words after a yes that undo it ("yes, don't",
// "sure, no").
func takesBack(rest string) bool {
	if _, no := rejection(rest); no {
		return true
	}
	n := " " + normalise(rest) + " "
	for _, w := range []string{" don't ", " dont ", " do not ", " not ", " no ", " wait ", " hold on "} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// rejection reports a "no" and the reason that follows it ("no, make it 300").
func rejection(text string) (string, bool) {
	n := normalise(text)
	loc := noIntent.FindStringIndex(n)
	if loc == nil {
		return "", false
	}
	// drop the leading fillers and the no-word ("hmm no", "not now") from
	// the user's own text, keep the rest as typed
	reason := strings.TrimSpace(text)
	for words := len(strings.Fields(n[:loc[1]])); words > 0 && reason != ""; words-- {
		i := strings.IndexFunc(reason, func(r rune) bool { return r == ' ' || r == ',' || r == '.' || r == '!' })
		if i < 0 {
			reason = ""
			break
		}
		reason = strings.TrimLeft(reason[i:], " ,.!-:")
	}
	return reason, true
}

// laterWords say when or how often, which no agent can do: a task runs
// once, now. They are said back, never silently dropped (R27).
var laterWords = regexp.MustCompile(`\b(?:tomorrow|tomorow|tommorow|tmrw|tmr|tonight|later today|later on|later|this (?:weekend|evening|afternoon)|next (?:week|month|year)|(?:on |by |this |next |every )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thur?s?|fri|sat|sun)(?:day)?s?|every (?:day|week|month|year|other)|each (?:day|week|month)|daily|weekly|monthly|yearly|twice|three times|in (?:a|an|one|two|\d+) (?:hour|hours|day|days|week|weeks)|at \d{1,2}(?::\d\d)? ?(?:am|pm)|at noon|at midnight|(?:at|by) the end of (?:the|this|next) (?:week|month)|on the \d{1,2}(?:st|nd|rd|th)|recurring|standing order|scheduled?)\b`)

// laterWhen is laterIn when it matters (an action's request), else "".
func laterWhen(text string, matters bool) string {
	if !matters {
		return ""
	}
	return laterIn(text)
}

// laterIn is the when-or-how-often words of a message, "" for none.
func laterIn(text string) string { return laterWords.FindString(normalise(text)) }
