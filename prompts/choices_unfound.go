package prompts

import "strings"

// ChoicesUnfound says which names of a list of choices were none of them
// ("apple, foobarco and msft"), said beside the answers for the others:
// label is the slot's label ("company or symbol"), hint what it does know
// ("I have quotes for AAPL, …"), or "".
func ChoicesUnfound(label string, names []string, hint string) string {
	said := ""
	for i, n := range names {
		switch {
		case i == 0:
		case i == len(names)-1:
			said += " or "
		default:
			said += ", "
		}
		said += `"` + n + `"`
	}
	return render("choices_unfound", map[string]any{"Label": strings.TrimSpace(label), "Names": said, "Hint": strings.TrimSpace(hint), "Many": len(names) > 1})
}

// NameAlone answers a name typed alone ("Margaret", "Dave?"): no request
// in it, so what the user would like to do is asked, with the list.
func NameAlone(name string, m Menu) string {
	return render("name_alone", map[string]any{"Name": name, "Menu": m})
}
