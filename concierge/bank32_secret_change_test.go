package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 29 (bank32): a request to change the password or PIN is
// answered — nothing here can change it, and where it is done — never
// "I can't tell you your password"; a new one said in it is masked
// everywhere (transcript, replies, side panel) and never used; "so how
// do i change it then" after a sign-in keeps the subject.
func TestBank32SecretChange(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ domain, line, secret string }{
		{"bank", "I want to change my password to banana123", "banana123"},
		{"bank", "can i set a new password", ""},
		{"bank", "update my pw pls", ""},
		{"bank", "change password to Tr0ub4dor", "Tr0ub4dor"},
		{"bank", "pls change my pw to kiwi77!", "kiwi77"},
		{"bank", "my new password is hunter22", "hunter22"},
		{"bank", "how do i change my password", ""},
		{"bank", "i wanna update my password, new pw: sunshine9", "sunshine9"},
		{"notes", "can i change my pin to 2468", "2468"},
		{"notes", "how do i update my PIN", ""},
	} {
		t.Run(tc.line, func(t *testing.T) {
			t.Parallel()
			var e *Engine
			var rec *recorder
			if tc.domain == "bank" {
				e, rec = newBank(t, nil)
			} else {
				e, rec = notesEngineRec(t)
			}
			say(t, e, tc.line)
			r := rec.lastReply()
			if !strings.Contains(r, "can't change your") || strings.Contains(r, "can't tell you") {
				t.Fatalf("reply %q, want that it cannot be changed here and where", r)
			}
			if tc.secret != "" && strings.Contains(rec.dump(), tc.secret) {
				t.Fatalf("the new secret %q shows:\n%s", tc.secret, rec.dump())
			}
			if e.Speaker() != "" || len(e.Stack()) > 0 {
				t.Fatalf("speaker %q, stack %v: nothing starts", e.Speaker(), e.Stack())
			}
		})
	}
}

func TestBank32SecretChangeFollowUpAfterSignIn(t *testing.T) {
	t.Parallel()
	for _, follow := range []string{"so how do I change it then", "ok how can i change it", "where do i update it then"} {
		t.Run(follow, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "I want to change my password to banana123", "seldo", "monkey", follow)
			if r := rec.lastReply(); !strings.Contains(r, "can't change your password") {
				t.Fatalf("reply %q, want the change answered again", r)
			}
			if strings.Contains(rec.dump(), "banana123") {
				t.Fatal("the new password shows")
			}
			if e.Fact("authenticated") != "true" {
				t.Fatalf("facts %v: the sign-in between stands", e.sess.Facts)
			}
		})
	}
}
