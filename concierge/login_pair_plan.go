package concierge

// A username and password typed together at a waiting plan (R55, R26;
// issue 24 round 11): the plan "send my sister 400 … and look up apple"
// waits on the sign-in, and the user types "seldo monkey" at "Shall I go
// ahead?". The username was taken, the password lost ("Please enter your
// password") and shown. The pair — a username the domain knows and the
// word after it — signs in, masked like any pair; the plan goes ahead
// only if the line also says yes ("seldo monkey, yes go ahead"), and is
// otherwise asked again once the user is signed in.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// readPairAtPlan reads a known username and its password typed at a plan
// that waits on the sign-in, alone or with a yes to the plan.
func (e *Engine) readPairAtPlan(text string) (loginPair, bool) {
	if !e.planWaits() || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.signedIn() || e.recentlyRefused() {
		return loginPair{}, false
	}
	a, user := e.signInAgent()
	if a == nil || !e.planSignsIn(a) {
		return loginPair{}, false
	}
	pass := secretSlotAfter(a, user)
	known := e.knownUsers()
	if pass == nil || agents.SecretShape(pass) != nil || len(known) == 0 {
		return loginPair{}, false
	}
	all := pairFields(text)
	for cut := len(all); cut >= 2; cut-- {
		// the pair, then a yes to the plan or nothing: "seldo monkey yes
		// go ahead", "seldo monkey"
		tail := strings.Trim(strings.Join(all[cut:], " "), " ,;:-.!")
		yes := tail != "" && (plainYes(tail) || isYes(tail))
		if tail != "" && !yes {
			continue
		}
		fields := all[:cut]
		for i := 0; i+1 < len(fields); i++ {
			v, pw, j, ok := e.knownPairAt(a, known, fields, i)
			if !ok || j+1 != len(fields) || !e.loginLead(fields[:i]) {
				continue // "seldo monkey, skip 2": read as usual
			}
			hide := &reading.SecretMemory{}
			hide.Remember(pw)
			shown, _ := hide.Mask(text)
			return loginPair{agent: a, user: user, pass: pass, username: v, password: pw, typed: pw, shown: shown, approvePlan: yes}, true
		}
	}
	return loginPair{}, false
}
