package reading

import (
	"strings"
	"sync/atomic"
)

// Reading is one message, tokenised once, whose meanings are decided once
// each, when first asked, and kept: asking Is(Cancel) five times costs one
// match. A Reading is safe for use by several goroutines.
type Reading struct {
	lex  *Lexicon
	text string
	norm string
	// part: a part of a message (Before), whose normalised text is made
	// when asked
	part  bool
	toks  []Token
	units []unit
	// known are the meanings decided so far, is those that hold
	known, is atomic.Uint64
}

// unit is a token that phrases are matched against (a word, a number, an
// emoji).
type unit struct {
	w    string
	kind Kind
	tok  int32
}

// Read reads a message with the default lexicon.
func Read(text string) *Reading { return Default().Read(text) }

// Read reads a message: its tokens and its normalised text, in one pass.
func (lx *Lexicon) Read(text string) *Reading {
	toks, norm := tokenize(text)
	r := &Reading{lex: lx, text: text, norm: norm, toks: toks}
	n := 0
	for i := range toks {
		if toks[i].word() {
			n++
		}
	}
	r.units = make([]unit, 0, n)
	for i := range toks {
		if t := &toks[i]; t.word() {
			r.units = append(r.units, unit{w: t.Norm, kind: t.Kind, tok: int32(i)})
		}
	}
	return r
}

// Text is the message as given.
func (r *Reading) Text() string { return r.text }

// Normal is the normalised message (Normalise).
func (r *Reading) Normal() string {
	if r.part {
		return Normalise(r.text)
	}
	return r.norm
}

// Tokens are the message's tokens, in order. They are shared: do not change
// them.
func (r *Reading) Tokens() []Token { return r.toks }

// Words are the words phrases are matched against, normalised: the
// message's words, numbers and emoji, without punctuation.
func (r *Reading) Words() []string {
	out := make([]string, len(r.units))
	for i, u := range r.units {
		out[i] = u.w
	}
	return out
}

// Before is the part of the message before the first of the characters in
// marks, as a reading of its own; the whole reading when there is none.
func (r *Reading) Before(marks string) *Reading {
	cut := strings.IndexAny(r.text, marks)
	if cut < 0 {
		return r
	}
	toks := 0
	for toks < len(r.toks) && r.toks[toks].From < cut {
		toks++
	}
	units := 0
	for units < len(r.units) && int(r.units[units].tok) < toks {
		units++
	}
	return &Reading{lex: r.lex, text: r.text[:cut], part: true, toks: r.toks[:toks:toks], units: r.units[:units:units]}
}

// Clauses cut the message at , . ; ! and ? and at " and ", " then " and
// " and then ", each lower-cased and trimmed, empty ones left out: "log out
// and look up AAPL" is "log out", "look up aapl".
func (r *Reading) Clauses() []string {
	var out []string
	for _, p := range strings.FieldsFunc(r.text, func(c rune) bool { return strings.ContainsRune(",.;!?", c) }) {
		p = strings.ToLower(p)
		start := 0
		for i := 0; i < len(p); i++ {
			if p[i] != ' ' {
				continue
			}
			for _, j := range clauseJoins {
				if strings.HasPrefix(p[i:], j) {
					out = appendClause(out, p[start:i])
					start = i + len(j)
					i = start - 1
					break
				}
			}
		}
		out = appendClause(out, p[start:])
	}
	return out
}

// clauseJoins join two clauses, the longest first where they start alike.
var clauseJoins = []string{" and then ", " and ", " then "}

func appendClause(out []string, c string) []string {
	if c = strings.TrimSpace(c); c != "" {
		out = append(out, c)
	}
	return out
}

// Is reports whether the message means m, as m's section of the lexicon
// says: the whole message, its start or a phrase anywhere in it. The
// answer is decided once and kept.
func (r *Reading) Is(m Meaning) bool {
	if m >= meaningCount {
		return false
	}
	bit := uint64(1) << m
	if r.known.Load()&bit != 0 {
		return r.is.Load()&bit != 0
	}
	v := r.compute(m)
	if v {
		r.is.Or(bit)
	}
	r.known.Or(bit)
	return v
}

// Match is where a meaning was found in a message.
type Match struct {
	// Words are the words matched, normalised, one space between them.
	Words string
	// From and To are their byte span in the message as typed.
	From, To int
}

// Find is where m is said in the message: the whole message, the leading
// phrase (the longest), or the first phrase found anywhere (the leftmost,
// and the longest there), as m's section says.
func (r *Reading) Find(m Meaning) (Match, bool) {
	if m >= meaningCount || r.lex.byMeaning[m] == nil {
		return Match{}, false
	}
	from, to, ok := r.lex.find(r.lex.byMeaning[m], r.units)
	if !ok {
		return Match{}, false
	}
	return r.match(from, to), true
}

func (r *Reading) match(from, to int) Match {
	if from >= to {
		return Match{}
	}
	var b strings.Builder
	for i := from; i < to; i++ {
		if i > from {
			b.WriteByte(' ')
		}
		b.WriteString(r.units[i].w)
	}
	return Match{Words: b.String(), From: r.toks[r.units[from].tok].From, To: r.toks[r.units[to-1].tok].To}
}

// After is the message after byte offset at, as typed, without the
// spaces, the marks (, . ; : ! ? dashes) and the emoji that come first:
// "no, make it 300" after "no" is "make it 300"; "no 👎" after "no" is "".
func (r *Reading) After(at int) string {
	for _, t := range r.toks {
		if t.From < at {
			continue
		}
		if t.Kind == PunctToken && strings.Contains(afterMarks, t.Text) || t.Kind == SymbolToken && t.Text[0] >= 0x80 {
			continue
		}
		return strings.TrimSpace(r.text[t.From:])
	}
	return ""
}

// afterMarks are the marks After skips.
const afterMarks = ",.;:!?-–—…"

// Mentions reports a word of the message that can start one of m's
// phrases: a cheap test before looking closer at the message's parts.
func (r *Reading) Mentions(m Meaning) bool {
	if m >= meaningCount || r.lex.byMeaning[m] == nil {
		return false
	}
	s := r.lex.byMeaning[m]
	if s.startsOther {
		return true
	}
	for _, u := range r.units {
		if _, ok := s.starts[u.w]; ok {
			return true
		}
	}
	return false
}

// Trim is the normalised message without the leads before it and the tails
// after it that m's section allows: for LogoutFramed, "i want to log out
// for today" is "log out".
func (r *Reading) Trim(m Meaning) string {
	if m >= meaningCount || r.lex.byMeaning[m] == nil {
		return r.match(0, len(r.units)).Words
	}
	s, u := r.lex.byMeaning[m].automata(), r.units
	from := s.leads.longest(u, 0)
	to := s.tails.earliestSuffix(u, from)
	return r.match(from, to).Words
}

// find is where section s is found in the units, by its match mode.
func (lx *Lexicon) find(s *section, u []unit) (from, to int, ok bool) {
	s = s.automata()
	switch s.mode {
	case matchLeading:
		e := s.auto.longest(u, 0)
		return 0, e, e > 0
	case matchAnywhere:
		for pos := range u {
			if !s.auto.canStart(&u[pos]) {
				continue
			}
			if e := s.auto.longest(u, pos); e > pos {
				return pos, e, true
			}
		}
		return 0, 0, false
	}
	return 0, len(u), lx.whole(s, u)
}

// whole reports the units as a whole being lead* phrase tail* of s.
func (lx *Lexicon) whole(s *section, u []unit) bool {
	return len(u) >= s.minLen && s.automata().auto.longest(u, 0) == len(u)
}
