package concierge

// Questions of trust (R28; issue 24 round 9): "how do i know you are
// actually my bank", "is this a scam", "are you a real person", "is my
// data safe here". They were "I'm not sure how to help" or "nothing I
// have says". Each is answered plainly and honestly from what the engine
// knows of itself: an automated assistant, a demo when the domain is a
// built-in one, whether messages leave this computer (offline or a model
// server), whether the conversation is saved, and that the password is
// never kept. Nothing changes; what waits is said again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

var (
	// asksIfHuman asks whether a person answers.
	asksIfHuman = reading.Lazy(`(?i)\b(?:are|r)\s+(?:you|u|ya)\s+(?:even\s+|actually\s+|really\s+)?(?:a\s+|an\s+)?(?:real\s+|actual\s+|live\s+)?(?:person|human|bot|robot|ai|a\.i\.|machine|computer|program|chat\s*bot|real|alive|people)\b` +
		`|\b(?:am\s+i|is\s+this|are\s+we)\s+(?:talking|speaking|chatting|texting)\s+(?:to|with)\s+(?:a\s+|an\s+)?(?:real\s+|actual\s+|live\s+)?(?:person|human|bot|robot|machine|computer|ai|people)\b` +
		`|\bis\s+(?:this|there|that)\s+(?:a\s+|an\s+)?(?:real\s+|actual\s+|live\s+)?(?:person|human|bot|robot|ai)\b|\b(?:human|person)\s+or\s+(?:a\s+)?(?:bot|machine|ai|robot)\b|\b(?:bot|ai|machine|robot)\s+or\s+(?:a\s+)?(?:human|person)\b`)
	// asksIfGenuine asks whether the assistant is who it says it is.
	asksIfGenuine = reading.Lazy(`(?i)\bhow\s+(?:do|can|would|will|should)\s+i\s+(?:even\s+)?(?:know|tell|be\s+sure|trust|verify|check|confirm)\b` +
		`|\b(?:are|r)\s+(?:you|u)\s+(?:really|actually|truly|even)\s+(?:my|the|a|from)\b|\bis\s+(?:this|it|that)\s+(?:really|actually|truly|even)\s+(?:my|the|a)\b` +
		`|\b(?:scam|scammer|scamming|phishing|phish|fraud|fraudulent|fake|legit|legitimate|genuine|trustworthy|dodgy|sketchy|shady|official)\b` +
		`|\bcan\s+i\s+(?:trust|believe)\b|\bshould\s+i\s+trust\b|\btrust\s+(?:you|u|this|it)\b`)
	// genuineSubject is what such a question is about: the assistant.
	genuineSubject = reading.Lazy(`(?i)\b(?:you|u|ya|this|it|that|app|chat|site|website|service|thing|concierge|assistant|bot)\b`)
	// asksAboutData asks what becomes of what the user types.
	asksAboutData = reading.Lazy(`(?i)\b(?:my|our|the|this|any)\s+(?:data|info|infos|information|details|password|pin|passcode|messages?|chats?|conversation|privacy|personal\s+(?:data|info|information|details)|account\s+details)\b` +
		`|\bwho\s+(?:else\s+)?(?:can|could|will|gets\s+to)\s+(?:see|read|access|view)\b|\b(?:do|does|will|can)\s+(?:you|u|this|it|anyone|anybody)\s+(?:store|keep|save|record|log|remember|sell|share)\s+(?:my|our|any|all|everything|what|the\s+(?:data|info|chat|conversation|messages))\b` +
		`|\bis\s+(?:this|it|the)\s+(?:app\s+|chat\s+|conversation\s+|site\s+|service\s+|thing\s+)?(?:really\s+)?(?:safe|secure|private|encrypted|recorded|logged|saved)\b|\bprivacy\b`)
	// asksForSecret asks to be given a secret ("could you give us the
	// password for the shared inbox", "what's the admin pin"): a request
	// the cannot and harm paths answer, never a question about what
	// becomes of the user's data.
	asksForSecret = reading.Lazy(`(?i)\b(?:give|tell|send|share|show|get|find|need|want|remind|forgot|forget|lost|recover)\s+(?:me\s+|us\s+|him\s+|her\s+)?(?:the\s+|my\s+|our\s+|a\s+|your\s+|their\s+)?(?:[a-z']+\s+){0,3}?(?:password|passwords|pin|passcode|login|logins|credentials)\b` +
		`|\bwhat(?:'s|s|\s+is|\s+was)\s+(?:the|my|our|their)\s+(?:[a-z']+\s+){0,3}?(?:password|pin|passcode|login)\b`)
	// dataConcern is what a question about data asks of it.
	dataConcern = reading.Lazy(`(?i)\b(?:safe|safety|secure|security|stored|store|storing|kept|keep|saved|save|shared|share|sold|sell|private|privacy|protected|encrypted|see|seen|read|access|go|goes|going|sent|send|used|use|log|logged|record|recorded|remember|leave|leaves|happen|happens)\b`)
)

// trustReply is the answer to a question of trust and the note that says
// how it was read; ok is false when the message is none. The password
// prompt asks it too ("wait is this thing secure? is my password
// stored", secrets.go): answered there, never tried as the password.
func (e *Engine) trustReply(text string) (why, answer string, ok bool) {
	if strings.ContainsAny(text, "0123456789") {
		return "", "", false // "is 7654321 a scam": about an account (account_questions.go)
	}
	n := normalise(text)
	if !askedAsQuestion(text) && !strings.HasPrefix(n, "how ") && len(reading.Words(n)) > 8 {
		return "", "", false
	}
	if e.declinesClaims() && declineAsked.MatchString(text) && !askedAsQuestion(text) {
		return "", "", false // "decline it for fraud": a reason, no doubt about the assistant (ins28b)
	}
	if e.seeksFound(text) != nil {
		return "", "", false // "how do i check claim ids": where a value is found (seek_value.go)
	}
	facts := e.trustFacts()
	switch {
	case asksForHuman.MatchString(n):
		return "Read as: ask — a person asked for; none is here", prompts.NoHumanHere(facts), true
	case asksIfHuman.MatchString(n):
		return "Read as: ask — whether a person answers", prompts.TrustHuman(facts), true
	case asksAboutData.MatchString(n) && dataConcern.MatchString(n) && !asksForSecret.MatchString(n):
		return "Read as: ask — what becomes of what the user types", prompts.TrustData(facts), true
	case asksIfGenuine.MatchString(n) && genuineSubject.MatchString(n) && (!e.aboutSomeoneElse(n) || strings.Contains(n, strings.ToLower(e.domain.Name))):
		// "he says he's from the bank, is it a scam?" is answered the same:
		// how to tell the real one
		return "Read as: ask — whether the assistant can be trusted", prompts.TrustIdentity(facts), true
	}
	return "", "", false
}

// aboutSomeoneElse reports a doubt about someone other than the assistant
// ("a guy online says he's from the bank, is it a scam?"): the caution
// about scams answers that (caution.go), not this.
func (e *Engine) aboutSomeoneElse(n string) bool {
	for _, w := range []string{" he ", " she ", " they ", " him ", " her ", " them ", " guy ", " man ", " woman ", " someone ", " somebody ", " caller ", " email ", " text ", " call ", " link ", " website said ", " he's ", " she's ", " they're "} {
		if strings.Contains(" "+n+" ", w) {
			return true
		}
	}
	return false
}

// trustFacts is what the engine knows of itself, for a trust answer.
func (e *Engine) trustFacts() prompts.Trust {
	_, off := e.brain.(*offline.Brain)
	_, builtin := BuiltinDomains()[e.domain.Name]
	return prompts.Trust{Demo: builtin, Domain: e.domain.Name, Secret: secretWord(e.secretLabel()), Offline: off, Stored: e.store != nil}
}

// secretWord is a secret's label as said inside a sentence: "password"
// for "Password", "PIN" as it is.
func secretWord(label string) string {
	if strings.ToUpper(label) == label {
		return label
	}
	return strings.ToLower(label)
}
