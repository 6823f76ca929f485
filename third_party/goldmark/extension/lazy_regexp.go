package extension

import (
	"regexp"
	"sync"
)

// Patched for concierge (see PATCHED.md): the package's regular
// expressions are compiled on first use, not at package init, which every
// run of a program that links goldmark paid.

type lazyRegexp struct {
	once sync.Once
	expr string
	re   *regexp.Regexp
}

func lazyCompile(expr string) *lazyRegexp { return &lazyRegexp{expr: expr} }

func (l *lazyRegexp) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.expr) })
	return l.re
}

func (l *lazyRegexp) Match(b []byte) bool { return l.get().Match(b) }

func (l *lazyRegexp) FindSubmatchIndex(b []byte) []int { return l.get().FindSubmatchIndex(b) }
