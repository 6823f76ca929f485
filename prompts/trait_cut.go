package prompts

import "strings"

// TraitCut says a protected trait said beside a lawful ground was cut
// from the letter's reason: the letter names the ground alone.
func TraitCut(cut string) string {
	return render("trait_cut", map[string]string{"Cut": cut})
}

// TraitCutAll says a reason that was all a protected trait (the person's
// language too) was left out: the letter names no reason.
func TraitCutAll(cut string) string {
	return render("trait_cut_all", map[string]string{"Cut": cut})
}

// RefusedClaimGround refuses another reason for a claim whose decline was
// refused for its first one: the claim, the first reason (a protected
// trait, or a motive that was not the claim's merits when kind is
// "motive"), and what a decline for it needs. Its words hold Refusal's.
func RefusedClaimGround(id, kind, trait, pending string) string {
	return render("refused_claim_ground", map[string]any{"ID": id, "Motive": kind == "motive", "Trait": trait, "Pending": pending})
}

// TraitRefused refuses a decision whose reason is a protected trait (""
// when the trait has no name): why, and the lawful grounds, in the words
// of the domain's decisions (where: "claim", "money", "note", or "" for a
// plain refusal naming the ground).
func TraitRefused(trait, where, pending string) string {
	if trait != "" {
		trait = strings.ToUpper(trait[:1]) + trait[1:] // it opens the reply
	}
	return render("trait_refused", map[string]any{"Trait": trait, "Where": where, "Pending": pending})
}
