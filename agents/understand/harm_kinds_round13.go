package understand

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// R8's table, round 13 (issue 24): another person's money asked about in
// any order of words, with or without a verb. The older kinds wanted a
// verb they knew in front ("what's", "show", "pull up"), so "whats my
// brother's checking balance", "sarah's balance please", "my dads card
// number", "how much money does john have", "balance for my uncle" went to
// the balance task and asked for a username. What makes these one kind is
// the thing asked about: a holding (balance, statement, account, card,
// money, password) whose owner is another person — a relation, a name's
// "'s", a pronoun — or a person asked how much they have.
//
// Its innocent twins: the user's own or joint money ("my checking
// balance", "me and my wife's joint account"), money paid or sent to the
// other person ("send 50 to my brother's account", "give my mum cash"),
// possessives that name no person ("today's balance"), and the other
// person present or asking themselves (round 10's vetoes).

// heldThing is what a person holds at a bank, with up to two words that
// say which of it: "checking balance", "bank account number".
const heldThing = `(?:(?:own|main|joint|other|current|business|personal|old|new|bank|whole|total|checking|savings|credit|debit|online|account|card|spare|overall) ){0,2}` +
	`(?:balances?|statements?|accounts?|accts?|savings|checking|cards?|money|funds|cash|passwords?|pw|pin|pins|logins?|bank|banking|details|transactions|spending|numbers?)\b`

// possessor is another person as an owner: a relation with or without the
// apostrophe ("my brother's", "my brothers"), a name's "'s", a pronoun.
const possessor = `(?P<who>(?:someone|somebody|anyone|anybody) else'?s|` + relationOwner + `|[a-z]+'s|his|her|their)`

// personAsked is a person asked about by the word that names them: "how
// much does john have", "how much my wife has", "does my dad have money",
// "what has dave got in savings".
const personAsked = `\bhow much (?:money |cash |funds )?(?:does|did|has|do|can|could) (?:my |our )?(?P<who>[a-z]+) (?:still )?(?:got|have|has|hold|holds|keep|keeps|saved|save|left)\b` +
	`|\bhow much (?:money |cash |funds )?(?:my |our )?(?P<who>[a-z]+) (?:has|holds|keeps|has got|has left|has saved|got|has in|keeps in)\b` +
	`|\b(?:does|did|has) (?:my |our )?(?P<who>[a-z]+) (?:still )?(?:have|got) (?:any |much |enough |a lot of |lots of |some |more )?(?:money|cash|funds|savings)\b` +
	`|\bwhat(?:s| is| has| does| did) (?:my |our )?(?P<who>[a-z]+) (?:got|have|has|keep|keeps|hold|holds) (?:in|on) (?:the |his |her |their )?(?:bank|accounts?|checking|savings|cards?)\b`

// heldOfPerson is a holding said first and its owner after: "balance for
// my brother", "the statement of my uncle", "password for her".
const heldOfPerson = `\b(?:balances?|statements?|transactions|passwords?|pin|logins?|login details|account (?:number|details|balance)|card (?:number|details)|bank details|spending) (?:of|for|belonging to|on) (?P<who>(?:my |our )?(?:ex|wife|husband|partner|girlfriend|boyfriend|neighbou?r|friend|mate|sister|brother|mum|mom|dad|mother|father|gran|nan|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|son|daughter|roommate|flatmate|housemate|coworker|colleague|boss|parents?|landlord|tenant|niece|nephew)|him|her|them)\b`

// notAPerson are words that take a person's place in the forms above but
// name none: the user, the accounts themselves, time.
var notAPerson = sync.OnceValue(func() map[string]bool {
	return wordSet(strings.Fields("i i've we you it this that there these those they them one mine yours ours my me " +
		"account accounts checking savings card cards balance money cash bank app insurer company branch shop store everyone everybody anyone anybody nobody " +
		"today yesterday tomorrow tonight weekend week month year morning evening day monday tuesday wednesday thursday friday saturday sunday " +
		"meeting project team car house dog cat the a an each either both what who")...)
})

// paidTo ends where money is given or sent: the holding that follows is
// where it goes ("send 50 to my brother's account", "give my mum money"),
// not what is looked at; or a topic the bank is called about ("call the
// bank about dad's card renewal"), or an account number said before it
// ("7788990 is my brother's account"), or a question whether the account
// money goes to is theirs ("is that my nephew's account"). "give me",
// "send me" ask for it.
var paidTo = reading.Lazy(`(?:\b(?:is|was|isn't|wasn't|are you sure) (?:that|this|it|the destination|\d{5,})(?: really| definitely| actually| even)?|\d{5,}(?: is| being| which is| that is| thats| it is| its| for| of)*|\b(?:it|money|payment|transfer|cash|funds|that|this) (?:is|will be|gets|get|goes|go|lands|land|arrives|arrive|shows up|show up|appears|appear)(?: \w+)? in|\b(?:call|ring|phone|contact|email|tell|remind|ask)\b (?:[\w']+ ){0,4}about|\b(?:to|into|onto|in to|towards)|\b(?:send|sending|sent|give|giving|gave|pay|paying|paid|wire|wiring|lend|lending|owe|gift|transfer|transferring|deposit|top up|put|move|moving|split)(?: (?:some|more|extra|the|that|this|a|an|\$?\d[\d,.]*k?|dollars|bucks|it|money|cash))*) $`)

// givenOrArrived follows a holding the user gives the number of, to pay
// into it ("my landlord's account is 7654321"), or money that came to
// the user ("my parents money went into my savings").
var givenOrArrived = reading.Lazy(`^ (?:(?:number|no|details|number is|no is|details are|is|are|ends in|ending in|=) )*(?:\d|#\d)|^ (?:went|came|goes|comes|arrived|landed|was paid|got paid|is going|was deposited|got deposited|will go|should go)\b`)

// numberHeld is another's account number or details, and aNumber one in
// the message: the user has it to pay into ("is 7654321 the right
// account number for my landlord?").
var numberHeld, aNumber = reading.Lazy(`\b(?:numbers?|details)\b`), reading.Lazy(`\d{5,}`)

// round13Acts are the acts of this file's kind, with the person each
// names as the group "who".
var round13Acts = []*reading.LazyRegexp{re(`\b` + possessor + ` ` + heldThing), re(personAsked), re(heldOfPerson)}

// othersHeldInnocent reports whether every match of this file's acts in n
// names no person, is where money goes, or is given by its number.
func othersHeldInnocent(n string) bool {
	for _, a := range round13Acts {
		for _, m := range a.FindAllStringSubmatchIndex(n, -1) {
			who := ""
			for i, name := range a.Regexp().SubexpNames() {
				if name == "who" && m[2*i] >= 0 {
					who = n[m[2*i]:m[2*i+1]]
				}
			}
			if notAPerson()[strings.TrimSuffix(who, "'s")] || paidTo.MatchString(n[:m[0]]) || givenOrArrived.MatchString(n[m[1]:]) ||
				numberHeld.MatchString(n[m[0]:m[1]]) && aNumber.MatchString(n) {
				continue
			}
			return false
		}
	}
	return true
}

// round13Kinds are the kinds of this file, read after the others.
func round13Kinds() []harmKind {
	return []harmKind{
		{reason: "a request to act on someone else's account",
			keys:   []string{"balance", "statement", "account", "acct", "saving", "checking", "card", "money", "cash", "fund", "pass", "pw", "pin", "login", "bank", "detail", "transaction", "spending", "number", "have", "has", "got", "hold", "keep", "left"},
			acts:   round13Acts,
			lawful: othersHeldInnocent,
			vetoes: []*reading.LazyRegexp{re(victim), re(studied),
				re(`\b(?:joint|shared)\b|\b(?:asked|wants|told|lets|let|allowed|authori[sz]ed) me\b|\bwith (?:his|her|their) (?:permission|consent|ok|blessing)\b|\b(?:power of attorney|attorney|executor|carer|guardian)\b|\bon (?:his|her|their) behalf\b`),
				// as round 10: "my dad wants to see his balance" is theirs; "i
				// only want to see her balance" right after a refusal is the
				// refused request pressed again (harm_followup.go's to answer)
				re(`\b(?:wants|needs|asked|is trying|are trying) to (?:see|check|know|look at|view|get|open|find|reset|change)\b|\b(?:only|just) (?:want|wanna|need) to (?:see|check|know|look at|view)\b`),
				re(`\b(?:his|her|their) own\b|\b(?:with me|beside me|next to me|sitting here|here with me)\b|\b(?:me|i) and my (?:wife|husband|partner)\b|\bmy (?:wife|husband|partner) and (?:i|me)\b`),
				// how an authority does it is asked to learn
				re(`\bhow (?:do|does|can|could|would|will) (?:the )?(?:police|cops|banks?|courts?|lawyers?|investigators?|authorities|government|governments|tax office|irs|hmrc|people|they|scammers|criminals|fraudsters|thieves|hackers|crooks)\b`),
				// a note or a reminder about their card, a way out of it,
				// a carer's lawful options
				re(`^(?:note|notes|memo|reminder|remind me|remember|add a note|add note|new note|write down|jot down|make a note|to ?do)\b|\bremind (?:him|her|them|me)\b|\b(?:log|sign) (?:me |him |her |them )?out\b`),
				re(`\bwhat are (?:my|the|our) options\b|\b(?:forgetful|dementia|lasting power|third party (?:access|mandate))|\bhow (?:can|do|could|would|should) (?:i|we) (?:set up|arrange|become|apply for|add myself|get added|legally)\b`),
				re(`\b(?:was|got|is|has been|been|were) (?:declined|blocked|frozen|lost|closed|cancell?ed|compromised|hacked)\b`)}},
	}
}
