package concierge

// A message may open with a word that only takes the turn ("ok whats in
// groceries", "so what did i save", "alright whats on my todo list",
// tryout 35's notes 01 and 13). The checks that tell a question, a thanks
// or a goodbye from a statement look at the first word, so with the filler
// first they saw a statement and offered to keep it as a note. They look
// at the message without its opening fillers too.

import "strings"

// fillerOpeners only take the turn: said first, they change nothing the
// message asks or says.
var fillerOpeners = lazyWordSet(`ok okay k kk okie oki okey alright allright aight right so well
	um umm uh uhh er erm hmm hm hmmm oh ah anyway anyways cool`)

// withoutFillerOpener is text without the fillers it opens with ("ok so
// whats left" → "whats left"); "" when it holds nothing else.
func withoutFillerOpener(text string) string {
	fields := strings.Fields(text)
	i := 0
	for i < len(fields) && fillerOpeners()[strings.ToLower(strings.Trim(fields[i], ".,!;:-…"))] {
		i++
	}
	return strings.Join(fields[i:], " ")
}
