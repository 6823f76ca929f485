package reading

import "testing"

// A share of a balance in the ways people say it; what is no share is
// not read as one.
func TestFindShare(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text     string
		phrase   string
		num, den int64
		name     string
	}{
		{"move half my savings into checking", "half my savings", 1, 2, "savings"},
		{"pay a third of my checking balance to 7654321", "a third of my checking balance", 1, 3, "checking"},
		{"send 25% of my savings to 1234324", "25% of my savings", 25, 100, "savings"},
		{"wire 12.5 percent of the balance to 1234324", "12.5 percent of the balance", 125, 1000, ""},
		{"transfer everything in my savings account to 7654321", "everything in my savings account", 1, 1, "savings"},
		{"send all of my chequing to 7654321", "all of my chequing", 1, 1, "chequing"},
		{"send a quarter of the balance of my savings to 7654321", "a quarter of the balance of my savings", 1, 4, "savings"},
		{"three quarters of checking", "three quarters of checking", 3, 4, "checking"},
		{"transfer my whole balance to 7654321", "my whole balance", 1, 1, ""},
		{"send 40 per cent of my money to 1234324", "40 per cent of my money", 40, 100, ""},
		{"Send HALF MY CHECKING BALANCE to 1234324", "HALF MY CHECKING BALANCE", 1, 2, "checking"},
	} {
		sh, ok := FindShare(tt.text)
		if !ok || tt.text[sh.From:sh.To] != tt.phrase || sh.Num != tt.num || sh.Den != tt.den || sh.Name != tt.name {
			t.Errorf("FindShare(%q) = %q %d/%d name %q, %v; want %q %d/%d name %q", tt.text, tt.text[sh.From:sh.To], sh.Num, sh.Den, sh.Name, ok, tt.phrase, tt.num, tt.den, tt.name)
		}
	}
	for _, text := range []string{"send 200 to 1234324", "pay half to 1234324", "all good, send it", "send 150% of my savings",
		"everything is fine", "half an hour", "send 0% of my savings", "I want it all", "a third party account"} {
		if sh, ok := FindShare(text); ok {
			t.Errorf("FindShare(%q) = %q, want none", text, text[sh.From:sh.To])
		}
	}
	if _, ok := ParseShare(" half my checking balance. "); !ok {
		t.Error("ParseShare of a whole phrase failed")
	}
	if _, ok := ParseShare("send half my checking balance"); ok {
		t.Error("ParseShare read a phrase inside a sentence as whole")
	}
}

// A fraction in figures is a share when a balance follows it; a date is
// none.
func TestSlashFractionShare(t *testing.T) {
	for text, want := range map[string][2]int64{
		"1/4 of checking":          {1, 4},
		"3/4 of my savings":        {3, 4},
		"1/3 of what's in savings": {1, 3},
		"2/3 of the balance":       {2, 3},
	} {
		sh, ok := FindShare(text)
		if !ok || sh.Num != want[0] || sh.Den != want[1] {
			t.Errorf("FindShare(%q) = %+v, %v; want %d/%d", text, sh, ok, want[0], want[1])
		}
	}
	for _, text := range []string{"on 1/4/2025 of checking", "1/4 to savings", "5/4 of checking", "1/0 of savings", "0/4 of savings"} {
		if sh, ok := FindShare(text); ok {
			t.Errorf("FindShare(%q) = %+v; want none", text, sh)
		}
	}
}
