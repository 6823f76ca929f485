package tui

// The session picker (issue 15): the stored sessions, newest first, to
// resume or delete. The TUI never opens the store: cmd hands it Sessions.

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/list"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// Sessions is what the picker may do with the stored sessions.
type Sessions struct {
	// List describes the stored sessions, newest first.
	List func() ([]state.SessionInfo, error)
	// Delete deletes a session (taking its lock first: one open elsewhere
	// is not pulled from under it).
	Delete func(id string) error
	// Open starts an engine on a stored session, its events to sink, and
	// returns its stored events for the trace view. mode is "", "read-only"
	// or "fork"; a session open elsewhere with mode "" is an error wrapping
	// state.ErrLocked. Nil: the picker only starts before the TUI (Pick).
	Open func(id, mode string, sink func(concierge.Event)) (*concierge.Engine, []concierge.Event, error)
}

// PickerKeys are the picker's own keys; the list's (↑/↓, /, pages) are
// bubbles/list's.
type PickerKeys struct {
	Resume, Delete, Yes, No, Close, ReadOnly, Fork key.Binding
}

func defaultPickerKeys() PickerKeys {
	return PickerKeys{
		Resume:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "resume")),
		Delete:   key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "delete")),
		Yes:      key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes")),
		No:       key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n", "no")),
		Close:    key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "close")),
		ReadOnly: key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "read-only")),
		Fork:     key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "fork")),
	}
}

// sessionItem is one stored session in the list.
type sessionItem struct {
	info state.SessionInfo
	loc  *time.Location
}

// titleRunes is how much of the first user line a row shows.
const titleRunes = 60

func (i sessionItem) Title() string {
	t := strings.TrimSpace(concierge.SanitizeLine(i.info.Title))
	if t == "" {
		return "(no message yet)"
	}
	if utf8.RuneCountInString(t) > titleRunes {
		t = string([]rune(t)[:titleRunes-1]) + "…"
	}
	return t
}

func (i sessionItem) Description() string {
	n := fmt.Sprintf("%d messages", i.info.Messages)
	if i.info.Messages == 1 {
		n = "1 message"
	}
	return strings.Join([]string{i.info.Updated.In(i.loc).Format("2006-01-02 15:04"),
		concierge.SanitizeLine(i.info.Domain), n, shortID(i.info.ID)}, " · ")
}

func (i sessionItem) FilterValue() string {
	return i.Title() + " " + concierge.SanitizeLine(i.info.Domain) + " " + concierge.SanitizeLine(i.info.ID)
}

func shortID(id string) string {
	id = concierge.SanitizeLine(id)
	if utf8.RuneCountInString(id) > 12 {
		return string([]rune(id)[:12])
	}
	return id
}

// pickerAction is what a key in the picker asks of its owner.
type pickerAction struct {
	resume, mode string // resume this session ("" none), as mode
	remove       string // delete this session (confirmed)
	close        bool
}

// pickerModel is the list with its questions: "delete?" and "open
// elsewhere: read-only or fork?".
type pickerModel struct {
	st      *Styles
	keys    PickerKeys
	list    list.Model
	confirm string // the session a delete waits a y/n for
	locked  string // the session open elsewhere, waiting for r/f/esc
	line    string // a message under the list
	lineBad bool
	loc     *time.Location
	width   int
	height  int
}

func newPicker(st *Styles) pickerModel {
	d := list.NewDefaultDelegate()
	d.Styles.NormalTitle = lipgloss.NewStyle().Foreground(st.palette.Text).PaddingLeft(2)
	d.Styles.NormalDesc = lipgloss.NewStyle().Foreground(st.palette.Muted).PaddingLeft(2)
	d.Styles.SelectedTitle = lipgloss.NewStyle().Border(lipgloss.NormalBorder(), false, false, false, true).
		BorderForeground(st.palette.Accent).Foreground(st.palette.Accent).Bold(true).PaddingLeft(1)
	d.Styles.SelectedDesc = d.Styles.SelectedTitle.Bold(false).Foreground(st.palette.Muted)
	d.Styles.DimmedTitle = d.Styles.NormalDesc
	d.Styles.DimmedDesc = d.Styles.NormalDesc
	l := list.New(nil, d, 0, 0)
	l.Title = "Sessions"
	l.Styles.Title = st.ModalTitle.Foreground(st.palette.Accent)
	l.SetStatusBarItemName("session", "sessions")
	l.DisableQuitKeybindings() // ctrl+c is the TUI's; esc closes the picker
	keys := defaultPickerKeys()
	l.AdditionalShortHelpKeys = func() []key.Binding { return []key.Binding{keys.Resume, keys.Delete, keys.Close} }
	l.AdditionalFullHelpKeys = l.AdditionalShortHelpKeys
	return pickerModel{st: st, keys: keys, list: l, loc: time.Local}
}

// Open shows the picker with these sessions, newest first.
func (p *pickerModel) Open(infos []state.SessionInfo) {
	items := make([]list.Item, len(infos))
	for i, in := range infos {
		items[i] = sessionItem{info: in, loc: p.loc}
	}
	p.list.ResetFilter()
	p.list.SetItems(items)
	p.list.Select(0)
	p.confirm, p.locked, p.line = "", "", ""
	if len(infos) == 0 {
		p.say("No stored sessions yet", false)
	}
}

// resize gives the picker w×h cells: the list, then one line for its
// questions.
func (p *pickerModel) resize(w, h int) {
	p.width, p.height = w, h
	p.list.SetSize(w, max(1, h-1))
}

// The picker as an overlay of the running TUI (ctrl+r): it takes the
// whole body, and what the user chose goes to the root as a pickerAction.

func (p pickerModel) Place() placement { return wholeBody }

func (p pickerModel) SetSize(w, h int) overlay {
	p.resize(w, h)
	return p
}

func (p pickerModel) KeyMap() help.KeyMap {
	k := p.keys
	lk := p.list.KeyMap
	return keyList{
		short: []key.Binding{k.Resume, k.Delete, lk.Filter, k.Close},
		full:  [][]key.Binding{{k.Resume, k.Delete, k.Close}, {lk.CursorUp, lk.CursorDown, lk.NextPage, lk.PrevPage}, {lk.Filter, lk.ClearFilter}},
	}
}

func (p pickerModel) Update(msg tea.Msg) (overlay, tea.Cmd, outcome) {
	next, act, cmd := p.update(msg)
	switch {
	case act == nil:
		return next, cmd, nil
	case act.close:
		return nil, cmd, nil
	}
	return next, cmd, *act
}

func (p *pickerModel) say(text string, bad bool) {
	p.line, p.lineBad = concierge.SanitizeLine(text), bad
}

// Locked asks what to do with a session open in another concierge.
func (p *pickerModel) Locked(id string) {
	p.locked = id
	p.say("Session "+shortID(id)+" is open in another concierge: r read-only, f fork into a new one, esc back", true)
}

// Removed takes a deleted session out of the list, or says why it stays.
func (p *pickerModel) Removed(id string, err error) {
	if err != nil {
		p.say("Could not delete "+shortID(id)+": "+err.Error(), true)
		return
	}
	for i, it := range p.list.Items() {
		if it.(sessionItem).info.ID == id {
			p.list.RemoveItem(i)
			break
		}
	}
	p.say("Deleted session "+shortID(id), false)
}

func (p pickerModel) selected() (string, bool) {
	it, ok := p.list.SelectedItem().(sessionItem)
	return it.info.ID, ok
}

// update handles a message while the picker is open.
func (p pickerModel) update(msg tea.Msg) (pickerModel, *pickerAction, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		var cmd tea.Cmd
		p.list, cmd = p.list.Update(msg)
		return p, nil, cmd
	}
	switch {
	case p.confirm != "":
		id := p.confirm
		switch {
		case key.Matches(k, p.keys.Yes):
			p.confirm, p.line = "", ""
			return p, &pickerAction{remove: id}, nil
		case key.Matches(k, p.keys.No):
			p.confirm = ""
			p.say("Kept session "+shortID(id), false)
		}
		return p, nil, nil
	case p.locked != "":
		id := p.locked
		switch {
		case key.Matches(k, p.keys.ReadOnly):
			p.locked, p.line = "", ""
			return p, &pickerAction{resume: id, mode: "read-only"}, nil
		case key.Matches(k, p.keys.Fork):
			p.locked, p.line = "", ""
			return p, &pickerAction{resume: id, mode: "fork"}, nil
		case key.Matches(k, p.keys.Close):
			p.locked, p.line = "", ""
		}
		return p, nil, nil
	case p.list.FilterState() == list.Filtering:
		// typing a filter: every key is the filter's (enter accepts it)
	case key.Matches(k, p.keys.Close) && p.list.FilterState() == list.FilterApplied:
		p.list.ResetFilter()
		return p, nil, nil
	case key.Matches(k, p.keys.Close):
		return p, &pickerAction{close: true}, nil
	case key.Matches(k, p.keys.Resume):
		if id, ok := p.selected(); ok {
			return p, &pickerAction{resume: id}, nil
		}
		return p, nil, nil
	case key.Matches(k, p.keys.Delete):
		if id, ok := p.selected(); ok {
			p.confirm = id
			p.say("Delete session "+shortID(id)+"? y/n", true)
		}
		return p, nil, nil
	}
	p.line = ""
	var cmd tea.Cmd
	p.list, cmd = p.list.Update(msg)
	return p, nil, cmd
}

// View draws the picker in exactly its w×h.
func (p pickerModel) View() string {
	body := p.list.View()
	lines := strings.Split(body, "\n")
	want := max(1, p.height-1)
	for len(lines) < want {
		lines = append(lines, "")
	}
	lines = lines[:want]
	st := p.st.Muted
	if p.lineBad {
		st = p.st.ModalTitle
	}
	lines = append(lines, st.Render(truncate(" "+p.line, p.width)))
	for i, l := range lines {
		lines[i] = truncate(l, p.width)
	}
	return strings.Join(lines, "\n")
}
