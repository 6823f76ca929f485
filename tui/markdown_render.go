package tui

import (
	"os"
	"strings"

	"github.com/charmbracelet/glamour"
	gansi "github.com/charmbracelet/glamour/ansi"
	"github.com/charmbracelet/glamour/styles"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// Markdown in agent replies (issue 15): glamour, and how the chat pane
// draws with it. The pane renders a Markdown reply lazily: an entry that
// is not on screen is drawn as plain wrapped text, a stand-in of about the
// same height, and settle renders with glamour only the entries that
// scrolling, streaming or a resize bring into view. So a resize costs a
// plain re-wrap of the history plus glamour for one screen, and a frame
// still joins cached lines only (R19, R24).
//
// Like crush, which renders a chat message with a glamour renderer made
// for the pane's width from its own style set, the pane keeps one renderer
// per width (reused: building one costs more than a paragraph), a style
// without document margin, and the rendered lines cached per message; as
// glow does without a terminal, no colour means glamour's plain style
// (ascii, the same as notty). Unlike crush, which renders every assistant
// message with glamour, a reply goes through it only when it looks like
// Markdown, so plain replies do not change.

// mdRenderers renders Markdown for one chat pane: one style, fixed when the
// pane is built, and one glamour renderer per text width, reused (building
// one costs more than rendering a paragraph).
type mdRenderers struct {
	style   gansi.StyleConfig
	profile termenv.Profile
	base    string // SGR of the body's colour, set under glamour's styles
	byWidth map[int]*glamour.TermRenderer
}

// mdMaxBody is the longest reply drawn as Markdown; a longer one (a
// pasted log, a runaway model) is drawn plain: glamour takes up to a
// millisecond a kilobyte, and one reply must not freeze the screen.
const mdMaxBody = 64 << 10

// mdMaxRenderers bounds the renderers kept: a drag-resize passes through
// many widths, and only the current one is used afterwards.
const mdMaxRenderers = 4

// newMDRenderers picks the style once, from the colour profile in force
// (Run sets NO_COLOR's first) and the background lipgloss detects for the
// palette's adaptive colours anyway, never per frame.
func newMDRenderers(body chatPaint) *mdRenderers {
	_, noColor := os.LookupEnv("NO_COLOR")
	return newMDRenderersFor(body, lipgloss.ColorProfile(), noColor, lipgloss.HasDarkBackground)
}

// newMDRenderersFor picks glamour's ascii style, with no colour, for the
// ASCII profile or NO_COLOR; its dark or light style otherwise. dark is
// asked only when there is colour: tests draw with the ASCII profile, so
// they never make lipgloss query the terminal.
//
// The style's document colour is dropped: glamour would paint every
// padding space with it, one escape sequence each, which is most of its
// cost for a list; the body's own colour (body) is set under each line
// instead, so a Markdown reply's text has the colour of a plain one.
func newMDRenderersFor(body chatPaint, profile termenv.Profile, noColor bool, dark func() bool) *mdRenderers {
	r := &mdRenderers{profile: profile, byWidth: map[int]*glamour.TermRenderer{}}
	switch {
	case noColor || profile == termenv.Ascii:
		r.profile, r.style = termenv.Ascii, styles.ASCIIStyleConfig
	case dark():
		r.style = styles.DarkStyleConfig
	default:
		r.style = styles.LightStyleConfig
	}
	if r.profile != termenv.Ascii && body.exact {
		r.base = body.pre
	}
	// A reply sits under its label like plain text: no document margin and
	// no blank lines around it (the pane indents and separates entries).
	var noMargin uint
	r.style.Document.Margin = &noMargin
	r.style.Document.BlockPrefix, r.style.Document.BlockSuffix = "", ""
	r.style.Document.Color = nil
	return r
}

// render draws one block of Markdown (sanitised, tab-free) in limit cells:
// its lines, none wider than limit, with no blank line at either end and
// none doubled. A renderer that fails, or panics on some input no test
// thought of, leaves the block as typed: model text never crashes the TUI.
func (r *mdRenderers) render(src string, limit int) (lines []string) {
	defer func() {
		if recover() != nil {
			lines, _ = wrapText(src, limit)
		}
	}()
	tr := r.byWidth[limit]
	if tr == nil {
		var err error
		tr, err = glamour.NewTermRenderer(
			glamour.WithStyles(r.style),
			glamour.WithColorProfile(r.profile),
			glamour.WithWordWrap(limit),
			// A reply's own line breaks are kept, as plain text keeps
			// them: models break lines on purpose (an address, a table of
			// figures written without pipes).
			glamour.WithPreservedNewLines(),
		)
		if err != nil {
			lines, _ := wrapText(src, limit)
			return lines
		}
		if len(r.byWidth) >= mdMaxRenderers {
			clear(r.byWidth)
		}
		r.byWidth[limit] = tr
	}
	out, err := tr.Render(mdDefuse(src))
	if err != nil {
		lines, _ := wrapText(src, limit)
		return lines
	}
	keepSGR := r.profile != termenv.Ascii
	blank := true // the last line kept was blank (none at the start)
	for _, l := range strings.Split(out, "\n") {
		l = mdCleanLine(l, keepSGR, r.base)
		if isBlankLine(l) {
			if !blank {
				lines = append(lines, "")
			}
			blank = true
			continue
		}
		blank = false
		lines = mdFit(l, limit, lines)
	}
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	return lines
}

// isBlankLine reports a line with nothing visible: only SGR sequences.
func isBlankLine(l string) bool {
	for i := 0; i < len(l); {
		n := mdSGRLen(l[i:])
		if n == 0 {
			return false
		}
		i += n
	}
	return true
}

// mdBlock is one block of a Markdown entry, drawn: its lines without the
// indent, and the byte offset in the block where each starts.
type mdBlock struct {
	src   string
	lines []string
	offs  []int
}

// renderMarkdown draws a Markdown entry's body into it.lines and it.offs,
// block by block, each complete block from the entry's cache. The last
// block of a reply still streaming is drawn plain, as typed: it may not be
// complete Markdown yet, and rendering it again on every delta would cost
// what R24 does not allow. Blocks without Markdown in them are wrapped as
// plain text, which looks the same and costs a fraction of glamour.
func (c *chatModel) renderMarkdown(it *chatItem, indent string, limit int) {
	it.spans = mdBlocks(it.body, it.spans[:0])
	growing := len(it.spans)
	if it.open && growing > 0 {
		growing--
		// Until the last block's first line is complete it may still turn
		// out to continue the block before it ("1" becoming "1. item").
		if sp := it.spans[growing]; growing > 0 && strings.IndexByte(it.body[sp.from:], '\n') < 0 {
			growing--
		}
	}
	if it.mdLimit != limit {
		it.blocks, it.mdLimit = it.blocks[:0], limit
	}
	for k, sp := range it.spans {
		src := it.body[sp.from:sp.to]
		var blk mdBlock
		switch {
		case k >= growing:
			blk = c.plainBlock(src, limit)
		case k < len(it.blocks) && it.blocks[k].src == src:
			blk = it.blocks[k]
		default:
			blk = mdBlock{src: strings.Clone(src)}
			if mdHasSyntax(src) && !mdTooDeep(src) {
				blk.lines = c.md.render(src, limit)
				blk.offs = make([]int, len(blk.lines))
				for j := range blk.offs {
					blk.offs[j] = j * len(src) / len(blk.lines)
				}
			} else {
				p := c.plainBlock(src, limit)
				blk.lines, blk.offs = p.lines, p.offs
			}
			it.blocks = append(it.blocks[:k], blk)
		}
		if k > 0 {
			it.lines, it.offs = append(it.lines, ""), append(it.offs, -1)
		}
		for j, l := range blk.lines {
			if l != "" {
				l = indent + l
			}
			it.lines, it.offs = append(it.lines, l), append(it.offs, sp.from+blk.offs[j])
		}
	}
}

// plainBlock wraps a block as plain text, painted as the body.
func (c *chatModel) plainBlock(src string, limit int) mdBlock {
	lines, offs := wrapText(src, limit)
	for j, l := range lines {
		if l != "" {
			lines[j] = c.body.paint(l)
		}
	}
	return mdBlock{src: src, lines: lines, offs: offs}
}

// settle renders with glamour the Markdown entries in view that are still
// drawn by their plain stand-in, until the view holds none. Rendering
// changes an entry's height; the anchor stays on its entry and maps its
// line through the byte offsets, so the same words stay at the top.
func (c *chatModel) settle() {
	if c.width <= 0 || c.height <= 0 {
		return
	}
	for {
		a := c.locate(c.top())
		need, first := a.line+c.height, -1
		for i := a.entry; i < len(c.items) && need > 0; i++ {
			it := &c.items[i]
			if it.md && !it.drawn {
				it.drawn = true
				c.render(i)
				if !c.follow && c.anchor.entry == i && c.anchor.off >= 0 {
					c.anchor.line = lineAt(it.offs, c.anchor.off)
				}
				if first < 0 {
					first = i
				}
			}
			need -= len(it.lines)
		}
		if first < 0 {
			return
		}
		c.reindex(first)
	}
}
