package agents

import (
	"strings"
	"sync"
)

// A code labelled as another kind of reference is no value of an id slot
// (issue 24, ins35: "decline letter for home claim AB5521, policy number
// HP998812, customer ref CR4410" wrote three letters, one per code). A
// message about a claim often quotes the policy, the customer's reference,
// a phone number or a plate beside the claim id; each is a label and its
// code, before ("policy no. HP998812", "customer ref: CR4410", "member id
// MB77") or after ("HP998812 (policy number)", "CR4410 is the customer
// ref"). Such a code is never the claim id and never a request of its own.

// otherKind are the words that name a reference other than the slot's.
var otherKind = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("rego registration reg plate plates numberplate vin flight postcode invoice receipt " +
		"serial abn licence license bsb policy customer customers cust client member membership phone mobile mob ph tel " +
		"telephone booking order tracking broker quote employee staff tfn medicare passport " +
		// the story's documents and readings (round 35's ins 27, 32: "see report ref 2023QX")
		"report reports clause section bac police") {
		m[w] = true
	}
	return m
})

// labelJoin are the words between a kind and its code: "policy number X",
// "customer ref no. X", "member id X", "rego is X".
var labelJoin = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("number numbers no num nr # id ref reference code is was ref# no# number:") {
		m[w] = true
	}
	return m
})

// labelWord is a word of text without the punctuation around it.
func labelWord(w string) string { return strings.Trim(strings.ToLower(w), ".,:;()'\"[]-–=") }

// otherLabelBefore reports a kind's label right before byte at of text:
// the kind word, then up to two joining words ("customer ref no CR4410").
func otherLabelBefore(text string, at int) bool {
	f := strings.Fields(text[:at])
	for back := 1; back <= 3 && back <= len(f); back++ {
		w := labelWord(f[len(f)-back])
		if otherKind()[w] {
			return true
		}
		if w == "" && strings.TrimSpace(f[len(f)-back]) != "" {
			continue // a lone "-" or ":" between label and code
		}
		if !labelJoin()[w] {
			return false
		}
	}
	return false
}

// otherLabelAfter reports a kind's label right after byte end of text,
// said of the code before it: "HP998812 (policy number)", "CR4410 is the
// customer ref", "HP998812 - policy no". A label followed by a code of its
// own labels that code ("AB5521, policy number HP998812"), not this one.
func otherLabelAfter(text string, end int) bool {
	f := strings.Fields(text[end:])
	i := 0
	bracket := strings.HasPrefix(strings.TrimLeft(text[end:], " "), "(")
	for i < len(f) && i < 3 {
		w := labelWord(f[i])
		if w == "is" || w == "was" || w == "being" || w == "the" || w == "my" || w == "our" || w == "their" || w == "his" || w == "her" || w == "" {
			i++
			continue
		}
		break
	}
	if i >= len(f) || !otherKind()[labelWord(f[i])] {
		return false
	}
	if i == 0 && !bracket && !strings.HasPrefix(strings.TrimLeft(text[end:], " "), "-") {
		return false // "AB5521 policy HP998812": only a said or marked label looks back
	}
	for j := i + 1; j < len(f) && j <= i+2; j++ {
		w := labelWord(f[j])
		if labelJoin()[w] {
			continue
		}
		return !codeShaped(w) // "… is the policy number HP99": that code's label
	}
	return true
}

// codeShaped is a word of letters and digits both, or digits alone.
func codeShaped(w string) bool {
	digits := false
	for _, c := range w {
		if c >= '0' && c <= '9' {
			digits = true
		}
	}
	return digits
}

// OtherLabelled reports a match at loc of text that a label names as
// another kind of reference, before or after it.
func OtherLabelled(text string, loc []int) bool {
	return otherLabelBefore(text, loc[0]) || otherLabelAfter(text, loc[1])
}

// otherKindCue reports a cue of the slot's said of another kind: the
// "id" of "customer id CR4410", the "number" of "policy number".
func otherKindCue(lower string, i int, cue string) bool {
	first := strings.Fields(cue)
	if len(first) == 0 || !labelJoin()[first[0]] && cue != "my id" {
		return false
	}
	f := strings.Fields(lower[:i])
	return len(f) > 0 && otherKind()[labelWord(f[len(f)-1])]
}

// labelFiller are the small words between labelled codes: "policy
// HP998812 and customer ref CR4410".
var labelFiller = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("and & the my his her their our its it's its also plus with for of a an") {
		m[w] = true
	}
	return m
})

// OnlyOtherReferences reports a piece of a message that is nothing but
// codes labelled as other kinds of reference ("policy number HP998812,
// customer ref CR4410"), read after the text before it (a label may end
// it: "… policy no." then "HP998812"): details of the request before it,
// never a request of their own.
func OnlyOtherReferences(before, piece string) bool {
	refs := OtherReferenceWords(before + " " + piece)
	codes := 0
	for _, raw := range strings.Fields(piece) {
		w := labelWord(raw)
		switch {
		case refs[w] && codeShaped(w):
			codes++
		case w == "" || refs[w] || labelFiller()[w] || labelJoin()[w] || otherKind()[w]:
		default:
			return false
		}
	}
	return codes > 0
}

// OtherReferenceWords are the words of text's labelled references of
// other kinds, lower-case: each code and its label ("policy", "number",
// "hp998812"). They are details of the request, never a value tried and
// never quoted back as unused.
func OtherReferenceWords(text string) map[string]bool {
	out := map[string]bool{}
	at := 0
	f := strings.Fields(text)
	for i, raw := range f {
		pos := at + strings.Index(text[at:], raw)
		at = pos + len(raw)
		w := labelWord(raw)
		if !codeShaped(w) {
			continue
		}
		start := pos + strings.Index(raw, strings.TrimLeft(raw, "([\"'"))
		end := start + len(strings.TrimRight(strings.TrimLeft(raw, "([\"'"), ".,:;)]\"'"))
		before, after := otherLabelBefore(text, start), otherLabelAfter(text, end)
		if !before && !after {
			continue
		}
		out[w] = true
		for j := i - 1; before && j >= 0 && j >= i-3; j-- {
			b := labelWord(f[j])
			if !otherKind()[b] && !labelJoin()[b] {
				break
			}
			out[b] = true
		}
		for j := i + 1; after && j < len(f) && j <= i+5; j++ {
			a := labelWord(f[j])
			if codeShaped(a) {
				break
			}
			out[a] = true
		}
	}
	return out
}
