// Package html is the tokenizer of golang.org/x/net/html v0.59.0 (BSD, see
// LICENSE): token.go, escape.go and entity.go as they are upstream, and
// render.go's writer interface, which escape.go uses.
//
// Patched for concierge (see ../../PATCHED.md): the tables of named
// character references (entity, entity2) are built at first use. Upstream
// they are package variables, maps built at init: 113 KB and their code's
// pages at every start of a program that links the package, `concierge
// version` included, although only HTML in a Markdown reply reads them
// (ansi/htmltext.go). Nothing else of x/net/html is linked: the parser,
// the renderer and the node tree stay out of the binary.
// TestTokenizerAsXNet holds the copy to upstream's tokens.
package html
