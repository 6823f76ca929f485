package tui

import (
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// sweepWidths and sweepHeights are the sizes every state is drawn at: the
// smallest the TUI accepts, the panel's threshold and either side of it,
// odd sizes, and a large terminal.
var (
	sweepWidths  = []int{20, 21, 24, 29, 30, 33, 34, 35, 40, 47, 50, 57, 60, 63, 64, 65, 70, 79, 80, 89, 90, 99, 100, 101, 105, 119, 120, 140, 160, 199, 200}
	sweepHeights = []int{8, 9, 10, 11, 12, 13, 15, 17, 20, 24, 30, 31, 40, 60}
)

// cjkReply is a Markdown reply with wide characters everywhere a line can
// be cut: a heading, a list, a table, a fence, a long unbroken run.
const cjkReply = "## 東京の口座 🚀\n\n" +
	"- **普通預金**: ¥120,000 — 今月は🚀🚀🚀増えました\n" +
	"- 定期預金: " + "東京都千代田区丸の内一丁目" + "東京都千代田区丸の内一丁目" + "東京都千代田区丸の内一丁目\n\n" +
	"| 口座 | 残高 |\n|---|---:|\n| 普通 | ¥120,000 |\n| 定期 | ¥5,000,000 |\n\n" +
	"```\n振込 200 東京 → 大阪 🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀\n```\n"

type reviewState struct {
	name  string
	build func(t *testing.T) Model
}

// reviewApproval is the bank demo at its transfer's approval.
func reviewApproval(t *testing.T) Model {
	return bankTo(t, newTestModel(t, 100, 30), "Transfer money", "seldo", "monkey", "Checking", "To account ID 1234324", "500")
}

// reviewStates are the screens swept over every size.
func reviewStates() []reviewState {
	return []reviewState{
		{"welcome", func(t *testing.T) Model { return newTestModel(t, 100, 30) }},
		{"approval", reviewApproval},
		{"approval_typed", func(t *testing.T) Model {
			m := reviewApproval(t)
			for _, r := range "no, 東京の支店で🚀 too much " + strings.Repeat("x", 120) {
				m = update(m, keyRune(r))
			}
			return m
		}},
		{"tool_approval_long", func(t *testing.T) Model {
			m := newTestModel(t, 100, 30)
			m.showApproval(toolApproval(true))
			m.watchQuestion()
			return update(m, tea.KeyMsg{Type: tea.KeyDown})
		}},
		{"tool_approval_cjk_names", func(t *testing.T) Model {
			m := newTestModel(t, 100, 30)
			a := toolApproval(true)
			a.Tool = "書き込み🚀ツール" + strings.Repeat("長", 40)
			a.Server = "サーバー" + strings.Repeat("🚀", 40)
			a.Args["東京都千代田区丸の内一丁目🚀"] = strings.Repeat("東", 200)
			m.showApproval(a)
			return m
		}},
		{"help", func(t *testing.T) Model { return update(newTestModel(t, 100, 30), keyRune('?')) }},
		{"help_at_approval", func(t *testing.T) Model { return update(reviewApproval(t), keyRune('?')) }},
		{"plan", func(t *testing.T) Model {
			return bankTo(t, newTestModel(t, 100, 30), "check my savings balance, then send 200 to 1234324, and tell me the AAPL price")
		}},
		{"artifact_view", func(t *testing.T) Model {
			m := choose(t, reviewApproval(t), keyRune('y'))
			m = update(m, tea.KeyMsg{Type: tea.KeyTab})
			return update(m, enterKey)
		}},
		{"artifact_view_cjk", func(t *testing.T) Model {
			m := newTestModel(t, 100, 30)
			m = update(m, eventsMsg{concierge.ArtifactAdded{Artifact: state.Artifact{Title: "受領書 " + strings.Repeat("🚀", 60),
				Body: strings.Repeat("東京都千代田区丸の内一丁目🚀", 30) + "\n\n" + cjkReply}}})
			m = update(m, tea.KeyMsg{Type: tea.KeyTab})
			return update(m, enterKey)
		}},
		{"drawer", func(t *testing.T) Model {
			m := bankTo(t, newTestModel(t, 80, 24), "Transfer money", "seldo")
			m = update(m, eventsMsg{concierge.NoteAdded{Note: state.Note{Kind: state.NoteInfo, Text: "東京の支店で🚀" + strings.Repeat("長い理由 ", 40)}}})
			if !m.panelOn {
				m = update(m, tea.KeyMsg{Type: tea.KeyCtrlO})
			}
			return m
		}},
		{"trace", func(t *testing.T) Model {
			m := bankTo(t, newTestModel(t, 100, 30), "Transfer money", "seldo", "monkey", "Checking")
			return update(m, tea.KeyMsg{Type: tea.KeyCtrlT})
		}},
		{"picker", func(t *testing.T) Model {
			return press(t, newPickerModel(t, newFakeSessions(), 100, 30), ctrlR)
		}},
		{"markdown_reply", func(t *testing.T) Model {
			m := newTestModel(t, 100, 30)
			m = update(m, eventsMsg{concierge.MessageAdded{Message: state.Message{Role: state.RoleUser, Text: "東京🚀" + strings.Repeat("口座", 50)}}})
			m = update(m, eventsMsg{concierge.MessageAdded{Message: state.Message{Role: state.RoleAgent, Agent: "account_balance", Text: goldenMarkdownReply}}})
			return update(m, eventsMsg{concierge.MessageAdded{Message: state.Message{Role: state.RoleAgent, Agent: "account_balance", Text: cjkReply}}})
		}},
		{"markdown_streaming", func(t *testing.T) Model {
			m := newTestModel(t, 100, 30)
			return update(m, eventsMsg{concierge.ReplyDelta{Agent: "account_balance", Text: string([]rune(cjkReply)[:len([]rune(cjkReply))/2])}})
		}},
	}
}

// frameProblems lists what is wrong with a frame of a w×h terminal: a line
// wider than it, more or fewer lines than it has (R17), a wide character
// cut in half (U+FFFD).
func frameProblems(view string, w, h int) []string {
	var bad []string
	if strings.ContainsRune(view, '\uFFFD') {
		bad = append(bad, "a cut character (U+FFFD)")
	}
	lines := strings.Split(view, "\n")
	if len(lines) != h {
		bad = append(bad, "lines: "+strconv.Itoa(len(lines)))
	}
	for i, l := range lines {
		if lw := ansi.StringWidth(l); lw > w {
			bad = append(bad, "line "+strconv.Itoa(i)+" is "+strconv.Itoa(lw)+" cells: "+l)
		}
	}
	return bad
}

// Every frame of every state at every size from 20×8 to 200×60 is exactly
// the terminal.
func TestReviewSizeSweep(t *testing.T) {
	for _, st := range reviewStates() {
		t.Run(st.name, func(t *testing.T) {
			// one model resized again and again, as a user drags the
			// corner of the terminal
			m := st.build(t)
			fails := 0
			for i, w := range sweepWidths {
				for j, h := range sweepHeights {
					if raceEnabled && (i+j)%4 != 0 {
						// drawing is one goroutine's work: the plain
						// pass draws every size, the race pass a
						// quarter of them, each width and height
						// still among them
						continue
					}
					m = update(m, tea.WindowSizeMsg{Width: w, Height: h})
					for _, p := range frameProblems(m.View(), w, h) {
						if fails++; fails <= 5 {
							t.Errorf("%dx%d: %s", w, h, p)
						}
					}
				}
			}
			if fails > 5 {
				t.Errorf("… and %d more", fails-5)
			}
		})
	}
}

// A box drawn over a line whose wide character straddles the box's right
// edge keeps the line the width of the screen: the cut character is
// dropped and its cell filled, as at the left edge.
func TestReviewDrawOverWideRightEdge(t *testing.T) {
	const w = 10
	for _, base := range []string{"ab🚀🚀🚀🚀", "a🚀🚀🚀🚀b", "東京都千代田", "abcdefghij"} {
		for bw := 1; bw <= 6; bw++ {
			out := drawOver(base, strings.Repeat("x", bw), w, 1)
			if got := ansi.StringWidth(out); got != w {
				t.Errorf("box of %d over %q: %q is %d cells, want %d", bw, base, out, got, w)
			}
		}
	}
}

// The divider between the chat and the panel stays in its column on every
// body line, at every width where the panel sits beside the chat, with a
// question over the chat or not.
func TestReviewDividerStays(t *testing.T) {
	for _, st := range reviewStates() {
		switch st.name {
		case "help", "help_at_approval", "artifact_view", "artifact_view_cjk", "picker":
			continue // drawn over the panel on purpose
		}
		t.Run(st.name, func(t *testing.T) {
			m := st.build(t)
			for _, w := range []int{100, 101, 105, 119, 120, 140, 199, 200} {
				for _, h := range []int{8, 12, 24, 30, 60} {
					m = update(m, tea.WindowSizeMsg{Width: w, Height: h})
					if !m.panelOn {
						m = update(m, tea.KeyMsg{Type: tea.KeyCtrlO})
					}
					l := computeLayout(w, h, true)
					lines := strings.Split(m.View(), "\n")
					for y := 0; y < l.bodyH && y < len(lines); y++ {
						plain := ansi.Strip(lines[y])
						if c := ansi.Cut(plain, l.chatW, l.chatW+1); c != "│" {
							t.Errorf("%dx%d: line %d has %q at the divider's column %d: %q", w, h, y, c, l.chatW, plain)
							break
						}
					}
				}
			}
		})
	}
}

// R41: a question shows what Enter will do ("Approve — Enter to confirm",
// the answer typed) at any usual terminal height. Today a question taller
// than the chat is cut at the bottom by drawOver, and what is cut is the
// answer line and its hint: at 80×14 a plan, at 100×16 a declared tool's
// approval, at 40×16 an approval with a long typed answer, show neither.
func TestReviewQuestionAnswerLineVisible(t *testing.T) {
	for _, st := range reviewStates() {
		switch st.name {
		case "approval", "approval_typed", "tool_approval_long", "plan":
		default:
			continue
		}
		t.Run(st.name, func(t *testing.T) {
			m := st.build(t)
			for _, h := range []int{14, 16, 18, 20, 24} {
				for _, w := range []int{40, 60, 80, 100, 140} {
					m = update(m, tea.WindowSizeMsg{Width: w, Height: h})
					v := m.View()
					if !strings.Contains(v, "Enter") && !strings.Contains(v, "enter send this answer") {
						t.Errorf("%dx%d: what Enter will do is not on screen", w, h)
					}
				}
			}
		})
	}
}
