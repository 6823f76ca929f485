package tui

import (
	"sort"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// The chat pane (SPEC R17–R19).
//
// Rendering cost must not grow with history, so the pane is a virtual
// document of lines. Every entry keeps its rendered lines, built once when
// it is added or changed and again only when the width changes; starts holds
// the document line each entry begins on, so the first visible line is
// found by binary search and View joins no more than height cached lines.
//
// The scroll position is an anchor, an entry and a line within it, rather
// than a line number: appending below it moves nothing, and on a resize the
// anchor line is mapped through its byte offset in the text, so the same
// words stay at the top. While the view is at the bottom it follows the
// bottom instead, through appends, streaming and resizes.
//
// Agent replies written in Markdown are drawn with glamour, lazily: only
// once in view, block by block, each block once (markdown_render.go). Every
// change that can bring an entry into view ends with settle, so View still
// only joins cached lines.

// chatIndent sets message text off from its label.
const chatIndent = "  "

// chatTabWidth is how many spaces a tab becomes: a real tab would move the
// cursor to a terminal tab stop and break the width arithmetic.
const chatTabWidth = 4

// chatCancelledMark follows the label of a message whose turn was cancelled.
const chatCancelledMark = " (cancelled)"

// chatEntry is one message of the chat pane.
type chatEntry struct {
	Role      state.Role // user or agent
	Agent     string     // agent name (colour key); empty for the user
	Title     string     // label shown for agent messages, e.g. "Money transfer"
	Text      string     // raw text; sanitised by the component before rendering
	Masked    bool       // a secret: shown as state.SecretMask, whatever Text holds
	Cancelled bool       // the turn was cancelled: shown muted with a "(cancelled)" mark
}

// chatItem is an entry with its render cache.
type chatItem struct {
	chatEntry
	title string // sanitised one-line label
	body  string // sanitised text, tabs expanded: what gets wrapped
	// lines are the rendered lines at the pane's width. For every entry but
	// the first, lines[0] is the blank line that separates it from the one
	// before, so an entry's height is simply len(lines).
	lines []string
	// offs holds, for each line, the byte offset in body where it starts,
	// or -1 for the separator and the label; resizes map anchors through it.
	offs []int

	// Markdown (markdown_render.go): md when an agent's body looks like
	// it; drawn once glamour has drawn it at this width, the entry being in
	// view (until then it is drawn plain); open while it streams.
	md, drawn, open bool
	spans           []mdSpan  // the body's blocks
	blocks          []mdBlock // blocks drawn at mdLimit cells, by index
	mdLimit         int
}

// chatAnchor is a document position: a line of an entry. An entry index
// equal to the number of entries stands for the thinking line. off is the
// byte offset in the entry's text where the line started when the anchor
// was set (-1 for a separator or label line); a resize finds the line that
// holds it now, so repeated resizes do not drift.
type chatAnchor struct{ entry, line, off int }

// chatModel is the scrollable list of messages.
type chatModel struct {
	st            *Styles
	width, height int

	items  []chatItem
	starts []int // starts[i] is the document line items[i] begins on
	lines  int   // document lines of all items, the thinking line excluded

	thinkingText string // sanitised; "" when hidden
	thinking     string // thinkingText styled and cut to the width

	follow bool       // the view sticks to the bottom
	anchor chatAnchor // the top line when not following

	// Paints of the styles the pane draws with, made once; agent labels
	// get theirs on first use, one per agent name.
	body, cancelled, masked, user, warning chatPaint
	labels                                 map[string]chatPaint

	md *mdRenderers // shared by copies of the model, like the items
}

func newChat(st *Styles) chatModel {
	c := chatModel{
		st: st, follow: true,
		body: newPaint(st.Body), cancelled: newPaint(st.Cancelled), masked: newPaint(st.Masked),
		user: newPaint(st.UserLabel), warning: newPaint(st.Error.Bold(true)), labels: map[string]chatPaint{},
	}
	c.md = newMDRenderers(c.body)
	return c
}

// Len is the number of entries.
func (c *chatModel) Len() int { return len(c.items) }

// SetSize sets the pane's size. A width change re-wraps every entry at
// once (eagerly, O(history)): it happens on a resize, not per frame, and it
// keeps View free of side effects and every frame bounded by the height.
func (c *chatModel) SetSize(width, height int) {
	width, height = max(width, 0), max(height, 0)
	bottom := c.AtBottom()
	if width == c.width {
		c.height = height
		if bottom {
			c.follow = true
		}
		c.settle()
		return
	}

	c.width, c.height = width, height
	for i := range c.items {
		// Markdown is drawn again when in view: plain stand-ins till then.
		c.items[i].drawn, c.items[i].blocks = false, nil
		c.render(i)
	}
	c.reindex(0)
	c.thinking = c.renderThinking()
	defer c.settle()

	if bottom {
		c.follow = true
		return
	}
	if a := &c.anchor; a.off >= 0 && a.entry < len(c.items) {
		a.line = lineAt(c.items[a.entry].offs, a.off)
	}
	if c.pos(c.anchor) >= c.maxTop() {
		c.follow = true
	}
}

// Append adds a message at the end; a view at the bottom follows it.
func (c *chatModel) Append(e chatEntry) {
	bottom := c.AtBottom()
	if n := len(c.items); n > 0 && c.items[n-1].open {
		c.finish(n - 1)
	}
	c.items = append(c.items, chatItem{chatEntry: e})
	i := len(c.items) - 1
	c.prepare(i)
	c.render(i)
	c.starts = append(c.starts, c.lines)
	c.lines += len(c.items[i].lines)
	if bottom {
		c.follow = true
	}
	c.settle()
}

// UpdateLast replaces the last entry's text, as a streamed reply grows.
// Only that entry is rendered again, and of a Markdown reply only its
// growing last block.
func (c *chatModel) UpdateLast(text string) { c.setLast(text, true) }

// FinishLast gives the last entry its final text: a streamed reply is
// complete, so its last block is rendered as Markdown too.
func (c *chatModel) FinishLast(text string) { c.setLast(text, false) }

func (c *chatModel) setLast(text string, open bool) {
	i := len(c.items) - 1
	if i < 0 || c.items[i].Masked || (c.items[i].Text == text && c.items[i].open == open) {
		return
	}
	bottom := c.AtBottom()
	c.items[i].Text, c.items[i].open = text, open
	c.prepare(i)
	c.render(i)
	c.lines = c.starts[i] + len(c.items[i].lines)
	if bottom {
		c.follow = true
	}
	c.settle()
}

// finish closes entry i, a streamed reply that was left open.
func (c *chatModel) finish(i int) {
	c.items[i].open = false
	c.render(i)
	c.reindex(i)
}

// RemoveLast drops the last entry: a streamed reply the loop did not keep.
func (c *chatModel) RemoveLast() {
	i := len(c.items) - 1
	if i < 0 {
		return
	}
	bottom := c.AtBottom()
	c.lines = c.starts[i]
	c.items = c.items[:i]
	c.starts = c.starts[:i]
	if c.anchor.entry >= i {
		c.follow = true
	}
	if bottom {
		c.follow = true
	}
	c.settle()
}

// MarkCancelledFrom marks entries i and after as belonging to a cancelled turn.
func (c *chatModel) MarkCancelledFrom(i int) {
	i = max(i, 0)
	if i >= len(c.items) {
		return
	}
	bottom := c.AtBottom()
	for j := i; j < len(c.items); j++ {
		c.items[j].Cancelled = true
		c.render(j)
	}
	c.reindex(i)
	if bottom {
		c.follow = true
	}
	c.settle()
}

// SetThinking shows line as the last line of the pane ("⠋ authenticate is
// thinking…"); "" hides it.
func (c *chatModel) SetThinking(line string) {
	bottom := c.AtBottom()
	c.thinkingText = concierge.SanitizeLine(line)
	c.thinking = c.renderThinking()
	if bottom {
		c.follow = true
	}
	c.settle()
}

// ScrollUp moves the view n lines up, stopping at the top.
func (c *chatModel) ScrollUp(n int) {
	if n > 0 {
		c.setTop(c.top() - n)
	}
}

// ScrollDown moves the view n lines down, stopping at the bottom.
func (c *chatModel) ScrollDown(n int) {
	if n > 0 {
		c.setTop(c.top() + n)
	}
}

// PageUp moves the view up by its height.
func (c *chatModel) PageUp() { c.ScrollUp(max(c.height, 1)) }

// PageDown moves the view down by its height.
func (c *chatModel) PageDown() { c.ScrollDown(max(c.height, 1)) }

// GotoBottom shows the end and follows it from now on.
func (c *chatModel) GotoBottom() {
	c.follow = true
	c.settle()
}

// AtBottom reports whether the last line is in view.
func (c *chatModel) AtBottom() bool { return c.follow || c.top() >= c.maxTop() }

// View draws exactly height lines, none wider than width.
func (c chatModel) View() string {
	if c.height <= 0 {
		return ""
	}
	if c.width <= 0 {
		return strings.Repeat("\n", c.height-1)
	}
	a := c.locate(c.top())

	var b strings.Builder
	b.Grow(c.height * (c.width + 32))
	n := 0
	for i, k := a.entry, a.line; i < len(c.items) && n < c.height; i, k = i+1, 0 {
		lines := c.items[i].lines
		for ; k < len(lines) && n < c.height; k++ {
			if n > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(lines[k])
			n++
		}
	}
	if n < c.height && c.thinkingText != "" && (a.entry < len(c.items) || a.line == 0) {
		if n > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(c.thinking)
		n++
	}
	for ; n < c.height; n++ {
		if n > 0 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// docLines is the height of the whole document.
func (c *chatModel) docLines() int {
	if c.thinkingText != "" {
		return c.lines + 1
	}
	return c.lines
}

// maxTop is the top line of the view when it shows the bottom.
func (c *chatModel) maxTop() int { return max(c.docLines()-c.height, 0) }

// pos is the document line of an anchor.
func (c *chatModel) pos(a chatAnchor) int {
	if a.entry < len(c.items) {
		return c.starts[a.entry] + a.line
	}
	return c.lines + a.line
}

// top is the document line shown first.
func (c *chatModel) top() int {
	if c.follow {
		return c.maxTop()
	}
	return min(c.pos(c.anchor), c.maxTop())
}

// setTop scrolls to document line t, clamped; reaching the bottom follows it.
func (c *chatModel) setTop(t int) {
	defer c.settle()
	t = max(t, 0)
	if t >= c.maxTop() {
		c.follow = true
		return
	}
	c.follow = false
	c.anchor = c.locate(t)
}

// locate finds the entry and line of document line t by binary search.
func (c *chatModel) locate(t int) chatAnchor {
	if t >= c.lines {
		return chatAnchor{entry: len(c.items), line: t - c.lines, off: -1}
	}
	i := sort.Search(len(c.starts), func(i int) bool { return c.starts[i] > t }) - 1
	return chatAnchor{entry: i, line: t - c.starts[i], off: c.items[i].offs[t-c.starts[i]]}
}

// reindex recomputes starts from entry i on, and the document height.
func (c *chatModel) reindex(i int) {
	for j := i; j < len(c.items); j++ {
		if j == 0 {
			c.starts[0] = 0
		} else {
			c.starts[j] = c.starts[j-1] + len(c.items[j-1].lines)
		}
	}
	if n := len(c.items); n > 0 {
		c.lines = c.starts[n-1] + len(c.items[n-1].lines)
	} else {
		c.lines = 0
	}
}

// lineAt is the line of an entry that holds byte off of its text.
func lineAt(offs []int, off int) int {
	k := 0
	for j, o := range offs {
		if o >= 0 && o <= off {
			k = j
		}
	}
	return k
}

// prepare sanitises entry i's label and text (R18), once per change.
func (c *chatModel) prepare(i int) {
	it := &c.items[i]
	if it.Role == state.RoleUser {
		it.title = "You"
	} else {
		it.title = concierge.SanitizeLine(it.Title)
		if strings.TrimSpace(it.title) == "" {
			it.title = concierge.SanitizeLine(it.Agent)
		}
	}
	if it.Masked {
		// The secret itself is never shown, so it is not kept either.
		it.Text, it.body, it.md = "", "", false
		return
	}
	body := concierge.Sanitize(it.Text)
	if strings.IndexByte(body, '\t') >= 0 {
		body = strings.ReplaceAll(body, "\t", strings.Repeat(" ", chatTabWidth))
	}
	it.body = strings.TrimRight(body, "\n")
	// Sanitised first (R18): glamour only ever sees clean text.
	it.md = it.Role == state.RoleAgent && len(it.body) <= mdMaxBody && looksLikeMarkdown(it.body)
}

// render builds entry i's lines at the current width.
func (c *chatModel) render(i int) {
	it := &c.items[i]
	it.lines, it.offs = it.lines[:0], it.offs[:0]
	if c.width <= 0 {
		return // nothing is drawn at width 0; SetSize renders everything again
	}
	if i > 0 {
		it.lines, it.offs = append(it.lines, ""), append(it.offs, -1)
	}
	it.lines, it.offs = append(it.lines, c.label(it)), append(it.offs, -1)

	indent, limit := chatIndent, c.width-len(chatIndent)
	if limit < 1 {
		indent, limit = "", c.width
	}
	body := c.body
	switch {
	case it.Cancelled:
		body = c.cancelled
	case it.Masked:
		body = c.masked
	}
	if it.Masked {
		mask := ansi.Truncate(state.SecretMask, limit, "")
		it.lines, it.offs = append(it.lines, indent+body.paint(mask)), append(it.offs, 0)
		return
	}
	if it.body == "" {
		return
	}
	if it.md && it.drawn && !it.Cancelled {
		c.renderMarkdown(it, indent, limit)
		return
	}
	lines, offs := wrapText(it.body, limit)
	for _, l := range lines {
		if l != "" {
			l = indent + body.paint(l)
		}
		it.lines = append(it.lines, l)
	}
	it.offs = append(it.offs, offs...)
}

// label renders an entry's label line, cut to the width.
func (c *chatModel) label(it *chatItem) string {
	style := c.labelStyle(it)
	mark := ""
	if it.Cancelled {
		style, mark = c.cancelled, chatCancelledMark
	}
	room := c.width - ansi.StringWidth(mark)
	if room < 1 {
		return style.paint(ansi.Truncate(it.title+mark, c.width, ""))
	}
	return style.paint(ansi.Truncate(it.title, room, "…") + mark)
}

// agentLabel is the label style of an agent, built once per name.
func (c *chatModel) agentLabel(name string) chatPaint {
	p, ok := c.labels[name]
	if !ok {
		p = newPaint(c.st.AgentLabel.Foreground(c.st.AgentColor(name)))
		c.labels[name] = p
	}
	return p
}

// renderThinking styles the thinking line for the current width.
func (c *chatModel) renderThinking() string {
	if c.thinkingText == "" || c.width <= 0 {
		return ""
	}
	return c.st.Thinking.Render(ansi.Truncate(c.thinkingText, c.width, "…"))
}
