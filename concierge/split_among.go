package concierge

// Money shared among several recipients (round 32, tester 27): "split 300
// between 1234324 and 7654321 from savings" tried "split" as the amount
// and lost 300 and the second account. "send 50 each to A and B", "give A
// and B 100 each", "300 between A and B", "50 to both A and B" ask for
// one transfer per recipient. Before anything reads the message it is
// said as those transfers ("send 150.00 to A and 150.00 to B from
// savings"), which run in turn, each with its own summary and its own yes
// (R50's queued requests); nothing is sent on this reading. A total that
// does not share into whole cents ("100 between three") is not divided by
// guess: each transfer asks its amount, and the reply says why.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// shareWords divide a total; amongWords say among whom.
var (
	shareWords = lazyWordSet(`split splitting divide divided dividing share shared sharing`)
	amongWords = lazyWordSet(`between among amongst across btwn`)
	eachWords  = lazyWordSet(`each apiece ea both`)
	// shareNot keeps a message that says not to, or asks, as it was
	shareNot = lazyWordSet(`not dont don't never no`)
)

// splitAmong is text said as one transfer per recipient when it shares one
// amount among two to five account ids; text as it was otherwise.
func (e *Engine) splitAmong(t *turn, text string) string {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || strings.Contains(text, "?") {
		return text
	}
	var ids, amounts []string
	var source string
	toks := strings.Fields(text)
	share, among, each := false, false, false
	for i, raw := range toks {
		w := strings.ToLower(strings.Trim(raw, ",.!;:()\"'"))
		switch {
		case shareNot()[w]:
			return text
		case shareWords()[w]:
			share = true
		case amongWords()[w]:
			among = true
		case eachWords()[w]:
			each = true
		case w == "from" && i+1 < len(toks):
			source = "from " + strings.Trim(strings.Join(toks[i+1:min(i+3, len(toks))], " "), ",.!;:")
			if n := strings.ToLower(toks[i+1]); n != "my" && n != "the" && n != "me" {
				source = "from " + strings.Trim(toks[i+1], ",.!;:")
			}
		case isAccountID(w):
			if !containsFold(ids, w) {
				ids = append(ids, w)
			}
		case isAmountWord(w):
			amounts = append(amounts, w)
		}
	}
	if len(ids) < 2 || len(ids) > 5 || len(amounts) != 1 || !share && !among && !each {
		return text
	}
	total, err := reading.ParseMoney(amounts[0])
	if err != nil || total <= 0 {
		return text
	}
	per := total
	if (share || among) && !each { // "300 between A and B", split or not
		if int64(total)%int64(len(ids)) != 0 {
			// not whole cents: each transfer asks its amount
			t.say(prompts.ShareUneven(total.String(), len(ids)))
			return strings.TrimSpace(fmt.Sprintf("send money to %s %s", strings.Join(ids, " and to "), source))
		}
		per = total / reading.Cents(len(ids))
	}
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = fmt.Sprintf("%s to %s", per.Plain(), id)
	}
	return strings.TrimSpace("send " + strings.Join(parts, " and ") + " " + source)
}

// isAccountID is a word of 5 to 17 digits: an account id, never an amount.
func isAccountID(w string) bool {
	return len(w) >= 5 && len(w) <= 17 && strings.Trim(w, "0123456789") == ""
}

// isAmountWord is an amount in figures: "300", "$50", "150.50", "1,000".
func isAmountWord(w string) bool {
	digits := strings.Trim(strings.TrimPrefix(w, "$"), "0123456789.,")
	if digits != "" || strings.Trim(w, "$.,") == "" || isAccountID(w) {
		return false
	}
	whole, _, _ := strings.Cut(strings.ReplaceAll(strings.TrimPrefix(w, "$"), ",", ""), ".")
	return len(whole) <= 4 || strings.Contains(w, ",")
}

// eachAmountCarried gives the amount said "to each of them" at a
// transfer's amount question ("150 to each of them") to the transfers of
// the same message still queued without one, so none asks it again; each
// keeps its own summary and yes. It reads the message and changes only
// those queued requests.
func (e *Engine) eachAmountCarried(t *turn, text string) {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || !a.HasSideEffects() || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || strings.Contains(text, "?") {
		return
	}
	if s := a.NextSlot(e.filled(t, a)); s == nil || s.Kind != agents.KindMoney {
		return
	}
	var amounts []string
	each := false
	for _, raw := range strings.Fields(text) {
		w := strings.ToLower(strings.Trim(raw, ",.!;:()\"'"))
		switch {
		case shareNot()[w] || isAccountID(w):
			return
		case eachWords()[w]:
			each = true
		case isAmountWord(w):
			amounts = append(amounts, w)
		}
	}
	if !each || len(amounts) != 1 {
		return
	}
	amount, err := reading.ParseMoney(amounts[0])
	if err != nil || amount <= 0 {
		return
	}
	for i := range e.sess.Agenda {
		q := &e.sess.Agenda[i]
		if q.Kind != state.TaskRequest || !holdsAccountID(q.Text) || holdsAmountWord(q.Text) {
			continue
		}
		q.Text += ", amount " + amount.Plain()
	}
}

// holdsAccountID and holdsAmountWord report a request with an account id,
// an amount in figures.
func holdsAccountID(text string) bool  { return slices.ContainsFunc(trimmedWords(text), isAccountID) }
func holdsAmountWord(text string) bool { return slices.ContainsFunc(trimmedWords(text), isAmountWord) }

// trimmedWords are text's words with the punctuation around them off.
func trimmedWords(text string) []string {
	var out []string
	for _, raw := range strings.Fields(text) {
		out = append(out, strings.ToLower(strings.Trim(raw, ",.!;:()\"'")))
	}
	return out
}
