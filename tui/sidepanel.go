package tui

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// sideModel is the side panel: Why (every note, newest last) above
// Artifacts (a list, the selected one in full).
type sideModel struct {
	st            *Styles
	keys          *KeyMap
	width, height int
	focused       bool

	notes     []state.Note
	noteCache map[int][]string // note index → wrapped lines at cacheWidth
	cacheW    int

	artifacts []state.Artifact
	selected  int
	scroll    int // first line of the selected artifact's body shown

	// showTrace swaps Why for the trace: each turn's hops, model calls and
	// tool calls. trace holds a line for each of those events, made when
	// it arrives; a frame wraps only the newest that fit (R19).
	showTrace bool
	trace     []string
	turns     int // the turns the trace has numbered

	plan   *state.Plan // the last plan, shown with its steps' statuses
	queued []string    // further requests waiting on the agenda
}

// SetQueued shows the further requests that wait (R30).
func (s *sideModel) SetQueued(q []string) { s.queued = append([]string(nil), q...) }

// SetPlan shows a plan's steps, updated live.
func (s *sideModel) SetPlan(p state.Plan) { s.plan = p.Clone() }

func newSide(st *Styles, keys *KeyMap) sideModel {
	return sideModel{st: st, keys: keys, noteCache: map[int][]string{}}
}

func (s *sideModel) SetSize(w, h int) {
	s.width, s.height = w, h
	if w != s.cacheW {
		s.noteCache = map[int][]string{}
		s.cacheW = w
	}
}

func (s *sideModel) AddNote(n state.Note) { s.notes = append(s.notes, n) }

// AddTrace keeps an event for the trace view, if it is a trace event.
func (s *sideModel) AddTrace(ev concierge.Event) {
	switch ev.(type) {
	case concierge.TurnStarted, concierge.AgentHop, concierge.ModelCall, concierge.ToolCalled, concierge.TurnFinished, concierge.ServerLog:
		if line := traceLine(ev, &s.turns); line != "" {
			s.trace = append(s.trace, concierge.SanitizeLine(line))
		}
	}
}

// AddArtifact lists an artifact and selects it: the newest is what the
// user wants to see.
func (s *sideModel) AddArtifact(a state.Artifact) {
	s.artifacts = append(s.artifacts, a)
	s.selected = len(s.artifacts) - 1
	s.scroll = 0
}

func (s *sideModel) Select(delta int) {
	if len(s.artifacts) == 0 {
		return
	}
	s.selected = max(0, min(len(s.artifacts)-1, s.selected+delta))
	s.scroll = 0
}

// Selected returns the selected artifact.
func (s *sideModel) Selected() (state.Artifact, bool) {
	if len(s.artifacts) == 0 {
		return state.Artifact{}, false
	}
	return s.artifacts[s.selected], true
}

// View draws exactly height lines of the panel's width, border included.
func (s *sideModel) View() string {
	inner := s.width - 2 // border and padding
	if inner < 4 || s.height < 1 {
		return ""
	}
	artH := s.artifactHeight()
	plan := append(s.planLines(inner), s.queuedLines(inner)...)
	whyH := max(1, s.height-artH-len(plan))
	lines := s.whyLines(inner, whyH)
	if s.showTrace {
		lines = s.traceView(inner, whyH)
	}
	lines = append(lines, plan...)
	lines = append(lines, s.artifactLines(inner, artH)...)
	return s.st.PanelBorder.Height(s.height).Render(strings.Join(fit(lines, inner, s.height), "\n"))
}

// artifactHeight gives the artifacts about two fifths of the panel once
// there is one, and nearly all of it while the panel has the focus: the
// user is reading the artifact then.
func (s *sideModel) artifactHeight() int {
	switch {
	case len(s.artifacts) == 0:
		return min(2, s.height/2)
	case s.focused:
		return max(4, s.height-4)
	}
	return max(4, s.height*2/5)
}

// Scroll moves the selected artifact's body by n lines.
func (s *sideModel) Scroll(n int) { s.scroll = max(0, s.scroll+n) }

func (s *sideModel) whyLines(w, h int) []string {
	title := s.st.PanelTitle.Render("Why")
	if h <= 1 {
		return []string{title}[:max(0, h)]
	}
	// walk back from the newest note: only what is visible is wrapped, and
	// a note is shown whole or not at all, so no continuation line stands
	// alone at the top; only the newest may be cut, and then at its end
	var body []string
	for i := len(s.notes) - 1; i >= 0 && len(body) < h-1; i-- {
		lines := s.noteLines(i, w)
		if len(body)+len(lines) > h-1 && len(body) > 0 {
			break
		}
		body = append(lines, body...)
	}
	if len(s.notes) == 0 {
		for _, l := range strings.Split(wrapPlain("Routing reasons, prerequisites and progress notes appear here.", w), "\n") {
			body = append(body, s.st.Muted.Render(l))
		}
	}
	if len(body) > h-1 {
		body = body[:h-1]
	}
	for len(body) < h-1 {
		body = append(body, "")
	}
	return append([]string{title}, body...)
}

func (s *sideModel) noteLines(i, w int) []string {
	if l, ok := s.noteCache[i]; ok {
		return l
	}
	n := s.notes[i]
	text := concierge.SanitizeLine(n.Text)
	wrapped := strings.Split(ansi.Wrap(text, w-2, " "), "\n")
	mark := "• "
	style := s.st.Note
	switch n.Kind {
	case state.NoteGuardrail, state.NoteBudget:
		style = s.st.Error
	case state.NoteApproval:
		style = s.st.ModalTitle
	case state.NoteProgress:
		style = s.st.Muted
	}
	out := make([]string, len(wrapped))
	for j, l := range wrapped {
		prefix := "  "
		if j == 0 {
			prefix = s.st.NoteKind.Render(mark)
		}
		out[j] = prefix + style.Render(l)
	}
	s.noteCache[i] = out
	return out
}

func (s *sideModel) artifactLines(w, h int) []string {
	if h <= 0 {
		return nil
	}
	title := s.st.PanelTitle.Render("Artifacts")
	if len(s.artifacts) == 0 {
		return fitHeight([]string{title, s.st.Muted.Render("none yet")}, h)
	}
	out := []string{title}
	for i, a := range s.artifacts {
		line := "  " + concierge.SanitizeLine(a.Title)
		if i == s.selected {
			line = s.st.Selected.Render("▸ " + concierge.SanitizeLine(a.Title))
		}
		out = append(out, ansi.Truncate(line, w, "…"))
	}
	a := s.artifacts[s.selected]
	// whole hints only: bubbles/help drops what does not fit
	k := s.keys
	hint := shortHelp(s.st, []key.Binding{relabel(k.Focus, "read"), relabel(k.Save, "save")}, w)
	if s.focused {
		hint = shortHelp(s.st, []key.Binding{relabel(k.Open, "open"), relabel(k.Up, "pick"),
			relabel(k.PageDown, "scroll"), relabel(k.Save, "save")}, w)
	}
	out = append(out, hint)
	var body []string
	for _, l := range strings.Split(concierge.Sanitize(a.Body), "\n") {
		lines, _ := wrapText(l, w)
		if len(lines) == 0 {
			lines = []string{""}
		}
		body = append(body, lines...)
	}
	room := max(0, h-len(out))
	s.scroll = min(s.scroll, max(0, len(body)-room))
	return fitHeight(append(out, body[s.scroll:]...), h)
}

// fitHeight pads or cuts lines to exactly h.
func fitHeight(lines []string, h int) []string {
	if len(lines) > h {
		return lines[:h]
	}
	for len(lines) < h {
		lines = append(lines, "")
	}
	return lines
}

// fit cuts every line to w cells and the list to h lines.
func fit(lines []string, w, h int) []string {
	lines = fitHeight(lines, h)
	for i, l := range lines {
		if lipgloss.Width(l) > w {
			lines[i] = ansi.Truncate(l, w, "…")
		}
	}
	return lines
}

// traceView is the trace section: the newest lines that fit, wrapped
// when drawn, newest last.
func (s *sideModel) traceView(w, h int) []string {
	title := s.st.PanelTitle.Render("Trace") + s.st.Muted.Render(" · ctrl+t for Why")
	if h <= 1 {
		return []string{title}[:max(0, h)]
	}
	var body []string
	for i := len(s.trace) - 1; i >= 0 && len(body) < h-1; i-- {
		line := s.trace[i]
		wrapped, _ := wrapText(line, w-2)
		for j, wl := range wrapped {
			style := s.st.Muted
			if j == 0 && strings.HasPrefix(line, "turn ") {
				style = s.st.Note
			}
			if j > 0 {
				wl = "  " + wl
			}
			wrapped[j] = style.Render(wl)
		}
		body = append(wrapped, body...)
	}
	if len(body) > h-1 {
		body = body[len(body)-(h-1):]
	}
	return fitHeight(append([]string{title}, body...), h)
}

// traceLine is one compact trace line for the narrow panel; the full
// trace with arguments is `concierge sessions show ID --trace`.
func traceLine(ev concierge.Event, turn *int) string {
	switch ev := ev.(type) {
	case concierge.TurnStarted:
		*turn++
		return fmt.Sprintf("turn %d · %q", *turn, reading.Clip(ev.Input, 40))
	case concierge.AgentHop:
		return "→ " + ev.Agent + " " + ev.Why
	case concierge.ModelCall:
		l := fmt.Sprintf("◆ model %s", ev.Purpose)
		if ev.Agent != "" {
			l += " for " + ev.Agent
		}
		l += fmt.Sprintf(" · %d req · %s tok · %s", ev.Requests, concierge.Tokens(ev.Tokens, ev.Estimated), ev.Latency.Round(time.Millisecond))
		if ev.Err != "" {
			l += " · failed"
		}
		return l
	case concierge.ServerLog:
		return "▪ " + ev.Server + ": " + reading.Clip(ev.Text, 60)
	case concierge.ToolCalled:
		if ev.Err != "" {
			return "✗ " + ev.Tool + ": " + reading.Clip(ev.Err, 60)
		}
		return "⚙ " + ev.Tool + " → " + reading.Clip(ev.Result, 30)
	case concierge.TurnFinished:
		switch {
		case ev.Cancelled:
			return "  cancelled"
		case ev.Err != nil:
			return "  failed"
		}
	}
	return ""
}

// queuedLines is the Then section: the further requests that wait, in
// the order they will be taken.
func (s *sideModel) queuedLines(w int) []string {
	if len(s.queued) == 0 {
		return nil
	}
	out := []string{s.st.PanelTitle.Render("Then")}
	for i, q := range s.queued {
		if i == 3 && len(s.queued) > 4 {
			out = append(out, s.st.Muted.Render(truncate(fmt.Sprintf("… and %d more", len(s.queued)-3), w)))
			break
		}
		out = append(out, s.st.Note.Render(truncate("· "+concierge.SanitizeLine(q), w)))
	}
	return out
}

// planLines is the Plan section: a mark and the action of each step.
func (s *sideModel) planLines(w int) []string {
	if s.plan == nil || len(s.plan.Steps) == 0 {
		return nil
	}
	title := "Plan"
	if s.plan.Awaiting {
		title = "Plan · waiting for approval"
	}
	out := []string{s.st.PanelTitle.Render(title)}
	for _, st := range s.plan.Steps {
		mark, style := "·", s.st.Note
		switch st.Status {
		case state.StepCompleted:
			mark, style = "✓", s.st.Info
		case state.StepInProgress:
			mark, style = "▶", s.st.Selected
		case state.StepFailed:
			mark, style = "✗", s.st.Error
		case state.StepSkipped:
			mark, style = "–", s.st.Muted
		case state.StepApproved:
			mark = "○"
		}
		name := st.Action
		if st.Label != "" {
			name = st.Label // named from its task and values, not the user's words
		}
		out = append(out, style.Render(truncate(mark+" "+concierge.SanitizeLine(name), w)))
	}
	return out
}
