package reading

import (
	"strings"
	"testing"
)

// the questions the loop asks of every message, in its order
var loopQuestions = []Meaning{Cancel, Logout, HowToLogout, Help, Yes, No, Greeting, Thanks, Bye, Later, Correction}

var (
	typical  = "send 50 dollars to my savings account please"
	kilobyte = strings.Repeat("I would like to move fifty dollars from checking to savings on friday, thanks. ", 13)[:1024]
)

// BenchmarkRead is one message tokenised and classified once: the
// loop's questions asked of one reading.
func BenchmarkRead(b *testing.B) {
	for _, c := range []struct{ name, text string }{{"8words", typical}, {"1KB", kilobyte}} {
		b.Run(c.name, func(b *testing.B) {
			Default()
			b.SetBytes(int64(len(c.text)))
			b.ReportAllocs()
			for b.Loop() {
				r := Read(c.text)
				for _, m := range loopQuestions {
					r.Is(m)
				}
			}
		})
	}
}

// BenchmarkTokenize is the tokeniser alone.
func BenchmarkTokenize(b *testing.B) {
	b.SetBytes(int64(len(typical)))
	b.ReportAllocs()
	for b.Loop() {
		tokenize(typical)
	}
}

// BenchmarkIsRepeated shows what asking again costs: the first Is decides,
// the next ones read a bit. once is one question on a fresh reading; again
// is the same question asked five more times of it.
func BenchmarkIsRepeated(b *testing.B) {
	Default()
	b.Run("once", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			Read(typical).Is(Cancel)
		}
	})
	b.Run("again", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			r := Read(typical)
			for range 6 {
				r.Is(Cancel)
			}
		}
	})
	b.Run("cached", func(b *testing.B) {
		r := Read(typical)
		r.Is(Cancel)
		b.ReportAllocs()
		for b.Loop() {
			r.Is(Cancel)
		}
	})
}
