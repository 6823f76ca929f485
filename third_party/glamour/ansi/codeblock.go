package ansi

import (
	"io"

	"github.com/muesli/reflow/indent"
)

// Patched for concierge (see PATCHED.md): code blocks are not highlighted.
// Upstream highlights them with chroma, whose lexers and styles packages
// register every lexer and style when the process starts, a cost paid by
// every run of a program that links glamour. A code block is drawn in the
// style's code-block colour, as upstream draws it for a style without a
// chroma theme; the style's Chroma and Theme fields are kept (and ignored)
// so that style files still load.

// A CodeBlockElement is used to render code blocks.
type CodeBlockElement struct {
	Code     string
	Language string
}

// Render renders a CodeBlockElement.
func (e *CodeBlockElement) Render(w io.Writer, ctx RenderContext) error {
	bs := ctx.blockStack

	var indentation uint
	var margin uint
	rules := ctx.options.Styles.CodeBlock
	if rules.Indent != nil {
		indentation = *rules.Indent
	}
	if rules.Margin != nil {
		margin = *rules.Margin
	}

	iw := indent.NewWriterPipe(w, indentation+margin, func(_ io.Writer) {
		renderText(w, ctx.options.ColorProfile, bs.Current().Style.StylePrimitive, " ")
	})

	el := &BaseElement{
		Token: e.Code,
		Style: rules.StylePrimitive,
	}

	return el.Render(iw, ctx)
}
