package prompts

import "strings"

// Questions about the assistant and the session itself (issue 24, round
// 15): what answers ("is this thing using AI or a real person", "is it a
// real bank?") and how many documents this session made.

// WhatItIs answers what the assistant is and whether the domain is real;
// menu, when given, is the list of what it can do, said after.
func WhatItIs(t Trust, menu *Menu) string {
	return render("what_it_is", struct {
		Trust Trust
		Menu  *Menu
	}{t, menu})
}

// MadeCount answers how many documents of a kind (noun, plural; one,
// singular) the session made, with their titles.
func MadeCount(noun, one string, titles []string) string {
	return render("made_count", struct {
		Noun, One, Titles string
		Count             int
	}{noun, one, strings.Join(titles, "; "), len(titles)})
}
