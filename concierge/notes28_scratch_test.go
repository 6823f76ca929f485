package concierge

import (
	"os"
	"strings"
	"testing"
)

func TestN28Scratch(t *testing.T) {
	convs := strings.Split(os.Getenv("N28"), "||")
	for _, c := range convs {
		e, rec, s := notesWith(t, "shopping", "eggs and milk", "work", "finish report", "gym", "legs day")
		lines := strings.Split(c, "|")
		t.Logf("======")
		n := 0
		for _, l := range lines {
			say(t, e, l)
			t.Logf("> %s", l)
			for _, ev := range rec.all()[n:] {
				switch m := ev.(type) {
				case MessageAdded:
					if m.Message.Role != "user" {
						t.Logf("   %s: %s", m.Message.Agent, m.Message.Text)
					}
				case NoteAdded:
					t.Logf("   [why] %s", m.Note.Text)
				}
			}
			n = len(rec.all())
		}
		t.Logf("calls %v", s.calls)
	}
}
