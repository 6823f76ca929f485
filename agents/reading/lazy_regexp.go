package reading

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// LazyRegexp is a regular expression compiled the first time it is used.
// The product's patterns are package variables; compiled at package init
// they cost every start of concierge, `concierge version` included,
// several milliseconds and a garbage collection (R55), while most runs use
// a few of them or none. A LazyRegexp costs nothing until it is matched.
//
// A pattern that does not compile would panic at its first use instead of
// at start-up, where any test would have caught it. So every LazyRegexp is
// registered, and CompileAll, which a test calls with all the product's
// packages linked, compiles them all.
//
// A LazyRegexp whose needs are known (lazy_needs.go) is not compiled for a
// text that holds none of them: the methods that find matches answer "no
// match" as the expression would.
type LazyRegexp struct {
	expr string
	once sync.Once
	re   *regexp.Regexp

	needsOnce sync.Once
	// stored is the expression's entry of the needs table, nil if it has
	// none: its lists are read where they stand, joined by NUL (""
	// unknown), not split into slices for each of the ~1,300 patterns
	// a run makes (R55). Its also-needs live in the entry, not here: a
	// LazyRegexp of 64 bytes, not 80, is made at init for each of the
	// ~800 package patterns, used or not (TestInitAllocations)
	stored *lazyNeedsEntry
}

var (
	lazyMu sync.Mutex
	// lazyAll is sized once, here, for every pattern the product makes
	// (~520 today): grown by append, each package's init paid for the
	// copies of all the patterns made before its own (TestInitAllocations)
	lazyAll = make([]*LazyRegexp, 0, 1024)
)

// Lazy is a LazyRegexp of expr, which must compile (as for
// regexp.MustCompile).
func Lazy(expr string) *LazyRegexp {
	l := &LazyRegexp{expr: expr}
	lazyMu.Lock()
	lazyAll = append(lazyAll, l)
	lazyMu.Unlock()
	return l
}

// Regexp is the compiled expression.
func (l *LazyRegexp) Regexp() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.expr) })
	return l.re
}

// MayMatch says whether the expression may match s: false only when s
// holds none of its stored needs, and then it matches nothing in s.
func (l *LazyRegexp) MayMatch(s string) bool { return l.may(s) }

func (l *LazyRegexp) may(s string) bool {
	l.loadNeeds()
	e := l.stored
	if e == nil || e.needs == "" && e.starts == "" && e.also == "" {
		return true
	}
	f := foldedText(s)
	if e.starts != "" && !anyJoined(e.starts, func(p string) bool { return strings.HasPrefix(f, p) }) {
		return false
	}
	holds := func(n string) bool { return containsNeed(f, n) }
	return (e.needs == "" || anyJoined(e.needs, holds)) && (e.also == "" || anyJoined(e.also, holds))
}

// FindsNothingIn says whether FindString(s) is "" without running the
// expression: an anchored pattern that may match nothing finds "" unless
// s begins as its matches that are not empty do.
func (l *LazyRegexp) FindsNothingIn(s string) bool {
	l.loadNeeds()
	if l.stored == nil || l.stored.firsts == "" {
		return false
	}
	f := foldedText(s)
	return !anyJoined(l.stored.firsts, func(p string) bool { return strings.HasPrefix(f, p) })
}

func (l *LazyRegexp) loadNeeds() {
	l.needsOnce.Do(func() {
		e, also := storedNeeds(l.expr)
		if e != nil {
			e.also = also
		}
		l.stored = e
	})
}

// AllLazy is every LazyRegexp made so far.
func AllLazy() []*LazyRegexp {
	lazyMu.Lock()
	defer lazyMu.Unlock()
	return append([]*LazyRegexp(nil), lazyAll...)
}

// CompileAll compiles every LazyRegexp made so far and returns the errors
// of those that do not compile, each with its expression.
func CompileAll() error {
	lazyMu.Lock()
	all := append([]*LazyRegexp(nil), lazyAll...)
	lazyMu.Unlock()
	var errs []error
	for _, l := range all {
		if _, err := regexp.Compile(l.expr); err != nil {
			errs = append(errs, fmt.Errorf("%q: %w", l.expr, err))
			continue
		}
		l.Regexp()
	}
	return errors.Join(errs...)
}

// CountLazy is how many LazyRegexps were made so far.
func CountLazy() int {
	lazyMu.Lock()
	defer lazyMu.Unlock()
	return len(lazyAll)
}

// The methods of regexp.Regexp the product uses, so that a pattern
// variable changes only where it is declared.

// String is the source text of the expression.
func (l *LazyRegexp) String() string { return l.expr }

// MatchString is regexp.Regexp.MatchString.
func (l *LazyRegexp) MatchString(s string) bool {
	if !l.may(s) {
		return false
	}
	return l.Regexp().MatchString(s)
}

// FindString is regexp.Regexp.FindString.
func (l *LazyRegexp) FindString(s string) string {
	if !l.may(s) {
		return ""
	}
	if l.FindsNothingIn(s) {
		return ""
	}
	return l.Regexp().FindString(s)
}

// FindStringIndex is regexp.Regexp.FindStringIndex.
func (l *LazyRegexp) FindStringIndex(s string) []int {
	if !l.may(s) {
		return nil
	}
	return l.Regexp().FindStringIndex(s)
}

// FindStringSubmatch is regexp.Regexp.FindStringSubmatch.
func (l *LazyRegexp) FindStringSubmatch(s string) []string {
	if !l.may(s) {
		return nil
	}
	return l.Regexp().FindStringSubmatch(s)
}

// FindStringSubmatchIndex is regexp.Regexp.FindStringSubmatchIndex.
func (l *LazyRegexp) FindStringSubmatchIndex(s string) []int {
	if !l.may(s) {
		return nil
	}
	return l.Regexp().FindStringSubmatchIndex(s)
}

// FindAllString is regexp.Regexp.FindAllString.
func (l *LazyRegexp) FindAllString(s string, n int) []string {
	if !l.may(s) {
		return nil
	}
	return l.Regexp().FindAllString(s, n)
}

// FindAllStringIndex is regexp.Regexp.FindAllStringIndex.
func (l *LazyRegexp) FindAllStringIndex(s string, n int) [][]int {
	if !l.may(s) {
		return nil
	}
	return l.Regexp().FindAllStringIndex(s, n)
}

// FindAllStringSubmatch is regexp.Regexp.FindAllStringSubmatch.
func (l *LazyRegexp) FindAllStringSubmatch(s string, n int) [][]string {
	if !l.may(s) {
		return nil
	}
	return l.Regexp().FindAllStringSubmatch(s, n)
}

// FindAllStringSubmatchIndex is regexp.Regexp.FindAllStringSubmatchIndex.
func (l *LazyRegexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !l.may(s) {
		return nil
	}
	return l.Regexp().FindAllStringSubmatchIndex(s, n)
}

// ReplaceAllString is regexp.Regexp.ReplaceAllString.
func (l *LazyRegexp) ReplaceAllString(src, repl string) string {
	if !l.may(src) {
		return src
	}
	return l.Regexp().ReplaceAllString(src, repl)
}

// ReplaceAllStringFunc is regexp.Regexp.ReplaceAllStringFunc.
func (l *LazyRegexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	if !l.may(src) {
		return src
	}
	return l.Regexp().ReplaceAllStringFunc(src, repl)
}

// SubexpIndex is regexp.Regexp.SubexpIndex.
func (l *LazyRegexp) SubexpIndex(name string) int { return l.Regexp().SubexpIndex(name) }

// NumSubexp is regexp.Regexp.NumSubexp.
func (l *LazyRegexp) NumSubexp() int { return l.Regexp().NumSubexp() }

// FindSubmatch is regexp.Regexp.FindSubmatch.
func (l *LazyRegexp) FindSubmatch(b []byte) [][]byte { return l.Regexp().FindSubmatch(b) }

// Split is regexp.Regexp.Split. Without a match it is s whole (and nil
// for n == 0), as regexp's is: the offline router splits every message into
// requests, most of which hold no break (R55).
func (l *LazyRegexp) Split(s string, n int) []string {
	if n == 0 {
		return nil
	}
	if !l.may(s) {
		return []string{s}
	}
	return l.Regexp().Split(s, n)
}
