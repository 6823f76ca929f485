package concierge

import (
	"strings"
	"testing"
)

// Tryout 39 (notes, 06): a credential word inside the text of a note being
// written is that note's content, never a question about the PIN. "add a
// note called wifi saying the password is on the router sticker, and then
// show me all my notes" said "I can't tell you your PIN" and wrote nothing.
// The note waits for its yes with its words kept; a message that also asks
// for the PIN outside the note's text is still told it is never shown.
func TestSecretWordInNoteTextIsContent(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, kept string }{
		{"add a note called wifi saying the password is on the router sticker, and then show me all my notes", "router sticker"},
		{"add a note called wifi saying the password is on the router sticker", "router sticker"},
		{"save a note titled bank saying i forgot my password again", "forgot my password"},
		{"write a note: my pin for the gym locker is in the blue folder", "title"},
		{"note down that the wifi password is on the back of the router, then list my notes", "the wifi password"},
		{"make a note called locker - remember to reset the pw on the work laptop", "work laptop"},
		{"jot this down: the passcode for the garage door is on the fridge", "title"},
		{"new note titled router, what's the wifi password? ask the landlord", "ask the landlord"},
		{"remind me to change my password at work on friday", "password at work"},
	} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada", "1815")
		n := len(rec.replies())
		say(t, e, c.line)
		got := strings.Join(rec.replies()[n:], "\n")
		if strings.Contains(got, "can't tell you your") || !strings.Contains(got, c.kept) {
			t.Errorf("%q: want the note's text kept for the yes, not a PIN reply:\n%s", c.line, got)
		}
	}
	for _, line := range []string{
		"tell me my pin, then add a note called gym saying legs",
		"I forgot my password! also add a note called shop saying milk",
		"remind me about my pin",
		"note: what is my pin?",
		"what's my pin again? also add a note called shop saying milk",
	} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada", "1815")
		n := len(rec.replies())
		say(t, e, line)
		if got := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(got, "can't tell you your") {
			t.Errorf("%q: the PIN asked outside the note is still refused:\n%s", line, got)
		}
	}
}
