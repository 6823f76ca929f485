// Package stackstart grows the main goroutine's stack to 128 KB once, at
// the start of the package inits, so that it is not grown again and again
// while they run (R55).
//
// A goroutine's stack starts at 2 KB and is doubled when a call does not
// fit: each time, the runtime copies the stack and, for every frame on it,
// looks the function's stack map up in the binary's pclntab. The inits of
// the 250 linked packages (protobuf's descriptors, gRPC, cobra's command
// tree) grow the main goroutine's stack five or six times with deep
// chains of frames on it, and each lookup faults in a page of a pclntab
// of 11 MB, with the kernel's fault-around 64 KB of it: about 40 faults
// and 1 MiB of `concierge version`'s peak RSS (20.7 → 19.7 MiB). Grown
// here, with three frames on the stack, the copy reads next to nothing
// and the stack is big enough for the inits and a short run; a garbage
// collection may shrink it later, as it would any stack.
//
// The package imports nothing, not even the runtime: the linker runs a
// package's init once its imports' have run, the first in import-path
// order among those ready, so this one runs among the very first, before
// any deep chain. cmd/concierge's TestStackGrownFirst holds it there.
package stackstart

func init() { grow(0) }

// frameSize is grow's frame: the runtime doubles a stack until the frame
// that did not fit fits, so a 64 KB frame takes the stack to 128 KB in one
// copy. It must stay at most 128 KB, or the compiler moves the array to
// the heap and the frame is small again (TestGrowStaysOnStack).
const frameSize = 64 << 10

// grow needs a frame of frameSize: the array is written and read, so the
// compiler neither drops it nor shrinks it.
//
//go:noinline
func grow(i int) byte {
	var frame [frameSize]byte
	frame[i] = 1
	return frame[(i+1)&(frameSize-1)]
}
