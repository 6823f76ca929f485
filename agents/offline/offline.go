// Package offline is the deterministic brain (R15): it routes a message
// by scoring it against the agents' declared words (router.go), reads
// slot values with the rule-based extractor of package agents, splits a
// message into its requests, and continues from the queue of requests the
// user gave. It makes no network call.
package offline

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// Brain is the deterministic engine (R15): routing by scoring a message
// against each agent's declared words, slot values by kind, the
// continuation from the queue of requests found in the user's message. It
// makes no network call and counts no model requests.
type Brain struct {
	router *Router
	all    []*agents.Agent
}

var _ agents.Brain = (*Brain)(nil)

// New builds the offline engine for a domain.
func New(d *agents.Domain) *Brain {
	return &Brain{router: NewRouter(d.Agents), all: d.Agents}
}

// Name implements agents.Brain.
func (o *Brain) Name() string { return "offline" }

// Model implements agents.Brain.
func (o *Brain) Model() string { return "" }

// Usage implements agents.Brain: the offline engine makes no model requests.
func (o *Brain) Usage() agents.Usage { return agents.Usage{} }

// Route implements agents.Brain: the best-scoring agent, or the concierge.
func (o *Brain) Route(ctx context.Context, in agents.RouteInput) (agents.Route, error) {
	if err := ctx.Err(); err != nil {
		return agents.Route{}, err
	}
	text, unfound := in.Text, []string(nil)
	if first, ok := o.router.Best(in.Text, in.Agents); ok {
		text, unfound = unfoundNames(first.Agent, in.Text) // "apple, foobarco and msft" (each_choice.go)
	}
	if r, ok := o.listRoute(in.Text, in.Agents); ok {
		return r, nil // "i need 2 things on my todo list: A, B" (split_list_items.go)
	}
	parts := o.SplitRequests(text, in.Agents)
	if len(parts) > 1 {
		parts = o.valuesToTheirRequest(parts, in.Agents) // "…, I'm internal": the first request's value
	}
	if a := o.labelledRecordOf(in.Text, in.Agents, recordForm(in.Text)); a != nil && (len(parts) == 1 || recordForm(in.Text)) {
		// "ok add one: title dentist, body: cleaning on the 12th" (by_title_text.go)
		return agents.Route{Agent: a.Name, Reason: fmt.Sprintf("the message labels a title and a text, which %s takes (%s)", a.Name, a.TaskPhrase())}, nil
	}
	if len(parts) == 1 && onlyNegated(parts[0]) {
		// "I don't want to send 200 to 1234324", "don't transfer money":
		// a message that only says what not to do starts nothing
		return agents.Route{Agent: agents.ConciergeName, Reason: "the message only says what not to do"}, nil
	}
	best, ok := o.router.Best(withoutNegated(o.routingText(parts[0], in.Agents)), in.Agents)
	every := false
	if !ok && len(parts) > 1 {
		if by := everyChoiceAsker(parts[0], in.Agents); by != nil {
			best, ok, every = Scored{Agent: by, Core: true, Matched: []string{parts[0]}}, true, true // "whats in each of my accounts plus …"
		} else if by := o.byListQuestion(parts[0], in.Agents); by != nil {
			best, ok = Scored{Agent: by, Core: true, Matched: []string{parts[0]}}, true // "let me know what notes i have and …" (list_ask_lead.go)
		}
	}
	if !ok {
		return o.unmatchedSaid(parts, in.Agents), nil // "title: gym, legs on monday" (by_title_text.go)
	}
	r := agents.Route{
		Agent:  best.Agent.Name,
		Reason: fmt.Sprintf("the message mentions %s, which matches what %s does (%s)", quoteWords(best.Matched), best.Agent.Name, best.Agent.TaskPhrase()),
	}
	if every {
		r.Reason = fmt.Sprintf("%q asks %s about every %s", parts[0], best.Agent.Name, everyChoiceSlot(best.Agent))
	}
	if other, n := o.byValues(withoutNegated(parts[0]), in.Agents, best); other != nil {
		// "put 100 into my savings": only a value's name matched, and
		// another agent takes more of what the message gives
		best = Scored{Agent: other, Core: true}
		r = agents.Route{Agent: other.Name, Reason: fmt.Sprintf("the message gives %d values that %s takes (%s), where %s only matches a name",
			n, other.Name, other.TaskPhrase(), r.Agent)}
	}
	if other, req := o.needWithSource(parts[0], in.Agents); other != nil && len(parts) == 1 && other != best.Agent {
		// "need 60 in savings, take it out of checking" (split_need_source.go)
		best = Scored{Agent: other, Core: true}
		r = agents.Route{Agent: other.Name, Text: req, Reason: fmt.Sprintf("the message asks for money in one account from another, which %s does (%s)", other.Name, other.TaskPhrase())}
	}
	if other := o.byTitle(withoutNegated(parts[0]), in.Agents, best); other != nil {
		best = Scored{Agent: other, Core: true}
		r = agents.Route{Agent: other.Name, Reason: fmt.Sprintf("the message names a title, which %s takes (%s)", other.Name, other.TaskPhrase())}
	}
	if other := o.askedNotAdded(withoutNegated(parts[0]), in.Agents, best); other != nil && len(parts) == 1 {
		best = Scored{Agent: other, Core: true}
		r = agents.Route{Agent: other.Name, Reason: fmt.Sprintf("the message asks what there is, as %s's examples do (%s)", other.Name, other.TaskPhrase())}
	}
	if len(parts) > 1 {
		r.Text = parts[0]
		for _, p := range parts {
			agent := best.Agent.Name // a part that names no agent of its own ("20 to 7654321") is the first's kind
			if step, ok := o.router.Best(withoutNegated(p), in.Agents); ok {
				agent = step.Agent.Name
				if by, _ := o.byValues(withoutNegated(p), in.Agents, step); by != nil {
					agent = by.Name // "… and put 50 in savings": a transfer by its values
				}
			} else if by := o.byValuesAlone(withoutNegated(p), in.Agents); by != nil {
				agent = by.Name // "… remit the sum of 25 dollars to account 7654321"
			} else if by := everyChoiceAsker(p, in.Agents); by != nil {
				agent = by.Name // "… and whats in all my accounts" (split_every_choice.go)
			} else if by := o.byListQuestion(p, in.Agents); by != nil {
				agent = by.Name // "… and tell me what todos i got" (list_ask_lead.go)
			}
			r.Plan = append(r.Plan, agents.PlanStep{Action: p, Agent: agent})
		}
		r.Reason += fmt.Sprintf("; the message holds %d requests", len(parts))
	}
	if len(unfound) > 0 {
		r.Unfound = unfound
		if r.Text == "" {
			r.Text = parts[0]
		}
	}
	return r, nil
}

// Interpret implements agents.Brain: slot values by kind; "not mine" when the
// asked question got no usable answer and another agent fits the message.
func (o *Brain) Interpret(ctx context.Context, in agents.InterpretInput) (agents.Interpretation, error) {
	if err := ctx.Err(); err != nil {
		return agents.Interpretation{}, err
	}
	raw := agents.Extract(in.Agent, in.Text, in.Asked)
	out := agents.Interpretation{Slots: raw}
	if pass, ok := o.requestNotAnswer(in, raw); ok {
		return pass, nil // "show all notes" at the title question
	}
	if in.Asked == "" || len(in.Others) == 0 || answered(in, raw) {
		return out, nil
	}
	if labelledID(in) != "" {
		return out, nil // "claim number 12345": the answer, right or wrong (id_labelled.go)
	}
	if s := in.Agent.Slot(in.Asked); s != nil {
		if v, _ := agents.SceneChoice(s, in.Text); v != "" {
			return out, nil // "my first week in the claims unit": a choice told, the answer (extract_scene.go)
		}
	}
	if lister := o.byListQuestion(in.Text, in.Others); lister != nil && lister != in.Agent {
		// "whats on my todo list" at the owner question (list_question.go)
		return agents.Interpretation{Pass: true, PassReason: fmt.Sprintf("the message asks what there is, which is %s's work, not an answer to %s's question", lister.Name, in.Agent.Name)}, nil
	}
	other, ok := o.router.Best(in.Text, in.Others)
	if !ok {
		return out, nil
	}
	own := o.router.Score(in.Text, []*agents.Agent{in.Agent})[0]
	if other.Score > own.Score {
		out = agents.Interpretation{Pass: true, PassReason: fmt.Sprintf("the message mentions %s, which is %s's work, not an answer to %s's question",
			quoteWords(other.Matched), other.Agent.Name, in.Agent.Name)}
	}
	return out, nil
}

// answered reports whether the message holds an answer for the agent, even
// a wrong one ("5000" over the balance): a number, an id or a named choice
// is the user answering, and the loop explains what is wrong with it. Only
// a free-text guess that does not fit ("price of AAPL" as a username) may
// still be a digression.
func answered(in agents.InterpretInput, raw map[string]string) bool {
	for name, v := range raw {
		s := in.Agent.Slot(name)
		if s == nil {
			continue
		}
		if s.Kind != agents.KindText {
			return true
		}
		if _, err := s.Normalize(v, in.Facts); err == nil {
			return true
		}
	}
	return false
}

// Continue implements agents.Brain: the next request queued from the user's
// own message, or nothing.
func (o *Brain) Continue(ctx context.Context, in agents.ContinueInput) (agents.Continuation, error) {
	if err := ctx.Err(); err != nil {
		return agents.Continuation{}, err
	}
	if len(in.Queue) == 0 {
		return agents.Continuation{Reason: "no further task: nothing is left of the user's request"}, nil
	}
	return agents.Continuation{Request: in.Queue[0], FromQueue: true,
		Reason: fmt.Sprintf("the user also asked %q", in.Queue[0])}, nil
}

// requestBreak separates requests in one message: "and", "then", "and
// then", "plus", "also", "as well as", "vs" ("msft vs googl": two
// look-ups), "&", commas and semicolons.
var requestBreak = reading.Lazy(`(?i)\s*[;,]?\s+(?:and\s+)?(?:then\s+)?(?:right\s+)?(?:after\s+(?:that|this|which)|afterwards?|subsequently|thereafter|following\s+(?:that|this)|followed\s+by)\s*,?\s+|\s+and\s+next\s*,?\s+|\s*[;,]\s*(?:and\s+)?(?:then\s+)?(?:also\s+)?|[?!]\s+(?:and\s+)?(?:then\s+)?(?:also\s+)?|\.\s+(?:and\s+)?(?:then\s+)?(?:also\s+)?|\s+(?:and\s+)?then\s+|\s+(?:and|n)\s+(?:also\s+)?|\s+(?:plus|also|as well as)\s+|\s+(?:vs\.?|versus)\s+|\s*[&+]\s+`)

// centsTail and dollarsEnd find an amount said in two parts: "100
// dollars" then "50 cents".
var (
	centsTail  = reading.Lazy(`(?i)^\s*(?:\d{1,2}|` + reading.CentsWordsPattern + `)\s*(?:cents?|c)\b`)
	bareCents  = reading.Lazy(`(?i)^(?:\d{2}|` + reading.CentsWordsPattern + `)\b`)
	dollarsEnd = reading.Lazy(`(?i)(?:(?:\d|\b` + reading.NumberWordsPattern + `)\s*(?:dollars?|bucks|usd)|\$\s*\d[\d,]*|\b(?:send|transfer|pay|move|wire)\s+\d[\d,]*)\s*$`)
)

// negated pieces say what not to do ("no need to log me in"): they are
// part of the request before them, never a request of their own.
var negated = reading.Lazy(`(?i)^\s*(?:no need|don'?t|do not|never|without|not|no|skip|please don'?t|ignore|forget|disregard)\b|\b(?:don'?t|do not|no longer) (?:want|need|wanna)\b`)

// splitRequests cuts a message into the requests it holds. A piece counts
// as a request only when some agent claims it; other pieces stay with their
// neighbour, so "hi, check my balance" and "transfer from checking and
// savings" stay whole.
func (o *Brain) splitRequests(text string, among []*agents.Agent) []string {
	if at := reading.LastCorrection(text); at >= 0 && (noValueBefore(text, at) || correctsChoice(text, at, among)) {
		// "send 500 to 1234324, no, 50": one request whose value was
		// taken back and said again, never two
		return []string{text}
	}
	var locs [][]int
	quoted, textFrom := quotedSpans(text), o.freeTextStart(text, among)
	breaks := requestBreak.FindAllStringIndex(text, -1)
	reasonFrom := o.reasonClauseStart(text, breaks, among)
	for _, l := range breaks {
		if inQuotes(quoted, l) || o.inFreeText(text, textFrom, l, among) {
			continue // "dune, piranesi": one quoted value (split_quoted.go)
		}
		if o.inReasonClause(text, reasonFrom, l, among) {
			continue // "decline 71VB30 motor, reason: claim lodged outside …" (split_reason_clause.go)
		}
		// "$1,500.50" is one amount: a comma between digits is no break
		if l[1]-l[0] == 1 && l[0] > 0 && l[1] < len(text) && isDigit(text[l[0]-1]) && isDigit(text[l[1]]) {
			continue
		}
		if inNumberWords(text, l) {
			continue // "one hundred and ten": one amount in words
		}
		locs = append(locs, l)
	}
	if len(locs) == 0 {
		return []string{text}
	}
	// pieces as spans of the original text, so merged pieces keep the
	// user's own words and separators
	var pieces []piece
	from := 0
	for _, l := range locs {
		pieces = append(pieces, piece{from: from, to: l[0]})
		from = l[1]
	}
	pieces = append(pieces, piece{from: from, to: len(text)})

	var out []piece
	start := -1             // start of unclaimed text waiting for the next request
	pendingTo := 0          // and its end, without the separator after it
	pendingContext := false // every piece of the waiting text only tells about the user
	for _, p := range pieces {
		if strings.TrimSpace(text[p.from:p.to]) == "" {
			continue
		}
		if n := len(out); n > 0 && out[n-1].to == p.from-len(" and ") && dollarsEnd.MatchString(text[out[n-1].from:out[n-1].to]) {
			// "forty five dollars and 50 to 1234324": the cents said after
			// the dollars, one amount (issue 24, round 21)
			if c := bareCents.FindString(text[p.from:p.to]); c != "" && reading.CentsAfterDollars(text[p.from+len(c):p.to]) && strings.EqualFold(text[out[n-1].to:p.from], " and ") {
				out[n-1].to = p.to
				continue
			}
		}
		if n := len(out); n > 0 && start < 0 && agents.OnlyOtherReferences(text[:p.from], text[p.from:p.to]) {
			out[n-1].to = p.to // "…, policy no. HP998812": a detail of the request before (split_other_reference.go)
			continue
		}
		// a piece is a request of its own only when it says what to do: a
		// bare choice ("and savings") belongs to the request before it
		best, ok := o.router.Best(text[p.from:p.to], among)
		if !ok {
			if by := o.byValuesAlone(text[p.from:p.to], among); by != nil && !agents.OnlyValues(by, text[p.from:p.to]) {
				best, ok = Scored{Agent: by, Core: true}, true // "… remit the sum of 25 dollars to account 7654321"
			} else if by := everyChoiceAsker(text[p.from:p.to], among); by != nil {
				best, ok = Scored{Agent: by, Core: true}, true // "whats in each of my accounts" (split_every_choice.go)
			} else if by := o.byListQuestion(text[p.from:p.to], among); by != nil {
				best, ok = Scored{Agent: by, Core: true}, true // "…, tell me what todos i got, and …" (list_ask_lead.go)
			}
		}
		if ok && !best.Core {
			if by, _ := o.byValues(text[p.from:p.to], among, best); by != nil {
				best = Scored{Agent: by, Core: true} // "stick 40 in my savings": a transfer by its values
			}
		}
		context := o.contextPiece(text[p.from:p.to], among)
		if context {
			ok = false // "we're the internal team": who the user is, no request
		}
		if ok && best.Core && !negated.MatchString(text[p.from:p.to]) {
			if start >= 0 {
				// text before it: a value for another agent is a request
				// of its own ("AAPL and my balance"); else it leads this one
				if o.othersValue(text[start:pendingTo], best.Agent, among) && !background(text[start:pendingTo]) && !pendingContext {
					out = append(out, piece{from: start, to: pendingTo})
				} else if !announces(text[start:pendingTo], among) { // "need to sort a few things out, …" leads nothing (split_context.go)
					p.from = start
				}
				start = -1
			}
			out = append(out, p)
			continue
		}
		if len(out) > 0 {
			prev := out[len(out)-1]
			if centsTail.MatchString(text[p.from:p.to]) && dollarsEnd.MatchString(text[prev.from:prev.to]) {
				// "100 dollars and 50 cents": one amount said in two parts
				out[len(out)-1].to = p.to
				continue
			}
			said := text[prev.from:prev.to]
			if prev.text != "" {
				said = prev.text // a second value worded as its own request: "send 20 to 1234324"
			}
			if o.secondValue(said, text[p.from:p.to], among) {
				// "look up AAPL and MSFT": a second value for the same
				// question is a second request, never a lost one (R27);
				// and a third after it ("…, 20 to X and 30 to Y")
				p.text = o.sameRequestFor(said, text[p.from:p.to], among)
				out = append(out, p)
				continue
			}
			if req := o.pointedRequest(said, text[p.from:p.to], text[prev.to:p.from], among); req != "" && !context {
				p.text = req // "… then show it to me": the item just named (split_pronoun.go)
				out = append(out, p)
				continue
			}
			if pb, ok := o.router.Best(said, among); ok && !context && o.othersValue(text[p.from:p.to], pb.Agent, among) {
				out = append(out, p) // "check my balance and AAPL": the lookup is a request too
				continue
			}
			if prev.text != "" {
				// "…and 22BB22, motor for both": the words after a request
				// worded anew are its own still, never dropped (R27)
				out[len(out)-1].text = strings.TrimRight(prev.text, " ,.") + ", " + strings.TrimSpace(text[p.from:p.to])
			}
			if !context {
				out[len(out)-1].own = 0
			} else if prev.own == 0 {
				out[len(out)-1].own = prev.to
			}
			out[len(out)-1].to = p.to
		} else {
			if start < 0 {
				start, pendingContext = p.from, true
			}
			pendingTo, pendingContext = p.to, pendingContext && context
		}
	}
	if out = o.oneTask(text, out, among); len(out) < 2 {
		return o.valuesOnly(text, locs, among)
	}
	res := make([]string, len(out))
	for i, p := range out {
		res[i] = withoutJoin(strings.TrimSpace(text[p.from:p.to]))
		if p.text != "" {
			res[i] = p.text
		}
		if i > 0 && p.text == "" {
			if req := o.pointedRequest(res[i-1], res[i], text[out[i-1].to:p.from], among); req != "" {
				res[i] = req // "… and then read it back to me": the item just named (split_pronoun.go)
			}
		}
	}
	return res
}

// sameRequestFor words a second value as its own request: the request
// before it with the value swapped ("look up AAPL" + "MSFT" → "look up
// MSFT"); the piece itself when the swap cannot be made.
func (o *Brain) sameRequestFor(prev, piece string, among []*agents.Agent) string {
	best, ok := o.router.Best(prev, among)
	if !ok {
		return strings.TrimSpace(piece)
	}
	before := agents.Extract(best.Agent, prev, "")
	now := valuesFor(best.Agent, piece, before)
	// every value the piece gives replaces the request's own, right to left
	// so that positions hold; a value with nothing to replace, or one the
	// request does not show as typed, keeps the piece as it is
	type swap struct {
		at, n int
		to    string
	}
	var swaps []swap
	lower := strings.ToLower(prev)
	for _, sl := range best.Agent.Slots {
		v, ok := now[sl.Name]
		if !ok {
			continue
		}
		w, ok := before[sl.Name]
		if !ok {
			return strings.TrimSpace(piece)
		}
		said := []string{w} // the value, or how the user named it
		for _, c := range sl.Choices {
			if strings.EqualFold(c.Value, w) {
				said = append(said, c.Aliases...)
			}
		}
		found := false
		for _, sw := range said {
			if i := strings.Index(lower, strings.ToLower(sw)); i >= 0 && reading.WordBoundary(prev, i+len(sw)) {
				swaps = append(swaps, swap{i, len(sw), v})
				found = true
				break
			}
		}
		if !found {
			return strings.TrimSpace(piece)
		}
	}
	if len(swaps) == 0 {
		return strings.TrimSpace(piece)
	}
	sort.Slice(swaps, func(i, j int) bool { return swaps[i].at > swaps[j].at })
	out := prev
	for k, sw := range swaps {
		if k > 0 && sw.at+sw.n > swaps[k-1].at {
			return strings.TrimSpace(piece) // overlapping values: no guess
		}
		out = out[:sw.at] + sw.to + out[sw.at+sw.n:]
	}
	return withOwnTail(best.Agent, choicesOf(piece, out, among), piece, now) // "… and 56CD78 motor for late reporting" (split_own_tail.go)
}

// othersValue reports a piece that holds no value for agent a, asked or
// not, but one for another agent: a request of that agent's own.
func (o *Brain) othersValue(piece string, a *agents.Agent, among []*agents.Agent) bool {
	all := map[string]string{}
	for _, sl := range a.Slots {
		all[sl.Name] = ""
	}
	for _, v := range valuesFor(a, piece, all) {
		if v != "" {
			return false
		}
	}
	best, ok := o.router.Best(piece, among)
	return ok && best.Agent != a && len(agents.Extract(best.Agent, piece, "")) > 0
}

// valuesFor reads a piece for the slots a request already fills, each as
// if asked: "200 to 8765432" after "send 300 to 7654321" gives an amount
// and a destination.
func valuesFor(a *agents.Agent, piece string, before map[string]string) map[string]string {
	now := agents.Extract(a, piece, "")
	for name := range before {
		if s := a.Slot(name); s != nil && s.Kind == agents.KindText {
			continue // free text asked takes any short phrase: no sign of a second value
		}
		if v := agents.Extract(a, piece, name)[name]; v != "" {
			now[name] = v
		}
	}
	return now
}

func quoteWords(ws []string) string {
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = fmt.Sprintf("%q", w)
	}
	return strings.Join(q, ", ")
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// noValueBefore reports a correction whose tail gives a value: the message
// is one request, corrected.
func noValueBefore(text string, at int) bool {
	return strings.ContainsAny(text[at:], "0123456789")
}
