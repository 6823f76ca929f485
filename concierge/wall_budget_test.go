package concierge

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// wallBudget is a wall-clock limit d for a turn, stretched by how busy
// the machine is. A time limit measures the product only when the product
// has the cores to itself: with eight test runs sharing two cores, a
// 5-second turn budget failed for a turn that takes 40 ms alone. The
// stretch is the one-minute load average per core (never below 1), so on
// a quiet machine, and in CI, the limit is d as written.
func wallBudget(d time.Duration) time.Duration {
	return time.Duration(float64(d) * loadPerCore())
}

// loadPerCore is /proc/loadavg's one-minute figure over the cores Go
// may use, at least 1; 1 where the figure cannot be read.
func loadPerCore() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 1
	}
	fields := strings.Fields(string(b))
	if len(fields) == 0 {
		return 1
	}
	load, err := strconv.ParseFloat(fields[0], 64)
	if err != nil {
		return 1
	}
	return max(1, load/float64(runtime.GOMAXPROCS(0)))
}
