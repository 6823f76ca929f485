package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R53 (rounds 34–35's bank testers): "can i pay my landlord 1200 from
// savings, his acct is 7654321", "i owe my buddy mike 45, his account's
// 7654321, take it from checking" were refused as acting on someone else's
// account. An owner's account said to BE a number ("his acct is N", "her
// account number's N", "mike's acct no: N") tells the assistant where to
// pay: it is the payee's details, not a holding opened, read or drawn on.
// The phrase is read as "account number N" before the table and the
// classifier judge the message, so the rest of the message decides: a
// source that is another person's ("from his savings", "out of my
// brother's account") is still refused, and a message that points back at
// the account as something to draw on or look into ("…, take 60 out of
// it", "log into it", "what's the balance") is left as it is.

// payeeAccountSaid is an owner's account identified by a number: the owner
// (a pronoun or a possessive), the account (typos too), then a number
// word or a copula, then the digits. "his account 7654321", with neither,
// is not rewritten: "take it from his account 7654321" names a source.
var payeeAccountSaid = reading.Lazy(`(?i)\b(?:his|her|their|thier|[a-z]+(?:'|’)?s)\s+((?:bank\s+)?(?:account|acount|accout|accnt|acct|acc|a/c)(?:(?:\s*(?:number|num|nbr|nr|no\.?|#))+(?:\s*(?:is|(?:'|’)s|=|:|-|would be|will be))?|(?:\s*(?:(?:'|’)s|is|=|:|-|would be|will be))(?:\s*(?:number|num|nbr|nr|no\.?|#))?(?:\s*(?:is|=|:))?))\s*(\d[\d -]{2,}\d)\b`)

// payeeAccountUnknown is the payee's account the user says they do not
// know (round 34's bank 40: "i dont know his account number, its bob
// smith", at the question which account to send to): the user's own
// ignorance of where to pay, read as "… the account number".
var payeeAccountUnknown = reading.Lazy(`(?i)\b((?:don't|dont|do not|didn't|didnt)\s+(?:know|have|remember|recall)|(?:can't|cant|cannot|couldn't|couldnt)\s+(?:remember|recall|find)|no idea|not sure|unsure|idk|dunno|forgot|forgotten|(?:haven't|havent|have not)\s+got|no clue)((?:\s+(?:what|which|of|about|if|where|exactly|the|my|our))*)\s+(?:his|her|their|thier|[a-z]+(?:'|’)?s)\s+((?:bank\s+)?(?:account|acount|accout|accnt|acct|acc|a/c)(?:\s+(?:number|num|no|details|info|id))?)\b`)

// payeeLookedInto are the words, after the account is said, that point
// back at it as a source or a thing looked into ("…, take 60 out of it",
// "log into it", "what's the balance"): then the possessive stays, and
// the message is judged as said. A source said before it ("pay my
// landlord 1200 from there, his acct is N") is the user's own, named
// earlier.
var payeeLookedInto = reading.Lazy(`\b(?:from|out of|off) (?:it|that|that one|that account|this account|this one|there|his|her|their)\b|\b(?:check|show|see|look at|look in|look into|view|open|access|drain|empty|withdraw from|log into|log in to|login to|log in|login|sign in|sign into|sign in to|get into|get in to|hack|hack into|break into|go into) (?:it|that|there|this|the account|that account|the balance|his|her|their|what)\b|\b(?:the|its|his|her|their) (?:balance|statements?|transactions)\b|\b(?:whats|what's|what is|how much is|how much) in (?:it|there|that)\b`)

// payeeAccountsSaid reads each owner's account said to be a number as
// "account number N", and one the user does not know as "the account"
// (see above); text unchanged when there is none or
// the message looks into the account.
func payeeAccountsSaid(text string) string {
	at := payeeAccountSaid.FindStringIndex(text)
	if at == nil {
		at = payeeAccountUnknown.FindStringIndex(text)
	}
	if at == nil || payeeLookedInto.MatchString(reading.Normalise(text[at[0]:])) {
		return text
	}
	text = payeeAccountUnknown.ReplaceAllString(text, "$1$2 the $3")
	return payeeAccountSaid.ReplaceAllString(text, "account number $2")
}
