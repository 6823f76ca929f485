package concierge

import (
	"strings"
	"testing"
)

// bank15Case is a conversation in the bank, what its last replies say
// (want) and never say (never); notes are the Why panel's lines.
type bank15Case struct {
	lines       []string
	want, never []string
}

// checkBank15 replays each case in a fresh bank and checks the replies to
// its last line, and that line's Why panel notes for never.
func checkBank15(t *testing.T, cases []bank15Case) {
	t.Helper()
	for _, c := range cases {
		e, rec := newBank(t, nil)
		say(t, e, c.lines[:len(c.lines)-1]...)
		replies, noted := len(rec.replies()), len(rec.notes())
		say(t, e, c.lines[len(c.lines)-1])
		got := strings.Join(rec.replies()[replies:], "\n") // the last line's replies
		notes := strings.Join(rec.notes()[noted:], "\n")
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%q: %q not said:\n%s\n%s", c.lines, w, got, notes)
			}
		}
		for _, w := range c.never {
			if strings.Contains(got, w) || strings.Contains(notes, w) {
				t.Errorf("%q: %q said:\n%s\n%s", c.lines, w, got, notes)
			}
		}
	}
}

// A question whether the bank does what no agent does is a plain no with
// what it does, in a sentence (issue 24 round 15, kind 1).
func TestBank15NotOffered(t *testing.T) {
	t.Parallel()
	no := []string{"not sure how to help", "I don't know that", "Here is what I can do", "didn't recognise", "username is"}
	checkBank15(t, []bank15Case{
		{[]string{"do u guys do mortgages"}, []string{"No, I can't help with mortgages here", "transfer money"}, no},
		{[]string{"do you guys offer student loans?"}, []string{"No, I can't help with student loans here", "check a balance"}, no},
		{[]string{"can i get a credit card here"}, []string{"No, ", "check a balance"}, no},
		{[]string{"hey does this bank have a pension plan?"}, []string{"No, ", "look up a stock price"}, no},
		{[]string{"ok what about crypto, can i buy bitcoin here"}, []string{"No, I can't buy or sell shares here", "look up a stock price"}, no},
		{[]string{"could i open an ISA with you?"}, []string{"No, ", "transfer money"}, no},
		{[]string{"do you do travel insurance"}, []string{"No, I can't help with travel insurance here"}, no},
		// work an agent does still runs
		{[]string{"can i get the price of tesla here"}, []string{"TSLA"}, []string{"No, "}},
	})
}

// A yes or a no to "Is there anything else I can help you with?" is
// answered as one (issue 24 round 15, kind 2).
func TestBank15ClosingAnswer(t *testing.T) {
	t.Parallel()
	done := "what is the price of apple"
	lost := []string{"not sure how to help", "only understand English", "didn't recognise"}
	checkBank15(t, []bank15Case{
		{[]string{done, "yes"}, []string{"what would you like to do?", "look up a stock price"}, lost},
		{[]string{done, "yeah one more thing"}, []string{"what would you like to do?"}, lost},
		{[]string{done, "actually yes, quick q"}, []string{"what would you like to do?"}, lost},
		{[]string{done, "nope that's it"}, []string{"Goodbye!"}, append(lost, "what would you like to do?")},
		{[]string{done, "no thanks, all good"}, []string{"You're welcome", "Goodbye!"}, lost},
		{[]string{done, "nah im good for today"}, []string{"Goodbye!"}, lost},
		{[]string{done, "nothing else"}, []string{"Goodbye!"}, lost},
		// a yes with a request is the request
		{[]string{done, "yes, what's tesla at"}, []string{"TSLA"}, []string{"Goodbye!"}},
		// with nothing asked, a bare "no" is not a goodbye
		{[]string{"no"}, nil, []string{"Goodbye!"}},
	})
}

// Annoyance is answered with an apology and what waits, never thanks and
// never taken as a value (issue 24 round 15, kind 3).
func TestBank15Frustration(t *testing.T) {
	t.Parallel()
	never := []string{"You're welcome", "couldn't take", "Please enter your password", "Ha!", "username is"}
	account := []string{"login seldo monkey", "check my balance"}
	checkBank15(t, []bank15Case{
		{append(account, "😡"), []string{"Sorry", "Checking or Savings"}, never},
		{append(account, "ugh"), []string{"Sorry", "Checking or Savings"}, never},
		{append(account, "this is useless"), []string{"Sorry", "Checking or Savings"}, never},
		{[]string{"transfer 20", "omg this is so annoying"}, []string{"Sorry", "username"}, never},
		{[]string{"transfer 20", "🙄🙄"}, []string{"Sorry", "username"}, never},
		{[]string{"what is the price of apple", "wtf"}, []string{"Sorry", "look up a stock price"}, never},
		{[]string{"what is the price of apple", "you're useless"}, []string{"Sorry", "what would you like to do?"}, never},
		// a complaint with a request in it is the request
		{[]string{"ugh just show me the price of tesla"}, []string{"TSLA"}, []string{"Sorry, I know"}},
	})
}

// A cancel followed by thanks and a goodbye does all three (issue 24
// round 15, kind 3).
func TestBank15CancelThanksBye(t *testing.T) {
	t.Parallel()
	checkBank15(t, []bank15Case{
		{[]string{"transfer 20", "nevermind that, thanks anyway, bye"}, []string{"won't", "thanks for stopping by", "Goodbye!"}, []string{"Is there anything else"}},
		{[]string{"login seldo monkey", "check my balance", "forget it. thanks, bye"}, []string{"won't", "Goodbye!"}, []string{"Is there anything else"}},
		{[]string{"transfer 20", "cancel that, cheers, see ya later"}, []string{"won't", "Goodbye!"}, []string{"Is there anything else"}},
		{[]string{"login seldo monkey", "transfer 50 from checking", "never mind, ok thank you goodbye"}, []string{"won't", "thanks for stopping by", "Goodbye!"}, nil},
	})
}

// closingYesRead is how "Read as:" shows a yes to "anything else?".
const closingYesRead = `capabilities(short) — the answer to "anything else?" is yes: what they want is asked`

// A request said with urgency is the request (issue 24 round 15, kind 4).
func TestBank15UrgentRequest(t *testing.T) {
	t.Parallel()
	never := []string{"Sorry for the wait", "asap", "Not used"}
	checkBank15(t, []bank15Case{
		{[]string{"sign me in asap please"}, []string{"username"}, never},
		{[]string{"log me in right now"}, []string{"username"}, never},
		{[]string{"whats apple at, quickly"}, []string{"AAPL"}, never},
		{[]string{"login seldo monkey", "need my checking balance asap!!"}, []string{"$1,000.00"}, never},
		{[]string{"login seldo monkey", "hurry up and show me savings"}, []string{"$5,000.00"}, never},
		// urgency alone is impatience
		{[]string{"transfer 20", "hurry up"}, []string{"Sorry for the wait"}, nil},
	})
}

// Filler abbreviations are never values, and a question kept with a
// request for after the sign-in is answered (issue 24 round 15, kind 5).
func TestBank15FillerAndQueuedQuestion(t *testing.T) {
	t.Parallel()
	never := []string{`"q"`, `"qq"`, `"btw"`, "didn't recognise", "didn't use"}
	checkBank15(t, []bank15Case{
		{[]string{"hi! quick q - are my funds insured? also whats my balance, user seldo pass monkey"}, []string{"You asked", "insured", "Checking or Savings"}, never},
		{[]string{"qq - is my money safe here? and whats my savings balance, login seldo monkey"}, []string{"You asked", "$5,000.00"}, never},
		{[]string{"login seldo monkey", "quick q whats my checking balance"}, []string{"$1,000.00"}, never},
		{[]string{"login seldo monkey", "btw qq how much is in savings"}, []string{"$5,000.00"}, never},
		{[]string{"quick q: whats msft at"}, []string{"MSFT"}, never},
	})
}

// "which one should i pick?" at the account question is answered with the
// choices' facts and the question again; "did it go through?" after a
// transfer from the transfer (issue 24 round 15, kind 6).
func TestBank15ChoiceFactsAndWentThrough(t *testing.T) {
	t.Parallel()
	advice := []string{"investment advice", "transaction history", "didn't recognise"}
	seen := []string{"login seldo monkey", "checking balance", "savings balance", "check my balance"}
	checkBank15(t, []bank15Case{
		{[]string{"login seldo monkey", "check my balance", "which one should i pick?"}, []string{"can't choose for you", "Checking or Savings"}, advice},
		{[]string{"login seldo monkey", "check my balance", "what would you suggest?"}, []string{"can't choose for you", "Checking or Savings"}, advice},
		{append(seen, "which account should I use?"), []string{"Checking has $1,000.00", "Savings has $5,000.00", "Checking or Savings"}, advice},
		{append(seen, "hmm which one is best"), []string{"Savings has $5,000.00"}, advice},
		{[]string{"login seldo monkey", "send 40 from checking to 7654321", "yes", "did it go through?"}, []string{"$40.00", "7654321"}, advice},
		{[]string{"login seldo monkey", "send 40 from checking to 7654321", "yes", "wait did the money actually go thru"}, []string{"$40.00"}, advice},
		{[]string{"login seldo monkey", "send 40 from checking to 7654321", "no", "so did that work?"}, []string{"not"}, append(advice, "Done: $40.00")},
		// another payment is history nobody here sees
		{[]string{"login seldo monkey", "send 40 from checking to 7654321", "yes", "did my rent go through?"}, []string{"history"}, nil},
	})
}

// choiceFactsRead is how "Read as:" shows "which one should i pick?" at a
// choice question.
const choiceFactsRead = "ask(choice) — the user asks which to pick: the choices' facts, no advice, and the question again"
