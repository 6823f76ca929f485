package concierge

// A bank's explanation in another domain (issue 24, round 29's ins32). In
// insurance, "hey so where would i even find the claim number?? the
// client just gave me a policy no" was answered "I can't see your
// transaction history or past payments here": "gave me" is how a bank's
// user says a payment came in ("my brother gave me back the 50"). Where
// no agent keeps accounts, a clause is about past payments only when it
// says money; "the client gave me a policy number" is context for the
// claim id asked.

import "github.com/concierge-dev/concierge/agents/reading"

// historyOfMoney is a word of money or its movement in a clause about
// what was given or sent: "paid me back", "sent me the 50", "my salary".
var historyOfMoney = reading.Lazy(`(?i)\b(?:paid|pay|payments?|money|cash|salary|wages?|rent|refund\w*|transactions?|statements?|deposit\w*|transfer\w*|bounced?|bouncing|charged|charges?|debit\w*|credit\w*|overdrawn|withdraw\w*|dollars?|bucks|quid|euros?|pounds?|funds|balance|account|owed|owes|invoice)\b|[$€£]\s*\d|\d+\s*(?:k|usd|aud|eur|gbp)\b`)
