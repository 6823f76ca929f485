package concierge

import (
	"strings"
	"testing"
)

// R28, R7 (issue 24 round 10, kind 5): whether the user can afford a
// number of shares is answered with the price, what the shares come to,
// the balance and a plain yes or no — signing in first when needed;
// nothing is bought. Before, the price alone was shown, or the question
// was refused as buying shares.
func TestAffordabilityAnswered(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"login seldo monkey", "can i afford 10 apple shares", "savings"}, "Yes: 10 AAPL shares at $189.84 come to $1,898.40, and your Savings balance is $5,000.00."},
		{[]string{"login seldo monkey", "is my checking enough for 3 nvidia"}, "Yes: 3 NVDA shares at $120.91 come to $362.73, and your Checking balance is $1,000.00."},
		{[]string{"login seldo monkey", "could i buy 20 msft with my savings?"}, "No: 20 MSFT shares at $415.50 come to $8,310.00, more than your Savings balance of $5,000.00."},
		{[]string{"do i have enough in checking for five tesla shares", "seldo", "monkey"}, "No: 5 TSLA shares at $248.42 come to $1,242.10, more than your Checking balance of $1,000.00."},
		{[]string{"login seldo monkey", "can I afford a share of netflix with checking?"}, "your Checking balance"},
		{[]string{"login seldo monkey", "what's apple at", "is checking enough for 10 google"}, "No: 10 GOOGL shares at"},
		{[]string{"login seldo monkey", "am i able to buy 2 netflix shares with savings?"}, "Yes: 2 NFLX shares at $651.30 come to $1,302.60, and your Savings balance is $5,000.00."},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		if !containsIn(rec.replies(), c.want) {
			t.Errorf("%q: want %q:\n%s", c.lines, c.want, strings.Join(rec.replies(), "\n"))
		}
		if e.Speaker() != "" || e.sess.Pending.Approval != nil {
			t.Errorf("%q: left a task open (speaker %q)", c.lines, e.Speaker())
		}
	}
}

// The verdict is said once: a later balance check does not say it again.
func TestAffordabilitySaidOnce(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "is my checking enough for 3 nvidia", "check my savings")
	n := 0
	for _, r := range rec.replies() {
		n += strings.Count(r, "NVDA shares at")
	}
	if n != 1 {
		t.Errorf("the verdict was said %d times:\n%s", n, strings.Join(rec.replies(), "\n"))
	}
}

// A transfer that mentions affording is a transfer.
func TestAffordWordsInATransfer(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	for _, text := range []string{"send 10 to 7654321 if i can afford it", "can i afford a vacation", "is 50 enough", "is 1000 dollars enough for 5 apple shares"} {
		if _, _, ok := e.affordAsked(text); ok {
			t.Errorf("%q read as an affordability question about shares", text)
		}
	}
}
