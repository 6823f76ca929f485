package concierge

// Blocking a person or an account from the user's money (R50's
// cannot_handle; issue 24 round 17): "block account 7654321", "stop all
// payments to my ex", "never send anything to 7654321 again" started a
// transfer to the very account the user wanted kept from their money,
// because the account number was the transfer's only value said. No
// agent blocks a payee or stops payments: it is said plainly, with who
// can (the bank's support line), and nothing starts. A card lost or
// stolen is cannot_cards.go's kind; a trait given as the reason for the
// block is refused before this is read (R53).

import "github.com/concierge-dev/concierge/agents/reading"

// blockPayeeWhat names the kind in the reply.
const blockPayeeWhat = "block a person or an account, or stop payments to them"

// blockPayeeAdvice is who can, and that nothing leaves without a yes.
const blockPayeeAdvice = "call your bank's support line, who can block a payee or stop a payment; nothing is ever sent from here unless you ask for a transfer and say yes to it"

// blockPayeeSaid is a block asked for a person or an account: a block
// verb on a payee, payments stopped to someone, money never to go there
// again.
var blockPayeeSaid = reading.Lazy(`\b(?:block|blacklist|blocklist|ban|bar)\b (?:[\w']+ ){0,3}?(?:him|her|them|this|that|payees?|recipients?|senders?|person|guy|number|\d{5,}|transfers?|payments?|money)\b` +
	`|\b(?:block|blacklist|ban|bar|stop) (?:[\w']+ ){0,3}?from (?:getting|receiving|being paid|being sent|sending)\b` +
	`|\b(?:stop|halt|prevent|cut off|block)\b (?:(?:all|any|every|future|further|more|my|of) )*(?:payments?|transfers?|money|sending|paying|transferring|wiring)\b (?:[\w']+ ){0,3}?(?:to|into|for|going|from going|reaching|towards)\b` +
	`|\b(?:never|don't|dont|do not|won't|wont)\b (?:ever )?(?:want (?:to )?|let |allow )?(?:any (?:of )?)?(?:my )?(?:send|pay|transfer|wire|money|payments?|transfers?|funds|cash)\b (?:[\w']+ ){0,6}?(?:ever|again|anymore|any more|in future|in the future|going forward)\b` +
	`|\bnever (?:ever )?(?:send|pay|transfer|wire)\b (?:[\w']+ ){0,3}?(?:to|him|her|them|\d{5,})\b` +
	`|\b(?:don't|dont|do not|never) (?:want|let) (?:any (?:of )?)?(?:my )?(?:money|payments?|transfers?|funds|cash) (?:going|to go|reaching|to reach|ending up|to end up|landing|get|gets)\b` +
	`|\b(?:nothing|no money|no more money|nothing more|no payments?|no transfers?|not a (?:penny|cent|dime))\b (?:[\w']+ ){0,2}?(?:goes|go|going|gets|get|is sent|sent|reaches|lands) (?:to|into)\b` +
	`|\b(?:don't|dont|do not|never) (?:let|allow) (?:[\w']+ ){0,3}?(?:receive|get|have)\b (?:anything|any|money|a penny|a cent|payments?|transfers?)\b`)

// blockPayeeKind is the kind, one value so the reply can find its advice.
var blockPayeeKind = outOfScope{what: blockPayeeWhat}

// payeeBlockAsked reports a clause that asks to block a payee or stop
// payments to someone, in a domain that keeps accounts.
func (e *Engine) payeeBlockAsked(clause string) bool {
	return e.keepsAccounts() && blockPayeeSaid.MatchString(clause) && !cardSaid.MatchString(clause)
}

// cardSaid is a card named: "block her card" is cannot_cards.go's kind.
var cardSaid = reading.Lazy(`\bcards?\b`)
