// Package gcstart puts the first garbage collection off until the heap
// has grown to twice the runtime's default start (8 MB, not 4), then
// gives the collector back its usual pace (R55).
//
// A short run (`concierge demo bank --plain`, a one-line `chat`) allocates
// about 3 MB, package inits included, and most of it stays live until
// exit: with the runtime's default, the first collection is due at about
// that size, so whether a run collects at all depended on how its
// goroutines happened to share the two processors' allocation caches.
// A run that collected cost ~10% more CPU and ~1.7 MiB more peak RSS (the
// mark workers' code and stacks and the stack maps they read from the
// binary), for next to nothing freed. Once the first collection has run,
// GOGC is back to what it was, so a long session collects as it always
// did; its heap may reach 8 MB once, not 4.
//
// A GOGC or GOMEMLIMIT in the environment is the user's choice: then
// nothing is changed.
package gcstart

import (
	"os"
	"runtime"
	"runtime/debug"
)

// startPercent is GOGC until the first collection: the runtime's first
// goal is 4 MB × GOGC/100, so 200 puts it at 8 MB.
const startPercent = 200

func init() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	Delay()
}

// Delay raises GOGC to startPercent until the next garbage collection
// has run, then restores it. It returns at once.
func Delay() {
	old := debug.SetGCPercent(startPercent)
	// The sentinel is unreachable from here on: the first collection
	// finds it so and runs the cleanup, which restores GOGC. It is 32
	// bytes so that the tiny allocator does not share its block with
	// objects that may outlive it and hold the cleanup back.
	sentinel := new([32]byte)
	runtime.AddCleanup(sentinel, restore, old)
}

// restore sets GOGC back to old; it runs on the runtime's cleanup
// goroutine after the first collection.
func restore(old int) {
	debug.SetGCPercent(old)
}
