package agents_test

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// BenchmarkExtractLongPaste reads a 32 KB paste (the input limit) made of
// repeated cues: the case that was once quadratic. Speed is measured here,
// not asserted in a unit test (BENCHMARKS.md).
func BenchmarkExtractLongPaste(b *testing.B) {
	tm := bank.Domain().Agent("transfer_money")
	for _, unit := range []string{"to ", "pay to ", "I would like to explain to you what happened when I tried to move some money. "} {
		text := strings.Repeat(unit, 32*1024/len(unit))
		b.Run(strings.TrimSpace(unit)[:min(6, len(strings.TrimSpace(unit)))], func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				agents.Extract(tm, text, "amount")
			}
		})
	}
}
