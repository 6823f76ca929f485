package concierge

// A share of a figure the story names (R27; round 17): "rent was 640 and
// i owe her half of that, send it to 7654321" proposed $640.00 (the one
// number) or, with Checking's balance just shown, $500.00 (half of
// Checking: "that" read as the account in hand). "That" points at the
// figure said before it: the amount is that share of the figure (half of
// 640 is 320), shown in the summary for a yes like any other.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// figureShare is a share said of "that", "it" or the figure: "half of
// that", "a third of it", "half the 640", "i owe her half".
var figureShare = reading.Lazy(`(?i)\b(half|a\s+half|one\s+half|a\s+third|one\s+third|two\s+thirds|a\s+quarter|one\s+quarter|three\s+quarters|\d{1,2}(?:\.\d+)?\s*%|\d{1,2}(?:\.\d+)?\s+percent)` +
	`(?:\s+(?:of\s+)?(?:that|it|this|the\s+(?:total|bill|amount|lot|whole\s+thing|cost)|the\s+\$?\d[\d,]*(?:\.\d{1,2})?)\b|\s*$|\s*[,.;!]|\s+(?:which|so|and|but|can|could|pls|please|send|to)\b)`)

// figureFractions are the shares said in words.
// Built on first use: the package init stays small (TestInitAllocations, R55).
var figureFractions = sync.OnceValue(func() map[string][2]int64 {
	return map[string][2]int64{"half": {1, 2}, "a half": {1, 2}, "one half": {1, 2}, "a third": {1, 3}, "one third": {1, 3},
		"two thirds": {2, 3}, "a quarter": {1, 4}, "one quarter": {1, 4}, "three quarters": {3, 4}}
})

// shareOfFigure is the share of a figure text names ("640 … half of
// that": 320.00), and where the share is said; ok is false when no share
// follows a money figure of text.
func shareOfFigure(text string) (amount reading.Cents, from int, ok bool) {
	m := figureShare.FindStringSubmatchIndex(text)
	if m == nil {
		return 0, 0, false
	}
	figure, found := lastFigureBefore(text, m[0])
	if !found {
		return 0, 0, false
	}
	num, den, known := shareFraction(text[m[2]:m[3]])
	if !known {
		return 0, 0, false
	}
	return reading.Cents(int64(figure) * num / den), m[0], true
}

// shareFraction reads "half", "two thirds", "25%" as a fraction.
func shareFraction(said string) (int64, int64, bool) {
	key := strings.Join(strings.Fields(strings.ToLower(said)), " ")
	if f, ok := figureFractions()[key]; ok {
		return f[0], f[1], true
	}
	key = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(key, "percent"), "%"))
	return figurePercent(key)
}

// figurePercent reads "25", "12.5" as a fraction of 100, at most the whole.
func figurePercent(w string) (int64, int64, bool) {
	sh, ok := reading.ParseShare(w + "% of my balance")
	if !ok || sh.Den == 0 || sh.Num > sh.Den {
		return 0, 0, false
	}
	return sh.Num, sh.Den, true
}

// lastFigureBefore is the last money figure of text before at: no
// account id, age or count.
func lastFigureBefore(text string, at int) (reading.Cents, bool) {
	var last reading.Cents
	found := false
	for _, loc := range numberish.FindAllStringIndex(text[:at], -1) {
		for loc[0] < loc[1] && text[loc[0]] == ' ' {
			loc[0]++
		}
		said := strings.TrimRight(strings.TrimSpace(text[loc[0]:loc[1]]), ",")
		digits := strings.Trim(said, "$£€ ")
		if said == "" || loc[0] > 0 && isWordByte(text[loc[0]-1]) || notAValue(text, loc[0], loc[0]+len(said)) {
			continue
		}
		if !strings.ContainsAny(said, "$£€,.") && len(digits) >= 6 {
			continue // "7654321": an account
		}
		c, err := reading.ParseMoney(said)
		if err != nil || c <= 0 {
			continue
		}
		last, found = c, true
	}
	return last, found
}

// figureBeforeShare reports a money figure said before the share of "it"
// at text[at:]: "640 … half of that" is of the 640, not of the account in
// hand (money_slang.go's ofIt).
func figureBeforeShare(text string, at int) bool {
	_, found := lastFigureBefore(text, at)
	return found
}

// storyAmount puts right an amount the extraction took from the story
// rather than from the request: "rent was 640 dollars and i owe her half,
// send it" is half of 640; "we split a 90 dollar dinner every month, send
// her 45" is the 45 the request names, not the story's 90.
func (e *Engine) storyAmount(a *agents.Agent, text string, values map[string]string) {
	money := moneySlot(a)
	if money == nil || values[money.Name] == "" {
		return
	}
	took := strings.TrimSpace(values[money.Name])
	at := wordIndex(text, took)
	if at < 0 {
		return
	}
	said := ""
	if c, from, ok := shareOfFigure(text); ok && from > at {
		if last, _ := lastFigureBefore(text, from); sameFigure(last.Plain(), took) || strings.HasPrefix(took, last.Plain()) {
			said = c.Plain() // "640 … half of that"
		}
	}
	if s, end := clauseAt(text, at, at+len(took)); said == "" && !asksFor.MatchString(text[s:end]) && storyTeller.MatchString(text[s:end]) {
		var asked []storyFigure
		for _, f := range moneyFigures(text, e.untakenNumbers(text, values)) {
			if s, end := clauseAt(text, f.from, f.to); asksFor.MatchString(text[s:end]) {
				asked = append(asked, f)
			}
		}
		if len(asked) == 1 {
			said = asked[0].said // "…, send her 45": the request's own figure
		}
	}
	if said == "" {
		return
	}
	v, err := money.Normalize(said, e.pinnedFacts(a))
	if err != nil {
		return
	}
	w := e.sess.WorkFor(a.Name)
	w.Slots[money.Name], w.Said[money.Name] = v, text
	values[money.Name] = said
	e.note(state.NoteRoute, "The amount is "+said+", not "+took+": "+took+" is the story's figure")
}

// figureBeforeOfIt reports a share "of it" said after a money figure:
// "rent was 640 and i owe her half of that" is of the 640.
func figureBeforeOfIt(text string) bool {
	m := ofIt.FindStringIndex(text)
	return m != nil && figureBeforeShare(text, m[0])
}
