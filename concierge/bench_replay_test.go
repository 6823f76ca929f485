package concierge_test

import (
	"context"
	"testing"

	"github.com/concierge-dev/concierge/concierge/scenario"
)

// BenchmarkBankDemo replays the whole bank demo (seven user steps).
func BenchmarkBankDemo(b *testing.B) {
	sc, err := scenario.Demo("bank")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		rep, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{})
		if err != nil || len(rep.Failures) > 0 {
			b.Fatal(err, rep.Failures)
		}
	}
}
