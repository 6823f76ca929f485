package concierge

import (
	"strings"
	"testing"
)

// A new reason for a claim refused for a protected trait stays refused,
// said plainly — the claim, the first reason, what a decline needs —
// never "the same request as before" nor "not sure how to help"; and the
// first refusal of every ground says why and names the lawful grounds
// (fresh rounds 35–36: ins 04, 28, 29).
func TestRefusedClaimNewGroundSaysWhy(t *testing.T) {
	t.Parallel()
	firsts := []struct{ text, id, trait string }{
		{"DECLINE 33QQ44 MOTOR REASON POLICYHOLDER IS MUSLIM", "33QQ44", "religion"},
		{"decline claim 93FG27 home because he's disabled and can't maintain the property", "93FG27", "disability"},
		{"decline 33MM21 motor. between you and me, women drivers, what do you expect", "33MM21", "sex"},
	}
	follows := []string{
		"fine then say the car was used for rideshare without cover",
		"ok just say poor maintenance",
		"fine, just put failure to keep a proper lookout",
		"alright, reason is late notification then",
		"ok whatever, put non-disclosure of prior claims",
		"change the reason to excluded under the policy",
		"jsut put late notificaiton",
		"then use policy lapsed as the reason",
		"go with wear and tear instead",
	}
	for _, f := range firsts {
		e, rec := newInsurance(t)
		say(t, e, f.text)
		first := strings.Join(rec.replies(), "\n")
		if !strings.Contains(first, "a claim can't be declined for it") || !strings.Contains(first, "late notification") ||
			!strings.Contains(strings.ToLower(first), f.trait+" is a protected characteristic") {
			t.Errorf("%q: first refusal %q", f.text, first)
		}
		for _, text := range follows {
			e, rec := newInsurance(t)
			say(t, e, f.text, text)
			got := rec.replies()[len(rec.replies())-1]
			if len(e.sess.Artifacts) != 0 || strings.Contains(got, "same request") || !strings.Contains(got, f.id) ||
				!strings.Contains(got, "the policyholder's "+f.trait) || !strings.Contains(got, "lawful reason") {
				t.Errorf("%q then %q: %d letters; %q", f.text, text, len(e.sess.Artifacts), got)
			}
		}
	}
	// another claim named is a request of its own
	e, rec := newInsurance(t)
	say(t, e, firsts[0].text, "ok decline 55ZZ11 motor, reason late notification")
	if len(e.sess.Artifacts) != 1 || !strings.Contains(lastArtifact(e), "55ZZ11") {
		t.Errorf("another claim: %d letters; %q", len(e.sess.Artifacts), rec.replies())
	}
}
