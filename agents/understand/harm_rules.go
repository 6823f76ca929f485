package understand

// R8's table of harmful requests, moved here from package concierge so
// that R53's harm check is one check (Reader.Harm): this table, then the
// trained classifier. The table stays data (regular expressions over the
// normalised message) and the code that decides whether an act is asked
// for or only talked about.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Guardrails judge intent, not words (R8). Asking about harm is allowed
// ("what is money laundering?", "how do I report fraud?"), a name is a
// name ("send 50 to Rob"), and a decline letter may say "the claimant
// falsified documents". Asking for harm is refused: a harmful act said as
// something the user wants done ("help me hack into my ex's account", "I
// want to commit fraud", "launder this money"). The rules are data: the
// acts, and the framings that make an act a request.

// people are the someone-elses whose accounts and passwords are theirs.
const people = `(?:someone(?: else)?|somebody(?: else)?|an?other person|other people|his|her|their|my (?:ex|boss|wife|husband|partner|neighbou?r|friend|sister|brother|mom|dad|mother|father|grandma|grandmother|grandpa|grandfather|roommate|coworker|colleague|employer|parents?))(?:'?s)?`

// harm is one kind of harmful request: the acts that name it, and the
// reason given in the side panel.
type harm struct {
	reason string
	// keys are words one of which every act holds: a message with none of
	// them skips the pattern (most messages, so guarding stays cheap)
	keys []string
	acts *reading.LazyRegexp // over the normalised message
	// always: the act is a request however it is framed ("build a bomb")
	always bool
}

var harms = []harm{
	{reason: "a request to commit fraud", keys: []string{"fraud", "fak", "forg", "falsif", "fabricat", "make up", "invent", "doctor", "backdate", "lie ", "tax", "identity", "exaggerat", "inflat", "pad ", "burn", "crash", "bogus"}, acts: reading.Lazy(`\b(?:commit|committing|do|doing|pull off|get away with)(?: an?| some)? (?:insurance |bank |tax |wire |credit card |benefits? |mortgage |identity )?(?:fraud|theft)\b|` +
		`\b(?:fake|faking|forge|forging|falsify|falsifying|fabricate|fabricating|make up|invent|doctor|backdate)(?: an?| the| my| some| this| his| her)?(?: \w+)? (?:claims?|documents?|records?|statements?|signatures?|invoices?|receipts?|identity|identities|ids?|accidents?|injur(?:y|ies)|evidence|papers?|bank statements?|pay ?stubs?|letters?)\b|` +
		`\b(?:exaggerate|exaggerating|inflate|inflating|pad|padding) (?:my|the|a|this|our) (?:\w+ )?(?:claim|damages?|losses|injur(?:y|ies)|invoice|expenses)\b|` +
		`\b(?:burn|burning|torch|crash|crashing|wreck|flood|sink) (?:down )?(?:my|our|the) (?:own )?(?:house|home|car|business|shop|boat|property)(?: down)? (?:for|to get) (?:the )?(?:insurance|payout|claim)\b|` +
		`\blie (?:on|in|about) (?:my|the|a) (?:claim|application|form|tax return)\b|\b(?:tax evasion|evade (?:my |the )?taxes)\b|` +
		`\bmy (?:fake|faked|forged|falsified|fabricated|bogus) (?:claim|documents?|accident|injury|invoice|receipts?)\b`)},
	{reason: "a request to launder money", keys: []string{"launder", "wash", "drug money", "dirty money", "without getting caught"}, acts: reading.Lazy(`\blaunder(?:ing)?\b|\bwash (?:dirty |drug )?money\b|\b(?:move|moving|hide|hiding|send|sending|transfer|transferring|clean|cleaning|deposit|depositing) (?:\w+ ){0,2}(?:drug|dirty|stolen|illegal) (?:money|cash|funds)\b|\bwithout getting caught\b`)},
	{reason: "a request to steal or break into accounts", keys: []string{"steal", "rob", "into", "hack", "access", "use ", "drain", "empty", "from", "out of", "crack", "guess", "find out", "imperson", "stolen", "without"}, acts: reading.Lazy(`\b(?:steal|stealing)\b(?: (?:right now|of a deal|deal))?|` +
		`\b(?:rob|robbing)(?: from)? (?:an?|the|someone|somebody|people|my|his|her|their|banks?|stores?|houses?)\b|` +
		`\b(?:hack|hacking|break|breaking|sneak|sneaking) into (?:` + people + `|a bank|the bank|an? account|accounts|the system|their system)\b|` +
		`\b(?:get|getting|log|logging) into ` + people + ` (?:bank )?(?:account|email|phone|card)\b|` +
		`\bhack (?:` + people + `|the bank|a bank|an? account)\b|` +
		`\b(?:access|use|drain|empty|take (?:money |cash )?(?:from|out of)|transfer (?:money |cash |funds )?(?:from|out of)|move (?:money |cash |funds )?(?:from|out of)|send (?:money |cash |funds )?(?:from|out of)|withdraw (?:money |cash )?(?:from|out of)|get (?:money |cash )?(?:from|out of)) ` + people + ` (?:bank |savings |checking )?(?:account|card|money|savings|password)\b|` +
		`\b(?:crack|guess|phish for|find out) ` + people + ` (?:password|pin|login)\b|\bimpersonate (?:someone|somebody|a customer|another|him|her|my)\b|` +
		`\buse (?:a |the |this |some )?stolen (?:credit |debit |bank )?(?:cards?|credentials|identity|account|password)\b|` +
		`\bsteal (?:` + people + `|an?) identity\b`)},
	{reason: "a request to act on someone's account behind their back", always: true, keys: []string{"without"}, acts: reading.Lazy(`\b(?:account|money|card|savings|transfer|password)\b.*\bwithout (?:her|him|his|them|their|my \w+'?s?) (?:knowing|knowledge|consent|permission|noticing|finding out)\b`)},
	// another person's sign-in used for them: "she gave me her login",
	// "with my dad's password", "log in with ada's details"
	{reason: "a request to use someone else's sign-in", always: true, keys: []string{"login", "log in", "password", "pin", "credentials", "details", "username"},
		acts: reading.Lazy(`\b(?:gave|given|give|lent|told|sent|shared|showed) me (?:her|his|their) (?:own )?(?:login|log in|password|pin|credentials|username|bank details|details)\b|\b(?:gave|given|lent|told|sent|shared|showed) (?:her|his|their) (?:own )?(?:login|log in|password|pin|credentials|username|bank details|details) (?:to|with) me\b|` +
			`\b(?:with|using|use|via|through) (?:her|his|their|` + people + `) (?:own )?(?:login|log in|password|pin|credentials|username|card details)\b|` +
			`\b(?:her|his|their) (?:login|password|pin|credentials)\b.*\b(?:check|see|look at|open|get into|log in|sign in|move|send|transfer)\b`)},
	// dates altered on documents: "backdate it to last year", "put an
	// earlier date on the letter so they miss the appeal"
	{reason: "a request to falsify a document", always: true, keys: []string{"backdat", "date", "miss the", "deadline"},
		acts: reading.Lazy(`\bback ?dat(?:e|ed|ing) (?:it|this|that|the \w+|my \w+)\b|` +
			`\b(?:change|alter|fake|fudge|move|put) (?:the |an? )?(?:earlier |older |different |fake |false )?date (?:on|of|in) (?:the |my |this |that )?(?:letter|claim|document|form|invoice|receipt|statement|record)s?\b|` +
			`\bso (?:they|the claimant|he|she|the customer) (?:will )?miss (?:the|their|his|her) (?:appeal|deadline|window|chance to appeal)\b`)},
	{reason: "a request to defraud someone", keys: []string{"phish", "scam", "con ", "swindle", "trick", "cheat", "defraud"}, acts: reading.Lazy(`\b(?:phish|phishing|scam|scamming|con|swindle|trick|cheat|defraud)(?: an?)? (?:someone|somebody|people|customers|my (?:\w+ )?(?:grandma|grandmother|grandpa|grandfather|parents|mom|dad|friends?|neighbou?rs?|boss|clients?)|old people|the elderly|elderly people|an old \w+|victims?)\b|\b(?:send|write|draft|create|make|generate|build) (?:me )?(?:out )?(?:an? |some )?phishing (?:emails?|messages?|texts?|sites?|pages?|links?)\b`)},
	// a threat of violence said to the bank, its staff or anyone: "i'm
	// going to burn down your branch if you don't give me my money back",
	// "ill smash up your office", "gonna hurt the teller" (issue 24, bank27)
	{reason: "a threat of violence", always: true, keys: []string{"burn", "torch", "fire", "smash", "wreck", "trash", "blow", "bomb", "attack", "hurt", "kill", "stab", "shoot", "punch", "beat", "batter", "strangle", "assault", "destroy", "run over", "knife", "gun"},
		acts: reading.Lazy(`\b(?:i|im|i'm|i am|we|we're|were|i'll|ill|we'll|gonna|going to|will|shall|swear|could|might|wanna|want to)\b(?: [\w']+){0,3}? (?:burn(?:ing)?(?: down| up)?|torch|set fire to|set (?:[\w']+ ){1,2}on fire|smash(?: up| in)?|wreck|trash|blow up|firebomb|petrol bomb|bomb|attack|hurt|kill|stab|shoot|punch|beat(?: up)?|batter|strangle|assault|destroy|run over|knife|pull a (?:knife|gun) on)(?: [\w']+){0,2}? (?:your|the|that|this|every|all|you|him|her|them|everyone|everybody|someone|somebody|whoever|one of your)\b(?: [\w']+){0,2}?(?: |\b)(?:branch(?:es)?|bank|banks|office|offices|building|premises|store|shop|head office|headquarters|hq|staff|teller|tellers|cashier|cashiers|manager|managers|employees?|workers?|people|clerk|clerks|advis[eo]rs?|agents?|adjusters?|receptionist|security guard|guard|you|him|her|them|everyone|everybody|someone|somebody|whoever|place|windows|house|car|family|kids)\b(?:$|[^'])|\b(?:i|im|i'm|we|i'll|ill|we'll|gonna|going to|will)\b(?: [\w']+){0,3}? set (?:your|the|that|this|every|all) (?:[\w']+ )?(?:branch(?:es)?|bank|office|offices|building|store|shop|place|house|car) (?:on fire|alight|ablaze)\b`)},
	{reason: "a request to harm someone", always: true, keys: []string{"kill", "murder", "hurt", "harm", "attack", "beat", "poison", "stab", "shoot", "bomb", "explosive", "weapon"}, acts: reading.Lazy(`\b(?:kill|murder|hurt|harm|attack|beat up|poison|stab|shoot) (?:someone|somebody|people|him|her|them|myself|my (?:ex|boss|wife|husband|partner|neighbou?r)|a person)\b|\b(?:build|make) (?:a )?(?:bomb|explosive|weapon)\b`)},
}

// requestFrames make an act something the user asks for. An act that no
// frame introduces, and that does not open the message as a command, is
// talk about it ("the claimant falsified documents").
var requestFrames = reading.Lazy(`\b(?:i want to|i wanna|i'd like to|i would like to|i need to|i plan to|i'm going to|im going to|i am going to|i will|i'll|i'm trying to|im trying to|i am trying to|help me(?: to)?|can you|could you|would you|will you|please|teach me(?: how)? to|show me how to|tell me how to|explain how to|how (?:do|can|could|would|should|might) (?:i|we|you|one)|how to|let's|lets|we should|we could|best way to|easiest way to|quickest way to|safest way to|ways? to|steps to|tips (?:for|on|to)|guide to|is there a way to|want you to|go ahead and|just|make me|write me|get me|give me|draft me|create|generate|draft|write|make)\b`)

// askingAbout are framings of a question about harm, not a request for
// it: what it is, what it looks like, how to report, spot or avoid it.
var askingAbout = reading.Lazy(`^(?:what (?:is|are|does|do|counts as|happens)|what's|whats|why (?:is|do|does|are)|who|define|definition of|explain what|tell me about|is it (?:illegal|legal|a crime)|is (?:\w+ )?(?:illegal|a crime))\b|\bhow (?:do|can|could|should|would) (?:i|we|you|one) (?:report|spot|detect|avoid|prevent|protect|recogni[sz]e|identify|stop|tell|know|check|deal with|handle|dispute|recover)\b|\bhow to (?:report|spot|detect|avoid|prevent|protect|recogni[sz]e|identify|stop)\b|\b(?:look like|looks like|protect (?:myself|me|us)|keep (?:me|my|us) safe)\b`)

// howTo turns a question back into a request: "what's the best way to
// launder money" asks for the act.
var howTo = reading.Lazy(`\b(?:way to|ways to|way into|ways into|way in to|steps to|how to|how do i|how can i|help me|teach me|tips (?:for|on|to))\b`)

// HarmRule is R8's table: the reason for refusing the message, "" when no
// rule holds it harmful. It fails closed: a refusal stands whatever any
// model would say.
func HarmRule(text string) string {
	text = withWinksSaid(text)     // "not the reason ;)" (harm_kinds_ins24a.go)
	text = deviceSwitchedOff(text) // "disabled the alarm" (harm_senses_device.go)
	text = payeeAccountsSaid(text) // "his acct is 7654321": where to pay (harm_senses_payee_account.go)
	text = quickMadeSaid(text)     // "knock up a denial": write it (harm_senses_quick_make.go)
	text = claimIDFoundSaid(text)  // "look up a claim id, i'm staff": find it (harm_senses_claim_id_found.go)
	if paymentUnderThreat(text) {
		return threatReason // its victim is pointed to help (harm_kinds_round15_secharm15.go)
	}
	// each sentence or clause on its own: "can you check my balance, in
	// case someone steals it" asks for no theft
	whole := "" // the message normalised, when it is one clause
	// innocentWhole is harm_kinds_round17_harm17.go's innocent kinds,
	// read of the whole message once a rule matches a clause of it
	innocent := 0
	innocentWhole := func() bool {
		if innocent == 0 {
			innocent = 1
			if u := uncontract(everydaySenses(reading.Normalise(text))); innocentRound17(u) || innocentHarm21(u) {
				innocent = 2
			}
		}
		return innocent == 2
	}
	tg := tableGates()
	gb := tg.pool.Get().(*seenBuf)
	defer tg.pool.Put(gb)
	for rest := text; rest != ""; {
		part := rest
		if i := strings.IndexAny(rest, clauseEnds); i >= 0 {
			part, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		if part == "" {
			continue
		}
		r := everydaySenses(stealALook(repairHarmWords(reading.Normalise(part))))
		if len(part) == len(text) {
			whole = r
		}
		n := idioms.Replace(r) // "steal a look" is no theft
		tg.see(n, gb)
		for i, h := range harms {
			if !containsAny(n, h.keys) || !tg.open(i, gb) {
				continue
			}
			for _, loc := range h.acts.FindAllStringIndex(n, -1) {
				if h.always && othersPastAct(n, loc[0], loc[1]) {
					continue // "the claimant backdated the policy start, decline it"
				}
				if h.always || (!aName(n, loc[0]) && requested(n, loc[0]) && !innocentWhole()) {
					return h.reason
				}
			}
		}
	}
	// the kinds are pairs said anywhere in the message ("it's stolen,
	// send it"), so they read it whole
	if whole == "" {
		whole = everydaySenses(stealALook(repairHarmWords(reading.Normalise(text))))
	}
	return harmKindOf(whole)
}

// clauseEnds end a clause for R8's table: a rule reads each on its own.
const clauseEnds = ".;!?,\n"

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// requested reports whether the act starting at byte at of the clause n
// is asked for by the user: a request frame right before it (a few words
// at most, none of them someone else doing it), or the act opening the
// clause as a command — and the clause is not a question about the act,
// nor a "don't".
func requested(n string, at int) bool {
	if askingAbout.MatchString(n) && !howTo.MatchString(strings.TrimPrefix(n, askingAbout.FindString(n))) {
		return false
	}
	before := strings.Fields(n[:at])
	// a negation before the act takes it back (the lexicon's negation words)
	if k := len(before); k > 0 && (reading.Negation.Word(before[k-1]) || k > 1 && reading.Negation.Word(before[k-2])) {
		return false // "please don't steal my data"
	}
	frames := requestFrames.FindAllStringIndex(n[:at], -1)
	if len(frames) > 0 {
		between := strings.Fields(n[frames[len(frames)-1][1]:at])
		if len(between) <= 3 && !someoneElse(between) && !learning(between) {
			return true
		}
	}
	// "launder this money", "hack into his account": the act leads the
	// clause; "i" + act ("i steal", "i commit fraud") says it too
	lead := strings.TrimSpace(n[:at])
	return lead == "" || lead == "i" || lead == "and" || lead == "then" || lead == "now" || lead == "also" || lead == "just" || lead == "so"
}

// othersPastAct reports the act at n[from:to] told as done by someone
// else: its verb in the past tense with a subject of describedAct's
// before it ("the claimant backdated the policy", "he had backdated
// it"). An act the table holds harmful however framed is still only
// described there, as a decline letter or a report does.
func othersPastAct(n string, from, to int) bool {
	verb, _, _ := strings.Cut(n[from:to], " ")
	if !pastTense(verb) {
		return false
	}
	before := strings.Fields(n[:from])
	k := len(before)
	return describedAct(at(before, k-1), at(before, k-2), at(before, k-3))
}

// learning reports a verb of learning among the words between a request
// frame and an act: "help me understand laundering" asks to learn.
func learning(words []string) bool {
	for _, w := range words {
		switch w {
		case "understand", "learn", "explain", "know", "read", "study", "research", "define", "recognise", "recognize", "spot", "avoid", "report", "prevent":
			return true
		}
	}
	return false
}

// someoneElse reports a subject among the words that makes an act someone
// else's, not the user's request ("the claimant tried to commit fraud",
// "someone is stealing"): the lexicon's other-subject words.
func someoneElse(words []string) bool {
	for _, w := range words {
		if reading.OtherSubject.Word(w) {
			return true
		}
	}
	return false
}

// aName reports an act word used as a name: "send 50 to Rob", "pay Rob".
func aName(n string, at int) bool {
	f := strings.Fields(n[:at])
	if len(f) == 0 || !strings.HasPrefix(n[at:], "rob") {
		return false
	}
	last := f[len(f)-1]
	if last == "to" && len(f) > 1 {
		switch f[len(f)-2] {
		case "want", "wanna", "need", "going", "like", "try", "trying", "plan", "how", "way", "ways", "able", "me", "us":
			return false // "I want to rob someone": a verb, not a name
		}
	}
	switch last {
	case "to", "pay", "paid", "with", "for", "from", "and", "visit", "call", "tell", "ask", "thank", "meet", "give", "gave", "send", "sent", "owe", "email", "text":
		return true
	}
	return false
}

// idioms are sayings built on a harm word that ask for no harm: "steal a
// look at my balance", "that fee is daylight robbery".
var idioms = strings.NewReplacer("steal a look", "take a look", "steal a glance", "take a glance", "steal a peek", "take a peek",
	"stealing a look", "taking a look", "daylight robbery", "overpriced", "steal of a deal", "good deal", "a steal", "a bargain")

// lookTaken is "steal a look" with a word between ("i stole a quick
// look at my statement"), which the idioms' fixed strings miss.
var lookTaken = reading.Lazy(`\b(?:steal|steals|stole|stealing) (?:a|an) (?:[\w']+ )?(?:look|glance|peek|peep|nap)\b`)

// stealALook says "took a look" for a look stolen, in n normalised.
func stealALook(n string) string {
	if !strings.Contains(n, "st") || !strings.Contains(n, "look") && !strings.Contains(n, "glance") && !strings.Contains(n, "pe") && !strings.Contains(n, "nap") {
		return n
	}
	return lookTaken.ReplaceAllString(n, "took a look")
}

// harmWords are the words a typo must not hide ("comit frad").
var harmWords = []string{"commit", "fraud", "steal", "launder", "laundering", "phishing", "forge", "falsify", "fabricate", "identity", "hack", "scam", "reject", "decline", "guess", "password"}

// notHarmWords are ordinary words one letter from a harm word: "forget"
// is not "forge", "brute force" is not "brute forge".
var notHarmWords = map[string]bool{"forget": true, "forgets": true, "force": true, "forces": true, "forged": true,
	"scan": true, "scar": true, "scab": true, "seam": true, "steel": true, "steam": true, "steak": true,
	"stead": true, "stall": true, "steals": true, "identify": true, "identify's": true, "commits": true, "frauds": true,
	"hacks": true, "hackl": true, "forges": true, "gorge": true, "forte": true, "guest": true, "guests": true, "guesses": true, "passwords": true}

// repairHarmWords spells the harm words right: one edit away, four
// letters or more, the closest single word.
func repairHarmWords(n string) string {
	if !hasHarmTypo(n) && !hasRelationPossessive(n) {
		return n // most messages: no word list to build
	}
	words := strings.Fields(n)
	for i, w := range words {
		if h := harmTypo(w); h != "" {
			words[i] = h
		}
	}
	// "my dads password", "my flatmates pin": a relation's possessive
	// written without its apostrophe, before what the relation holds
	for i := 0; i+1 < len(words); i++ {
		if w := words[i]; relationPossessive(w) && holdings[words[i+1]] {
			words[i] = w[:len(w)-1] + "'s"
		}
	}
	return strings.Join(words, " ")
}

// hasHarmTypo reports a word of n that repairHarmWords would spell right,
// reading the words in place.
func hasHarmTypo(n string) bool {
	for rest := n; rest != ""; {
		rest = strings.TrimLeftFunc(rest, unicode.IsSpace)
		end := strings.IndexFunc(rest, unicode.IsSpace)
		if end < 0 {
			end = len(rest)
		}
		if harmTypo(rest[:end]) != "" {
			return true
		}
		rest = rest[end:]
	}
	return false
}

// harmTypo is the harm word w is a typo of, or "".
func harmTypo(w string) string {
	if len(w) < 4 || notHarmWords[w] {
		return ""
	}
	for _, h := range harmWords {
		// cheap tests first: a typo keeps the first letter and the
		// length within one
		if w == h || w[0] != h[0] || len(w) < len(h)-1 || len(w) > len(h)+1 {
			continue
		}
		if withinOneEdit(w, h) {
			return h
		}
	}
	return ""
}

// relations are the people whose accounts a message may name; holdings
// what they hold (repairHarmWords).
var relations = map[string]bool{"dad": true, "mum": true, "mom": true, "brother": true, "sister": true, "wife": true,
	"husband": true, "boss": true, "flatmate": true, "roommate": true, "housemate": true, "neighbour": true, "neighbor": true,
	"friend": true, "mate": true, "gran": true, "nan": true, "grandma": true, "grandad": true, "grandpa": true, "uncle": true,
	"aunt": true, "cousin": true, "partner": true, "girlfriend": true, "boyfriend": true, "colleague": true, "coworker": true,
	"ex": true, "son": true, "daughter": true, "father": true, "mother": true, "stepdad": true, "stepmum": true}

var holdings = map[string]bool{"password": true, "pin": true, "account": true, "card": true, "savings": true, "login": true,
	"balance": true, "money": true, "bank": true, "details": true, "checking": true, "wallet": true, "purse": true, "phone": true,
	"email": true, "credentials": true, "banking": true, "pension": true, "code": true, "codes": true}

// relationPossessive reports "dads", "flatmates": a relation with an s.
func relationPossessive(w string) bool {
	return len(w) > 2 && w[len(w)-1] == 's' && relations[w[:len(w)-1]]
}

// hasRelationPossessive reports a relation's possessive before what it
// holds, reading n's words in place.
func hasRelationPossessive(n string) bool {
	prev := ""
	for rest := n; rest != ""; {
		rest = strings.TrimLeftFunc(rest, unicode.IsSpace)
		end := strings.IndexFunc(rest, unicode.IsSpace)
		if end < 0 {
			end = len(rest)
		}
		w := rest[:end]
		if w != "" && relationPossessive(prev) && holdings[w] {
			return true
		}
		prev, rest = w, rest[end:]
	}
	return false
}
