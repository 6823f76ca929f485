package prompts

// TraitCut says a protected trait said beside a lawful ground was cut
// from the letter's reason: the letter names the ground alone.
func TraitCut(cut string) string {
	return render("trait_cut", map[string]string{"Cut": cut})
}
