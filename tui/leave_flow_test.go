package tui

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"github.com/concierge-dev/concierge/state"
)

// userLines are the user's messages the engine has taken.
func userLines(m Model) []string {
	var out []string
	for _, msg := range m.eng.Session().Messages {
		if msg.Role == state.RoleUser {
			out = append(out, msg.Text)
		}
	}
	return out
}

// ended returns the final model of a program that must have quit by
// itself: no ctrl+c is sent.
func (f *flow) ended() Model {
	f.t.Helper()
	return f.tm.FinalModel(f.t, teatest.WithFinalTimeout(5*time.Second)).(Model)
}

// R56: a line that is exactly a leave word leaves the TUI at the prompt,
// before the reader: the engine never gets it.
func TestLeaveWordsQuitTheTUI(t *testing.T) {
	t.Parallel()
	for _, word := range []string{"/quit", "/exit", "quit", " EXIT "} {
		t.Run(word, func(t *testing.T) {
			t.Parallel()
			f := newFlow(t, newTestModel(t, 100, 30), 100, 30)
			f.wait("What would you like to do?")
			f.say(word)
			final := f.ended()
			if got := userLines(final); len(got) != 0 {
				t.Errorf("the engine got %q", got)
			}
		})
	}
}

// R56: at the masked password prompt "exit" is typed like any password
// would be (it goes to the engine, masked), and only /exit and /quit
// leave; at the username prompt, which is not secret, exit leaves.
func TestLeaveAtThePasswordPrompt(t *testing.T) {
	t.Parallel()
	f := newFlow(t, newTestModel(t, 100, 30), 100, 30)
	f.wait("What would you like to do?")
	f.say("Transfer money")
	f.wait("first I'll log you in")
	f.say("exit")
	if got := userLines(f.ended()); len(got) != 1 {
		t.Fatalf("user lines = %q", got)
	}

	for _, word := range []string{"exit", "quit", " Exit "} {
		m := bankTo(t, newTestModel(t, 100, 30), "Transfer money", "seldo")
		if !m.input.Masked() {
			t.Fatal("the password prompt is not masked")
		}
		m.input.SetValue(word)
		n, cmd := m.Update(enterKey)
		msgs := run(cmd)
		if quits(msgs) {
			t.Errorf("%q at the password prompt left the app", word)
		}
		m = n.(Model)
		if got := userLines(m); len(got) != 3 {
			t.Errorf("%q: user lines = %q, want it taken by the engine", word, got)
		}
	}
	for _, word := range []string{"/exit", "/quit", " /QUIT"} {
		m := bankTo(t, newTestModel(t, 100, 30), "Transfer money", "seldo")
		m.input.SetValue(word)
		_, cmd := m.Update(enterKey)
		if !quits(run(cmd)) {
			t.Errorf("%q at the password prompt did not leave", word)
		}
		if got := userLines(m); len(got) != 2 {
			t.Errorf("%q: user lines = %q", word, got)
		}
	}
}

// quits reports whether a command's messages end the program.
func quits(msgs []tea.Msg) bool {
	for _, msg := range msgs {
		if _, ok := msg.(tea.QuitMsg); ok {
			return true
		}
	}
	return false
}

// R56: ctrl+d leaves when nothing is typed, and only then.
func TestCtrlDLeavesWhenTheInputIsEmpty(t *testing.T) {
	t.Parallel()
	f := newFlow(t, newTestModel(t, 100, 30), 100, 30)
	f.wait("What would you like to do?")
	f.tm.Type("look up MSFT")
	f.send(tea.KeyMsg{Type: tea.KeyCtrlD}) // text typed: ignored
	f.send(tea.KeyMsg{Type: tea.KeyEnter})
	f.wait("is trading at")
	f.send(tea.KeyMsg{Type: tea.KeyCtrlD})
	final := f.ended()
	if got := userLines(final); len(got) != 1 || got[0] != "look up MSFT" {
		t.Errorf("user lines = %q", got)
	}
}

// R56: leaving at an approval is no answer: typed there, a leave word
// quits and the approval stays pending, as does ctrl+d with nothing typed.
func TestLeaveAtAnApprovalKeepsItPending(t *testing.T) {
	t.Parallel()
	for _, how := range []string{"quit", "ctrl+d"} {
		t.Run(how, func(t *testing.T) {
			t.Parallel()
			f := newFlow(t, newTestModel(t, 100, 30), 100, 30)
			f.wait("What would you like to do?")
			for _, step := range [][2]string{
				{"Transfer money", "first I'll log you in"}, {"seldo", "Please enter your password."},
				{"monkey", "Checking or Savings?"}, {"Checking", "Which account ID"},
				{"To account ID 1234324", "How much would you like"}, {"500", "Approval needed"},
			} {
				f.say(step[0])
				f.wait(step[1])
			}
			f.wait("Approval needed")
			if how == "ctrl+d" {
				f.send(tea.KeyMsg{Type: tea.KeyCtrlD})
			} else {
				f.say(how)
			}
			final := f.ended()
			if final.eng.Session().Pending.Approval == nil {
				t.Errorf("the approval is no longer pending")
			}
			if final.eng.Fact("account_balance") == "500.00" {
				t.Errorf("the money moved")
			}
		})
	}
}
