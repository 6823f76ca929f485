package concierge

// Values typed as a form (R28; issue 24 round 9): "note: dentist, text:
// tuesday 3pm", "title=dentist body=tuesday 3pm", "subject: rent; body:
// pay by friday". Two or more labels, each naming a value of one agent
// (its slot's name or label, or the words people use for a title or a
// body), fill those values at once — never the first taken and the
// second asked for in a loop, nor the line refused as nobody's work. The
// line is said again in the agent's own words ("add a note, title:
// dentist, text: tuesday 3pm"), which the extractor reads as usual.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// formLabel is a label and its sign: "title:", "body =".
var formLabel = reading.Lazy(`(?i)(?:^|[\s,;(])([a-z][a-z_-]{1,15})\s*[:=]\s*`)

// titleLabels and bodyLabels are the words people label a title and a
// long text with, whatever the slots are named.
var (
	titleLabels = lazyWordSet(`title name subject heading label topic re`) // built on first use (R55)
	bodyLabels  = lazyWordSet(`text body content contents message details detail description desc msg note says say`)
)

// formField is one label of the line and its value.
type formField struct {
	label string
	value string
}

// formFields cuts text into its labelled fields and what comes before the
// first label; ok is false when fewer than two labels are found.
func formFields(text string) (lead string, fields []formField, ok bool) {
	locs := formLabel.FindAllStringSubmatchIndex(text, -1)
	if len(locs) < 2 {
		return "", nil, false
	}
	for i, l := range locs {
		end := len(text)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		v := strings.Trim(text[l[1]:end], " \t,;.")
		if v == "" {
			return "", nil, false
		}
		fields = append(fields, formField{label: strings.ToLower(text[l[2]:l[3]]), value: v})
	}
	return strings.Trim(text[:locs[0][0]], " \t,;.:"), fields, true
}

// formSlot is the slot of a that a label names, nil when none; body says
// whether another label of the line names a long text (then "note:" is
// the title: "note: dentist, text: tuesday 3pm").
func formSlot(a *agents.Agent, label string, body bool) *agents.Slot {
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind == agents.KindSecret {
			continue
		}
		if strings.EqualFold(s.Name, label) || strings.EqualFold(s.LabelOrName(), label) {
			return s
		}
	}
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind != agents.KindText {
			continue
		}
		title := len(s.FreeCues()) > 0 && !s.Long
		switch {
		case title && (titleLabels()[label] || label == "note" && body):
			return s
		case s.Long && bodyLabels()[label] && !(label == "note" && body):
			return s
		}
	}
	return nil
}

// formSaid is the line said again in the agent's words when it is a form
// for one agent's values, "" when it is not.
func (e *Engine) formSaid(text string) string {
	if e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Pending.Secret != nil {
		return ""
	}
	lead, fields, ok := formFields(text)
	if !ok {
		return ""
	}
	body := false
	for _, f := range fields {
		body = body || bodyLabels()[f.label] && f.label != "note"
	}
	var fit *agents.Agent
	var slots []*agents.Slot
	for _, a := range e.domain.Agents {
		if !a.ExposeToUser {
			continue
		}
		var got []*agents.Slot
		seen := map[string]bool{}
		for _, f := range fields {
			s := formSlot(a, f.label, body)
			if s == nil || seen[s.Name] {
				got = nil
				break
			}
			seen[s.Name] = true
			got = append(got, s)
		}
		if len(got) == 0 {
			continue
		}
		if fit != nil {
			return "" // two agents take these labels: the router's to choose
		}
		fit, slots = a, got
	}
	if fit == nil || len(fit.Examples) == 0 {
		return ""
	}
	if lead != "" {
		if best, ok := e.router.Best(lead, e.domain.Agents); !ok || best.Agent != fit {
			return "" // "ask bob: title: …": words of another request
		}
	}
	said := fit.Examples[0]
	for _, long := range []bool{false, true} { // a long text last: it runs to the end
		for i, s := range slots {
			if s.Long != long {
				continue
			}
			if cues := s.FreeCues(); long && len(cues) > 0 && strings.Contains(fields[i].value, ",") {
				// "…, saying eggs, milk, bread": the text's commas stay in
				// it, never read as more requests ("text: eggs" is no
				// text message to send; round 30's ins33)
				said += fmt.Sprintf(", %s %s", cues[0], fields[i].value)
				continue
			}
			said += fmt.Sprintf(", %s: %s", s.Name, fields[i].value)
		}
	}
	return said
}
