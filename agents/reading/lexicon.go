package reading

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// The lexicon is data: lexicon/*.txt, one section per meaning, each line a
// list of phrases. The format:
//
//	# a comment
//	[cancel]                     a meaning (a section may go on in another file)
//	match: whole                 how its phrases are found (below)
//	lead*: oh | no | well        words allowed before a phrase, any number (lead?: at most one)
//	phrase: never mind | cancel [that | it | the <word> [<word>]]
//	tail?: please | thanks       words allowed after it, at most one (tail*: any number)
//
// match is one of
//   - whole: the whole message is lead* phrase tail* ("oh never mind please");
//   - leading: the message starts with lead* phrase ("no, make it 300");
//   - anywhere: a phrase stands somewhere in the message ("… on friday").
//
// A phrase is words separated by spaces, compared with a message's words
// (lower case, ’ read as '). Choices are separated by |; (a | b c) is one of
// them, [a | b c] is one of them or nothing. <name> is a word of a kind:
// <any> any word, <word> a word of letters, <number> digits ("3", "1,000"),
// <hour> ("5", "5:30"), <clock> ("5pm", "5:30pm"), <ordinal> ("1st",
// "21st"), <any:0-5> zero to five words of any kind; or the name of another
// section, for a whole phrase of that meaning with its own leads and tails
// ("<weekday>", "<logout>").

//go:embed lexicon/*.txt
var lexiconFiles embed.FS

var defaultLexicon = sync.OnceValue(func() *Lexicon {
	lx, err := loadDefault()
	if err != nil {
		panic("reading: the embedded lexicon: " + err.Error())
	}
	return lx
})

// Default is the lexicon built into the program (lexicon/*.txt).
func Default() *Lexicon { return defaultLexicon() }

// Lexicon is a table of meanings, each with the phrases that say it.
type Lexicon struct {
	sections  map[string]*section
	order     []*section // as the files open them
	byMeaning [meaningCount]*section
	// words are the one-word phrases of each meaning, as bits
	words map[string]uint64
}

type matchMode uint8

const (
	matchWhole matchMode = iota
	matchLeading
	matchAnywhere
)

var matchModes = map[string]matchMode{"whole": matchWhole, "leading": matchLeading, "anywhere": matchAnywhere}

type section struct {
	name    string
	mode    matchMode
	modeAt  string // where match: was said, "" if not
	at      string // where the section was first opened
	lead    phraseList
	phrase  phraseList
	tail    phraseList
	leadMax int // 1 (lead?) or many (lead*)
	tailMax int
	minLen  int // the fewest words a phrase of it takes, with leads and tails
	// the compiled phrases: lead* phrase tail*, and the leads and the
	// tails alone (for Trim); read them with automata()
	auto, leads, tails *nfa
	// lazy is the snapshot the automata are read from at lazyAt, at their
	// first use; "" for a section compiled from text
	lazy     string
	lazyAt   int
	lazyOnce sync.Once
	// starts are the words a phrase can start with, and startsOther
	// whether one starts with a kind of word instead (for Mentions)
	starts      map[string]struct{}
	startsOther bool
	// texts are the phrases written out, for a lexicon read from its
	// snapshot, which keeps no phrase lists
	texts []string
}

// automata is s with its automata built: a section read from the snapshot
// builds them at its first use (checked when the snapshot was read).
func (s *section) automata() *section {
	if s.lazy != "" {
		s.lazyOnce.Do(func() {
			d := &snapReader{s: s.lazy, i: s.lazyAt, ok: true}
			s.auto, s.leads, s.tails = d.nfa(), d.nfa(), d.nfa()
			if !d.ok {
				panic("reading: the lexicon snapshot changed after it was checked")
			}
		})
	}
	return s
}

// many is the repeat count of lead* and tail*.
const many = -1

// phraseList is a list of phrases indexed by their first word.
type phraseList struct {
	byFirst map[string][]pattern
	other   []pattern // phrases that start with a kind of word
	all     []pattern
}

func (l *phraseList) add(p pattern) {
	l.all = append(l.all, p)
	if p[0].kind == atomWord {
		if l.byFirst == nil {
			l.byFirst = map[string][]pattern{}
		}
		l.byFirst[p[0].word] = append(l.byFirst[p[0].word], p)
		return
	}
	l.other = append(l.other, p)
}

// LoadLexicon reads every .txt file at the top of fsys, in name order, as
// one lexicon.
func LoadLexicon(fsys fs.FS) (*Lexicon, error) {
	names, err := fs.Glob(fsys, "*.txt")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	b := newLexiconBuilder()
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		if err := b.parse(path.Base(name), string(data)); err != nil {
			return nil, err
		}
	}
	return b.finish()
}

// ParseLexicon reads one lexicon text; name is what errors call it.
func ParseLexicon(name, text string) (*Lexicon, error) {
	b := newLexiconBuilder()
	if err := b.parse(name, text); err != nil {
		return nil, err
	}
	return b.finish()
}

type lexiconBuilder struct {
	lx    *Lexicon
	order []*section
	// declared says which repeat keys a section used, so that lead* and
	// lead? are not both given
	declared map[*section]map[string]string
}

func newLexiconBuilder() *lexiconBuilder {
	return &lexiconBuilder{lx: &Lexicon{sections: map[string]*section{}, words: map[string]uint64{}},
		declared: map[*section]map[string]string{}}
}

// LexiconError is a mistake in a lexicon file, with where it is.
type LexiconError struct {
	File string
	Line int
	Msg  string
}

func (e *LexiconError) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

func (b *lexiconBuilder) parse(file, text string) error {
	var cur *section
	for n, line := range strings.Split(text, "\n") {
		fail := func(format string, args ...any) error {
			return &LexiconError{File: file, Line: n + 1, Msg: fmt.Sprintf(format, args...)}
		}
		if i := strings.Index(line, "#"); i >= 0 && (i == 0 || line[i-1] == ' ' || line[i-1] == '\t') {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if strings.HasPrefix(line, "[") {
			name, ok := strings.CutSuffix(line[1:], "]")
			if !ok || !sectionName(name) {
				return fail("a section is [name], lower-case letters, digits and dashes: %q", line)
			}
			cur = b.lx.sections[name]
			if cur == nil {
				cur = &section{name: name, at: fmt.Sprintf("%s:%d", file, n+1)}
				b.lx.sections[name] = cur
				b.order = append(b.order, cur)
				b.declared[cur] = map[string]string{}
			}
			continue
		}
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			return fail("expected [section] or key: value, got %q", line)
		}
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if cur == nil {
			return fail("%q comes before any [section]", line)
		}
		if value == "" {
			return fail("%s: says nothing", key)
		}
		switch key {
		case "match":
			mode, ok := matchModes[value]
			if !ok {
				return fail("match is whole, leading or anywhere, not %q", value)
			}
			if cur.modeAt != "" && cur.mode != mode {
				return fail("[%s] is matched %s at %s", cur.name, modeName(cur.mode), cur.modeAt)
			}
			cur.mode, cur.modeAt = mode, fmt.Sprintf("%s:%d", file, n+1)
			continue
		case "phrase", "lead*", "lead?", "tail*", "tail?":
		default:
			return fail("unknown key %q (match, phrase, lead*, lead?, tail*, tail?)", key)
		}
		if base := key[:len(key)-1]; key != "phrase" {
			if other, ok := b.declared[cur][base]; ok && other != key {
				return fail("[%s] has both %s and %s", cur.name, other, key)
			}
			b.declared[cur][base] = key
		}
		patterns, err := parsePhrases(value)
		if err != nil {
			return fail("%v", err)
		}
		list := &cur.phrase
		switch key {
		case "lead*", "lead?":
			list, cur.leadMax = &cur.lead, repeat(key)
		case "tail*", "tail?":
			list, cur.tailMax = &cur.tail, repeat(key)
		}
		for _, p := range patterns {
			if len(p) == 0 {
				return fail("%q can be no words at all", value)
			}
			list.add(p)
		}
	}
	return nil
}

func repeat(key string) int {
	if strings.HasSuffix(key, "?") {
		return 1
	}
	return many
}

func modeName(m matchMode) string {
	for name, v := range matchModes {
		if v == m {
			return name
		}
	}
	return "?"
}

func sectionName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// finish resolves references between sections, checks what can only be
// checked whole, and indexes the meanings.
func (b *lexiconBuilder) finish() (*Lexicon, error) {
	lx := b.lx
	fail := func(s *section, format string, args ...any) error {
		file, line, _ := strings.Cut(s.at, ":")
		n, _ := strconv.Atoi(line)
		return &LexiconError{File: file, Line: n, Msg: fmt.Sprintf("["+s.name+"] "+format, args...)}
	}
	for _, s := range b.order {
		if len(s.phrase.all) == 0 {
			return nil, fail(s, "has no phrase")
		}
		if s.mode == matchAnywhere && len(s.lead.all)+len(s.tail.all) > 0 {
			return nil, fail(s, "is matched anywhere: it takes no lead or tail")
		}
		if s.mode == matchLeading && len(s.tail.all) > 0 {
			return nil, fail(s, "is matched leading: it takes no tail")
		}
		for _, l := range []*phraseList{&s.lead, &s.phrase, &s.tail} {
			for _, p := range l.all {
				for i := range p {
					if p[i].kind != atomRef {
						continue
					}
					p[i].ref = lx.sections[p[i].refName]
					if p[i].ref == nil {
						return nil, fail(s, "<%s> is neither a kind of word nor a section", p[i].refName)
					}
				}
			}
		}
	}
	// a section may not take itself in, however far round: its phrases
	// would have no end
	state := map[*section]int{}
	var visit func(s *section, path []string) error
	visit = func(s *section, path []string) error {
		switch state[s] {
		case 1:
			return fail(s, "takes itself in: %s", strings.Join(append(path, s.name), " → "))
		case 2:
			return nil
		}
		state[s] = 1
		for _, l := range []*phraseList{&s.lead, &s.phrase, &s.tail} {
			for _, p := range l.all {
				for _, a := range p {
					if a.kind == atomRef {
						if err := visit(a.ref, append(path, s.name)); err != nil {
							return err
						}
					}
				}
			}
		}
		state[s] = 2
		return nil
	}
	for _, s := range b.order {
		if err := visit(s, nil); err != nil {
			return nil, err
		}
	}
	// every phrase takes at least one word, so that matching always moves on
	var minLen func(s *section) int
	minLen = func(s *section) int {
		if s.minLen > 0 {
			return s.minLen
		}
		best := -1
		for _, p := range s.phrase.all {
			if n := patternMin(p, minLen); best < 0 || n < best {
				best = n
			}
		}
		s.minLen = best
		return best
	}
	for _, s := range b.order {
		for _, l := range []*phraseList{&s.lead, &s.phrase, &s.tail} {
			for _, p := range l.all {
				if patternMin(p, minLen) == 0 {
					return nil, fail(s, "has a phrase that can be no words at all: %s", p)
				}
			}
		}
	}
	for _, s := range b.order {
		s.auto = compile(func(b *nfaBuilder, next int32) int32 { return b.section(s, next) })
		s.leads = compile(func(b *nfaBuilder, next int32) int32 { return b.run(&s.lead, s.leadMax, next) })
		s.tails = compile(func(b *nfaBuilder, next int32) int32 { return b.run(&s.tail, s.tailMax, next) })
		if s.mode == matchAnywhere && !s.auto.bounded {
			return nil, fail(s, "is matched anywhere, so its phrases must have an end: a section it takes in repeats its leads or tails")
		}
		s.starts = make(map[string]struct{}, len(s.phrase.byFirst))
		for w := range s.phrase.byFirst {
			s.starts[w] = struct{}{}
		}
		s.startsOther = len(s.phrase.other) > 0
	}
	lx.order = b.order
	lx.index()
	for m, s := range lx.byMeaning {
		if s == nil {
			continue
		}
		for _, p := range s.phrase.all {
			if len(p) == 1 && p[0].kind == atomWord {
				lx.words[p[0].word] |= 1 << m
			}
		}
	}
	return lx, nil
}

// index finds each meaning's section.
func (lx *Lexicon) index() {
	for m := Meaning(0); m < meaningCount; m++ {
		lx.byMeaning[m] = lx.sections[m.String()]
	}
}

func patternMin(p pattern, sectionMin func(*section) int) int {
	n := 0
	for _, a := range p {
		switch a.kind {
		case atomWord, atomClass:
			n++
		case atomGap:
			n += a.min
		case atomRef:
			n += sectionMin(a.ref)
		}
	}
	return n
}

// Sections are the names of the lexicon's sections, sorted.
func (lx *Lexicon) Sections() []string {
	out := make([]string, 0, len(lx.sections))
	for name := range lx.sections {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// Phrases are the phrases of a section, each written out with its choices
// taken ("cancel the <word>"), for tests and for reading the lexicon.
func (lx *Lexicon) Phrases(section string) []string {
	s := lx.sections[section]
	if s == nil {
		return nil
	}
	if s.texts != nil {
		return append([]string(nil), s.texts...)
	}
	out := make([]string, len(s.phrase.all))
	for i, p := range s.phrase.all {
		out[i] = p.String()
	}
	return out
}
