package tui

import (
	"strings"
	"testing"

	"github.com/muesli/termenv"
)

// TestMarkdownHTMLText: HTML in a reply is drawn as its text: no tags, no
// comments, nothing of a script, style, iframe or title, and character
// references decoded once (third_party/glamour does this without
// bluemonday, whose inits cost every start, R55; the outputs are
// bluemonday's StrictPolicy's).
func TestMarkdownHTMLText(t *testing.T) {
	t.Parallel()
	r := newMDRenderersFor(newPaint(NewStyles(DefaultPalette).Body), termenv.Ascii, false, nil)
	cases := []struct{ in, want string }{
		{"<div>hi <b>there</b> &amp; &lt;x&gt;</div>\n\nafter", "hi there & <x>\nafter"},
		{"**a** <b>bold</b> c <span title=\"<i>\">d</span>", "**a** bold c d"},
		{"<div>\n<script>alert(1)</script><style>p{}</style>kept\n</div>", "kept"},
		{"<div><iframe>gone <b>too</b></iframe> and <title>t</title>this</div>", "and this"},
		{"<!-- a comment -->\n\n**after**", "**after**"},
		{"<p>para &copy; <i>it</i> &#65;</p>", "para © it A"},
	}
	for _, tc := range cases {
		lines := r.render(tc.in, 60)
		for i, l := range lines {
			lines[i] = strings.TrimSpace(l)
		}
		got := strings.Join(lines, "\n")
		if got != tc.want {
			t.Errorf("%q drawn as\n%s\nwant\n%s", tc.in, got, tc.want)
		}
	}
}
