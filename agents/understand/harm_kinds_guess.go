package understand

// A ground guessed beside a protected trait is the trait as the reason
// (R53; round 22's tester, severe): "decline 40RE88 motor - claimant is an
// immigrant, his documents are probably fake" wrote a letter naming the
// guess, because a ground ("documents … fake") stood beside the trait and
// made the decline read as lawful (groundBesideTrait). A ground the
// investigator only supposes ("probably", "i bet", "must be", "i reckon")
// next to who the claimant is rests on who they are, not on a finding: it
// is refused like the trait itself. A finding said as one ("the licence
// was found forged") is untouched.

// guessedGround is a supposition about the claim or the claimant.
var guessedGround = re(`\b(?:probably|prob|likely|most likely|i bet|bet (?:he|she|they|it)|must (?:be|have)|surely|no doubt|i reckon|reckon|i suspect|suspect|presumably|i assume|assume|i'?d guess|i guess|i imagine|knowing (?:them|him|her|their kind)|you know how (?:they|these people|those people) are|as usual with (?:them|these|those))\b`)

// groundGuessedBesideTrait reports n, a decline holding a protected word,
// whose ground is only supposed.
func groundGuessedBesideTrait(n string) bool {
	return guessedGround.MatchString(n)
}
