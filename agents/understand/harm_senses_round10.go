package understand

// The user's own money sent to a third person (R53; issue 24, round 10):
// "ok then send 60 from savings to him again", "send her 25 from my
// checking", "pay my sister 40 from checking to 7654321". The classifier
// hears a pronoun or a relation beside money and refuses; but a person
// the money goes to is its recipient, not the owner of an account it
// comes out of. A message whose every other person is a payee — after
// "to" or "for", or right after a verb of paying ("send her 25", "pay my
// sister") — and none stands after "from" or before what they hold ("her
// savings"), unless paid into it ("to her account"), moves only the
// user's own money. Harm words (R8's classes) keep the refusal.

// payVerbs hand money to the person named right after them: "send her
// 25", "pay my sister 40", "give him 20".
var payVerbs = wordSet("send", "sending", "pay", "paying", "give", "giving", "wire", "wiring", "transfer", "transferring",
	"lend", "lending", "loan", "gift", "tip", "reimburse", "repay", "refund", "venmo", "zelle", "etransfer", "owe")

// thirdPersons are the pronouns that name another person, whose own
// money the rule must not let pass.
var thirdPersons = wordSet("him", "her", "them", "his", "their", "hers", "theirs")

// paidToThirdPerson reports money moved to another person named by a
// pronoun or a relation, out of nothing but the user's own (see above).
func paidToThirdPerson(msg *message) bool {
	ws, paid, others := msg.norm, false, 0
	for i, w := range ws {
		if payVerbs[w] || wordCues(w)&(1<<cueMove) != 0 {
			paid = true
		}
		if w == "my" || w == "our" {
			continue
		}
		if !thirdPersons[w] && !relations[w] && !possessive(msg.text, msg.toks[i]) {
			continue
		}
		others++
		before := at(ws, i-1)
		if before == "my" || before == "our" || before == "the" {
			before = at(ws, i-2)
		}
		if fromOwner[before] {
			return false // "from her savings", "out of his account"
		}
		into := before == "to" || before == "into" || before == "in"
		payee := into || before == "for" || payVerbs[before]
		holds := false
		if n := at(ws, i+1); n == "name" || n == "names" {
			return false // "into my sister's name": an owner made, not a payee
		}
		for _, v := range ws[i+1 : min(len(ws), i+3)] {
			if heldBy[v] {
				holds = true
			}
			if fromOwner[v] || v == "to" || v == "<num>" || v == "<money>" {
				break // the next clause: "send her 25 from my checking"
			}
		}
		if holds && !into || !payee {
			return false // "her savings", "show him": not paid to
		}
	}
	return paid && others > 0
}
