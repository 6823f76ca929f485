package concierge

// Deposits of outside money (R50 cannot_handle; tryout 33, 22): "deposit
// 500 into my checking" was read as a transfer, and the other account was
// chosen as its source without a word — the user was asked to approve
// $500 from Savings they never named. Cash, a cheque or a paycheck comes
// from outside the bank, and no agent here takes it in: that is said
// plainly, with the transfer between the user's own accounts offered in
// its place. A deposit said with one of the user's accounts as its source
// ("deposit 200 from savings into checking") is a transfer, and routed.

import (
	"github.com/concierge-dev/concierge/agents/reading"
)

// depositOutside is the kind: what a sentence names.
var depositOutside = outOfScope{what: "take deposits of cash, cheques or pay from outside"}

// depositVerbs say a deposit when they lead a request, typos included
// ("deposti 50 into savings").
var depositVerbs = lazyWordSet(`deposit deposits depositing deposti depost deposite desposit dposit depoist lodge lodging`)

// outsideMoney names money that comes from outside the bank: cash, a
// cheque, a paycheck, wages; "put 200 cash in savings", "i have a paycheck
// to deposit". "check" is a cheque only as a noun after an article or a
// possessive ("a check", "my check"), never "checking".
var outsideMoney = reading.Lazy(`\b(?:cash|cheques?|pay ?checks?|pay ?cheques?|paychecks?|paycheques?|wages|salary|money orders?|coins)\b|\b(?:a|an|the|this|that|my|his|her|their|some|two|few) (?:\w+ )?checks?\b`)

// depositPointsBack are the words after a deposit verb that mean what is in hand
// ("deposit it", "deposit that"): the transfer asked about, not a deposit.
var depositPointsBack = lazyWordSet(`it that this them those the same`)

// putsIn are the verbs that put money somewhere ("put", "add", "drop"):
// with outside money near them, a deposit.
var putsIn = lazyWordSet(`put putting add adding drop dropping stick load top deposit depositing pay paying lodge bank`)

// depositPhrase is a deposit said with its noun or as paying in: "make a
// deposit", "pay in a cheque", "i have a paycheck to deposit".
var depositPhrase = reading.Lazy(`\b(?:make|making|do|doing)\s+(?:a|an|one|another)\s+(?:\w+\s+)?deposit\b|\bpay(?:ing)?\s+in\s+(?:a|an|the|my|this|these|some|cash|cheques?|checks?|money|\$?\d)|\bto\s+(?:deposit|pay in|lodge)\b`)

// ownSource is one of the user's accounts named as where the money comes
// from, or an account number: then it is a transfer ("deposit 200 from
// savings to checking", "deposit 50 into 7654321" pays someone).
var ownSource = reading.Lazy(`\b(?:from|frm|out of|outta|off)\s+(?:my\s+|the\s+|our\s+)?(?:checking|chequing|savings|saving|chk|chking|chq|sav|account|acct)\b|\d{6,}`)

// depositKind is depositOutside when the clause asks to put money from
// outside into an account here, nil otherwise (or where no agent keeps
// an account: the domain's own cannot then says it).
func (e *Engine) depositKind(clause string) *outOfScope {
	if !e.keepsAccounts() || !e.movesMoney() || ownSource.MatchString(clause) {
		return nil
	}
	words := reading.Words(clause)
	i := 0
	for i < len(words) && framing()[words[i]] {
		i++
	}
	if i >= len(words) {
		return nil
	}
	if depositVerbs()[words[i]] && !(i+1 < len(words) && depositPointsBack()[words[i+1]]) || depositPhrase.MatchString(clause) {
		return &depositOutside // "deposit 500 into my checking"; "deposit it" at a transfer's approval is the transfer's
	}
	if putsIn()[words[i]] && outsideMoney.MatchString(clause) {
		return &depositOutside // "put 200 cash in savings", "add my paycheck to checking"
	}
	return nil
}
