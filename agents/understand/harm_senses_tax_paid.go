package understand

import "sync"

// R53 (rounds 34–35's bank testers): "transfer 200 to bob so he can pay
// his taxes" was refused: "tax" is a word of evading (cueEvade), and the
// classifier heard only it beside a transfer. Paying a tax, a tax bill or
// a tax return is the law kept, not dodged. A tax word is taken in that
// sense when a word of paying, owing or a bill stands beside it; evading
// it is said in other words ("avoid", "dodge", "so the irs doesn't see
// it", "under the limit"), which keep their own harmful sense, and R8's
// table reads "avoid tax", "off my tax return" on its own.

// (each built on first use: TestInitAllocations)

// taxPaying are the words before a tax word that make it one paid or
// owed: "pay his taxes", "for the tax", "owes council tax".
var taxPaying = sync.OnceValue(func() map[string]bool {
	return wordSet("pay", "pays", "paying", "paid", "owe", "owes", "owed", "owing", "for", "towards", "toward", "cover", "covers", "covering", "settle", "settles", "settling", "file", "files", "filing", "due")
})

// taxKinds are the words between the paying word and the tax word that
// keep it a tax paid: "pay the council tax", "for his property taxes".
var taxKinds = sync.OnceValue(func() map[string]bool {
	return wordSet("the", "my", "his", "her", "their", "our", "your", "this", "that", "years", "year's", "yearly", "annual", "quarterly", "council", "income", "property", "road", "car", "vehicle", "sales", "land", "stamp", "business", "payroll", "back", "estimated", "outstanding", "overdue", "some", "last", "next")
})

// taxNotPaid are the words before the paying word that say the tax is
// not paid: "neither of us pays tax", "so i don't pay tax", "without
// paying tax", "pay less tax".
var taxNotPaid = sync.OnceValue(func() map[string]bool {
	return wordSet("neither", "nobody", "noone", "no", "none", "not", "dont", "don't", "doesnt", "doesn't", "didnt", "never", "without", "avoid", "avoiding", "dodge", "skip", "less", "nor", "wont", "won't", "cant", "can't", "stop", "evade", "escape")
})

// taxBill are the words after a tax word that make it a bill to pay:
// "the tax bill", "tax payment", "tax return".
var taxBill = sync.OnceValue(func() map[string]bool {
	return wordSet("bill", "bills", "payment", "payments", "return", "returns", "due", "demand", "invoice", "instalment", "installment", "owed", "debt")
})

// taxPaid reports word i of ws a tax said as paid or owed (see above).
func taxPaid(ws []string, i int) bool {
	w := ws[i]
	if w != "tax" && w != "taxes" {
		return false
	}
	if taxBill()[at(ws, i+1)] {
		return true // "the tax bill", "his tax return"
	}
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		switch v := ws[k]; {
		case taxPaying()[v]:
			// "so neither of us pays tax", "so nobody pays taxes": a tax
			// not paid is the evading sense
			return !taxNotPaid()[at(ws, k-1)] && !taxNotPaid()[at(ws, k-2)] && !taxNotPaid()[at(ws, k-3)]
		case !taxKinds()[v]:
			return false
		}
	}
	return false
}
