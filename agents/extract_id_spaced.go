package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Ids said in pieces (R28, issue 24 round 9): "claim 4 4 F F 2 1",
// "44 ff 21", "44-ff-21" — read out the way one says an id on the phone.
// The pieces are one id when, joined, the pattern takes them whole and
// the slot's check accepts them: the id is kept as one (44FF21), never
// its first letter refused as an unknown word and the id asked again.
// Pieces are short (a digit run, or up to three letters that are no word:
// "ff" is a piece, "for" and "am" are not), so "for 3 pm" is never an id.

// idPiece is one piece of an id said in pieces.
var idPiece = reading.Lazy(`^[A-Za-z0-9]{1,4}\b`)

// pieceSep is what stands between two pieces: a space, or a dash with
// spaces or none around it.
var pieceSep = reading.Lazy(`^(?: ?- ?| )`)

// notPieces are short words that end an id said in pieces.
var notPieces = map[string]bool{"a": true, "i": true, "am": true, "pm": true, "an": true, "as": true, "at": true, "be": true,
	"by": true, "do": true, "go": true, "he": true, "if": true, "in": true, "is": true, "it": true, "me": true, "my": true,
	"no": true, "of": true, "on": true, "or": true, "so": true, "to": true, "up": true, "us": true, "we": true, "ok": true,
	"hi": true, "id": true, "its": true, "pls": true, "thx": true, "ta": true, "and": true, "nah": true, "yes": true,
	"yep": true, "st": true, "nd": true, "rd": true, "th": true, "de": true, "la": true, "el": true, "es": true, "en": true,
	"un": true, "une": true, "le": true, "der": true, "die": true, "das": true, "y": true, "o": true, "e": true}

// idPieceOK reports a token that may be a piece of an id.
func idPieceOK(tok string) bool {
	digits, letters := 0, 0
	for _, r := range tok {
		if r >= '0' && r <= '9' {
			digits++
		} else {
			letters++
		}
	}
	if letters == 0 {
		return true
	}
	if digits > 0 {
		return len(tok) <= 3 // "4F": a piece; "44FF" is an id of its own
	}
	if letters > 3 {
		return false
	}
	if tok == strings.ToUpper(tok) && tok != "I" && tok != "A" {
		return true // "F F", "KL": letters said as letters
	}
	low := strings.ToLower(tok)
	return !notPieces[low] && !reading.EnglishWord(low)
}

// spacedIDAt reads an id said in pieces at the start of t for a pattern
// slot: the id joined (upper case) and how much of t it took, 0 when
// there is none. least is the fewest pieces taken: two after a cue or at
// the slot's question, three anywhere else.
func spacedIDAt(s *Slot, t string, least int) (string, int) {
	var pieces []string
	var ends []int
	dashed, long := false, false
	pos := 0
	for {
		m := idPiece.FindString(t[pos:])
		if m == "" || !idPieceOK(m) {
			break
		}
		pieces = append(pieces, m)
		ends = append(ends, pos+len(m))
		long = long || len(m) > 2
		sep := pieceSep.FindString(t[pos+len(m):])
		if sep == "" {
			break
		}
		dashed = dashed || strings.Contains(sep, "-")
		pos += len(m) + len(sep)
	}
	if dashed && (long || len(pieces) < 3) {
		return "", 0 // "CLM-2024-7", "AB-77": an id whose dashes are its own
	}
	for n := len(pieces); n >= least && n >= 2; n-- {
		joined := strings.ToUpper(strings.Join(pieces[:n], ""))
		if !strings.ContainsAny(joined, "0123456789") || !hasLetter(joined) || !fullMatch(s.Pattern, joined) {
			continue
		}
		if s.Check != nil && s.Check(joined, Facts{}) != nil {
			continue
		}
		return joined, ends[n-1]
	}
	return "", 0
}

// spacedIDIn finds an id said in pieces anywhere in the text's free
// spans: three pieces at least unless the slot was asked.
func (x *extraction) spacedIDIn(s *Slot, asked bool) (string, span, bool) {
	least := 3
	if asked {
		least = 2
	}
	for _, loc := range wordRuns(x.text) {
		if loc[0] > 0 && isIDChar(x.text[loc[0]-1]) || !x.free(loc[0], loc[1]) || x.negated(loc[0]) {
			continue
		}
		if v, n := spacedIDAt(s, x.text[loc[0]:], least); n > 0 && x.free(loc[0], loc[0]+n) && !MeasureShaped(v) && !OtherReferenceAt(x.text, loc[0]) && !otherLabelBefore(x.text, loc[0]) {
			return v, span{loc[0], loc[0] + n}, true
		}
	}
	return "", span{}, false
}

func isIDChar(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-'
}
