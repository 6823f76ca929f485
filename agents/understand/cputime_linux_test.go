package understand_test

import (
	"syscall"
	"time"
)

// threadCPU is the CPU time the calling thread has used: on a loaded
// machine it leaves out the time the reader waited for a core.
func threadCPU() time.Duration {
	const rusageThread = 1 // RUSAGE_THREAD
	var ru syscall.Rusage
	if syscall.Getrusage(rusageThread, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
