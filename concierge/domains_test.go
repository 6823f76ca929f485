package concierge

import (
	"slices"
	"strings"
	"testing"
)

func TestBuiltinDomains(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"bank", "Bank", " bank "} {
		d, err := BuiltinDomains().New(name)
		if err != nil {
			t.Fatalf("BuiltinDomains().New(%q): %v", name, err)
		}
		if d.Name != "bank" {
			t.Errorf("BuiltinDomains().New(%q).Name = %q", name, d.Name)
		}
	}
	d, _ := BuiltinDomains().New("bank")
	if want := []string{"stock_lookup", "authenticate", "account_balance", "transfer_money"}; !slices.Equal(d.Names(), want) {
		t.Errorf("Names = %v, want %v", d.Names(), want)
	}
	if d.Facts["authenticated"] != "false" || d.Facts["balance_checked"] != "false" {
		t.Errorf("starting facts = %v, want authenticated and balance_checked false", d.Facts)
	}
	if d.Agent("nope") != nil {
		t.Error("Agent(nope) is not nil")
	}
	for _, a := range d.Agents {
		if !a.ExposeToUser || a.Intro == "" || a.Title == "" {
			t.Errorf("%s: exposed %v, intro %q, title %q; the welcome lists every bank agent", a.Name, a.ExposeToUser, a.Intro, a.Title)
		}
	}

	_, err := BuiltinDomains().New("nope")
	if err == nil {
		t.Fatal(`BuiltinDomains().New("nope") gave no error`)
	}
	for _, want := range []string{`unknown domain "nope"`, "bank"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("BuiltinDomains().New(nope) error %q does not contain %q", err, want)
		}
	}
	if !slices.Contains(BuiltinDomains().Names(), "bank") || !slices.IsSorted(BuiltinDomains().Names()) {
		t.Errorf("BuiltinDomains().Names() = %v, want a sorted list with bank", BuiltinDomains().Names())
	}
}

// Two domains built in turn share no agent declarations.
func TestBuiltinDomainsFresh(t *testing.T) {
	t.Parallel()
	a, _ := BuiltinDomains().New("bank")
	b, _ := BuiltinDomains().New("bank")
	if a.Agents[0] == b.Agents[0] {
		t.Fatal("two domains share an agent")
	}
	a.Facts["authenticated"] = "true"
	if b.Facts["authenticated"] != "false" {
		t.Fatal("two domains share their facts")
	}
}
