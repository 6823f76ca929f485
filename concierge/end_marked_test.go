package concierge

import (
	"strings"
	"testing"
)

// A colon, equals sign or quotes between "to"/"from" and the account after
// it are a way of writing the value: at an approval, "change the
// destination to: 2345678901" changes where the money goes, never where it
// comes from (it was asked again from Savings), and a fresh request reads
// the same with or without them.
func TestEndMarkedByPunctuation(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{`change the destination to: "2345678901"`, "from Checking (1234567890) to Savings (2345678901)?"},
		{"change the destination to: 2345678901", "from Checking (1234567890) to Savings (2345678901)?"},
		{`change the destination to "1234324"`, "from Checking (1234567890) to 1234324?"},
		{"make it go to: '7654321'", "from Checking (1234567890) to 7654321?"},
		{"recipient should be to= 1234324", "from Checking (1234567890) to 1234324?"},
		{`from: "savings" please`, "from Savings (2345678901) to 7654321?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "send 50 to 7654321", "seldo", "monkey", "checking")
		say(t, e, c.line)
		a, ok := e.PendingApproval()
		if !ok || !strings.HasSuffix(a.Summary, c.want) {
			t.Errorf("%q: approval %q (waiting %v), want it to end %q; said %q", c.line, a.Summary, ok, c.want, rec.lastReply())
		}
	}
	e, _ := newBank(t, nil)
	say(t, e, `send 20 from: checking to: "1234324"`, "seldo", "monkey")
	if a, ok := e.PendingApproval(); !ok || !strings.HasSuffix(a.Summary, "$20.00 from Checking (1234567890) to 1234324?") {
		t.Errorf("a fresh request with marked ends: %q (waiting %v)", a.Summary, ok)
	}
}
