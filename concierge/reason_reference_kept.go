package concierge

// A reference quoted in a reason is the reason's (round 35's ins 27, 32):
// "decline claim 12AB34 home, reason: tenant damage, see report ref
// 2023QX" wrote "tenant damage" alone — the clause that quotes the report
// holds letters and digits, so it was taken for an id said, never a
// reason. A token that a word before it names as a document or a reading
// of the story ("report ref 2023QX", "clause 4.2b", "police report no
// 7781AB", "ref 2023QX" without "claim") is part of the story; the whole
// clause stays in the letter's reason, and the token is never a second
// claim
// (agents/extract_id_second.go keeps it out of the split).

import "strings"

// clauseIDs reports a token of letters and digits in clause that is no
// reference of the story (storyReference): a claim id said.
func clauseIDs(clause string, isID func(w string) bool) bool {
	at := 0
	for _, f := range strings.Fields(clause) {
		from := strings.Index(clause[at:], f) + at
		at = from + len(f)
		w := strings.Trim(f, `.,;:!?"'()[]`)
		if w == "" || !isID(w) {
			continue
		}
		lead := strings.Index(f, w)
		if storyReference(clause, from+lead, from+lead+len(w)) {
			continue // "see report ref 2023QX": the reason's words
		}
		return true
	}
	return false
}

// storyReference reports the token at clause[from:to] named by the words
// before it as a document or a reading of the story ("report ref", "police
// report no", "clause", "BAC"), or by a bare "ref" that no "claim" says is
// the claim's. A plate, an invoice or a policy number stays out of the
// letter as before (ins35: "rego XYZ12A" is never said back).
func storyReference(clause string, from, to int) bool {
	f := strings.Fields(strings.ToLower(clause[:from]))
	for back := 1; back <= 3 && back <= len(f); back++ {
		w := strings.Trim(f[len(f)-back], `.,;:#()'"`)
		if storyKinds()[w] {
			return true
		}
		switch w {
		case "ref", "reference", "refno":
			if back == len(f) || strings.Trim(f[len(f)-back-1], `.,;:#()'"`) != "claim" {
				if back+1 > len(f) || !storyKinds()[strings.Trim(f[len(f)-back-1], `.,;:#()'"`)] {
					return back == 1 // "see ref 2023QX"
				}
				return true
			}
			return false // "claim ref 12AB34"
		case "no", "number", "num", "nr", "is", "was", "":
			continue
		}
		return false
	}
	return false
}

// storyKinds are the documents and readings a claim's story quotes.
var storyKinds = lazyWordSet(`report reports clause section bac police assessor assessment`)
