package tui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
	"github.com/concierge-dev/concierge/state"
)

// startTurn types a line and presses Enter without letting the turn end:
// the model is busy, and the returned command finishes the turn.
func startTurn(t *testing.T, m Model, text string) (Model, tea.Cmd) {
	t.Helper()
	m.input.SetValue(text)
	n, cmd := m.Update(enterKey)
	if m = n.(Model); !m.busy {
		t.Fatalf("%q started no turn", text)
	}
	return m, cmd
}

// R41: help or the artifact reader opened while a turn runs stays on top
// of the approval the turn ends with. The keys go to what is drawn on top:
// the y pressed to close the help closes it and selects nothing, and an
// Enter after it approves nothing.
func TestReviewQuestionUnderAnOverlayOpenedDuringTheTurn(t *testing.T) {
	for _, open := range []struct {
		name string
		keys []tea.KeyMsg
		// shut closes the overlay the way its hint says
		shut tea.KeyMsg
	}{
		{"help", []tea.KeyMsg{keyRune('?')}, keyRune('y')},
		{"artifact", []tea.KeyMsg{{Type: tea.KeyTab}, enterKey}, keyRune('q')},
	} {
		t.Run(open.name, func(t *testing.T) {
			m := newTestModel(t, 100, 30)
			if open.name == "artifact" { // an artifact to read: a balance's
				m = bankTo(t, m, "Transfer money", "seldo", "monkey", "Checking", "1234324", "10")
				m = choose(t, m, keyRune('y'))
				if len(m.eng.Session().Artifacts) == 0 {
					t.Fatal("no artifact to read")
				}
			}
			m = bankTo(t, m, "Transfer money")
			m = bankTo(t, m, toApproval[1:5]...)
			from := len(userSaid(m))
			m, cmd := startTurn(t, m, "500")
			for _, k := range open.keys {
				m = update(m, k)
			}
			if len(m.layers) == 0 {
				t.Fatalf("%s did not open during the turn", open.name)
			}
			m = finish(t, m, cmd) // the turn ends: the approval is asked
			if _, ok := m.eng.PendingApproval(); !ok {
				t.Fatal("no approval waits")
			}
			if i, o := m.active(); o.Place() == overChat && i != len(m.layers)-1 {
				t.Fatal("active() is not the top layer")
			}
			top := m.layers[len(m.layers)-1]
			if top.Place() == overChat {
				t.Errorf("the approval went on top of the %s the user is reading; keys go to it unseen", open.name)
			}
			// the key that closes what is on top, then Enter
			m = typeKey(t, m, open.shut)
			if a := approvalOf(m); a.answer.kind() != answerEmpty {
				t.Errorf("the key that closes the %s typed %q into the hidden approval", open.name, a.answer.Value())
			}
			m = press(t, m, enterKey)
			wantSaid(t, m, from, "500")
			if _, ok := m.eng.PendingApproval(); !ok {
				t.Errorf("the approval was answered; the screen showed:\n%s", m.View())
			}
		})
	}
}

// R41: a question that came while help covered the screen appears when
// the help closes, and settles from then: a key at once is type-ahead,
// and a key a while later (however long the help was read) answers.
func TestReviewQuestionSettlesWhenTheHelpCloses(t *testing.T) {
	for _, wait := range []time.Duration{0, 2 * time.Second} {
		clock := &testClock{now: time.Unix(1700000000, 0)}
		m := newClockModel(t, "bank", 100, 30, clock)
		m = bankTo(t, m, toApproval[:5]...)
		m, cmd := startTurn(t, m, "500")
		m = update(m, keyRune('?'))
		m = finish(t, m, cmd)
		clock.Advance(10 * time.Second) // the help is read
		m = typeKey(t, m, keyRune('x')) // closes it
		if len(m.layers) != 1 || !approvalShown(m) {
			t.Fatalf("after the help closed, the layers are %d", len(m.layers))
		}
		clock.Advance(wait)
		m = typeKey(t, m, keyRune('y'))
		held := approvalOf(m).answer.kind() == answerEmpty
		if wait == 0 && !held {
			t.Error("a y pressed as the help closed answered the approval under it")
		}
		if wait > 0 && held {
			t.Errorf("a y pressed %v after the help closed was held back as type-ahead (input %q)", wait, m.input.Value())
		}
	}
}

// R41: the question on screen settles again after the turn its answer
// started, even when the turn's end arrives before its events (both come
// from goroutines of their own): a side question answered at an approval
// shows the same approval again, and keys typed ahead of it are held.
func TestReviewQuestionSettlesAfterATurnWithoutEvents(t *testing.T) {
	clock := &testClock{now: time.Unix(1700000000, 0)}
	m := newClockModel(t, "bank", 100, 30, clock)
	m = bankTo(t, m, toApproval...)
	if !approvalShown(m) {
		t.Fatal("no approval")
	}
	clock.Advance(time.Second)
	m = typeKeys(t, m, "what can you do?")
	n, cmd := m.Update(enterKey)
	m = n.(Model)
	// the turn's end first, its events after
	var events []tea.Msg
	for _, msg := range run(cmd) {
		if _, ok := msg.(turnDoneMsg); ok {
			m = update(m, msg)
		} else {
			events = append(events, msg)
		}
	}
	if ev := m.opts.Bridge.take(); len(ev) > 0 {
		m = update(m, eventsMsg(ev))
	}
	for _, msg := range events {
		m = update(m, msg)
	}
	if !approvalShown(m) {
		t.Fatalf("the approval is not shown again:\n%s", m.View())
	}
	m = typeKey(t, m, keyRune('y')) // typed at once: held
	if a := approvalOf(m); a.answer.kind() != answerEmpty {
		t.Errorf("a y typed as the approval came back selected %q", a.answer.Value())
	}
}

// R10, R29: the password is on no screen, whatever is open: the masked
// box, the trace, help, the approval, the artifact reader, the drawer.
func TestReviewPasswordOnNoScreen(t *testing.T) {
	m := newTestModel(t, 100, 30)
	m = bankTo(t, m, "Transfer money", "seldo")
	var views []string
	look := func(m Model) { views = append(views, m.View()) }
	for _, r := range "monkey" {
		m = update(m, keyRune(r))
		look(m)
	}
	look(update(m, keyRune('?')))
	m = press(t, m, enterKey)
	m = bankTo(t, m, "Checking", "1234324", "500")
	look(m)
	look(update(m, tea.KeyMsg{Type: tea.KeyCtrlT}))
	look(update(m, keyRune('?')))
	m = choose(t, m, keyRune('y'))
	m = update(m, tea.KeyMsg{Type: tea.KeyCtrlT})
	look(m)
	m = update(m, tea.KeyMsg{Type: tea.KeyCtrlT})
	m = update(m, tea.KeyMsg{Type: tea.KeyTab})
	look(update(m, enterKey))
	for _, w := range []int{20, 60, 80, 99, 140} {
		look(update(m, tea.WindowSizeMsg{Width: w, Height: 40}))
		look(update(update(m, tea.WindowSizeMsg{Width: w, Height: 40}), tea.KeyMsg{Type: tea.KeyCtrlT}))
	}
	for i, v := range views {
		if strings.Contains(v, "monkey") {
			t.Errorf("screen %d shows the password:\n%s", i, v)
		}
	}
}

// R10: at a masked prompt every printable key is the secret's: a password
// that starts with ? is typed, not taken for the help key (which would
// also swallow the next key, the one that closes the help).
func TestReviewSecretMayStartWithAQuestionMark(t *testing.T) {
	m := bankTo(t, newTestModel(t, 100, 30), "Transfer money", "seldo")
	if !m.input.Masked() {
		t.Fatal("no masked prompt")
	}
	for _, r := range "?monkey" {
		m = typeKey(t, m, keyRune(r))
	}
	if len(m.layers) != 0 {
		t.Errorf("%d overlays opened at the password prompt", len(m.layers))
	}
	if got := m.input.Value(); got != "?monkey" {
		t.Errorf("the password box holds %d characters, want 7 (\"?monkey\")", len([]rune(got)))
	}
}

// ctrl+s in the artifact reader saves the artifact on screen, even when a
// newer one arrived while it was open (a turn's receipt selects itself in
// the panel).
func TestReviewArtifactReaderSavesWhatItShows(t *testing.T) {
	m := newTestModel(t, 100, 30)
	m = update(m, eventsMsg{concierge.ArtifactAdded{Artifact: state.Artifact{Title: "Letter to read", Body: "the letter"}}})
	m = update(m, tea.KeyMsg{Type: tea.KeyTab})
	m = update(m, enterKey)
	if _, _, ok := layerOf[artifactView](&m); !ok {
		t.Fatal("the reader did not open")
	}
	m = update(m, eventsMsg{concierge.ArtifactAdded{Artifact: state.Artifact{Title: "Newer receipt", Body: "the receipt"}}})
	n, cmd := m.Update(tea.KeyMsg{Type: tea.KeyCtrlS})
	m = n.(Model)
	var saved string
	for _, msg := range run(cmd) {
		if s, ok := msg.(savedMsg); ok {
			if s.err != nil {
				t.Fatal(s.err)
			}
			saved = s.path
		}
	}
	if !strings.Contains(saved, "letter-to-read") {
		t.Errorf("the reader shows the letter, ctrl+s saved %q", saved)
	}
}

// A tool's arguments scrolled to their end on a short terminal, then the
// terminal made taller: the first ↑ moves the arguments a line up, not a
// press into a scroll position nothing shows.
func TestReviewToolArgumentsScrollAfterResize(t *testing.T) {
	m := newTestModel(t, 100, 20)
	m.showApproval(toolApproval(true))
	for range 40 {
		m = update(m, tea.KeyMsg{Type: tea.KeyDown})
	}
	m = update(m, tea.WindowSizeMsg{Width: 100, Height: 30}) // taller, the arguments still not all in view (the headline no longer lists them, R56)
	before := approvalOf(m).View()
	m = update(m, tea.KeyMsg{Type: tea.KeyUp})
	if approvalOf(m).View() == before {
		t.Errorf("↑ after the resize moved nothing (scroll %d, last %d)", approvalOf(m).scroll, approvalOf(m).maxScroll())
	}
}

// The panel had the focus, then the terminal was made narrow and the
// panel went away with it: the keys go to the input again, not to a panel
// nobody sees.
func TestReviewFocusLeavesAPanelThatResizedAway(t *testing.T) {
	m := newTestModel(t, 120, 30)
	m = update(m, tea.KeyMsg{Type: tea.KeyTab})
	if !m.focusPanel {
		t.Fatal("tab did not focus the panel")
	}
	m = update(m, tea.WindowSizeMsg{Width: 80, Height: 30})
	if m.panelOn {
		t.Skip("the panel stays at 80 columns")
	}
	m = typeKeys(t, m, "hello")
	if got := m.input.Value(); got != "hello" {
		t.Errorf("typed into a hidden panel: the input holds %q", got)
	}
}

// A --step demo waiting for space does not take the keys of an overlay the
// user opened: esc closes the help, and does not wait behind the next
// step, which (an approve step) would approve under the help.
func TestReviewStepDemoLeavesOverlaysTheirKeys(t *testing.T) {
	sc := &scenario.Scenario{}
	for _, line := range toApproval {
		sc.Steps = append(sc.Steps, scenario.Step{Kind: scenario.StepSay, Text: line})
	}
	sc.Steps = append(sc.Steps, scenario.Step{Kind: scenario.StepApprove})
	m := newTestModel(t, 100, 30)
	m.demo = NewDemo(sc, 0, true)
	m = update(m, keyRune('?')) // help, opened before the demo waits
	n, _ := m.demoStep(demoMsg{})
	m = n.(Model)
	if !m.demo.awaitKey {
		t.Fatal("the step demo does not wait for a key")
	}
	m = update(m, tea.KeyMsg{Type: tea.KeyEsc})
	if len(m.layers) != 0 {
		t.Errorf("esc did not close the help while the demo waits for space")
	}
}

// Help opened from a question and closed again covers the question the
// user has read: it does not settle again, so a y right after the help
// closes selects Approve (and Enter is still needed).
func TestReviewHelpFromAQuestionDoesNotSettleItAgain(t *testing.T) {
	clock := &testClock{now: time.Unix(1700000000, 0)}
	m := newClockModel(t, "bank", 100, 30, clock)
	m = bankTo(t, m, toApproval...)
	clock.Advance(time.Second)
	m = typeKey(t, m, keyRune('?'))
	if _, _, ok := layerOf[helpOverlay](&m); !ok {
		t.Fatal("? at the question did not open its help")
	}
	m = typeKey(t, m, tea.KeyMsg{Type: tea.KeyEsc})
	m = typeKey(t, m, keyRune('y'))
	if a := approvalOf(m); a.answer.kind() != answerChoice {
		t.Errorf("y after the question's own help: answer %q, input %q", a.answer.Value(), m.input.Value())
	}
	if _, ok := m.eng.PendingApproval(); !ok {
		t.Error("approved without Enter")
	}
}
