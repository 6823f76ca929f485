package agents_test

import (
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// An unmarked amount said right before where the money goes is the
// amount, at any question; an id-shaped number is never an amount without
// a money cue (R51).
func TestExtractAmountWithItsDestination(t *testing.T) {
	t.Parallel()
	a := bank.Domain().Agent("transfer_money")
	tests := []struct {
		text, asked string
		want        map[string]string
	}{
		// the amount and the account said together at the account question
		{"300 to 7654321", "destination", map[string]string{"amount": "300", "destination": "7654321"}},
		{"ok 45.50 to account 1234324", "destination", map[string]string{"amount": "45.50", "destination": "1234324"}},
		{"it's 80 into 7654321", "destination", map[string]string{"amount": "80", "destination": "7654321"}},
		// the amount beside the answer, in either order
		{"account 7654321, 60", "destination", map[string]string{"amount": "60", "destination": "7654321"}},
		{"1234324 then, 12.5", "destination", map[string]string{"amount": "12.5", "destination": "1234324"}},
		{"7654321 and 1234324", "destination", map[string]string{"destination": "7654321"}},
		{"account 7654321, 60", "", map[string]string{"destination": "7654321"}}, // nothing asked: not said which
		// number words with no currency word
		{"i want make a transfer of money three hundred to account 1234324", "", map[string]string{"amount": "three hundred", "destination": "1234324"}},
		{"please send twelve hundred to 7654321", "", map[string]string{"amount": "twelve hundred", "destination": "7654321"}},
		{"ninety to 1234324 please", "", map[string]string{"amount": "ninety", "destination": "1234324"}},
		{"one hundred and forty to 7654321", "destination", map[string]string{"amount": "one hundred and forty", "destination": "7654321"}},
		// in words, wherever it stands: no id is said in words
		{"pay 1234324 a grand", "", map[string]string{"amount": "a grand", "destination": "1234324"}},
		{"i owe 7654321 fifty, can you pay it", "", map[string]string{"amount": "fifty", "destination": "7654321"}},
		{"i need two transfers made", "", map[string]string{}},
		{"i want to pay 1234324 a grand", "amount", map[string]string{"amount": "a grand", "destination": "1234324"}},
		// said as prices are spoken: taken, for its check to ask which
		{"send six twenty to 7654321", "", map[string]string{"amount": "six twenty", "destination": "7654321"}},
		{"four forty to 1234324", "destination", map[string]string{"amount": "four forty", "destination": "1234324"}},
		// "top up … with": where it goes first, then the amount
		{"top up my savings with 70", "", map[string]string{"amount": "70", "destination": "my savings"}},
		{"could you top up 7654321 with 15.25", "", map[string]string{"amount": "15.25", "destination": "7654321"}},
		// to an own account by name
		{"stick 60 into my savings", "", map[string]string{"amount": "60", "destination": "my savings"}},
		{"shift 25 to checking", "", map[string]string{"amount": "25", "destination": "checking"}},
		// an id before "to" is no amount; two numbers before it, none is
		{"1234567 to 7654321", "destination", map[string]string{"destination": "7654321"}},
		// an id-shaped number at the amount question is not an amount
		{"oh sorry wrong number its 7654312", "amount", map[string]string{"destination": "7654312"}},
		{"76543210", "amount", map[string]string{"destination": "76543210"}},
		// marked or plainly an amount, it is one
		{"76543 dollars", "amount", map[string]string{"amount": "76543 dollars"}},
		{"$12345", "amount", map[string]string{"amount": "$12345"}},
		{"1500", "amount", map[string]string{"amount": "1500"}},
	}
	for _, tt := range tests {
		if got := agents.Extract(a, tt.text, tt.asked); !maps.Equal(got, tt.want) {
			t.Errorf("Extract(%q, asked %q) = %v, want %v", tt.text, tt.asked, got, tt.want)
		}
	}
}

// R51: the number said after a money verb and whom it goes to is the
// amount ("send my roommate 12.50 for pizza"); a number that is no amount
// of money, or an id, is not taken so.
func TestAmountAfterWhomItGoesTo(t *testing.T) {
	t.Parallel()
	transfer := bank.Domain().Agent("transfer_money")
	for _, tt := range []struct {
		text string
		want map[string]string
	}{
		{"send my flatmate 18.25 for takeout, his account is 7654321", map[string]string{"amount": "18.25", "destination": "7654321"}},
		{"pay her 30 for dinner", map[string]string{"amount": "30"}},
		{"wire my landlord 900 for rent acct 1234324", map[string]string{"amount": "900", "destination": "1234324"}},
		{"can you transfer jake 45 his acct is 7654321", map[string]string{"amount": "45", "destination": "7654321"}},
		{"send him 3 times", map[string]string{}},
		{"pay my mom 7654321", map[string]string{"destination": "7654321"}},
		{"send it on 25", map[string]string{}},
	} {
		if got := agents.Extract(transfer, tt.text, ""); !maps.Equal(got, tt.want) {
			t.Errorf("Extract(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}
