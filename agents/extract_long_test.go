package agents

import "testing"

// A long text slot takes the whole answer, whatever words it holds; a
// short one keeps its bound of a few words; neither takes a question.
func TestLongTextSlot(t *testing.T) {
	note := "buy milk and eggs, and a list of the friends to call on saturday"
	long := &Agent{Name: "add_note", Slots: []Slot{{Name: "text", Kind: KindText, Long: true}}}
	short := &Agent{Name: "add_note", Slots: []Slot{{Name: "text", Kind: KindText}}}
	if got := Extract(long, note, "text")["text"]; got != note {
		t.Errorf("long slot took %q, want the whole answer", got)
	}
	if got := Extract(short, note, "text")["text"]; got != "" {
		t.Errorf("short slot took %q from a sentence", got)
	}
	for _, q := range []string{"what should it say?", "yes", "no."} {
		if got := Extract(long, q, "text")["text"]; got != "" {
			t.Errorf("long slot took %q from %q", got, q)
		}
	}
	s := long.Slot("text")
	if _, err := s.Normalize(note+note+note+note, nil); err != nil {
		t.Errorf("a long text of %d characters was refused: %v", 4*len(note), err)
	}
	if _, err := short.Slot("text").Normalize(note+note+note+note, nil); err == nil {
		t.Error("a short text slot took 260 characters")
	}
}
