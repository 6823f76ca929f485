package prompts

// ReasonReused says the reason a new decline letter takes from an
// earlier one ("same reason", "ditto for the reason"): claim is that
// letter's claim ("claim 11AA11"); reason is "" when the letter's own
// reply names it.
func ReasonReused(claim, reason string) string {
	return render("reason_reused", map[string]string{"Claim": claim, "Reason": reason})
}

// ReasonReusedNone answers "same reason" when the earlier letter named
// none: this one names none either, never a reason made up.
func ReasonReusedNone(claim string) string { return render("reason_reused_none", claim) }
