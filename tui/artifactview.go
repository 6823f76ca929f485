package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// artifactView shows one artifact over the whole body, to read a letter
// or a receipt at a width the side panel cannot give it: Enter on the
// panel opens it, esc closes it, ctrl+s saves it.
type artifactView struct {
	st       *Styles
	keys     *KeyMap
	artifact state.Artifact
	vp       viewport.Model
	w, h     int
}

// saveArtifact asks the root to save the artifact on screen (ctrl+s):
// the one read, which a newer artifact may have replaced as the panel's
// selection meanwhile.
type saveArtifact struct{ artifact state.Artifact }

func newArtifactView(st *Styles, keys *KeyMap, a state.Artifact) artifactView {
	return artifactView{st: st, keys: keys, artifact: a, vp: viewport.New(0, 0)}
}

func (v artifactView) Place() placement { return overBody }

func (v artifactView) KeyMap() help.KeyMap {
	k := v.keys
	short := []key.Binding{k.Close, relabel(k.Save, "save"), k.LineUp, relabel(k.PageDown, "page")}
	return keyList{short: short, full: [][]key.Binding{{k.Close, k.Save}, {k.LineUp, k.PageUp, k.PageDown}}}
}

// SetSize lays the text out again at the new width, keeping the line
// read at the top.
func (v artifactView) SetSize(w, h int) overlay {
	v.w, v.h = w, h
	bw := v.boxWidth()
	v.vp.Width, v.vp.Height = bw-4, max(1, h-2-4) // border; title, gap, gap, help
	var lines []string
	for _, l := range strings.Split(concierge.Sanitize(v.artifact.Body), "\n") {
		wrapped, _ := wrapText(l, max(1, v.vp.Width))
		if len(wrapped) == 0 {
			wrapped = []string{""}
		}
		lines = append(lines, wrapped...)
	}
	// a short artifact gets a short box
	v.vp.Height = max(1, min(v.vp.Height, len(lines)))
	off := v.vp.YOffset
	v.vp.SetContent(strings.Join(lines, "\n"))
	v.vp.SetYOffset(off)
	return v
}

// boxWidth is the box's outer width: a page's measure, not the screen's.
func (v artifactView) boxWidth() int { return max(20, min(88, v.w-4)) }

func (v artifactView) Update(msg tea.Msg) (overlay, tea.Cmd, outcome) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return v, nil, nil
	}
	switch {
	case keyMatches(k, v.keys.Close):
		return nil, nil, nil
	case keyMatches(k, v.keys.Save):
		return v, nil, saveArtifact{v.artifact}
	case keyMatches(k, v.keys.LineUp):
		v.vp.ScrollUp(1)
	case keyMatches(k, v.keys.LineDown):
		v.vp.ScrollDown(1)
	case keyMatches(k, v.keys.PageUp):
		v.vp.PageUp()
	case keyMatches(k, v.keys.PageDown):
		v.vp.PageDown()
	}
	return v, nil, nil
}

func (v artifactView) View() string {
	inner := v.boxWidth() - 4
	title := v.st.ModalTitle.Render(truncate(concierge.SanitizeLine(v.artifact.Title), inner))
	keys := v.KeyMap().ShortHelp()
	foot := shortHelp(v.st, keys, inner)
	if !v.vp.AtTop() || !v.vp.AtBottom() {
		pct := int(v.vp.ScrollPercent()*100 + 0.5)
		foot = shortHelp(v.st, keys, max(1, inner-7)) + v.st.Muted.Render(fmt.Sprintf(" · %d%%", pct))
	}
	body := title + "\n\n" + v.vp.View() + "\n\n" + foot
	return v.st.Modal.BorderForeground(v.st.palette.Accent).Render(body)
}
