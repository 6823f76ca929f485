package prompts

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

var bankMenu = Menu{
	Greeting: "Hi there! Here is what I can help you with:",
	Again:    "Is there anything else I can help you with?",
	Items: []Capability{
		{Intro: "Looking up a stock price"},
		{Intro: "Checking an account balance", Needs: "authentication"},
		{Intro: "Transferring money between accounts", Needs: "authentication and a checked account balance"},
	},
	Closing: "What would you like to do?",
}

// TestEveryFunctionRenders renders every typed function, so a template
// that no longer matches its data shows here and not in front of a user.
func TestEveryFunctionRenders(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		got  string
		want []string
	}{
		{"Welcome", Welcome(bankMenu), []string{bankMenu.Greeting, bankMenu.Closing}},
		{"Welcome, no items", Welcome(Menu{Greeting: "Hello.", Closing: "Bye."}), []string{"Hello.\nBye."}},
		{"AnythingElse", AnythingElse(bankMenu), []string{bankMenu.Again, "- Looking up a stock price", bankMenu.Closing}},
		{"Unknown", Unknown(bankMenu), []string{"not sure how to help", "- Looking up a stock price", bankMenu.Closing}},
		{"Thanks", Thanks(), []string{"welcome"}},
		{"Clarify", Clarify("that is not an amount", "Try 500 or $12.50.", "How much?"), []string{"That is not an amount. Try 500 or $12.50. How much?"}},
		{"AmountOrID", AmountOrID("7654312", "to 7654312", "destination account ID"), []string{`I can't tell whether 7654312 is the amount or the destination account ID: say "$7654312" for the amount, or "to 7654312" for the destination account ID`}},
		{"SourceOrDestination", SourceOrDestination("Savings", "Transfer $5.00 from Checking (1) to Savings (2)?"), []string{"still waits for your answer: Transfer $5.00 from Checking (1) to Savings (2)? Did you mean Savings as the account the money comes from, or the one it goes to?", `Say "from savings" or "to savings"`}},
		{"ValuesNotUsed", ValuesNotUsed([]string{"20", "1234324"}), []string{`I didn't use "20" and "1234324" from your message, so nothing was done with them; ask again once this is done.`}},
		{"ValuesNotUsed, one", ValuesNotUsed([]string{"20"}), []string{`I didn't use "20" from your message, so nothing was done with it;`}},
		{"RequestsDropped", RequestsDropped([]string{"send 20 to 1234324", "look up MSFT"}), []string{`I dropped what you asked after it too: "send 20 to 1234324"; "look up MSFT".`}},
		{"Refusal", Refusal("We still need your username."), []string{"I can't help with that. We still need your username."}},
		{"Refusal, nothing pending", Refusal(""), []string{"I can't help with that."}},
		{"Pending", Pending("transfer money", "How much?"), []string{"transfer money", "How much?"}},
		{"Prerequisite", Prerequisite("transfer money", "log you in", "check that Checking has enough"), []string{"To transfer money, first I'll log you in and check that Checking has enough."}},
		{"Resume", Resume("transfer money"), []string{"transfer money"}},
		{"Budget", Budget("8 agent hops"), []string{"8 agent hops"}},
		{"Abandoned", Abandoned([]string{"transfer money"}), []string{"transfer money"}},
		{"FinishFirst", FinishFirst(), []string{"finish"}},
		{"NothingToCancel", NothingToCancel(), []string{"nothing in progress"}},
		{"ApprovalRejected", ApprovalRejected("too much"), []string{"(too much)", "Nothing was changed."}},
		{"ApprovalRejected, no reason", ApprovalRejected(""), []string{"OK, I did not do it. Nothing was changed."}},
		{"NotUsed", NotUsed([]string{"SpaceX"}, "company or symbol"), []string{`I didn't recognise "SpaceX" as the company or symbol.`}},
		{"NotUsed, free text", NotUsed([]string{"milk"}, ""), []string{`I didn't use "milk" from your message.`}},
		{"NotUsed, several", NotUsed([]string{"cash", "sister", "birthday"}, "destination"), []string{`I didn't use "cash", "sister" or "birthday" from your message.`}},
		{"SecretQuestion", SecretQuestion("password"), []string{"I can't answer that here. Type your password"}},
		{"SecretWait", SecretWait("password"), []string{"Take your time. Type your password"}},
		{"KeptForLater", KeptForLater("Savings", "check a balance"), []string{"Noted: Savings, for when we check a balance."}},
		{"PlanWaiting", PlanWaiting([]PlanItem{{Action: "price of AAPL", Agent: "stock_lookup"}, {Action: "my balance", Agent: "account_balance", Skipped: true}}), []string{"still waiting", "1. price of AAPL (stock_lookup)", "2. (skipped) my balance"}},
		{"ApprovalReminder", ApprovalReminder("Transfer $500.00 to 1234324?"), []string{"yes or no", "Transfer $500.00 to 1234324?"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if strings.TrimSpace(tt.got) == "" {
				t.Fatal("rendered nothing")
			}
			if strings.Contains(tt.got, "(template") || strings.Contains(tt.got, "<no value>") {
				t.Errorf("template failed: %q", tt.got)
			}
			if tt.got != strings.TrimSpace(tt.got) {
				t.Errorf("leading or trailing space in %q", tt.got)
			}
			if strings.Contains(tt.got, "  ") || strings.Contains(tt.got, " .") {
				t.Errorf("stray spacing in %q", tt.got)
			}
			for _, w := range tt.want {
				if !strings.Contains(tt.got, w) {
					t.Errorf("%q lacks %q", tt.got, w)
				}
			}
		})
	}
}

func TestMenuItems(t *testing.T) {
	t.Parallel()
	for name, render := range map[string]func(Menu) string{"Welcome": Welcome, "AnythingElse": AnythingElse, "Unknown": Unknown} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := render(bankMenu)
			for _, line := range []string{
				"- Looking up a stock price",
				"- Checking an account balance (requires authentication first)",
				"- Transferring money between accounts (requires authentication and a checked account balance first)",
			} {
				if !hasLine(got, line) {
					t.Errorf("no line %q in:\n%s", line, got)
				}
			}
			if n := strings.Count(got, "(requires"); n != 2 {
				t.Errorf("%d items say what they require, want 2 (only those with Needs):\n%s", n, got)
			}
			if !strings.HasSuffix(got, "\n"+bankMenu.Closing) {
				t.Errorf("the closing is not on its own last line:\n%s", got)
			}
		})
	}
}

func TestMenuNames(t *testing.T) {
	t.Parallel()
	got := Welcome(Menu{
		Greeting: "Hello, I am Smart Investigator. I can help you with the following tasks:",
		Items: []Capability{
			{Name: "DeclineLetterAssistance", Intro: "Assist you in crafting a standardised declined letter."},
			{Intro: "No name here."},
		},
	})
	want := "Hello, I am Smart Investigator. I can help you with the following tasks:\n" +
		"- DeclineLetterAssistance: Assist you in crafting a standardised declined letter.\n" +
		"- No name here."
	if got != want {
		t.Errorf("Welcome =\n%s\nwant\n%s", got, want)
	}
}

func TestAbandoned(t *testing.T) {
	t.Parallel()
	tests := []struct {
		tasks []string
		want  string
	}{
		{nil, "OK, I won't go on with what was in progress."},
		{[]string{}, "OK, I won't go on with what was in progress."},
		{[]string{"transfer money"}, "OK, I won't transfer money."},
		{[]string{"transfer money", "log you in"}, "OK, I won't transfer money or log you in."},
		{[]string{"transfer money", "check your balance", "log you in"}, "OK, I won't transfer money, check your balance or log you in."},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.tasks, "|"), func(t *testing.T) {
			t.Parallel()
			in := append([]string(nil), tt.tasks...)
			if got := Abandoned(in); got != tt.want {
				t.Errorf("Abandoned(%q) = %q, want %q", tt.tasks, got, tt.want)
			}
			if !slices.Equal(in, tt.tasks) {
				t.Errorf("Abandoned changed its argument: %q, was %q", in, tt.tasks)
			}
		})
	}
}

func TestClarifyCapitalises(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, problem, hint, question, want string
	}{
		{name: "lower case", problem: "that is not a number", question: "How much?", want: "That is not a number. How much?"},
		{name: "already capital", problem: "Checking is not an account id", hint: "An id has 7 to 10 digits.", question: "Which account?", want: "Checking is not an account id. An id has 7 to 10 digits. Which account?"},
		{name: "digit first", problem: "500 is more than the balance", question: "How much?", want: "500 is more than the balance. How much?"},
		{name: "non-ASCII first letter", problem: "éclair is not an account", question: "Which account?", want: "Éclair is not an account. Which account?"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := Clarify(tt.problem, tt.hint, tt.question)
			if got != tt.want {
				t.Errorf("Clarify(%q, %q, %q) = %q, want %q", tt.problem, tt.hint, tt.question, got, tt.want)
			}
			if !utf8.ValidString(got) {
				t.Errorf("Clarify returned invalid UTF-8: %q", got)
			}
		})
	}
}

func TestBudgetNamesTheLimit(t *testing.T) {
	t.Parallel()
	for _, limit := range []string{"8 agent hops", "12 LLM requests", "a stack depth of 6", "2 identical tool calls"} {
		got := Budget(limit)
		if !strings.Contains(got, "the limit of "+limit+".") {
			t.Errorf("Budget(%q) = %q, does not name the limit", limit, got)
		}
	}
}

// TestDataIsNotEscaped guards against a switch to html/template or a
// template that re-reads its data: replies carry $, <, & and braces as is.
func TestDataIsNotEscaped(t *testing.T) {
	t.Parallel()
	const odd = `Transfer $500.00 to <1234324> & {{.Summary}} "now"?`
	if got := ApprovalReminder(odd); got != "Please answer yes or no: "+odd {
		t.Errorf("ApprovalReminder(%q) = %q", odd, got)
	}
}

func TestRenderFailureIsReadable(t *testing.T) {
	t.Parallel()
	got := render("no_such_template", nil)
	if !strings.HasPrefix(got, "(template no_such_template failed") {
		t.Errorf("render of a missing template = %q", got)
	}
	// a data type the template does not fit fails readably, without a panic
	got = render("budget", 42)
	if !strings.Contains(got, "(template budget failed") {
		t.Errorf("render with the wrong data = %q", got)
	}
}

func hasLine(s, line string) bool {
	for _, l := range strings.Split(s, "\n") {
		if l == line {
			return true
		}
	}
	return false
}

// The short continuation says the domain's question, never the lead into
// a list that no longer follows (R56).
func TestAnythingElseShortSaysOnlyTheQuestion(t *testing.T) {
	t.Parallel()
	for again, want := range map[string]string{
		"Is there anything else I can help you with? I can help you with:":        "Is there anything else I can help you with? Say",
		"What else can I help you with? I can help you with the following tasks:": "What else can I help you with? Say",
		"Anything else:": "Anything else? Say",
	} {
		got := AnythingElseShort(Menu{Again: again})
		if !strings.HasPrefix(got, want) || strings.Contains(got, ":") {
			t.Errorf("%q: %q", again, got)
		}
	}
}
