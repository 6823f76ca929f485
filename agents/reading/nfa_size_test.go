package reading

import (
	"testing"
	"unsafe"
)

// TestStateSize holds nstate to 32 bytes: the lexicon's automata are
// decoded at their sections' first use, ~3,000 states in the bank demo,
// and a slice header of alternatives in every state made them 56 (R55).
func TestStateSize(t *testing.T) {
	if n := unsafe.Sizeof(nstate{}); n > 32 {
		t.Fatalf("nstate is %d bytes, over 32: keep an opAlt's alternatives in the automaton's alts", n)
	}
}
