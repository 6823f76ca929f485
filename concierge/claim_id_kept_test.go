package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 9): a claim id said once is kept for every letter the
// message asks for — "both" home and motor is two letters with the same
// id, never the second asked for its id — and a topology said in another
// language after it finishes the letter.
func TestClaimIDKeptForEveryLetter(t *testing.T) {
	t.Parallel()
	for _, lines := range [][]string{
		{"61RT02 is both the house and the car, decline it"},
		{"decline 61RT02 for both"},
		{"i need declines for 61RT02, one for each topology"},
		{"decline letter for 61RT02", "both please"},
		{"write a decline for claim 6 1 R T 0 2", "both of them"},
		{"decline 61RT02", "home and motor"},
		{"i need the decline for 61RT02", "the house one and the car one"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, lines...)
		var titles []string
		for _, a := range e.sess.Artifacts {
			titles = append(titles, a.Title)
		}
		got := strings.Join(titles, "; ")
		if len(titles) != 2 || !strings.Contains(got, "61RT02 (Home)") || !strings.Contains(got, "61RT02 (Motor)") || e.sess.Speaker != "" {
			t.Errorf("%q: letters %q, speaker %q; %q", lines, got, e.sess.Speaker, rec.replies())
		}
	}
	for _, lines := range [][]string{
		{"la reclamación 61RT02 hay que rechazarla", "es un coche"},
		{"la réclamation 61RT02 est refusée", "c'est une maison"},
		{"rechazar 61RT02 por favor, es de la vivienda"},
		{"decline 61RT02", "ist ein wagen"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, lines...)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Title, "61RT02") {
			t.Errorf("%q: %d letters; %q", lines, len(e.sess.Artifacts), rec.replies())
		}
	}
}
