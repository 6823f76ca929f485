package concierge

import "time"

// FixedClock is the clock of replays and golden tests: always the same
// instant, so that what a scenario shows does not depend on the day.
func FixedClock() time.Time { return time.Date(2026, 1, 2, 9, 30, 0, 0, time.UTC) }
