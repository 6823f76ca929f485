package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 29 (bank32): clipped shorthand is the request and the
// account it abbreviates, never a name asked about.
func TestBank32Shorthand(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lines []string
		want  string // in the last reply
		not   string
	}{
		{[]string{"bal?", "seldo", "monkey", "sav?"}, "$5,000.00", "don't look people up"},
		{[]string{"bal?"}, "username", "don't look people up"},
		{[]string{"login seldo monkey", "chk bal"}, "$1,000.00", "couldn't take"},
		{[]string{"login seldo monkey", "bal sav"}, "$5,000.00", "couldn't take"},
		{[]string{"login seldo monkey", "bal?", "chq?"}, "$1,000.00", "Here is what I can help you with"},
		{[]string{"login seldo monkey", "svgs bal"}, "$5,000.00", "couldn't take"},
		{[]string{"xfer?"}, "username", "don't look people up"},
		{[]string{"login seldo monkey", "check my balance", "chk"}, "$1,000.00", "couldn't take"},
	} {
		t.Run(strings.Join(tc.lines, "/"), func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, tc.lines...)
			all := strings.Join(rec.replies()[len(rec.replies())-2:], "\n")
			if !strings.Contains(all, tc.want) || strings.Contains(all, tc.not) {
				t.Fatalf("replies %q, want %q and never %q", all, tc.want, tc.not)
			}
		})
	}
}
