package insurance

import "testing"

// TestSaidBack: "Due to …" quotes an answer that only states the value,
// and the value itself when the words were a request or a hedge.
func TestSaidBack(t *testing.T) {
	s := smartStrategy().Slot("relationship")
	cases := []struct{ said, value, want string }{
		{"I am a partner.", "partner", "I am a partner."},
		{"internal staff", "internal", "internal staff"},
		{"I'm an internal employee", "internal", "I'm an internal employee"},
		{"hmm probably partner i reckon", "partner", "partner"},
		{"we broker for suncorp, where is my claim id?", "partner", "partner"},
		{"I'm a colleague, just tell me where the id is", "internal", "internal"},
	}
	for _, c := range cases {
		if got := saidBack(s, c.said, c.value); got != c.want {
			t.Errorf("saidBack(%q, %q) = %q, want %q", c.said, c.value, got, c.want)
		}
	}
}
