package reading

import (
	_ "embed"
	"encoding/binary"
	"io/fs"
	"sort"
)

// The built-in lexicon is also kept compiled, in lexicon.bin (R55):
// parsing lexicon/*.txt, multiplying its choices out and building the
// sections' automata cost ~3 ms and 1.4 MB at every session's first
// message, the same work every time. The snapshot names the hash of the
// text files it was built from, and Default reads it only when that hash
// is the embedded files' own: a lexicon edited without regenerating is
// still built from its text, so the snapshot can be slow to follow an
// edit but never wrong. TestLexiconSnapshotFresh fails until go generate
// rewrites it.
//
//go:generate go test -run TestLexiconSnapshotFresh -update .
//go:embed lexicon.bin
var lexiconSnapshot string

const lexiconMagic = "CLX1"

// loadDefault is the built-in lexicon: from the snapshot if it was built
// from these files, else from the files.
func loadDefault() (*Lexicon, error) {
	sub, err := fs.Sub(lexiconFiles, "lexicon")
	if err != nil {
		return nil, err
	}
	h, err := lexiconSourceHash(sub)
	if err != nil {
		return nil, err
	}
	if lx, ok := lexiconFromSnapshot(lexiconSnapshot, h); ok {
		return lx, nil
	}
	return LoadLexicon(sub)
}

// lexiconSourceHash is FNV-1a over the .txt files LoadLexicon reads, in
// its order: each name and content, each followed by a NUL.
func lexiconSourceHash(fsys fs.FS) (uint64, error) {
	names, err := fs.Glob(fsys, "*.txt")
	if err != nil {
		return 0, err
	}
	sort.Strings(names)
	h := uint64(14695981039346656037)
	add := func(s string) {
		for i := 0; i < len(s); i++ {
			h ^= uint64(s[i])
			h *= 1099511628211
		}
		h *= 1099511628211 // then a NUL, which XORs nothing in
	}
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return 0, err
		}
		add(name)
		add(string(data))
	}
	return h, nil
}

// snapshot writes what matching needs of lx, built from files of hash
// source: the one-word phrases of each meaning, then each section's
// match mode, fewest words, first words, phrases written out (for
// Phrases) and its three automata. Little-endian; strings and counts
// that can only be small are uint16-prefixed.
func (lx *Lexicon) snapshot(source uint64) []byte {
	le := binary.LittleEndian
	b := le.AppendUint64([]byte(lexiconMagic), source)
	str := func(s string) { b = le.AppendUint16(b, uint16(len(s))); b = append(b, s...) }
	strs := func(ss []string) {
		b = le.AppendUint32(b, uint32(len(ss)))
		for _, s := range ss {
			str(s)
		}
	}
	words := make([]string, 0, len(lx.words))
	for w := range lx.words {
		words = append(words, w)
	}
	sort.Strings(words)
	b = le.AppendUint32(b, uint32(len(words)))
	for _, w := range words {
		str(w)
		b = le.AppendUint64(b, lx.words[w])
	}
	b = le.AppendUint32(b, uint32(len(lx.order)))
	for _, s := range lx.order {
		str(s.name)
		b = append(b, byte(s.mode), bool8(s.startsOther))
		b = le.AppendUint32(b, uint32(s.minLen))
		first := make([]string, 0, len(s.starts))
		for w := range s.starts {
			first = append(first, w)
		}
		sort.Strings(first)
		strs(first)
		strs(lx.Phrases(s.name))
		a := s.automata()
		for _, n := range []*nfa{a.auto, a.leads, a.tails} {
			alts := 0
			for i := range n.states {
				alts += len(n.altsOf(&n.states[i]))
			}
			b = le.AppendUint32(b, uint32(len(n.states)))
			b = le.AppendUint32(b, uint32(alts))
			for i := range n.states {
				st := &n.states[i]
				b = append(b, byte(st.op), byte(st.class))
				str(st.word)
				b = le.AppendUint32(b, uint32(st.next))
				b = le.AppendUint32(b, uint32(len(n.altsOf(st))))
				for _, a := range n.altsOf(st) {
					b = le.AppendUint32(b, uint32(a))
				}
			}
			b = le.AppendUint32(b, uint32(n.start))
			b = append(b, bool8(n.bounded))
		}
	}
	return b
}

func bool8(v bool) byte {
	if v {
		return 1
	}
	return 0
}

// lexiconFromSnapshot reads a snapshot of files whose hash is source;
// false if it is of other files or malformed. Words are substrings of
// snap, not copies.
func lexiconFromSnapshot(snap string, source uint64) (*Lexicon, bool) {
	d := &snapReader{s: snap, ok: true}
	if d.take(len(lexiconMagic)) != lexiconMagic || d.u64() != source {
		return nil, false
	}
	lx := &Lexicon{sections: map[string]*section{}, words: map[string]uint64{}}
	for n := d.u32(); n > 0 && d.ok; n-- {
		w := d.str()
		lx.words[w] = d.u64()
	}
	for n := d.u32(); n > 0 && d.ok; n-- {
		s := &section{name: d.str(), mode: matchMode(d.u8()), startsOther: d.u8() == 1, minLen: int(d.u32())}
		first := d.strs()
		s.starts = make(map[string]struct{}, len(first))
		for _, w := range first {
			s.starts[w] = struct{}{}
		}
		s.texts = d.strs()
		// the automata are checked now and built at the section's first
		// use: a run asks a few of the 69 sections (R55: building them all
		// was 300 KB and a tenth of the demo's own time)
		s.lazy, s.lazyAt = snap, d.i
		d.skipNFA()
		d.skipNFA()
		d.skipNFA()
		if !d.ok || lx.sections[s.name] != nil {
			return nil, false
		}
		lx.sections[s.name] = s
		lx.order = append(lx.order, s)
	}
	if !d.ok || d.left() != 0 {
		return nil, false
	}
	lx.index()
	return lx, true
}

// snapReader reads a snapshot from position i; the first short or
// impossible read sticks. It moves an index, not the string, so reading
// writes no pointers.
type snapReader struct {
	s  string
	i  int
	ok bool
}

func (d *snapReader) left() int { return len(d.s) - d.i }

func (d *snapReader) take(n int) string {
	if !d.ok || n < 0 || d.left() < n {
		d.ok = false
		return ""
	}
	d.i += n
	return d.s[d.i-n : d.i]
}

func (d *snapReader) u8() byte {
	if p := d.take(1); p != "" {
		return p[0]
	}
	return 0
}

func (d *snapReader) u16() int {
	if p := d.take(2); p != "" {
		return int(p[0]) | int(p[1])<<8
	}
	return 0
}

func (d *snapReader) u32() int {
	if p := d.take(4); p != "" {
		return int(uint32(p[0]) | uint32(p[1])<<8 | uint32(p[2])<<16 | uint32(p[3])<<24)
	}
	return 0
}

func (d *snapReader) u64() uint64 {
	lo := uint64(d.u32())
	return lo | uint64(d.u32())<<32
}

func (d *snapReader) str() string { return d.take(d.u16()) }

func (d *snapReader) strs() []string {
	n := d.u32()
	if n > d.left()/2 {
		d.ok = false
		return nil
	}
	out := make([]string, 0, n)
	for ; n > 0 && d.ok; n-- {
		out = append(out, d.str())
	}
	return out
}

// nfa reads one automaton and indexes its first states as compile does;
// a state or start out of range makes the snapshot malformed.
func (d *snapReader) nfa() *nfa { return d.readNFA(true) }

// skipNFA checks one automaton as nfa does and moves past it, building
// nothing: a section's automata are built at its first use (section.lazy).
func (d *snapReader) skipNFA() { d.readNFA(false) }

func (d *snapReader) readNFA(build bool) *nfa {
	n := d.u32()
	if n > d.left()/12 { // the smallest state takes 12 bytes
		d.ok = false
		return nil
	}
	total := d.u32() // the states' alternatives, one array for all
	if total > d.left()/4 {
		d.ok = false
		return nil
	}
	var states []nstate
	var slab []int32
	if build {
		states = make([]nstate, n)
		slab = make([]int32, 0, total)
	}
	used := 0
	for i := range n {
		var st nstate
		st.op, st.class, st.word, st.next = nop(d.u8()), wordClass(d.u8()), d.str(), int32(d.u32())
		na := d.u32()
		if na > total-used {
			d.ok, na = false, 0
		}
		for range na {
			a := int32(d.u32())
			if a < 0 || int(a) >= n {
				d.ok = false
			}
			if build {
				slab = append(slab, a)
			}
		}
		if build && na > 0 {
			st.alt, st.nalt = int32(used), int32(na)
		}
		used += na
		if st.op > opMatch || int(st.next) >= n || st.next < 0 {
			d.ok = false
		}
		if build {
			states[i] = st
		}
	}
	start, bounded := int32(d.u32()), d.u8() == 1
	if !d.ok || start < 0 || int(start) >= n {
		d.ok = false
		return nil
	}
	if !build {
		return nil
	}
	if len(slab) == 0 {
		slab = nil // as a built automaton without alternatives has them
	}
	return indexNFA(states, slab, start, bounded)
}
