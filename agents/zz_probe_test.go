package agents

import (
	"context"
	"fmt"
	"testing"
)

func TestZZProbe(t *testing.T) {
	for _, s := range []string{"--99999999999999999", "--92233720368547758", "1.-5", "1.+5", "+-5", "$+5", "5.-1", "-", "$", "dollars", "1,000,000,000,000.00", "-1000000000000.99", "1000000000000.99", "1.5.5", "１２"} {
		c, err := ParseMoney(s)
		fmt.Printf("ParseMoney(%q) = %d %v %v\n", s, c, c, err)
	}
	d := Bank()
	a := d.Agent("authenticate").Slot("password")
	for _, s := range []string{"my password isn't working", "I have a password issue", "my password is: monkey", "password is 'monkey'", "the password is wrong", "Password Is Monkey", "password:monkey", "passwordis x", "my password is monkey, thanks"} {
		v, sp := FindSecret(a, s)
		fmt.Printf("FindSecret(%q) = %q %v\n", s, v, sp)
	}
	tm := d.Agent("transfer_money")
	for _, c := range []struct{ text, asked string }{
		{"actually, transfer to 7654321 instead", "amount"},
		{"send it to 7654321", "amount"},
		{"send to 7654321", ""},
		{"wire to 7654321", "amount"},
		{"pay to account 7654321", "amount"},
		{"transfer 200", "destination"},
		{"200", "destination"},
		{"$200", "destination"},
		{"send 200 to my account", ""},
		{"the amount is 75.50", "destination"},
		{"to 1234324 send 500", ""},
	} {
		fmt.Printf("Extract(tm, %q, %q) = %q\n", c.text, c.asked, Extract(tm, c.text, c.asked))
	}
	o := NewOffline(d)
	for _, c := range []struct {
		a, text, asked string
		others     []string
	}{
		{"transfer_money", "what's the price of AAPL?", "amount", []string{"stock_lookup"}},
		{"transfer_money", "500", "amount", []string{"stock_lookup"}},
		{"transfer_money", "what's the price of AAPL?", "", []string{"stock_lookup"}},
		{"transfer_money", "what's the price of AAPL?", "amount", nil},
		{"transfer_money", "blah blah", "amount", []string{"stock_lookup"}},
		{"authenticate", "check my balance", "username", []string{"account_balance", "stock_lookup"}},
		{"account_balance", "log me in", "account", []string{"authenticate"}},
		{"transfer_money", "check my balance", "amount", []string{"account_balance", "stock_lookup"}},
	} {
		var others []*Agent
		for _, n := range c.others {
			others = append(others, d.Agent(n))
		}
		it, err := o.Interpret(context.Background(), InterpretInput{Agent: d.Agent(c.a), Text: c.text, Asked: c.asked, Others: others, Facts: Facts{"account_balance": "1000.00", "account_id": "1234567890", "account_name": "Checking"}})
		fmt.Printf("Interpret(%s,%q,%q) = %+v %v\n", c.a, c.text, c.asked, it, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := o.Route(ctx, RouteInput{Text: "x"})
	fmt.Println("cancelled route:", err)
	r, err := o.Route(context.Background(), RouteInput{Text: ""})
	fmt.Printf("empty route %+v %v\n", r, err)
	for _, s := range []string{"transfer from checking and savings", "check my checking and savings", "send 200 to 1234324 and then check my balance", "log me in, then transfer money", "hello and goodbye", "check my balance; what's the price of apple"} {
		fmt.Printf("Split(%q) = %q\n", s, o.SplitRequests(s, nil))
	}
}
