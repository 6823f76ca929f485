package concierge

import (
	"strings"
	"testing"
)

// Whether to give one's password or PIN to someone who asks is answered
// no, plainly, and nothing starts; a sign-in, a reset question or a
// password typed are not this question.
func TestShareSecretAnsweredNo(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"they asked for my password should i give it",
		"someone on the phone wants my password, is that ok",
		"should i tell the caller my pin",
		"a guy from the bank texted asking for my login code, do i send it",
		"is it safe to give my password to the man on the phone",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		got := rec.lastReply()
		if !strings.Contains(got, "never give your password") || e.Session().Speaker != "" || strings.Contains(got, "username") {
			t.Errorf("%q: %q (speaker %q), want a plain no and nothing started", line, got, e.Session().Speaker)
		}
	}
	for _, line := range []string{"can i change my password", "log me in", "i forgot my password"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if strings.Contains(rec.lastReply(), "never give your password") {
			t.Errorf("%q: answered as a question about sharing: %q", line, rec.lastReply())
		}
	}
}
