package tui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// wideLayout is the width from which the side panel shows by default (R17).
const wideLayout = 100

// layout is where each part of the screen goes at one size.
type layout struct {
	chatW, sideW, bodyH int
	showChat, showSide  bool
}

// computeLayout splits the screen. Wide screens show the chat and a side
// panel of about a third; narrow ones show the chat, or the panel alone
// when it is toggled on.
func computeLayout(w, h int, panelToggled bool) layout {
	l := layout{bodyH: max(1, h-inputHeight-1)}
	wide := w >= wideLayout
	switch {
	case wide && panelToggled:
		l.sideW = max(30, w/3)
		l.chatW = w - l.sideW
		l.showChat, l.showSide = true, true
	case !wide && panelToggled:
		l.sideW = w
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

// overlay draws box centred over base, line by line, keeping base's
// lines around it; base is exactly w cells wide and h lines high.
func overlay(base, box string, w, h int) string {
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
	top := max(0, (h-len(boxLines))/2)
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
		lines[y] = ansi.Cut(row, 0, left) + bl + strings.Repeat(" ", pad) + ansi.Cut(row, left+bw, w)
	}
	return strings.Join(lines[:h], "\n")
}
