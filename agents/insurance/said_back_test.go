package insurance

import "testing"

// TestSaidBack: "Due to …" quotes an answer that is a clean statement of
// the value or the value alone; a hedge, a request or a line typed in
// haste is not quoted (the reply says the value in its own words).
func TestSaidBack(t *testing.T) {
	s := smartStrategy().Slot("relationship")
	cases := []struct {
		said, value, want string
		ok                bool
	}{
		{"I am a partner.", "partner", "I am a partner.", true},
		// round 21: the value alone is said in the product's words
		{"internal staff", "internal", "", false},
		{"external", "partner", "", false},
		{"work here", "internal", "", false},
		{"I am an external", "partner", "", false},
		{"I am a broker.", "partner", "I am a broker.", true},
		{"I'm an internal employee", "internal", "I'm an internal employee", true},
		{"partner", "partner", "", false},
		{"hmm probably partner i reckon", "partner", "", false},
		{"we broker for suncorp, where is my claim id?", "partner", "", false},
		{"I'm a colleague, just tell me where the id is", "internal", "", false},
		// round 17: the user's raw line is no reason to quote
		{"ok internal then", "internal", "", false},
		{"im a partner", "partner", "", false},
		{"I am partner", "partner", "", false},
		{"yeah staff i guess", "internal", "", false},
		{"", "partner", "", false},
	}
	for _, c := range cases {
		if got, ok := saidBack(s, c.said, c.value); got != c.want || ok != c.ok {
			t.Errorf("saidBack(%q, %q) = %q, %v, want %q, %v", c.said, c.value, got, ok, c.want, c.ok)
		}
	}
}
