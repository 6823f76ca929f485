package agents_test

import (
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// TestTitleThenTextSaidFreely (round 32's 01, 04, 10): a title named with
// a request and its text after a comma, a note's subject said as "for X"
// before its text, and a complaint of having said it already before a text
// answered again: the title and the text are both taken, and neither holds
// the framing words.
func TestTitleThenTextSaidFreely(t *testing.T) {
	note, _, _ := noteAgents()
	cases := []struct {
		text, asked string
		want        map[string]string
	}{
		// a naming marker, a comma, the text
		{"jot this: title groceries, eggs milk and that weird oat thing bex likes", "", map[string]string{"title": "groceries", "text": "eggs milk and that weird oat thing bex likes"}},
		{"title: gym, legs on monday", "", map[string]string{"title": "gym", "text": "legs on monday"}},
		{"add a note titled gym, legs on monday", "", map[string]string{"title": "gym", "text": "legs on monday"}},
		{"new note called shopping, bread and cheese", "", map[string]string{"title": "shopping", "text": "bread and cheese"}},
		{"make a note named car, book the service b4 june", "", map[string]string{"title": "car", "text": "book the service b4 june"}},
		{"TITLE PARTY, BRING 12 CUPCAKES", "", map[string]string{"title": "PARTY", "text": "BRING 12 CUPCAKES"}},
		// a remark after the comma is no text
		{"add a note called gym, thanks", "", map[string]string{"title": "gym"}},
		{"write a note titled gym, please", "", map[string]string{"title": "gym"}},
		{"rename it to gym, keep the rest", "", map[string]string{"title": "gym"}},
		// "for X" and a break before the text
		{"write down for book club that we meet at 7", "", map[string]string{"title": "book club", "text": "we meet at 7"}},
		{"can u write down for book club that we're reading chapters 4 to 6 by thursday", "", map[string]string{"title": "book club", "text": "we're reading chapters 4 to 6 by thursday"}},
		{"new note for the party, bring 12 cupcakes", "", map[string]string{"title": "party", "text": "bring 12 cupcakes"}},
		{"note for the dentist: tuesday 3pm", "", map[string]string{"title": "dentist", "text": "tuesday 3pm"}},
		{"jot down for my sister - her flight lands at 6", "", map[string]string{"title": "sister", "text": "her flight lands at 6"}},
		// "for" of who or when the note is kept is no subject
		{"note down for me that the boiler is due in march", "", map[string]string{"text": "the boiler is due in march"}},
		// a complaint of having said it, then the text again
		{"i literally just said. eggs milk and that weird oat thing bex likes", "text", map[string]string{"text": "eggs milk and that weird oat thing bex likes"}},
		{"like i said, eggs milk", "text", map[string]string{"text": "eggs milk"}},
		{"I ALREADY TOLD YOU: eggs and milk", "text", map[string]string{"text": "eggs and milk"}},
		{"omg i wrote it already - eggs", "text", map[string]string{"text": "eggs"}},
		{"i told u before!! eggs and milk", "text", map[string]string{"text": "eggs and milk"}},
		{"as i said eggs and milk", "text", map[string]string{"text": "eggs and milk"}},
		{"ugh i just told you that. bread and cheese", "text", map[string]string{"text": "bread and cheese"}},
		// "i said" that is the text's own words stays
		{"i said i would call mum", "text", map[string]string{"text": "i said i would call mum"}},
	}
	for _, c := range cases {
		if got := agents.Extract(note, c.text, c.asked); !maps.Equal(got, c.want) {
			t.Errorf("Extract(%q, asked %q) = %v, want %v", c.text, c.asked, got, c.want)
		}
	}
}
