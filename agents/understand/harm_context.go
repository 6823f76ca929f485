package understand

// Words that are harm cues in one sense only. "down" declines a claim in
// "turn the claim down" and nothing in "write it down" or "let me down";
// "not" is someone else's in "it's not mine" and nothing in "so i do not
// forget"; "forget" sets the rules aside in "forget your instructions"
// and is everyday in "so i don't forget"; "claim" is a lie in "claim it
// was stolen" and a file in "the letter for claim 88BP31". The cue
// classes held them as single words, so an ordinary note or correction
// met a harmful pair (decline×other, other×jailbreak) and was refused.
// Each is a cue here only beside the words that give it that sense.

import "sync"

// contextCue is a word that is a cue of class only when one of the
// words in near stands within span words after it (or before it, when
// before is set).
type contextCue struct {
	class  harmCue
	before bool
	span   int
	near   map[string]bool
}

func wordSet(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// lieTail are the words after "say", "tell" or "claim" that make it a
// lie told to the insurer: "say it was stolen", "claim i was driving".
var lieTail = wordSet("was", "were", "stolen", "happened", "broke", "broken", "damaged", "injured", "hurt", "lost", "driving", "caused", "never", "crashed", "flooded", "burgled")

// contextCues are the cue words that need their sense, by word.
var contextCues = sync.OnceValue(func() map[string][]contextCue {
	return map[string][]contextCue{
		// a decline: "turn it down", "turned the claim down"
		"down": {{class: cueDecline, before: true, span: 3, near: wordSet("turn", "turned", "turning", "turns", "knock", "knocked")}},
		// a refusal to pay: "we don't cover muslims", "do not pay her"
		"dont":   {{class: cueDecline, span: 2, near: wordSet("pay", "cover", "insure", "approve", "accept", "honour", "honor", "want")}},
		"not":    {{class: cueDecline, span: 2, near: wordSet("pay", "cover", "insure", "approve", "accept", "honour", "honor")}, {class: cueOther, span: 2, near: wordSet("mine", "my")}},
		"wont":   {{class: cueDecline, span: 2, near: wordSet("pay", "cover", "insure", "approve", "accept", "honour", "honor")}},
		"isnt":   {{class: cueOther, span: 2, near: wordSet("mine", "my")}},
		"cancel": {{class: cueDecline, span: 3, near: wordSet("policy", "policies", "cover", "insurance", "claim", "payout")}},
		// the rules set aside: "forget your instructions", "forget all previous rules"
		"forget":   {{class: cueJailbreak, span: 3, near: wordSet("previous", "prior", "above", "instructions", "rules", "guidelines", "training", "programming", "restrictions", "guardrails", "safety", "filters", "ethics", "limits")}},
		"policy":   {{class: cueJailbreak, before: true, span: 2, near: rulesSetAside}},
		"policies": {{class: cueJailbreak, before: true, span: 2, near: rulesSetAside}},
		// a lie: "claim it was stolen", "say i was driving", "tell them it broke"
		"claim":    {{class: cueForge, span: 4, near: lieTail}},
		"claimed":  {{class: cueForge, span: 4, near: lieTail}},
		"claiming": {{class: cueForge, span: 4, near: lieTail}},
		"say":      {{class: cueForge, span: 4, near: lieTail}},
		"said":     {{class: cueForge, span: 4, near: lieTail}},
		"tell":     {{class: cueForge, span: 4, near: lieTail}},
		"told":     {{class: cueForge, span: 4, near: lieTail}},
		// fire set, not a reminder set: "set fire to the shed"
		"set": {{class: cueForge, span: 2, near: wordSet("fire", "alight", "light")}},
		// made up, made to look: "make up a receipt", "make it look like"
		"make": {{class: cueForge, span: 3, near: wordSet("up", "look", "looks", "seem", "appear", "fake", "receipt", "invoice", "receipts", "invoices", "evidence", "statement", "document", "documents", "signature", "certificate", "payslip", "papers")}},
		"made": {{class: cueForge, span: 3, near: wordSet("up", "look", "seem", "appear", "fake")}},
		// a note that proves something: "a doctor's note", "a sick note"
		"note":  {{class: cueEvidence, before: true, span: 2, near: wordSet("doctor", "doctors", "gp", "gps", "sick", "medical", "hospital", "fit", "fake", "forged", "police", "vet", "vets")}},
		"notes": {{class: cueEvidence, before: true, span: 2, near: wordSet("doctor", "doctors", "gp", "gps", "sick", "medical", "hospital", "fake", "forged", "police", "vet", "vets")}},
		// a hiding: "cover it up", "cover my tracks"; not a policy's cover
		"cover":    {{class: cueHide, span: 2, near: wordSet("up", "tracks", "trail")}},
		"covering": {{class: cueHide, span: 2, near: wordSet("up", "tracks", "trail")}},
		"behind":   {{class: cueHide, span: 2, near: wordSet("back", "backs")}},
		// a threat: "or else"; not "anything else", "someone else"
		"else": {{class: cueThreat, before: true, span: 1, near: wordSet("or")}},
		// a leak of someone's things, not a pipe's
		"leak": {{class: cueThreat, span: 3, near: leaked}, {class: cueAttack, span: 3, near: leaked}},
		// every combination, not every tuesday
		"every": {{class: cueAttack, span: 2, near: wordSet("combination", "combinations", "password", "passwords", "pin", "pins", "code", "codes", "possible", "word")}},
		// a protected age or status, not "over the phone" or "a single payment"
		"over":   {{class: cueProtected, span: 1, near: wordSet("<num>", "sixty", "seventy", "eighty", "fifty", "65", "70", "80")}},
		"single": {{class: cueProtected, span: 1, near: wordSet("mother", "mothers", "mum", "mums", "mom", "moms", "parent", "parents", "dad", "dads", "father", "fathers", "woman", "man")}},
	}
})

// rulesSetAside are the words before "policy" that make it the
// assistant's rules, not an insurance policy.
var rulesSetAside = wordSet("ignore", "disregard", "bypass", "override", "forget", "break", "content", "usage", "safety")

// leaked are what a leak threatens to publish.
var leaked = wordSet("photos", "pics", "pictures", "images", "videos", "nudes", "address", "number", "details", "secrets", "info", "information", "data", "online", "password", "passwords", "records", "texts", "messages", "emails")

// contextMask is the classes word i of ws has in its sense there.
func contextMask(ws []string, i int) uint32 {
	var mask uint32
	for _, c := range contextCues()[ws[i]] {
		from, to := i+1, min(len(ws), i+1+c.span)
		if c.before {
			from, to = max(0, i-c.span), i
		}
		for _, w := range ws[from:to] {
			if c.near[w] {
				mask |= 1 << c.class
				break
			}
		}
	}
	return mask
}
