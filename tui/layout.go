package tui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
)

// wideLayout is the width from which the side panel shows by default (R17).
const wideLayout = 100

// layout is where each part of the screen goes at one size.
type layout struct {
	chatW, sideW, bodyH int
	showChat, showSide  bool
}

// computeLayout splits the screen. Wide screens show the chat and a side
// panel of about a third; narrow ones show the chat, with the panel as a
// drawer over its right part when it is toggled on.
func computeLayout(w, h int, panelToggled bool) layout {
	l := layout{bodyH: max(1, h-inputHeight-1)}
	wide := w >= wideLayout
	switch {
	case wide && panelToggled:
		l.sideW = max(30, w/3)
		l.chatW = w - l.sideW
		l.showChat, l.showSide = true, true
	case !wide && panelToggled:
		// a drawer over the right of the chat: the chat keeps its width
		// under it, so closing the panel re-wraps nothing
		l.sideW = min(w, max(34, w*3/5))
		l.chatW = w
		l.showSide = true
	default:
		l.chatW = w
		l.showChat = true
	}
	return l
}

// truncate cuts s to w cells with an ellipsis.
func truncate(s string, w int) string {
	if lipgloss.Width(s) <= w {
		return s
	}
	return ansi.Truncate(s, w, "…")
}

// drawOver draws box centred over base, line by line, keeping base's
// lines around it; base is exactly w cells wide and h lines high.
func drawOver(base, box string, w, h int) string {
	return drawAt(base, box, w, h, max(0, (h-lipgloss.Height(box))/2))
}

// drawAt draws box over base as drawOver does, its first line on row top.
func drawAt(base, box string, w, h, top int) string {
	lines := strings.Split(base, "\n")
	for len(lines) < h {
		lines = append(lines, "")
	}
	// a column of space each side keeps the box apart from the text under it
	boxLines := strings.Split(box, "\n")
	for i, l := range boxLines {
		boxLines[i] = " " + l + " "
	}
	bw := lipgloss.Width(box) + 2
	if bw > w {
		bw = w
	}
	left := max(0, (w-bw)/2)
	for i, bl := range boxLines {
		y := top + i
		if y >= len(lines) {
			break
		}
		bl = ansi.Truncate(bl, bw, "")
		pad := bw - lipgloss.Width(bl)
		row := lines[y]
		rowW := lipgloss.Width(row)
		if rowW < w {
			row += strings.Repeat(" ", w-rowW)
		}
		// a wide character (CJK, emoji) cut by an edge of the box is
		// dropped and the cells it leaves are filled, so the box and what
		// is right of it never shift. Cut drops one cut by its right end
		// but keeps one cut by its left end: that one is cut off again.
		l, r := ansi.Cut(row, 0, left), ansi.Cut(row, left+bw, w)
		if rest := w - left - bw; lipgloss.Width(r) > rest {
			r = ansi.Cut(row, left+bw+1, w)
		}
		l += strings.Repeat(" ", max(0, left-lipgloss.Width(l)))
		r = strings.Repeat(" ", max(0, w-left-bw-lipgloss.Width(r))) + r
		lines[y] = l + bl + strings.Repeat(" ", pad) + r
	}
	return strings.Join(lines[:h], "\n")
}

// fitBlock pads or cuts every line of s to exactly w cells and the block
// to exactly h lines, so what is drawn beside or over it never shifts.
func fitBlock(s string, w, h int) string {
	lines := strings.Split(s, "\n")
	lines = fitHeight(lines, h)
	for i, l := range lines {
		lines[i] = fitWidth(l, w)
	}
	return strings.Join(lines, "\n")
}

// fitWidth pads or cuts one line to exactly w cells; a wide character cut
// in half by the edge leaves a space, never half a glyph.
func fitWidth(l string, w int) string {
	if lw := lipgloss.Width(l); lw > w {
		l = ansi.Truncate(l, w, "")
	}
	if lw := lipgloss.Width(l); lw < w {
		l += strings.Repeat(" ", w-lw)
	}
	return l
}

// drawRight draws panel (exactly h lines of one width) over the right of
// base, which is w cells wide and h lines high.
func drawRight(base, panel string, w, h int) string {
	bl, pl := strings.Split(base, "\n"), strings.Split(panel, "\n")
	pw := 0
	for _, l := range pl {
		pw = max(pw, lipgloss.Width(l))
	}
	pw = min(pw, w)
	out := make([]string, h)
	for y := range out {
		var left, right string
		if y < len(bl) {
			left = bl[y]
		}
		if y < len(pl) {
			right = pl[y]
		}
		out[y] = fitWidth(left, w-pw) + fitWidth(right, pw)
	}
	return strings.Join(out, "\n")
}

// veil hides what a question is drawn over (R56), a block exactly w cells
// wide and h lines high, for a box boxH lines high centred over it as
// drawOver centres it. Without colour (the ASCII profile, NO_COLOR) it is
// blank: letters of the conversation beside the box would read as part of
// it. With colour it is dimmed, and blank on the rows of the box, so no
// stray letters stand at its edges either.
func (m Model) veil(base string, boxH, w, h int) string {
	return m.veilAt(base, boxH, w, h, max(0, (h-boxH)/2))
}

// veilAt is veil for a box whose first line is on row top.
func (m Model) veilAt(base string, boxH, w, h, top int) string {
	if lipgloss.ColorProfile() == termenv.Ascii {
		return fitBlock("", w, h)
	}
	lines := strings.Split(base, "\n")
	blank := strings.Repeat(" ", w)
	for i, l := range lines {
		if i >= top && i < top+boxH {
			lines[i] = blank
			continue
		}
		lines[i] = m.st.Veiled.Render(fitWidth(ansi.Strip(l), w))
	}
	return strings.Join(lines, "\n")
}

// belowLast makes room for a question of the conversation (an approval, a
// plan) under the chat's last line, so the conversation reads in order:
// what was said before the question stands above it, never below it. The
// chat (exactly h lines) moves up as far as the box needs, a blank line
// between; top is the row of the box's first line. Centred over the chat,
// the box stood between the lines that came before it ("You: checking"
// under the approval that line led to; round 22's tester, issue 24).
func belowLast(chat string, boxH, h int) (string, int) {
	lines := fitHeight(strings.Split(chat, "\n"), h)
	end := 0 // after the last line with something on it
	for i, l := range lines {
		if strings.TrimSpace(ansi.Strip(l)) != "" {
			end = i + 1
		}
	}
	want := end
	if end > 0 {
		want++ // a blank line between the chat and the box
	}
	top := max(0, min(want, h-boxH))
	shift := want - top
	out := make([]string, h)
	for i := range out {
		if i < top && i+shift < end {
			out[i] = lines[i+shift]
		}
	}
	return strings.Join(out, "\n"), top
}
