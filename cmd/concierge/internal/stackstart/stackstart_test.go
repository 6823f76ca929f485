package stackstart

import "testing"

// TestGrowStaysOnStack fails if grow's array moves to the heap (a frame
// over the compiler's 128 KB limit for a stack variable, or an escape):
// then grow allocates, its frame is small and the stack is not grown.
func TestGrowStaysOnStack(t *testing.T) {
	if n := testing.AllocsPerRun(10, func() { grow(1) }); n != 0 {
		t.Fatalf("grow allocates %v times a call: its frame is not on the stack", n)
	}
	if got := grow(frameSize - 1); got != 0 {
		t.Fatalf("grow(frameSize-1) = %d, want 0 (it reads the next byte, wrapping to 0)", got)
	}
}
