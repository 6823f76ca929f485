//go:build !linux

package understand_test

import "time"

// threadCPU is not measured off Linux.
func threadCPU() time.Duration { return 0 }
