package understand

import (
	"strings"
	"sync"
)

// The harm head sees, besides the act's features, the classes of harm
// cues a message holds and every pair of them: "decline" with a protected
// characteristic, money moving with someone else's account, a password
// with guessing. A pair is what makes a message harmful, and a pair
// generalises to phrasings the corpus never wrote ("deny it, he's a
// sikh" shares "decline×protected" with "reject the claim, she is
// muslim"), where the words alone would not.

// harmCue is a class of harm cues.
type harmCue uint8

const (
	cueCrime     harmCue = iota // stolen, launder, heist, bribe …
	cueHide                     // hide, disguise, untraceable, cops …
	cueOther                    // someone else, a name's possessive, a neighbour
	cueMine                     // mine, myself: where taken money goes
	cueAttack                   // guess, brute force, crack, dump, bypass …
	cueSecret                   // password, pin, credentials …
	cueProtected                // race, religion, sex, disability, age, origin
	cueDecline                  // decline, deny, reject
	cueForge                    // fake, forge, fabricate, stage, backdate …
	cueEvidence                 // receipt, report, note, photo, witness …
	cueJailbreak                // ignore, rules, instructions, jailbreak, filter …
	cueThreat                   // threaten, hurt, kill, expose, or else …
	cueEvade                    // avoid, under the limit, sanctions, unreported …
	cueMove                     // send, transfer, wire, drain, empty, withdraw …
	cueMoney                    // money, cash, funds, balance, an amount
	cueAccount                  // account, savings, checking, card
	nHarmCues
)

var harmCueNames = [nHarmCues]string{"crime", "hide", "other", "mine", "attack", "secret", "protected",
	"decline", "forge", "evidence", "jailbreak", "threat", "evade", "move", "money", "account"}

// harmStems are word beginnings by class; a word is in a class when it
// starts with one of its stems (so "laundering" is "launder"). Stems of
// three letters or fewer must be the whole word.
var harmStems = [nHarmCues][]string{
	cueCrime: {"stole", "steal", "rob", "robbed", "robbery", "heist", "loot", "launder", "dirty", "embezzl", "fraud",
		"scam", "swindl", "smuggl", "bribe", "bribing", "kickback", "ransom", "extort", "blackmail", "counterfeit",
		"illegal", "illicit", "cartel", "drug", "traffick", "mule", "ponzi", "pyramid", "skim", "cocaine", "criminal",
		"crime", "racket", "proceeds", "contraband", "pilfer", "siphon", "misappropriat", "defraud", "con", "conned", "conning",
		"cheat", "theft", "thief", "thieves", "ripoff", "grift", "shady", "black-market", "blackmarket"},
	cueHide: {"hide", "hiding", "hidden", "conceal", "disguis", "untrace", "traceless", "unnoticed", "noticing", "cops",
		"police", "feds", "irs", "caught", "offshore", "shell", "anonymous", "anonymously", "quietly", "secretly",
		"wipe", "erase", "clean", "cleaned", "washing", "wash", "layer", "burner",
		"mixer", "tumbl", "unreported", "undetect", "detection", "flag", "flagged", "radar", "trace", "tracing"},
	cueOther: {"someone", "somebody", "someones", "somebodys", "other", "others", "another", "anothers", "neighbour",
		"neighbor", "ex", "exs", "exwife", "exhusband", "boss", "bosses", "coworker", "colleague", "stranger",
		"strangers", "victim", "victims", "customers", "customer", "users", "clients", "his", "her", "their",
		"theirs", "them", "him", "grandma", "grandpa", "grandmother", "grandfather", "elderly", "roommate",
		"employer", "everyone", "everybody"},
	cueMine:   {"mine", "myself", "my own"},
	cueAttack: {"guess", "brute", "crack", "dump", "bypass", "circumvent", "hack", "break", "breach", "exploit", "sniff", "keylog", "phish", "harvest", "spoof", "impersonat", "pretend", "pose", "posing", "combination", "wordlist", "dictionary", "enumerat", "reveal", "expose", "intercept", "takeover", "hijack", "sim", "swap", "reset", "lockout", "override", "spy", "snoop", "steal"},
	cueSecret: {"password", "passwords", "passcode", "pin", "pins", "credential", "login", "logins", "otp", "2fa", "code", "codes", "username", "usernames", "security", "verification", "token", "tokens"},
	cueProtected: {"race", "racial", "black", "white", "asian", "hispanic", "latino", "latina", "mexican", "arab",
		"jewish", "jew", "jews", "muslim", "islam", "christian", "catholic", "protestant", "hindu", "sikh",
		"buddhist", "atheist", "mormon", "religion", "religious", "gay", "lesbian", "bisexual", "queer", "trans",
		"transgender", "woman", "women", "female", "male", "girl", "pregnan", "disab", "wheelchair", "blind",
		"deaf", "autis", "handicap", "old", "elderly", "age", "aged", "senior", "pensioner", "young",
		"immigrant", "migrant", "foreign", "refugee", "nationality", "accent", "ethnic", "origin", "gender",
		"sexual", "african", "chinese", "indian", "pakistani", "nigerian", "polish", "romanian", "aboriginal",
		"indigenous", "native", "gypsy", "roma", "irish", "japanese", "korean", "russian", "syrian", "somali",
		"colou", "skin", "minority", "minorities", "sex", "orientation", "creed", "faith", "church", "mosque",
		"synagogue", "temple", "hijab", "turban", "kippah", "veteran", "mother", "divorced", "married"},
	cueDecline: {"decline", "declin", "deny", "denie", "denial", "reject", "refuse", "refusal", "void", "drop", "disqualif", "exclude", "lowball", "reduce"},
	cueForge: {"fake", "faked", "forge", "forged", "forgery", "fabricat", "falsif", "doctor", "backdat", "stage",
		"staged", "invent", "inflat", "exaggerat", "pad", "padding", "alter", "photoshop", "edit",
		"fictitious", "bogus", "phony", "phoney", "counterfeit", "pretend", "lie", "lying", "fib", "fire",
		"burn", "torch", "crash", "wreck", "swap", "change", "rewrite", "predat"},
	cueEvidence: {"receipt", "invoice", "quote", "report", "photo", "picture", "witness", "document",
		"record", "statement", "signature", "certificate", "letter", "evidence", "proof", "papers", "paperwork",
		"payslip", "stub", "id", "ids", "license", "licence", "passport", "date", "dates", "estimate", "bill"},
	cueJailbreak: {"ignore", "disregard", "rules", "rule", "instructions", "instruction", "jailbreak", "dan",
		"unrestricted", "restriction", "filter", "filters", "safety", "guardrail", "roleplay", "developer", "mode",
		"override", "disable", "system", "prompt", "limits", "pretend", "unfiltered",
		"uncensored", "admin", "root", "sudo", "programming", "constraints", "ethics", "guidelines", "checks"},
	cueThreat: {"threat", "threaten", "hurt", "kill", "harm", "hostage", "beat", "bomb", "weapon", "destroy",
		"regret", "expose", "ruin", "punish", "scare", "intimidat", "stalk", "revenge", "hit",
		"dox", "doxx", "attack", "shoot", "stab", "burn", "break"},
	cueEvade: {"avoid", "evade", "evasion", "dodge", "under", "below", "limit", "threshold", "structur", "smurf",
		"split", "splitting", "chunks", "pieces", "sanction", "embargo", "iran", "korea", "syria", "cuba",
		"crimea", "unreported", "report", "reporting", "tax", "taxes", "ctr", "aml", "kyc", "10000", "10k",
		"9000", "9500", "9900", "9999", "insider", "sell", "confidential"},
	cueMove: {"send", "sent", "transfer", "move", "moving", "wire", "wired", "pay", "drain", "empty", "withdraw",
		"take", "taking", "get", "access", "use", "spend", "cash", "funnel", "route", "put", "deposit", "shift",
		"clean", "out"},
	cueMoney: {"money", "cash", "funds", "fund", "balance", "savings", "dollars", "bucks", "grand", "thousand",
		"million", "payout", "paycheck", "pension", "wealth", "crypto", "bitcoin", "<money>", "<num>"},
	cueAccount: {"account", "accounts", "acct", "savings", "checking", "card", "cards", "bank", "wallet", "profile", "<id>",
		"email", "phone"},
}

// harmCueWords are the stems as whole words, with their classes, built
// on first use (R55: nothing is built at start that a command may not use).
var harmCueWords = sync.OnceValue(func() map[string]uint32 {
	m := map[string]uint32{}
	for c, stems := range harmStems {
		for _, s := range stems {
			m[s] |= 1 << c
		}
	}
	return m
})

// harmStemList are the stems of four letters or more, by first byte, for
// the prefix match.
var harmStemList = sync.OnceValue(func() *[256][]stemClass {
	var out [256][]stemClass
	for c, stems := range harmStems {
		for _, s := range stems {
			if len(s) >= 4 {
				out[s[0]] = append(out[s[0]], stemClass{s, 1 << c})
			}
		}
	}
	return &out
})

type stemClass struct {
	stem string
	mask uint32
}

// wordCues are the harm classes of one (lower-case) word.
func wordCues(w string) uint32 {
	if w == "" {
		return 0
	}
	mask := harmCueWords()[w]
	for _, sc := range harmStemList()[w[0]] {
		if len(w) > len(sc.stem) && strings.HasPrefix(w, sc.stem) {
			mask |= sc.mask
		}
	}
	if transWord(w) {
		mask &^= 1 << cueProtected // "transfer" is no trait: the stem "trans" met it by accident
	}
	return mask
}

var fHarm = mix(fnvOffset, "h:")

// possessive reports a word in the text written with 's or s' ("ada's",
// "my neighbours'"), other than the contractions ("it's", "what's").
func possessive(text string, t tok) bool {
	raw := text[t.from:t.to]
	if !strings.HasSuffix(raw, "'s") && !strings.HasSuffix(raw, "’s") && !(t.to < len(text) && text[t.to] == '\'' && strings.HasSuffix(raw, "s")) {
		return false
	}
	switch t.norm {
	case "its", "thats", "whats", "lets", "hes", "shes", "theres", "heres", "whos", "wheres", "hows", "whens", "whys", "everyones", "nobodys":
		return false
	}
	return true
}

// harmFeats appends the harm cue classes of msg to f, and every pair of
// classes present.
func harmFeats(msg *message, f []uint32) []uint32 {
	var mask uint32
	for i, w := range msg.norm {
		mask |= wordCues(w) | contextMask(msg.norm, i)
		if possessive(msg.text, msg.toks[i]) {
			mask |= 1 << cueOther
		}
	}
	for _, v := range msg.vals {
		if v.class == classMoney {
			mask |= 1 << cueMoney
		}
	}
	for a := harmCue(0); a < nHarmCues; a++ {
		if mask&(1<<a) == 0 {
			continue
		}
		ha := mix(fHarm, harmCueNames[a])
		f = append(f, ha)
		for b := a + 1; b < nHarmCues; b++ {
			if mask&(1<<b) != 0 {
				f = append(f, mix(mixByte(ha, '*'), harmCueNames[b]))
			}
		}
	}
	return f
}

// harmBase appends to f the features of msg the harm head reads besides
// its cues: the words', the pairs' and the message's, not the character
// grams. The grams of everyday words ("so", "say", "make") each leaned a
// little towards harm, so that a longer ordinary message (a run-on case
// note, a note read out, "ok so just make it then") summed to a refusal;
// a misspelt harm word is the table's to repair (repairHarmWords).
func (msg *message) harmBase(f []uint32) []uint32 {
	return append(f, msg.feats[:msg.wordFeats]...)
}
