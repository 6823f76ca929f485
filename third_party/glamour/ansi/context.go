package ansi

import (
	"strings"
)

// RenderContext holds the current rendering options and state.
type RenderContext struct {
	options Options

	blockStack *BlockStack
	table      *TableElement
}

// NewRenderContext returns a new RenderContext.
func NewRenderContext(options Options) RenderContext {
	return RenderContext{
		options:    options,
		blockStack: &BlockStack{},
		table:      &TableElement{},
	}
}

// SanitizeHTML sanitizes HTML content: its text, without tags (patched
// for concierge: see htmltext.go).
func (ctx RenderContext) SanitizeHTML(s string, trimSpaces bool) string {
	s = htmlText(s)
	if trimSpaces {
		s = strings.TrimSpace(s)
	}
	return s
}
