package tui

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// Issue 24 (secret21): "oops that was my password" masks the user's last
// line on the screen; the text is dropped, not kept behind the mask.
func TestChatMaskLastUser(t *testing.T) {
	c := testChat(60, 20)
	c.Append(chatEntry{Role: state.RoleUser, Text: "hunter2"})
	c.Append(chatEntry{Role: state.RoleAgent, Agent: "authenticate", Title: "Authentication", Text: "Please enter your password."})
	if !strings.Contains(c.View(), "hunter2") {
		t.Fatalf("the line was never shown:\n%s", c.View())
	}
	c.MaskLastUser()
	if v := c.View(); strings.Contains(v, "hunter2") || !strings.Contains(v, state.SecretMask) {
		t.Fatalf("the line is still shown:\n%s", v)
	}
	for _, it := range c.items {
		if strings.Contains(it.Text, "hunter2") {
			t.Fatalf("the text is kept behind the mask")
		}
	}
}
