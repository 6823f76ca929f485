package concierge

import "testing"

// TestLaughIsNoName: laughter, "jk", "kidding" and emoji typed at the
// username or owner question are no name, and a short line holding them
// is never a name and a password typed together (R55).
func TestLaughIsNoName(t *testing.T) {
	for _, s := range []string{"lol jk", "hahaha kidding", "LMAOOO", "jk jk", "🤣🤣", "just joking lol", "hehe", "xD", "rofl sorry"} {
		if !laughLine(s) {
			t.Errorf("laughLine(%q) = false, want laughter", s)
		}
		if !laughsInShortLine(s) {
			t.Errorf("laughsInShortLine(%q) = false, want laughter", s)
		}
	}
	for _, s := range []string{"ada", "seldo monkey", "hannah", "lola", "jake", "holly 1234", "im ada", "sorry"} {
		if laughLine(s) || laughsInShortLine(s) {
			t.Errorf("%q read as laughter, want a possible name", s)
		}
	}
}
