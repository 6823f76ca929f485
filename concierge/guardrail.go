package concierge

import (
	"regexp"
	"strings"
)

// Guardrails judge intent, not words (R8). Asking about harm is allowed
// ("what is money laundering?", "how do I report fraud?"), a name is a
// name ("send 50 to Rob"), and a decline letter may say "the claimant
// falsified documents". Asking for harm is refused: a harmful act said as
// something the user wants done ("help me hack into my ex's account", "I
// want to commit fraud", "launder this money"). The rules are data: the
// acts, and the framings that make an act a request.

// harm is one kind of harmful request: the acts that name it, and the
// reason given in the side panel.
type harm struct {
	reason string
	// keys are words one of which every act holds: a message with none of
	// them skips the pattern (most messages, so guarding stays cheap)
	keys []string
	acts *regexp.Regexp // over the normalised message
	// always: the act is a request however it is framed ("build a bomb")
	always bool
}

var harms = []harm{
	{reason: "a request to commit fraud", keys: []string{"fraud", "fak", "forg", "falsif", "fabricat", "make up", "invent", "doctor", "backdate", "lie ", "tax", "identity"}, acts: regexp.MustCompile(`\b(?:commit|committing|do|doing|pull off|get away with)(?: an?| some)? (?:insurance |bank |tax |wire |credit card |benefits? |mortgage )?fraud\b|` +
		`\b(?:fake|faking|forge|forging|falsify|falsifying|fabricate|fabricating|make up|invent|doctor|backdate)(?: an?| the| my| some| this| his| her)? (?:claims?|documents?|records?|statements?|signatures?|invoices?|receipts?|identity|identities|ids?|accidents?|injur(?:y|ies)|evidence|papers?|bank statements?)\b|` +
		`\blie (?:on|in|about) (?:my|the|a) (?:claim|application|form|tax return)\b|\b(?:tax evasion|evade (?:my |the )?taxes)\b|\bidentity theft\b`)},
	{reason: "a request to launder money", keys: []string{"launder", "wash"}, acts: regexp.MustCompile(`\blaunder(?:ing)? (?:the |this |my |some |dirty |drug )?(?:money|cash|funds|proceeds|it)\b|\b(?:do|doing|with|start|set up) (?:some )?money laundering\b|\bwash (?:dirty |drug )?money\b`)},
	{reason: "a request to steal or break into accounts", keys: []string{"steal", "rob", "into", "hack", "access", "use ", "drain", "empty", "from", "crack", "guess", "find out", "imperson"}, acts: regexp.MustCompile(`\b(?:steal|stealing)\b|` +
		`\b(?:rob|robbing)(?: from)? (?:an?|the|someone|somebody|people|my|his|her|their|banks?|stores?|houses?)\b|` +
		`\b(?:hack|hacking|break|breaking|get|getting|sneak|log|logging) into (?:someone|somebody|an?other|other people|a bank|the bank|his|her|their|my (?:ex|boss|wife|husband|partner|neighbou?r|friend|sister|brother|mom|dad|mother|father)|an? account|accounts)\b|` +
		`\bhack (?:someone|somebody|an?other|his|her|their|my (?:ex|boss|wife|husband|partner|neighbou?r|friend)|the bank|a bank|an? account)\b|` +
		`\b(?:access|use|drain|empty|take money from|transfer (?:money )?from|move (?:money )?from) (?:someone else'?s|somebody else'?s|another person'?s|other people'?s|his|her|their|my (?:ex|boss|wife|husband|partner|neighbou?r|friend|sister|brother|mom|dad|mother|father)'?s?) (?:bank )?(?:account|card|money|savings|password)\b|` +
		`\b(?:crack|guess|phish for|find out) (?:someone'?s|somebody'?s|his|her|their|my (?:ex|boss|wife|husband|partner|neighbou?r|friend)'?s?) (?:password|pin|login)\b|\bimpersonate (?:someone|somebody|a customer|another|him|her|my)\b`)},
	{reason: "a request to defraud someone", keys: []string{"phish", "scam", "con ", "swindle", "trick", "cheat", "defraud"}, acts: regexp.MustCompile(`\b(?:phish|phishing|scam|scamming|con|swindle|trick|cheat|defraud)(?: an?)? (?:someone|somebody|people|customers|my (?:\w+ )?(?:grandma|grandmother|grandpa|grandfather|parents|mom|dad|friends?|neighbou?rs?|boss|clients?)|old people|the elderly|elderly people|an old \w+|victims?)\b|\bsend (?:out )?phishing (?:emails|messages|texts)\b`)},
	{reason: "a request to harm someone", always: true, keys: []string{"kill", "murder", "hurt", "harm", "attack", "beat", "poison", "stab", "shoot", "bomb", "explosive", "weapon"}, acts: regexp.MustCompile(`\b(?:kill|murder|hurt|harm|attack|beat up|poison|stab|shoot) (?:someone|somebody|people|him|her|them|myself|my (?:ex|boss|wife|husband|partner|neighbou?r)|a person)\b|\b(?:build|make) (?:a )?(?:bomb|explosive|weapon)\b`)},
}

// requestFrames make an act something the user asks for. An act that no
// frame introduces, and that does not open the message as a command, is
// talk about it ("the claimant falsified documents").
var requestFrames = regexp.MustCompile(`\b(?:i want to|i wanna|i'd like to|i would like to|i need to|i plan to|i'm going to|im going to|i am going to|i will|i'll|i'm trying to|im trying to|i am trying to|help me(?: to)?|can you|could you|would you|will you|please|teach me(?: how)? to|show me how to|tell me how to|explain how to|how (?:do|can|could|would|should|might) (?:i|we|you|one)|how to|let's|lets|we should|we could|best way to|easiest way to|quickest way to|safest way to|ways? to|steps to|tips (?:for|on|to)|guide to|is there a way to|want you to|go ahead and|just)\b`)

// askingAbout are framings of a question about harm, not a request for
// it: what it is, what it looks like, how to report, spot or avoid it.
var askingAbout = regexp.MustCompile(`^(?:what (?:is|are|does|do|counts as|happens)|what's|whats|why (?:is|do|does|are)|who|define|definition of|explain what|tell me about|is it (?:illegal|legal|a crime)|is (?:\w+ )?(?:illegal|a crime))\b|\bhow (?:do|can|could|should|would) (?:i|we|you|one) (?:report|spot|detect|avoid|prevent|protect|recogni[sz]e|identify|stop|tell|know|check|deal with|handle|dispute|recover)\b|\bhow to (?:report|spot|detect|avoid|prevent|protect|recogni[sz]e|identify|stop)\b|\b(?:look like|looks like|protect (?:myself|me|us)|keep (?:me|my|us) safe)\b`)

// howTo turns a question back into a request: "what's the best way to
// launder money" asks for the act.
var howTo = regexp.MustCompile(`\b(?:way to|ways to|steps to|how to|how do i|how can i|help me|teach me|tips (?:for|on|to))\b`)

// guard returns the reason for refusing the message, "" when it may go on.
// It fails closed: a refusal stands whatever any model would say.
func guard(text string) string {
	// each sentence or clause on its own: "can you check my balance, in
	// case someone steals it" asks for no theft
	for _, part := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(".;!?,\n", r) }) {
		n := normalise(part)
		for _, h := range harms {
			if !containsAny(n, h.keys) {
				continue
			}
			loc := h.acts.FindStringIndex(n)
			if loc == nil {
				continue
			}
			if h.always || requested(n, loc[0]) {
				return h.reason
			}
		}
	}
	return ""
}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// requested reports whether the act starting at byte at of the clause n
// is asked for: a request frame before it, or the act opening the clause
// as a command — and the clause is not a question about the act.
func requested(n string, at int) bool {
	clause := n[:at]
	if askingAbout.MatchString(n) && !howTo.MatchString(strings.TrimPrefix(n, askingAbout.FindString(n))) {
		return false
	}
	if requestFrames.MatchString(clause) {
		return true
	}
	// "launder this money", "hack into his account": the act leads the
	// message; "i" + act ("i steal", "i commit fraud") says it too
	lead := strings.TrimSpace(clause)
	return lead == "" || lead == "i" || lead == "and" || lead == "then" || lead == "now" || lead == "also"
}

// guardRule is one pattern over the normalised message and the reason
// given in the side panel.
type guardRule struct {
	pattern *regexp.Regexp
	reason  string
}

// firstMatch is the reason of the first rule the normalised text matches.
func firstMatch(rules []guardRule, text string) string {
	n := normalise(text)
	for _, r := range rules {
		if r.pattern.MatchString(n) {
			return r.reason
		}
	}
	return ""
}

// bypassRules spot attempts to talk past a check. They do not refuse: the
// checks are code and cannot be talked past, so the request goes on as if
// the words were not there, and a note says they were ignored.
var bypassRules = []guardRule{
	{regexp.MustCompile(`\b(?:skip|bypass|circumvent|override|disable|ignore|turn off)\b(?: \w+){0,3} (?:authentication|authenticating|login|log ?in|sign ?in|password|verification|approval|checks?|security|rules)\b|\bwithout (?:\w+ ){0,2}(?:authentication|logging in|a login|login|a password|approval|verification|checking)\b|\bno need to (?:\w+ )?(?:authenticate|log ?in|verify|approve|check)\b`), "a request to skip a check"},
	{regexp.MustCompile(`\bignore (?:all |any |your |the )?(?:previous|prior|above|earlier) (?:instructions|rules|prompts?)\b|\b(?:i am|i'm|im) (?:the |an? )?(?:admin|administrator|bank manager|manager|developer|root|system)\b`), "a claim of special authority"},
}

// bypassAttempt returns why a message looks like an attempt to talk past a
// check, "" when it does not.
func bypassAttempt(text string) string { return firstMatch(bypassRules, text) }
