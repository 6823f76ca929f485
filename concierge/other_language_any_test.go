package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 15), kind 7: another language in the notes domain is
// told plainly that only English is read, as the bank domain tells
// Spanish. Before, "notiz hinzufügen bitte" was offered to be kept as a
// note and "Einkauf", "ja" right after were thanked.
func TestOtherLanguageInTheNotesDomain(t *testing.T) {
	t.Parallel()
	for _, lines := range [][]string{
		{"notiz hinzufügen bitte"},
		{"ajouter une note s'il vous plaît"},
		{"quiero escribir una nota"},
		{"notiz hinzufügen bitte", "Einkauf"},
		{"ada 1815", "ja"},
		{"ada 1815", "Brot und Käse kaufen"},
	} {
		e, rec := keptNotesEngine(t)
		say(t, e, lines...)
		got := rec.lastReply()
		if !strings.Contains(got, "only understand English") || strings.Contains(got, "as a note?") || strings.Contains(got, "You're welcome") {
			t.Errorf("%q: want English-only said: %q", lines, got)
		}
	}
	// a name typed after it is still a name
	e, rec := keptNotesEngine(t)
	say(t, e, "notiz hinzufügen bitte", "ada")
	if !strings.Contains(rec.lastReply(), "PIN") {
		t.Errorf("ada after the English-only answer: want the PIN asked: %q", rec.lastReply())
	}
}
