package html

import (
	"math/rand/v2"
	"strings"
	"testing"

	xhtml "golang.org/x/net/html"
)

// tokens is every token of s, as the tokenizer reads them: type, raw bytes,
// and the token (tag names, attributes, text decoded).
func tokens(s string) []string {
	var out []string
	z := NewTokenizer(strings.NewReader(s))
	for {
		tt := z.Next()
		raw := string(z.Raw())
		tok := z.Token()
		out = append(out, tt.String()+"|"+raw+"|"+tok.String()+"|"+tok.Data)
		for _, a := range tok.Attr {
			out = append(out, a.Key+"="+a.Val)
		}
		if tt == ErrorToken {
			return out
		}
	}
}

func upstreamTokens(s string) []string {
	var out []string
	z := xhtml.NewTokenizer(strings.NewReader(s))
	for {
		tt := z.Next()
		raw := string(z.Raw())
		tok := z.Token()
		out = append(out, tt.String()+"|"+raw+"|"+tok.String()+"|"+tok.Data)
		for _, a := range tok.Attr {
			out = append(out, a.Key+"="+a.Val)
		}
		if tt == xhtml.ErrorToken {
			return out
		}
	}
}

// The pieces fragments are made of: tags, entities named and numeric,
// with and without their semicolon, two-rune entities, comments,
// doctypes, quotes, raw-text elements.
var pieces = []string{
	"<", ">", "</", "/>", "&", ";", "=", `"`, "'", " ", "\n", "a", "b", "text", "é",
	"<p>", "</p>", "<b>", "</b>", "<a href=\"x&amp;y\">", "<img src=x alt='&lt;'>", "<br/>",
	"<script>", "</script>", "<style>", "</style>", "<title>", "</title>", "<textarea>", "<iframe>",
	"<!--", "-->", "<!DOCTYPE html>", "<?xml?>", "<![CDATA[", "]]>",
	"&amp;", "&amp", "&lt;", "&lt", "&gt", "&nbsp;", "&nbsp", "&copy", "&notin;", "&noti;", "&not",
	"&#65;", "&#x41;", "&#X263a;", "&#0;", "&#xD800;", "&#99999999;", "&#", "&#x",
	"&NotNestedLessLess;", "&nvlt;", "&acE;", "&bne;", "&fjlig;", "&ThickSpace;", "&zwnj;", "&AElig", "&Aacute;",
	"&unknownentity;", "&amp=", "&lt=x",
}

func TestTokenizerAsXNet(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 5))
	n := 40000
	if testing.Short() {
		n = 4000
	}
	for i := range n {
		var b strings.Builder
		for range 1 + r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		if i%3 == 0 { // inside an attribute's value too
			s = `<a title="` + s + `">` + s
		}
		got, want := tokens(s), upstreamTokens(s)
		if strings.Join(got, "\x00") != strings.Join(want, "\x00") {
			t.Fatalf("%q:\n got %q\nwant %q", s, got, want)
		}
		if UnescapeString(s) != xhtml.UnescapeString(s) || EscapeString(s) != xhtml.EscapeString(s) {
			t.Fatalf("%q: escaping differs from upstream", s)
		}
	}
}

func FuzzTokenizerAsXNet(f *testing.F) {
	for _, p := range pieces {
		f.Add(p + "x" + p)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, want := tokens(s), upstreamTokens(s)
		if strings.Join(got, "\x00") != strings.Join(want, "\x00") {
			t.Fatalf("%q:\n got %q\nwant %q", s, got, want)
		}
		if UnescapeString(s) != xhtml.UnescapeString(s) {
			t.Fatalf("%q: unescaping differs from upstream", s)
		}
	})
}
