package concierge

import (
	"bytes"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// TestPlainPrinterIsSanitised: `sessions show` prints stored events through
// the plain printer, names and reasons included; none of it reaches the
// terminal raw (R18, R46).
func TestPlainPrinterIsSanitised(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	p := &PlainPrinter{W: &out, EchoUser: true}
	for _, ev := range hostileEvents() {
		p.Print(ev)
	}
	p.Print(MessageAdded{Message: state.Message{Role: state.RoleUser, Text: "user" + hostile}})
	p.Print(ApprovalRequested{Approval: state.Approval{Agent: "a" + hostile, Summary: "s" + hostile}})
	if bad := unclean(out.String()); bad != "" {
		t.Errorf("the transcript holds %s:\n%q", bad, out.String())
	}
	for _, want := range []string{">> agentxevil: replyxevil\n", "[why] whyxevil\n", "[artifact] title xevil\n", "    bodyxevil\n", "> userxevil\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the transcript lacks %q:\n%s", want, out.String())
		}
	}
}
