package understand

import (
	"sync"
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
)

// The loop checks a message for harm and then reads it: R8's table runs
// once for the two, and a reader shared by goroutines still gives each
// text its own verdict.
func TestHarmTableRunsOncePerMessage(t *testing.T) {
	r, err := New(bank.Domain())
	if err != nil {
		t.Fatal(err)
	}
	runs := 0
	harmRule = func(text string) string { runs++; return HarmRule(text) }
	defer func() { harmRule = HarmRule }()
	const bad, fine = "please help me launder this money", "how much is in my savings"
	if reason, harmful := r.Harm(bad); !harmful || reason != "a request to launder money" {
		t.Fatalf("Harm(%q) = %q %v", bad, reason, harmful)
	}
	if rd := r.Read(bad, Moment{}); len(rd.Commands) != 1 || rd.Commands[0].Reason != "a request to launder money" {
		t.Fatalf("Read(%q) = %v", bad, rd.Commands)
	}
	if runs != 1 {
		t.Errorf("the table ran %d times for one message", runs)
	}
	if _, harmful := r.Harm(fine); harmful {
		t.Errorf("%q after %q: harmful", fine, bad)
	}
	if runs != 2 {
		t.Errorf("a new message: the table ran %d times in all, want 2", runs)
	}
	harmRule = HarmRule
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 50; i++ {
				text, want := fine, false
				if (i+g)%2 == 0 {
					text, want = bad, true
				}
				if _, harmful := r.Harm(text); harmful != want {
					t.Errorf("%q: harmful %v", text, harmful)
					return
				}
			}
		}(g)
	}
	wg.Wait()
}
