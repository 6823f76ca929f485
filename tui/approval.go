package tui

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// approvalModel is the question asked before a sensitive tool runs (R11).
// Nothing is approved without Enter (R41): y or n typed first selects the
// answer and Enter confirms it; anything else typed is a text answer the
// engine reads as a whole ("actually make it 300"). A declared tool (R37)
// shows its server, whether it is trusted and every argument (once: the
// headline names the call without them), scrolled with ↑/↓ when they do
// not fit; what it may do to data is said in words (R56), and where the
// approval offers it, s selects allowing the tool for the rest of the
// session.
type approvalModel struct {
	st       *Styles
	keys     *KeyMap
	approval state.Approval
	answer   answer
	width    int
	height   int
	scroll   int // first line of the arguments shown
	// nudged: Enter was pressed with nothing chosen, so the hint says
	// what to do, until the next key
	nudged bool
}

func newApproval(st *Styles, keys *KeyMap, a state.Approval) approvalModel {
	return approvalModel{st: st, keys: keys, approval: a, answer: newAnswer()}
}

// restate shows the approval the engine waits for. The same approval
// shown again (an event that restates it) keeps what the user has typed.
func (m approvalModel) restate(a state.Approval) approvalModel {
	if a.Summary != m.approval.Summary {
		m.answer.reset()
		m.scroll = 0
		m.nudged = false
	}
	m.approval = a
	return m
}

// approvalDecision is what the user decided in the modal: approve, reject
// with a reason, or a text answer for the engine to read (text != "").
type approvalDecision struct {
	approve bool
	session bool // approve for the rest of the session (R56)
	reason  string
	text    string
}

func (m approvalModel) Place() placement { return overChat }

func (m approvalModel) named() string    { return "approval " + m.approval.Summary }
func (m approvalModel) title() string    { return "Approval" }
func (m approvalModel) unanswered() bool { return m.answer.kind() == answerEmpty }

func (m approvalModel) SetSize(w, h int) overlay {
	m.width, m.height = w, h
	m.scroll = min(m.scroll, m.maxScroll()) // more room: fewer lines to scroll
	return m
}

func (m approvalModel) KeyMap() help.KeyMap {
	k := m.keys
	choices := []key.Binding{k.Approve, k.Reject}
	if m.approval.ForSession {
		choices = append(choices, k.ForSession)
	}
	return keyList{
		short: append(slices.Clone(choices), k.Confirm, k.Clear),
		full:  [][]key.Binding{append(slices.Clone(choices), k.Confirm, k.Clear), {k.LineUp}},
	}
}

// Update handles a key while the modal is open; a decision closes it.
func (m approvalModel) Update(msg tea.Msg) (overlay, tea.Cmd, outcome) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return m, nil, nil
	}
	keys := m.keys
	m.nudged = false
	switch {
	case keyMatches(k, keys.Confirm):
		var d approvalDecision
		switch m.answer.kind() {
		case answerEmpty:
			m.nudged = true // nothing chosen: the hint says what to do
			return m, nil, nil
		case answerChoice:
			choice := runeKey(m.answer.choice)
			d.session = m.approval.ForSession && keyMatches(choice, keys.ForSession)
			d.approve = d.session || keyMatches(choice, keys.Approve)
		case answerText:
			d.text = m.answer.Value()
		}
		return nil, nil, d
	case keyMatches(k, keys.Clear):
		m.answer.reset() // with nothing typed, Esc still decides nothing
		return m, nil, nil
	case keyMatches(k, keys.LineUp):
		m.scroll = max(0, m.scroll-1)
		return m, nil, nil
	case keyMatches(k, keys.LineDown):
		m.scroll = min(m.scroll+1, m.maxScroll())
		return m, nil, nil
	}
	command := func(k tea.KeyMsg) bool {
		return keyMatches(k, keys.Approve) || keyMatches(k, keys.Reject) || m.approval.ForSession && keyMatches(k, keys.ForSession)
	}
	var cmd tea.Cmd
	m.answer, cmd = m.answer.update(k, command)
	return m, cmd, nil
}

// hint says what Enter will do with what is typed.
func (m approvalModel) hint() string {
	k := m.st.Key.Render
	switch m.answer.kind() {
	case answerChoice:
		choice := runeKey(m.answer.choice)
		switch {
		case m.approval.ForSession && keyMatches(choice, m.keys.ForSession):
			return k("Approve for this session") + " — Enter to confirm"
		case keyMatches(choice, m.keys.Approve):
			return k("Approve") + " — Enter to confirm"
		}
		return k("Reject") + " — Enter to confirm, or type \"no, <why>\""
	case answerText:
		return m.st.Muted.Render("enter send this answer · esc clear")
	}
	choices := k("y") + " or " + k("n")
	if m.approval.ForSession {
		choices = k("y") + ", " + k("n") + " or " + k("s") + " (don't ask again to " + concierge.SanitizeLine(concierge.ApprovalDoes(m.approval)) + " this session)"
	}
	if m.nudged {
		return m.st.Error.Render("Nothing is chosen yet:") + " press " + choices + ", then " + k("Enter") + " · or type an answer"
	}
	return choices + ", then " + k("Enter") + " · or type an answer"
}

// headline is the question the modal asks. A declared tool's summary
// lists its arguments, which the modal shows in full below: the headline
// names the call without them, so that they are shown once (R56).
func (m approvalModel) headline() string {
	a := m.approval
	if a.Server == "" || len(a.Args) == 0 {
		return a.Summary
	}
	params := make([]agents.Param, len(a.Params))
	for i, n := range a.Params {
		params[i] = agents.Param{Name: n}
	}
	return domainfile.Headline(a.Summary, params, agents.Args(a.Args))
}

// effect says in words what the call may do to data (R56), "" when
// nothing is to be said.
func (m approvalModel) effect() string {
	switch m.approval.Effect {
	case state.EffectDeletes:
		return m.st.Error.Bold(true).Render("This tool may change or delete data: it is marked destructive.")
	case state.EffectChanges:
		return m.st.Error.Render("This tool may change data.")
	}
	return ""
}

// boxWidth is the modal's outer width: a declared tool's arguments get
// more room to be read.
func (m approvalModel) boxWidth() int {
	if m.approval.Server != "" {
		return min(80, max(24, m.width-4))
	}
	return min(64, max(24, m.width-4))
}

// parts are the summary and the answer as drawn inside the box, inner
// cells wide: View shows them, and the arguments get the lines left.
func (m approvalModel) parts() (inner int, summary, answer string) {
	inner = m.boxWidth() - 4
	summary = lipgloss.NewStyle().Width(inner).Render(concierge.Sanitize(m.headline()))
	if e := m.effect(); e != "" {
		summary += "\n" + lipgloss.NewStyle().Width(inner).Render(e)
	}
	return inner, summary, m.answer.View(inner, m.hint())
}

func (m approvalModel) View() string {
	inner, summary, answer := m.parts()
	var details string
	if m.approval.Server != "" {
		lines, room := m.details(summary, answer)
		details = strings.Join(m.window(lines, room, inner), "\n") + "\n\n"
	}
	body := m.st.ModalTitle.Render("Approval needed") + "\n\n" + summary + "\n\n" + details + answer
	// on a short screen the answer and what Enter will do stay in view
	body = keepEnds(body, m.height-2, lipgloss.Height(answer))
	return m.st.Modal.Width(inner + 2).Render(body)
}

// details lists a declared tool, its server and trust, and every argument
// in full (secrets are masked already), each wrapped under its name; room
// is how many lines of them fit between the summary and the answer.
func (m approvalModel) details(summary, answer string) (lines []string, room int) {
	a := m.approval
	inner := m.boxWidth() - 4
	trust := m.st.Error.Render("untrusted")
	if a.Trusted {
		trust = m.st.Info.Render("trusted")
	}
	names := append([]string(nil), a.Params...)
	for _, n := range slices.Sorted(maps.Keys(a.Args)) {
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	nameW := len("server")
	for _, n := range names {
		if _, ok := a.Args[n]; ok {
			nameW = max(nameW, min(16, lipgloss.Width(concierge.SanitizeLine(n))))
		}
	}
	row := func(name, value string) []string {
		label := m.st.Muted.Render(pad(truncate(name, nameW), nameW)) + "  "
		wrapped, _ := wrapText(value, max(1, inner-nameW-2))
		if len(wrapped) == 0 {
			wrapped = []string{""}
		}
		for i, l := range wrapped {
			if i == 0 {
				wrapped[i] = label + l
			} else {
				wrapped[i] = strings.Repeat(" ", nameW+2) + l // hanging indent
			}
		}
		return wrapped
	}
	lines = row("tool", concierge.SanitizeLine(a.Tool))
	lines = append(lines, row("server", concierge.SanitizeLine(a.Server)+" · "+trust)...)
	for _, n := range names {
		if v, ok := a.Args[n]; ok {
			lines = append(lines, row(concierge.SanitizeLine(n), concierge.Sanitize(v))...)
		}
	}
	// the border takes two lines, the title one, and each gap one
	room = m.height - 2 - 2 - lipgloss.Height(summary) - 1 - 1 - lipgloss.Height(answer)
	return lines, max(2, room)
}

// maxScroll is the last first line of the arguments that can be shown.
func (m approvalModel) maxScroll() int {
	_, summary, answer := m.parts()
	lines, room := m.details(summary, answer)
	if len(lines) <= room {
		return 0
	}
	return len(lines) - (room - 1) // one line says how to see the rest
}

// window is the arguments from the scroll position that fit in room
// lines, the last saying what is hidden when not all fit.
func (m approvalModel) window(lines []string, room, w int) []string {
	if len(lines) <= room {
		return lines
	}
	show := room - 1
	top := min(m.scroll, len(lines)-show)
	out := append([]string(nil), lines[top:top+show]...)
	more := "↑/↓ scroll the arguments · lines " + strconv.Itoa(top+1) + "–" + strconv.Itoa(top+show) + " of " + strconv.Itoa(len(lines))
	return append(out, m.st.Muted.Render(truncate(more, w)))
}

// runeKey is the key press of a typed character, for matching a choice
// against the key map.
func runeKey(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }
