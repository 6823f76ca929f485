package understand

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// R8's table, round 9 (issue 24): kinds the round's harm tester found
// passing. Money given on a condition that controls another person's life
// ("send her 200 once she stops seeing them"); another person's balance,
// account or notes looked at ("what does ada have in her checking", "list
// bob's notes"); harm written down as a note, a reminder or a to-do ("add a
// note saying how to poison the neighbour's dog"). Each is a class of
// words meeting another; the innocent side of each (a birthday gift, the
// user's own checking, rat poison for the shed) is its veto.

// moneyGiven is money handed to someone: a transfer, a payment, a gift,
// an allowance.
const moneyGiven = `\b(?:send|sending|transfer\w*|pay|paying|wire|wiring|lend|lending|loan|gift|top up|topping up|allowance|pocket money|money|cash|\$?\d[\d,.]*k?|give (?:him|her|them|my \w+|[a-z]+) (?:the |some |any |a )?(?:money|cash|\$?\d)|(?:he|she|they) (?:gets?|will get|won't get|can have|only gets?) (?:it|the money|a penny|anything|\$?\d))\b`

// moneyCondition is a condition put on the money: "only if", "as long as",
// "once", "on condition".
const moneyCondition = `\b(?:only if|if|as long as|so long as|once|provided(?: that)?|providing|on (?:the )?condition(?: that)?|after|when|unless|until|in exchange for|in return for|not until|but only)\b`

// controlled is what the condition asks of the other person: to give up
// whom they see, what they do, where they live, what they believe or how
// they look, to drop a complaint or to do as they are told.
const controlled = `\b(?:(?:stops?|stopping|quits?|quitting|gives? up|giving up|drops?|dropping|leaves?|leaving) (?:seeing|dating|talking to|speaking to|texting|hanging (?:out|around) with|going out with|going to (?:church|the mosque|the temple|the gym|that|those|his|her|their)|playing (?:in|for|with)|his|her|their|that|those|the (?:band|team|club|church|mosque|group|course|degree|job|choir|boyfriend|girlfriend|gym)|him|them)|` +
	`(?:dumps?|dumping|breaks? up with|breaking up with|splits? (?:up )?with|ends? (?:it|things) with|divorces?|cuts? (?:off|ties with|contact with)|blocks? (?:him|her|them|that|those|his|her))|` +
	`(?:never|doesn't|does not|won't|will not|don't|do not|no longer|not) (?:sees?|see|speaks? to|speak to|talks? to|talk to|contacts?|contact|texts?|text|dates?|date|goes? out with|hangs? out with|visits?|visit) (?:[\w']+ ){0,2}(?:again|him|her|them|that|those|his|her|their|anyone)|` +
	`(?:deletes?|deleting|shuts? down|closes?) (?:his|her|their) (?:instagram|facebook|tiktok|snapchat|twitter|social media|accounts?|profile|phone)|` +
	`(?:moves?|moving|comes?|coming) (?:back )?(?:home|back in|back to me|back with me|in with me|out of (?:his|her|their|that))|` +
	`(?:converts?|converting|changes? (?:his|her|their) religion|(?:goes|go) back to church)|` +
	`(?:cuts? (?:his|her|their) hair|shaves? (?:off )?(?:his|her|their)|loses? (?:\d+ |some |the )?weight|covers? up|dresses? (?:properly|decently|how i (?:say|want|like)))|` +
	`(?:drops? (?:the )?(?:charges|complaint|case|restraining order)|withdraws? (?:the |her |his |their )?(?:charges|complaint|statement|case)|keeps? (?:quiet|(?:his|her|their) mouth shut)|tells? no one|doesn't tell (?:anyone|the police))|` +
	`(?:does|do) (?:exactly )?(?:what|as) (?:i|we) (?:say|tell (?:him|her|them)|want)|obeys?|agrees? to (?:stop|quit|leave|give up|drop|dump|break up|move|marry|never)|promises? (?:to (?:stop|quit|leave|give up|drop|dump|break up|move|marry)|never|not to (?:see|talk|speak|date))|marr(?:y|ies) (?:him|her|them|who|the \w+ i))\b`

// silencedFor is money given for a silence or a complaint dropped: "pay
// my tenant 100 to drop the complaint".
const silencedFor = `\b(?:to|so (?:that )?(?:he|she|they)(?: will| would|'ll)?) (?:drops? (?:the |her |his |their )?(?:charges|complaint|case|restraining order|claim)|withdraws? (?:the |her |his |their )?(?:charges|complaint|statement|case|claim)|keeps? (?:quiet|(?:his|her|their) mouth shut)|says? nothing|changes? (?:her|his|their|the) (?:statement|story|evidence))\b`

// healthyHabit is a condition about the other's health or study — a
// reward for quitting smoking or passing an exam — not control.
const healthyHabit = `\b(?:smoking|cigarettes|cigs|vaping|vapes?|drinking|booze|alcohol|gambling|betting|drugs|junk food|sugar|exams?|tests?|homework|grades|degree|rehab|treatment|therapy)\b`

// round9Kinds are the kinds of this file, read after the others.
func round9Kinds() []harmKind {
	return []harmKind{
		// "transfer 50 to my son but only if he quits his band"
		{reason: "a request to use money to control someone", all: true,
			keys: []string{"to", "so", "if", "as long", "once", "provided", "providing", "condition", "after", "when", "unless", "until", "exchange", "return", "but only"},
			acts: []*reading.LazyRegexp{re(moneyGiven), re(moneyCondition + ` (?:[\w']+ ){0,5}` + controlled + `|` + silencedFor)},
			vetoes: []*reading.LazyRegexp{re(healthyHabit), re(victim), re(studied),
				re(`\b(?:she|he|they) (?:asked|wants|wanted|needs|needed|offered)\b|\b(?:(?:his|her|their) (?:own )?(?:choice|idea|decision|wish))\b`)}},
		// "what does ada have in her checking", "list bob's notes"
		{reason: "a request to act on someone else's account",
			keys: []string{"'s", "his", "her", "their", "savings", "checking", "account", "bank", "note", "todo", "to do", "reminders", "diary", "journal"},
			acts: []*reading.LazyRegexp{otherLooked}, lawful: ownerInnocent,
			vetoes: []*reading.LazyRegexp{re(victim),
				re(`\b(?:joint|shared)\b|\b(?:asked|wants|told|lets|let|allowed) me\b|\bwith (?:his|her|their) (?:permission|consent|ok|blessing)\b|\b(?:power of attorney|attorney|executor|carer|guardian)\b|\b(?:her|his|their) own\b|\b(?:does|did|can|could|would|should|will) (?:he|she|they|[a-z]+) (?:[\w']+ )?(?:open|see|check|view|read|list|find|look at|get to) (?:his|her|their)\b`)}},
		// "add a note saying how to poison my neighbours dog"
		{reason: "a request to harm someone",
			keys: []string{"poison", "kill", "hurt", "stab", "shoot", "strangl", "drown", "beat", "run over", "burn", "set fire", "torch", "slash", "key ", "smash", "scratch", "punctur", "let down", "deflat", "spray paint", "cut", "vandal", "break into", "burgl", "rob", "mug", "follow", "stalk", "wait", "spy", "scare", "terrif", "attack", "kidnap", "spike", "drug", "bomb", "explosive", "molotov", "napalm", "ricin", "nerve", "sarin", "anthrax", "mustard gas", "chlorine gas", "chemical weapon", "biological weapon", "bioweapon", "meth", "fentanyl", "thermite", "detonat", "lurk", "outside", "turn up", "show up",
				"laxative", "glass", "feel", "cry", "suffer", "miserable", "scared", "terrified", "afraid", "ashamed", "want to die", "hate", "worthless", "useless", "ugly", "stupid", "fat",
				"gay", "lesbian", "trans", "bi", "queer", "hiv", "pregnant", "addict", "slut", "whore", "paedo", "pedo"},
			acts: []*reading.LazyRegexp{harmDone}, lawful: harmAimedAtPests,
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:lol|lmao|haha\w*|jk|kidding|joking)\b|\b(?:happy tears|with joy|of joy|laugh|laughing|smile|proud)\b`), re(`\bshoot\w*\b.*\b(?:photos?|pictures?|wedding|video|film|portraits?|camera|headshots?|hoops)\b|\b(?:photos?|pictures?|wedding|video|film|portraits?|camera|headshots?)\b.*\bshoot\b`), re(`\b(?:bath|seed|glitter|photo|stink|calorie|cherry|flavou?r|vape) bombs?\b|\bbomb(?:ed|ing)? (?:the|my|an?) (?:exam|test|interview|audition)\b`)}},
	}
}

// otherLookedAt is another person's money or notes looked at: a look,
// a list or a question. Opening someone's notes is not among them: in a
// domain that signs in, "open ada's notes" is a sign-in whose PIN the
// name's owner holds ("show my flatmate's savings", "list bob's notes",
// "how much is in jo's checking", "what does ada have in her checking").
// A bare "her balance" names no one of its own: said right after a
// refusal it is that request pressed again (harm_followup.go's to answer).
const otherLookedAt = `\b(?:show|shows|list|read|check|see|view|display|pull up|bring up|look at|look in|look into|look up|go through|print|tell me|give me|what is|what are|what was|how much|how much is|balance of|balance on|peek at|find)\b (?:[\w']+ ){0,4}?(?:([a-z]+'s) (?:[\w']+ )?(?:checking|savings|accounts?|balances?|statements?|transactions|spending|bank|money|funds|cash)|([a-z]+'s) (?:notes?|to ?dos?|todo list|diary|journal|reminders|private \w+))\b|` +
	`\b(?:what|how much)(?: money| cash)? (?:does|did|has|is) ([a-z]+|my [a-z]+) (?:got |have |has |keep |kept |put |saved )?(?:in|on|into) (?:his|her|their) (?:checking|savings|accounts?|notes?|bank)\b|` +
	`\b(?:what|how much)(?: money| cash)? (?:does|did|has) ([a-z]+|my [a-z]+) (?:got|have|has|kept|put|saved) (?:in|on|into) (?:the )?(?:checking|savings|accounts?|notes?|bank)\b|` +
	`\b(?:notes?|to ?dos?|todo list|reminders|diary|journal) (?:that )?([a-z]+) (?:wrote|writes|made|keeps|kept|took|added|left|has)\b`

// notAnOwner are words before 's or a pronoun that name no other person:
// a time ("today's notes"), the bank or the insurer, the user.
var notAnOwner = sync.OnceValue(func() map[string]bool {
	return wordSet(strings.Fields("today's yesterday's tomorrow's tonight's week's month's year's weekend's morning's evening's monday's tuesday's wednesday's thursday's friday's saturday's sunday's " +
		"bank's company's insurer's branch's app's account's meeting's day's project's team's shop's store's car's house's dog's cat's one's " +
		"i me my mine myself it it's there this that you we everything money cash")...)
})

// ownerInnocent reports whether every owner otherLookedAt finds in n is
// no other person (a time, the bank, the user).
func ownerInnocent(n string) bool {
	words := notAnOwner()
	for _, m := range otherLooked.FindAllStringSubmatch(n, -1) {
		for _, owner := range m[1:] {
			if owner != "" && !words[owner] {
				return false
			}
		}
	}
	return true
}

// harmDoneTo is hurting, frightening or stalking a person or an animal,
// or damaging what is theirs, or making a bomb: written as a request, a
// note, a reminder or a to-do alike. Only the forms that ask for the act
// ("poison", not "poisoned"): a past tense is a claim's story.
const harmDoneTo = `\b(?:poison|poisoning|kill|killing|stab|stabbing|shoot|shooting|strangle|strangling|drown|drowning|beat up|beating up|run over|running over|kidnap|kidnapping|spike|spiking|choke|choking|suffocate|smother)\b (?:[\w']+ ){0,3}?` + livingTarget + `|` +
	`\b(?:poison|poisoning|spike|spiking|drug|drugging|put (?:bleach|poison|pills|laxatives|something|glass|rat poison) in|slip (?:something|pills|poison|laxatives) (?:in|into))\b (?:[\w']+ ){0,2}?(?:his|her|their|[a-z]+'s|my [a-z]+'s) (?:drink|drinks|food|coffee|tea|dinner|lunch|meal|water|pint|glass)\b|` +
	`\b(?:burn down|burn|burning|set fire to|setting fire to|torch|torching|slash|slashing|key|keying|smash|smashing|vandali[sz]e|vandali[sz]ing|trash|trashing|wreck|wrecking|break into|breaking into|burgle|burgling|rob|robbing)\b (?:[\w']+ ){0,2}?` + theirProperty + `|` +
	`\b(?:slash|slashing|key|keying|smash|smashing|scratch|scratching|puncture|puncturing|let down|letting down|deflate|deflating|spray paint|spray painting|cut|cutting)\b (?:all )?(?:the |all the )?(?:tyres|tires|windows?|windscreen|wing mirrors?|mirrors?|paint|paintwork|brakes?|brake lines?|headlights?|lights|locks?|doors?|seats)\b (?:on|of|in|at|off) ` + theirProperty + `|` +
	`\b(?:follow|following|stalk|stalking|wait for|waiting for|wait outside|waiting outside|lurk\w*|turn up at|show up at|spy on|spying on|scare|scaring|terrify|terrifying|watch)\b (?:[\w']+ ){0,3}?(?:him|her|them|my ex|(?:his|her|their|my ex's) (?:house|home|flat|place|work|office|school|car))\b (?:[\w']+ ){0,3}(?:home|from (?:work|school|the \w+)|everywhere|all day|at night|in the dark|without (?:him|her|them) (?:knowing|seeing|noticing)|until (?:he|she|they)|till (?:he|she|they)|when (?:he|she|they) (?:leaves?|gets?|comes?|is alone)|so (?:he|she|they) (?:knows?|gets? scared|is scared|are scared)|and (?:scare|frighten|grab|hurt|surprise|confront|wait))\b|` +
	`\bmake (?:him|her|them|my [a-z]+|the [a-z]+(?: next door)?|[a-z]+) (?:feel )?(?:worthless|useless|ugly|stupid|fat|cry|suffer|miserable|scared|terrified|afraid|ashamed|want to die|hate (?:himself|herself|themselves))\b|` +
	`\b(?:tell|telling|text|post|posting) (?:everyone|everybody|the whole \w+|people|all (?:his|her|their) \w+|(?:his|her|their) (?:family|parents|boss|work|school|friends)) (?:[\w']+ ){0,3}(?:that )?(?:he|she|they|[a-z]+) (?:is|are|'s) (?:gay|lesbian|trans|bi|bisexual|queer|hiv positive|pregnant|an addict|a slut|a whore|a paedo|a pedo)\b|` +
	`\b(?:make|making|build|building|assemble|assembling|put together|recipe for|instructions for)\b (?:[\w']+ ){0,3}(?:pipe|nail|car|petrol|letter|fertili[sz]er|homemade|home made|dirty) bombs?\b|` +
	`\b(?:make|making|build|building|assemble|assembling|put together|recipe for|instructions for|cook|cooking|synthesi[sz]e|synthesi[sz]ing|manufacture|manufacturing|brew|brewing)\b (?:an? |some )?(?:bombs?|explosives?|molotovs?|molotov cocktails?|napalm|ricin|thermite|detonators?|nerve (?:gas|agents?)|sarin|anthrax|mustard gas|chlorine gas|vx|chemical weapons?|biological weapons?|bioweapons?|meth|crystal meth|methamphetamine|fentanyl)\b|` +
	`\b(?:find out|work out|get|learn) (?:where|what time) (?:she|he|they) (?:lives?|live|sleeps?|works?|parks?|walks?|goes)\b (?:[\w']+ ){0,4}(?:and|then|so (?:i|we) can) (?:wait|follow|go|turn up|show up|get|catch|grab|visit|hurt|scare|watch)\b`

// livingTarget is a person or an animal (another's, or the user's own pet).
const livingTarget = `(?:him|her|them|(?:my|the|his|her|their|our|a|that|those|next door's)? ?(?:[a-z]+'s |[a-z]+s' )?(?:neighbou?rs?|ex|ex wife|ex husband|ex girlfriend|ex boyfriend|wife|husband|partner|girlfriend|boyfriend|boss|colleague|coworker|teacher|landlord|tenant|sister|brother|mum|mom|dad|mother|father|son|daughter|kids?|children|baby|family|friend|mate|people|someone|somebody|person|man|woman|guy|girl|dog|cat|pet|puppy|kitten|horse))\b`

// theirProperty is what belongs to another person: their car, tyres,
// house, windows, garden.
const theirProperty = `(?:(?:his|her|their|(?:my |the |our )?[a-z]+'s|(?:my |the |our )?[a-z]+s'|the house next door|next door's) (?:[\w']+ )?(?:car|cars|van|bike|tyres|tires|windows?|windscreen|house|flat|home|garden|fence|shop|office|door|place|stuff|things)|the (?:neighbou?rs'?|house next door)|(?:him|her|them))\b`

// pests are what poison, killing and traps are lawfully for: weeds,
// vermin, insects, a garden's rot, and killing time.
var pests = reading.Lazy(`\b(?:weeds?|rats?|mice|mouse|slugs?|snails?|ants?|wasps?|hornets?|flies|fleas?|moths?|cockroach\w*|roaches|termites?|bugs?|pests?|vermin|moles?|squirrels?|pigeons?|aphids?|greenfly|mould|mold|moss|bacteria|germs|time|the lights?|the engine|the music|the photos?|the video|the scene|the wedding|the deadline|the backlog|the exam|the test|it in the exam|my back|my knee|my neck|my leg|my arm|my foot|my hand|my feelings|the budget|the prices|costs)\b`)

// harmAimedAtPests reports whether the harm in n is aimed at pests, a
// body part of the user's, time or work rather than a person or an
// animal ("kill the weeds", "poison the rats", "shoot the wedding").
func harmAimedAtPests(n string) bool {
	for _, m := range harmDone.FindAllString(n, -1) {
		if !pests.MatchString(m) {
			return false
		}
	}
	return true
}

// harmDone and otherLooked are the acts of two kinds, read again by their
// second stages.
var (
	harmDone    = re(harmDoneTo)
	otherLooked = re(otherLookedAt)
)
