package reading

import "testing"

func TestReadOrdinalFix(t *testing.T) {
	for _, c := range []struct {
		text, head, value string
		nth               int
	}{
		{"send 30 to A and 30 to B, actually make the second one 40", "send 30 to A and 30 to B", "40", 2},
		{"pay A 20 and B 35, oh wait the first one should be 25", "pay A 20 and B 35", "25", 1},
		{"send 50 to A and 60 to B. make it 70 for the second", "send 50 to A and 60 to B", "70", 2},
		{"x and y, change the last one to 25 please", "x and y", "25", Last},
		{"a and b sorry the 1st one is meant to be $12", "a and b", "$12", 1},
		{"letters for 11AA11 and 22BB22, the second one is 22BB23", "letters for 11AA11 and 22BB22", "22BB23", 2},
	} {
		f, ok := ReadOrdinalFix(c.text)
		if !ok || f.Head != c.head || f.Value != c.value || f.Nth != c.nth {
			t.Errorf("%q: got %+v %v", c.text, f, ok)
		}
	}
	for _, text := range []string{
		"send 30 to 1234324 on the 2nd", "make the first payment of the month 500 to 1234324",
		"the second one is done", "what was the first one", "send 40 to 1234324",
	} {
		if f, ok := ReadOrdinalFix(text); ok {
			t.Errorf("%q read as an ordinal correction: %+v", text, f)
		}
	}
}

func TestOrdinalFixApply(t *testing.T) {
	for _, c := range []struct{ value, in, want string }{
		{"40", "30 to 7654321 from checking", "40 to 7654321 from checking"},
		{"40 dollars", "send $30 to 7654321", "send $40 to 7654321"},
		{"7654322", "30 to 7654321 from checking", "30 to 7654322 from checking"},
		{"22BB23", "decline letter for 22BB22, motor", "decline letter for 22BB23, motor"},
	} {
		if got, ok := (OrdinalFix{Value: c.value}).Apply(c.in); !ok || got != c.want {
			t.Errorf("%q into %q: %q %v", c.value, c.in, got, ok)
		}
	}
	if _, ok := (OrdinalFix{Value: "40"}).Apply("send 30 and 20 to 7654321"); ok {
		t.Error("two amounts: the fix guessed which")
	}
}
