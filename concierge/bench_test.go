package concierge

import (
	"context"
	"testing"
)

// BenchmarkOfflineTurn is R24's "offline engine, one user turn ≤ 1 ms":
// a whole turn with routing, a tool call, the continuation step and the
// concierge's reply.
func BenchmarkOfflineTurn(b *testing.B) {
	d, _ := BuiltinDomains().New("bank")
	e, err := New(Config{Domain: d, Clock: FixedClock})
	if err != nil {
		b.Fatal(err)
	}
	e.Start()
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := e.Send(ctx, "what's the price of AAPL?"); err != nil {
			b.Fatal(err)
		}
	}
}
