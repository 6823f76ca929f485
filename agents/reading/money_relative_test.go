package reading

import "testing"

// Amounts said relative to the pending one (R50): each phrasing is worked
// out from $120.00, or read as a change with no size.
func TestFindRelativeWorksOutTheNewAmount(t *testing.T) {
	const old = Cents(12000)
	for _, c := range []struct {
		text string
		want Cents
	}{
		{"hmm no just half that", 6000},
		{"halve it", 6000},
		{"make it half of what i said", 6000},
		{"double it", 24000},
		{"actually twice that", 24000},
		{"send twice as much", 24000},
		{"three times that", 36000},
		{"a third", 4000},
		{"two thirds of it", 8000},
		{"a quarter of the amount", 3000},
		{"20 more", 14000},
		{"make it $15 extra", 13500},
		{"another 50 on top", 17000},
		{"an extra twenty bucks", 14000},
		{"plus 5", 12500},
		{"add another 30", 15000},
		{"take 10 off", 11000},
		{"knock off 15", 10500},
		{"twenty dollars less", 10000},
		{"5 less than that", 11500},
		{"bump it up by 30", 15000},
		{"reduce it by 10%", 10800},
		{"10 percent more", 13200},
		{"round it up to 150", 15000},
		{"round to 100", 10000},
		{"make it a round hundred", 10000},
		{"an even 200", 20000},
		{"round it up to the nearest hundred", 20000},
		{"round down to the nearest fifty", 10000},
		{"knock it down to 100", 10000},
		{"bring it down to 80", 8000},
		{"up it to 200", 20000},
		{"could you bump it up to 150", 15000},
	} {
		rel, ok := FindRelative(c.text)
		if !ok {
			t.Errorf("%q: no relative amount found", c.text)
			continue
		}
		got, exact := rel.Apply(old)
		if !exact || got != c.want {
			t.Errorf("%q: got %s (exact %v), want %s", c.text, got, exact, c.want)
		}
	}
}

// A third of an amount that does not divide falls to the nearest cent.
func TestRelativeShareRoundsToTheCent(t *testing.T) {
	rel, _ := FindRelative("a third of that")
	if got, _ := rel.Apply(10000); got != 3333 {
		t.Errorf("a third of $100.00 = %s, want $33.33", got)
	}
}

// A change said with no size is found but cannot be worked out.
func TestFindRelativeVague(t *testing.T) {
	for _, text := range []string{"a bit less", "slightly more", "a few bucks less", "round it down", "not as much", "less please", "a little lower",
		"could you lower it a little", "reduce it slightly", "raise it"} {
		rel, ok := FindRelative(text)
		if !ok || rel.Op != RelVague {
			t.Errorf("%q: got %+v %v, want a vague change", text, rel, ok)
			continue
		}
		if _, exact := rel.Apply(12000); exact {
			t.Errorf("%q: worked out a vague change", text)
		}
	}
}

// Words that say no change of the amount they follow.
func TestFindRelativeNone(t *testing.T) {
	for _, text := range []string{"half my savings", "half of my checking balance", "a third of my savings", "double check the account",
		"send 20 to 1234324", "yes", "take 10", "what's the fee", "one more thing", "send it over",
		"drop it", "cut it out", "put it to 1234324", "take it to 7654321"} {
		if rel, ok := FindRelative(text); ok && rel.Op != RelVague {
			t.Errorf("%q: read as %+v", text, rel)
		}
	}
}

// A change with no size is said back whole: "a bit less", not "bit less".
func TestFindRelativeVagueSpan(t *testing.T) {
	text := "hmm a little less"
	rel, ok := FindRelative(text)
	if !ok || text[rel.From:rel.To] != "a little less" {
		t.Errorf("%q: span %q", text, text[rel.From:rel.To])
	}
}

// The Why panel says how the new amount was worked out.
func TestRelativeDescribe(t *testing.T) {
	for text, want := range map[string]string{
		"10% less":    "90% of $120.00",
		"half that":   "half of $120.00",
		"two thirds":  "2/3 of $120.00",
		"20 more":     "$120.00 plus $20.00",
		"take 5 off":  "$120.00 less $5.00",
		"a round 100": "the amount said, in place of $120.00",
		"double it":   "$120.00 times 2",
	} {
		rel, _ := FindRelative(text)
		if got := rel.Describe(12000); got != want {
			t.Errorf("%q: %q, want %q", text, got, want)
		}
	}
}
