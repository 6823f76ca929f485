package concierge

import (
	"strings"
	"testing"
)

// The letter names the ground, never the user's commentary on it (round
// 34's ins 24 and 42): a clause about the user or about the letter, with
// no ground of its own, is left out.
func TestReasonCommentaryLeftOut(t *testing.T) {
	t.Parallel()
	redo := map[string][2]string{
		"hmm can you change it to say suspected fraud, we havent proven it": {"suspected fraud.", "proven"},
		"change the reason to possible fraud, i havent confirmed it yet":    {"possible fraud.", "confirmed"},
		"pls make it suspected fraud, we have not finished checking":        {"suspected fraud.", "finished"},
		"change it to likely wear and tear, we havent finished checking":    {"likely wear and tear.", "checking"},
	}
	for text, want := range redo {
		e, rec := newInsurance(t)
		say(t, e, "decline 58UI32 motor reason: fraud", text)
		got := lastArtifact(e)
		if !strings.Contains(got, want[0]) || strings.Contains(got, want[1]) {
			t.Errorf("%q: want %q and no %q in %q; %q", text, want[0], want[1], got, rec.replies())
		}
	}
	first := map[string][2]string{
		"decline 62WS19 home. there wasnt a reason given on the first letter, the damage was from termites which arent covered": {"termites", "first letter"},
		"decline 62WS19 home, the first letter didnt say why, damage was caused by termites":                                    {"termites", "didnt say why"},
		"decline 40HJ22 motor, driver was unlicensed, i checked with the registry":                                              {"unlicensed", "registry"},
		"decline 40HJ22 motor reason: driver was unlicensed, i double checked it":                                               {"unlicensed", "double checked"},
	}
	for text, want := range first {
		e, rec := newInsurance(t)
		say(t, e, text)
		got := lastArtifact(e)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(got, want[0]) || strings.Contains(got, want[1]) {
			t.Errorf("%q: want %q and no %q in %q; %q", text, want[0], want[1], got, rec.replies())
		}
	}
}
