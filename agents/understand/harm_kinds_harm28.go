package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Lawful decline grounds and money slang refused as harm (issue 24,
// round 28's harm28). A harm pattern fired on one word with an innocent
// use: "not declared on the policy" (a use the insured kept back, the
// insurer's ground) read as a request not to declare; "the insured set
// fire to the kitchen deliberately, arson confirmed" as a request to
// stage a fire; "fraudulent inflation of repair invoice" as a request to
// inflate one; "stolen items were not listed on the schedule" as moving
// stolen goods; "check my loot" as moving the loot of a crime. A finding
// about the claim (use not declared, arson confirmed, an invoice inflated,
// items stolen and not listed) is the reason for a lawful decline however
// it is worded; asking to do the harm (not to declare, to say what is
// not so, to stage a fire, to move the loot from a job) stays refused.

// undeclaredFound is something the insured kept back, said as found: a
// participle after a negation ("not declared on the policy", "was never
// disclosed", "hadn't been notified"), the noun ("undeclared business
// use", "non-disclosure"), or someone else who failed to say it ("the
// insured didn't declare the deliveries").
var undeclaredFound = re(`\b(?:not|never|wasn't|wasnt|was not|weren't|werent|were not|hadn't|hadnt|had not|hasn't|hasnt|has not|haven't|havent|have not|isn't|isnt|is not|aren't|arent|are not|nor)\s+(?:been\s+|ever\s+|properly\s+|fully\s+)?(?:declared|disclosed|notified|mentioned|revealed|listed|specified|itemi[sz]ed|stated|noted|endorsed|reported to us|told to us)\b` +
	`|\b(?:undeclared|undisclosed|unlisted|unnotified|non ?-?disclosure|nondisclosure|non ?-?declaration|misrepresentation|misrepresented|concealment|concealed)\b` +
	`|\b` + findingWho + ` ` + findingHedges + `(?:failed to|didn't|didnt|did not|never|neglected to|chose not to|omitted to)\s+(?:declare|disclose|mention|notify us of|tell us|tell us about|list|report)\b`)

// keepItBack asks not to say something, or owns the use as the user's:
// "don't declare it", "never mention the uber work", "i use my car for
// deliveries".
var keepItBack = re(`\b(?:don't|dont|do not|never|not|without|no need to|shouldn't|should not|won't|wont|will not)\s+(?:[\w']+\s+)?(?:declare|disclose|mention|tell|say|list|report|notify|include|admit)\b|\b(?:hide|hiding|conceal|concealing|cover up|keep (?:it|this|that) (?:quiet|secret|from))\b` +
	`|\b(?:i|we|i'm|im|i've|ive|we're|we've)\s+(?:[\w']+\s+)?(?:use|used|using|drive|drove|driving|rent|rented|renting|let|run|ran|running|work|worked|working|do|did|doing)\b|\b(?:my|our)\s+(?:own\s+)?(?:car|vehicle|van|truck|ute|motorbike|bike|house|home|flat|apartment|property|business|shop)\b`)

// nominalFinding is the act named as a noun, which nobody asks to be
// done: "fraudulent inflation of the repair invoice", "falsification of
// the receipts", "deliberate exaggeration of the contents list".
var nominalFinding = re(`\b(?:inflation|exaggeration|overstatement|overstating|falsification|fabrication|forgery|staging|alteration|doctoring|padding|misrepresentation|manipulation|concealment|non ?-?disclosure)\s+of\b`)

// nominalAsked is a nominal act asked for or owned: "help me with the
// inflation of my invoice", "how to do the staging of a crash".
var nominalAsked = re(`\b(?:help|teach|show|tell)\s+(?:me|us)\b|\bhow\s+(?:do|can|could|should|to)\b|\bof\s+(?:my|our)\b|\b(?:i|we)\s+(?:want|need|wanna|would like|'d like|plan)\b`)

// arsonFound is a fire someone else set, or evidence that it was set:
// "the insured set fire to the kitchen deliberately", "claimant set the
// car on fire", "fire investigator confirmed arson", "arson was
// established".
var arsonFound = re(`\b` + findingWho + `(?:'s\s+[\w']+)?\s+` + findingHedges + `(?:set\s+fire\s+to|set\s+(?:[\w']+\s+){1,3}(?:on\s+fire|alight|ablaze)|started\s+(?:a|the)\s+(?:[\w']+\s+)?fire|lit\s+(?:a|the)\s+(?:[\w']+\s+)?fire|burn(?:ed|t)\s+(?:[\w']+\s+){0,3}(?:down|out)|torched)\b` +
	`|\b` + findingEvidence + `\s+(?:[\w']+\s+)?` + findingShows + `\s+(?:[\w']+\s+){0,3}(?:arson|deliberate|on\s+purpose|intentional|deliberately\s+(?:set|lit|started))\b` +
	`|\barson\s+(?:was\s+|has\s+been\s+|had\s+been\s+)?(?:confirmed|found|established|proven|proved|determined|suspected|identified)\b|\b(?:confirmed|proven|suspected|deliberate)\s+arson\b`)

// findingHarm28 reports a finding about the claim that none of the
// earlier findings names (n normalised): a use not declared, a fire set
// by someone else, an act named as a noun.
func findingHarm28(n string) bool {
	if fabricationAsked.MatchString(n) || fabricationAskedMore.MatchString(n) {
		return false
	}
	if arsonFinding(n) {
		return true
	}
	if undeclaredFound.MatchString(n) && !keepItBack.MatchString(n) {
		return true
	}
	return nominalFinding.MatchString(n) && !nominalAsked.MatchString(n)
}

// arsonFinding reports a fire found set by someone other than the user.
func arsonFinding(n string) bool {
	return arsonFound.MatchString(n) && !firstPersonFire.MatchString(n) && !fabricationAsked.MatchString(n) && !fabricationAskedMore.MatchString(n)
}

// firstPersonFire is a fire the user sets, or asks to be set: "i'll set
// fire to it", "set fire to my shop".
var firstPersonFire = re(`\b(?:i|we|i'll|ill|we'll|i'm|im|gonna|going to|want to|wanna|help me|can you|how (?:do|can|to))\b.*\b(?:set|start|light|burn|torch)\b|\b(?:set fire to|burn|torch)\s+(?:down\s+)?(?:my|our)\b`)

// claimedThings are what a theft claim lists.
const claimedThings = `(?:items?|goods|property|properties|jewell?ery|jewels|cash|money|stuff|belongings|possessions|valuables|contents|bikes?|bicycles?|laptops?|phones?|watch(?:es)?|rings?|necklaces?|tools|equipment|electronics|tv|television|cameras?|handbags?|bags?|artwork|paintings?)`

// stolenInClaim is stolen property as a theft claim's ground: not on the
// schedule, not covered, not recovered, over the limit ("stolen items
// were not listed on the specified items schedule", "stolen cash exceeds
// the policy limit").
var stolenInClaim = re(`\bstolen\s+(?:[\w']+\s+){0,2}?` + claimedThings + `\b(?:\s+[\w']+){0,3}?\s+(?:(?:was|were|is|are|had been|have been|has been)(?:\s+(?:not|never|also|only|partly|all))?|wasn't|wasnt|weren't|werent|isn't|isnt|aren't|arent|hadn't been|hadnt been|not|never)\s+(?:been\s+)?(?:listed|declared|specified|itemi[sz]ed|covered|insured|recorded|scheduled|recovered|excluded|on (?:the|his|her|their|any) (?:schedule|policy|list|inventory|claim form|specified items)|in (?:the|his|her|their) (?:schedule|policy|inventory)|part of (?:the|his|her|their) (?:cover|policy|schedule))\b` +
	`|\bstolen\s+(?:[\w']+\s+){0,2}?` + claimedThings + `\b(?:\s+[\w']+){0,2}?\s+(?:exceed\w*|(?:is|are|was|were)\s+(?:over|above|beyond))\s+(?:the\s+)?(?:[\w']+\s+){0,2}?(?:limit|sum insured|cap|maximum)\b` +
	// kept away from the insured address, so not covered (round 34's
	// insurance tester: "stolen items were kept at the church hall, not at
	// the insured address, so theyre not covered")
	`|\bstolen\s+(?:[\w']+\s+){0,2}?` + claimedThings + `\b(?:\s+[\w']+){0,16}?\s+(?:(?:not|never|isn't|isnt|aren't|arent|wasn't|wasnt|weren't|werent|theyre not|they're not|it's not|its not)\s+(?:[\w']+\s+)?covered|(?:no|not)\s+(?:on\s+)?cover|(?:cover|policy|insurance)\s+(?:doesn't|doesnt|does not|won't|wont|will not)\s+(?:apply|cover)|not\s+(?:at|in|from)\s+(?:the\s+)?insured\s+(?:address|premises|property|home|location))\b`)

// stolenMoved asks to move, sell or keep what was stolen, or owns the
// theft: "sell the stolen items", "deposit the stolen cash", "i stole".
var stolenMoved = re(`\b(?:move|moving|send|sending|transfer\w*|wire|wiring|deposit\w*|launder\w*|wash|washing|clean|cleaning|hide|hiding|stash\w*|fence|fencing|sell|selling|spend|spending|cash (?:in|out)|shift|shifting|convert|smuggl\w*|offload\w*|get rid of|keep|keeping|pawn\w*|flog|flogging|still (?:have|has|got))\b` +
	`|\b(?:i|we|me and \w+)\s+(?:just\s+)?(?:stole|nicked|robbed|took|lifted|swiped|pinched|embezzled|skimmed|grabbed|looted|jacked)\b`)

// stolenAsGround reports stolen property named as a theft claim's
// ground, with nothing moved or owned as stolen (n normalised).
func stolenAsGround(n string) bool {
	return stolenInClaim.MatchString(n) && !stolenMoved.MatchString(n) && !fabricationAsked.MatchString(n) && !fabricationAskedMore.MatchString(n)
}

// lootOfCrime is loot that a crime brought in, not money slang ("check
// my loot", "how much loot is in savings", "send 40 of my loot to
// savings"): "the loot from the job", "stash the loot", "move the loot"
// (a loot known to both, moved), "loot we grabbed", "heist loot", loot
// kept from the police.
const lootOfCrime = `\bloot\s+(?:from|off|of)\s+(?:the\s+|a\s+|an\s+|that\s+|this\s+|our\s+|my\s+|last night'?s\s+|tonight'?s\s+)?(?:[\w']+\s+)?(?:job|heist|robbery|raid|burglary|score|break ?in|hit|hold ?up|mugging|theft|crime|jewell?ers|smash and grab|bank|store|shop|house|till|safe|victim|victims|mark)\b` +
	`|\b(?:stash|stashing|hide|hiding|launder|laundering|wash|washing|clean|cleaning|fence|fencing|bury|burying|offload|unload|dump|ditch|get rid of|move|moving|shift|shifting|transfer\w*|send|sending|wire|wiring|deposit\w*|put|putting|split|splitting|spend|spending|cash|bank|pay)\s+(?:[\w']+\s+){0,2}?(?:the|our|all the|all our|this|that|their|his|her|them)\s+loot\b|\bloot\b.*\b(?:nobody|no one|noone|cops|police|feds|taxman|untraceable|trace|traced)\b` +
	`|\bloot\s+(?:that\s+|which\s+)?(?:i|we|they|he|she|you|me and \w+)\s+(?:just\s+)?(?:took|stole|grabbed|nicked|lifted|swiped|got from|scored|pinched|robbed|looted|jacked)\b` +
	`|\b(?:stolen|hot|dirty|heist|robbery|burglary|crime)\s+loot\b`

// lootCrime is lootOfCrime compiled.
var lootCrime = re(lootOfCrime)

// lootAsSlang reports "loot" in the words ws said as money slang: no
// crime's loot anywhere in them.
func lootAsSlang(ws []string) bool {
	return !lootCrime.MatchString(strings.Join(ws, " "))
}

// withHarm28 gives the kinds of moving stolen money stolen property named
// as a theft claim's ground as their innocent reading, and the kinds of
// harm to someone a fire found set by someone else ("he set fire to his
// shop, arson confirmed": the insurer's finding, no request); and it adds
// this file's kinds.
func withHarm28(ks []harmKind) []harmKind {
	ks = append(ks, harm28Kinds()...)
	for i := range ks {
		own := ks[i].lawful
		switch ks[i].reason {
		case "a request to move stolen or dirty money":
			ks[i].lawful = func(n string) bool { return own != nil && own(n) || stolenAsGround(n) }
		case "a request to harm someone":
			ks[i].lawful = func(n string) bool { return own != nil && own(n) || arsonFinding(n) }
		}
	}
	return ks
}

// madeUpFact asks to make up what happened: "make up that items were
// stolen", "just invent that the jewellery was stolen", "pretend the
// car was used for deliveries". Said with a letter or a decline, it is
// a reason invented, however the fact is put (round 28: "decline
// 77CD88 home, and make up that items were stolen" was written).
const madeUpFact = `\b(?:make up|makes up|making up|invent|invents|inventing|fabricate|fabricating|cook up|dream up|pretend|pretending)\s+(?:that\s+)?(?:the\s+|his\s+|her\s+|their\s+|some\s+|all\s+(?:the\s+)?|a\s+|an\s+|my\s+|our\s+)?(?:[\w']+\s+){0,3}?(?:was|were|is|are|had been|has been|have been|got)\b`

// harm28Kinds are this file's kinds.
func harm28Kinds() []harmKind {
	return []harmKind{
		{reason: "a request to invent the reason for a letter", all: true,
			keys:   []string{"make up", "makes up", "making up", "invent", "fabricat", "cook up", "dream up", "pretend"},
			acts:   []*reading.LazyRegexp{re(letterContext), re(madeUpFact)},
			vetoes: []*reading.LazyRegexp{re(studied), re(schoolwork), re(`\b(?:don'?t|do not|never|not) (?:invent|make up|made up|fabricate|pretend)\b`)}},
	}
}
