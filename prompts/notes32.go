package prompts

import "strings"

// TraitAskedNo answers a question whether a protected characteristic may
// be the reason for a decision (where: as TraitRefused; "can i decline a claim because the
// driver is a woman?"): a plain no with the reason, still a refusal (its
// words hold Refusal's), then the lawful grounds and what waits.
func TraitAskedNo(trait, where, pending string) string {
	return render("trait_asked_no", map[string]any{"Trait": trait, "Where": where, "Asked": true, "Pending": pending})
}

// TraitWhyNot answers "why is that not ok" right after such a refusal:
// why a protected characteristic is never the reason, then the rule and
// the lawful grounds.
func TraitWhyNot(trait string) string {
	return render("trait_why_not", map[string]any{"Trait": trait}) + " " + DeclineGrounds("")
}

// CapabilityMissing answers a question about something the app does not do
// ("can it remind me of things at a time?"): no, and the nearest thing it
// does (can), if any.
func CapabilityMissing(what, can string) string {
	return render("capability_missing", map[string]any{"What": what, "Can": can})
}

// NoRelabel answers a request to put a kind that is not covered down as
// one that is ("what about calling it home then?" after travel): not
// done, since the letter must give the real kind; the question follows.
func NoRelabel(choice, kind, label, task string) string {
	return render("no_relabel", map[string]any{"Choice": choice, "Kind": kind, "Label": label, "Task": task})
}

// OthersNeedTheirs says that another's notes open only with their own
// secret ("i'm ada 1815 but i want grace's notes"), and how to open one's
// own with the secret just given.
func OthersNeedTheirs(other, name, thing, label string) string {
	return render("others_need_theirs", map[string]any{"Other": other, "OtherCap": strings.ToUpper(other[:1]) + other[1:], "Name": name, "Thing": thing, "Label": label, "Plural": strings.HasSuffix(thing, "s")})
}
