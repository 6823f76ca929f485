package prompts

// ListPlaceOutOfRange says that a place asked for ("the fifth note") is
// past the end of the list the task looked at: how many there are, and
// which (issue 24, notes28). noun and nouns name the items ("note",
// "notes"); items are their names, joined.
func ListPlaceOutOfRange(place, noun, nouns string, count int, items string) string {
	return render("list_place_out_of_range", map[string]any{"Place": place, "Noun": noun, "Nouns": nouns, "Count": count, "Items": items})
}
