package prompts

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
