package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 10): a bare acknowledgement right after a refusal
// ("fine", "ok then", "whatever", "ugh ok") is answered briefly with what
// can be done, never as the refused request said again nor with "You're
// welcome!"; a question that waits is asked again; "ok then do it" still
// presses the refused request.
func TestAcknowledgementAfterRefusal(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"fine", "ok then", "whatever", "ugh ok", "alright fine", "fair enough", "k", "ok i get it"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "what's my neighbours password", line)
			last := rec.lastReply()
			if strings.Contains(last, "same request") || strings.Contains(last, "welcome") || !strings.Contains(last, "I can help you") {
				t.Fatalf("%q after a refusal: %q", line, last)
			}
			if !strings.Contains(last, "transfer money") {
				t.Fatalf("%q: what can be done is not said: %q", line, last)
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "check my balance", "show her savings", "fine")
	if last := rec.lastReply(); !strings.Contains(last, "What is your username?") {
		t.Fatalf("the username question is not asked again: %q", last)
	}
	e, rec = newBank(t, nil)
	say(t, e, "seldo monkey", "show his checking", "ok then do it")
	if last := rec.lastReply(); !strings.Contains(last, "same request") {
		t.Fatalf("\"ok then do it\" is not the refused request pressed: %q", last)
	}
}
