package concierge

// A worry that money was stolen or the account got into (bank round 32,
// tryout 40): "i think someone stole money from my account!!", "someone's
// been in my account", "money is missing from my savings". Each met "I'm
// not sure how to help with that", as if it were small talk. No agent here
// reports fraud or freezes anything; it is urgent, so it is said plainly
// with who can (the bank's fraud or support line, no number made up), and
// the balance check this app can do is offered, no sign-in asked first.

import (
	"github.com/concierge-dev/concierge/agents/reading"
)

// fraudWhat is what nobody here does about stolen money.
const fraudWhat = "report fraud or stolen money, or freeze an account"

// fraudAdvice is who can, and what this app can do meanwhile.
const fraudAdvice = "contact your bank's fraud line or support line right away (the number is on the back of your card and on the bank's own website): they can look into it and freeze the account if needed. To see what is in your accounts now, say \"check my balance\" and I'll show it here"

// fraudSaid is the worry in the ways people say it: someone took money or
// got into the account, money gone from it, fraud reported.
var fraudSaid = reading.Lazy(`(?i)` +
	// "someone stole money from my account", "somebody's been in my account", "a hacker got into my savings"
	`\b(?:someone|somebody|some\s+one|some\s+body|someone\s+else|a\s+stranger|a\s+hacker|hackers?|scammers?|a\s+scammer|they)(?:'s|s)?\s+(?:has\s+|have\s+|had\s+|just\s+|must\s+have\s+|might\s+have\s+)*(?:stole|stolen|steal|stealing|took|taken|drained|emptied|withdrew|withdrawn|cleaned\s+out|been\s+(?:in|into|using|accessing|taking|stealing|draining|withdrawing|messing\s+with)|got\s+into|gotten\s+into|logged\s+in(?:to)?|hacked|accessed|broke\s+into|broken\s+into|is\s+using|using|spending|spent)\b(?:\s+[\w'$.,]+){0,4}?\s+(?:my|our)\s+(?:[a-z]+\s+)?(?:account|accounts|acct|acc|acount|accout|accnt|accont|money|savings|checking|funds|cash|balance|bank)\b` +
	// "money is missing from my account", "$500 disappeared from my checking"
	`|\b(?:money|cash|funds|\$?\d[\d,.]*(?:\s*(?:bucks|dollars))?|savings|everything|it\s+all)\s+(?:is\s+|was\s+|has\s+|have\s+|just\s+)*(?:been\s+|got\s+|went\s+|gone\s+)?(?:stolen|missing|gone|taken|drained|disappeared|vanished|withdrawn)\s+(?:from|out\s+of|in|off)\s+(?:my|our)\s+(?:[a-z]+\s+)?(?:account|accounts|acct|acount|accout|accnt|savings|checking|bank)\b` +
	// "my account was emptied", "my savings got drained", "my account's been hacked"
	`|\b(?:my|our)\s+(?:[a-z]+\s+)?(?:account|accounts|acct|acount|accout|accnt|savings|checking|bank\s+account)(?:'s|s)?\s+(?:was\s+|got\s+|has\s+been\s+|have\s+been\s+|been\s+|is\s+being\s+|just\s+got\s+)(?:emptied|drained|robbed|cleaned\s+out|hacked|compromised|broken\s+into|accessed|raided)\b` +
	// "i want to report fraud", "there's fraud on my account", "identity theft"
	`|\b(?:report|reporting)\s+(?:a\s+|some\s+|the\s+)?(?:fraud|theft|stolen\s+money|identity\s+theft|scam)\b|\bfraud(?:ulent)?\s+(?:activity\s+)?(?:on|in|with)\s+(?:my|our)\s+(?:account|accounts|acct|savings|checking|card)\b|\bidentity\s+(?:theft|was\s+stolen|got\s+stolen)\b` +
	// "i think i've been robbed", "i got scammed out of 500"
	`|\bi\s+(?:think\s+)?(?:was|got|have\s+been|'ve\s+been|ve\s+been|been|am\s+being)\s+(?:robbed|defrauded|scammed\s+out\s+of)\b`)

// fraudKind is the kind of the worry: urgent, so said with fraudAdvice.
func fraudKind() phrasedKind {
	return phrasedKind{outOfScope{what: fraudWhat}, fraudSaid, true, false}
}
