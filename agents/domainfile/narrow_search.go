package domainfile

// A search by a keyword (notes37, item 14): "search for gym", "serch for
// gym", "grep dentist", "any notes mentioning rent?" list the items whose
// name or content says the word. The verbs of a search are asking words
// (narrow.go), in the slips people type ("serch", "seach"), and an item's
// content, when the list's result gives it by the item's name, is
// searched as its name is.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// askingSlip reports a word one slip away from a verb of a search:
// "serch" and "seach" are "search". Only these are guessed at: a slip of
// any asking word would take a keyword for one ("shoping" is a slip of
// "showing" too).
func askingSlip(w string) bool {
	if len(w) < 4 {
		return false
	}
	for _, a := range []string{"search", "searching", "mentioning", "containing", "looking", "locate"} {
		if a[0] == w[0] && reading.EditDistance(a, w, 1) <= 1 {
			return true
		}
	}
	return false
}

// contentsOf is each item's content, from the one map in the structured
// result keyed by the items' names ("texts": {"rent": "pay landlord …"});
// empty when the result gives none.
func contentsOf(data map[string]any, items []string) map[string]string {
	out := map[string]string{}
	for _, v := range data {
		m, ok := v.(map[string]any)
		if !ok {
			continue
		}
		for _, it := range items {
			if s, ok := m[it].(string); ok {
				out[it] = s
			}
		}
	}
	return out
}

// contentNamed reports an item whose content says one of the words.
func contentNamed(item, content string, by []string) (string, bool) {
	for _, w := range by {
		for _, cw := range wordsOf(content) {
			if sameWord(w, cw) {
				return item, true
			}
		}
	}
	return "", false
}

// askingClause is the sentence of a request that asks for the list (tryout
// 37, 05): in "oh right i never made that one. fine whats there then" the
// first sentence is self-talk, and its words ("never", "made") narrow
// nothing. The last sentence, when an earlier one stands before it and it
// holds a word that asks for a list; else the request whole.
func askingClause(req string) string {
	trimmed := strings.TrimRight(req, ".!? ")
	i := strings.LastIndexAny(trimmed, ".!;")
	if i < 0 {
		return req
	}
	last := req[i+1:]
	for _, w := range wordsOf(last) {
		if askingWords()[w] {
			return last
		}
	}
	return req
}
