package ansi

import (
	"strings"

	"github.com/charmbracelet/glamour/internal/nethtml"
)

// Patched for concierge (see PATCHED.md): HTML in Markdown is reduced to
// its text here, as bluemonday's StrictPolicy followed by
// html.UnescapeString did upstream, without linking bluemonday, whose
// package inits compile some fifty regular expressions (its CSS handlers)
// at the start of every run of a program that links glamour.

// skipContent are the elements whose content StrictPolicy drops with them
// (bluemonday's setOfElementsToSkipContent); script and style content is
// dropped too, while one is the element most recently opened.
var skipContent = map[string]bool{
	"frame": true, "frameset": true, "iframe": true, "noembed": true, "noframes": true,
	"noscript": true, "nostyle": true, "object": true, "script": true, "style": true, "title": true,
}

// htmlText is the text of an HTML fragment without its tags, comments,
// doctypes and the content of skipContent elements, character references
// decoded: what html.UnescapeString(StrictPolicy().Sanitize(s)) was, to
// the quirks (a stray end tag of a skipContent element makes the count go
// below zero, as bluemonday's does).
func htmlText(s string) string {
	if strings.TrimSpace(s) == "" {
		return s
	}
	var b strings.Builder
	z := html.NewTokenizer(strings.NewReader(s))
	skip, skipping, recent := false, 0, ""
	for {
		switch z.Next() {
		case html.ErrorToken:
			return b.String()
		case html.StartTagToken:
			name, _ := z.TagName()
			recent = string(name)
			if recent != "script" && recent != "style" && skipContent[recent] {
				skip = true
				skipping++
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			tag := string(name)
			if tag == recent {
				recent = ""
			}
			if tag != "script" && tag != "style" && skipContent[tag] {
				skipping--
				if skipping == 0 {
					skip = false
				}
			}
		case html.TextToken:
			if !skip && recent != "script" && recent != "style" {
				b.Write(z.Text())
			}
		}
	}
}
