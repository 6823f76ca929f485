package concierge

// A change asked for after a document is written (R50, R27): "can you
// also change the letter to say the claim was fraudulent", or a reason
// given afterwards, "because the roof damage was pre-existing". The
// decline letter is standardised: it has no place for a reason or words
// of the user's own. That is said plainly, in one sentence, with the
// values the document was written with kept — never a new letter that
// asks for the claim id again, nor the user's words quoted as unused.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// changeWords ask for what a document says to be changed.
var changeWords = reading.Lazy(`(?i)\b(?:change|changes|edit|amend|modify|update|make|set|switch|replace|swap|rewrite|reword|add|adding|include|insert|mention|say|says|state|put|write\s+in|specify|note\s+that|explain)\b`)

// docWords name a document or a part of one ("add a line about …").
var docWords = reading.Lazy(`(?i) (?:it|line|lines|paragraph|sentence|reason|wording|text|section|bit|part|note) `)

// reasonLead opens a reason: "because …", "the reason is …", "it was
// declined as …".
var reasonLead = reading.Lazy(`(?i)^(?:(?:oh|and|also|ok|okay|oh\s+and|btw|sorry|so|right|fine|alright)[,.!\s]+)*(?:because|bc|cause|cos|coz|'cause|since|due\s+to|as\s+the|the\s+reason\s+(?:is|was|being)|reason:|reason\s+being|(?:(?:the|decline|declined|declining)\s+)?reasons?(?:\s+for\s+(?:the\s+)?(?:decline|declining|rejection|refusal))?\s*[:=\-–]?\s+|grounds?(?:\s+(?:is|are|was|were))?\s*[:=\-–]?\s+|(?:declined|rejected)\s+(?:for|due\s+to|because\s+of|on\s+(?:the\s+)?grounds\s+of)\s+|it\s+was\s+(?:declined|rejected|refused)\s+(?:because|as|for|due))\b`)

// whatToSay is the words the user wants in the document: after the
// change word ("to say the claim was fraudulent") or the reason.
var whatToSay = reading.Lazy(`(?i)\b(?:say|says|saying|state|states|mention|include|add|put|that|because|bc|cos|coz|cuz|cause|since|due\s+to|reason\s+(?:is|was|being)|reasons?(?:\s+for\s+(?:the\s+)?(?:decline|declining|rejection|refusal))?|grounds?(?:\s+(?:is|are|was|were))?|(?:declined|rejected)\s+(?:for|due\s+to|because\s+of|on\s+(?:the\s+)?grounds\s+of))\b[:=\-–\s]+(.+)$`)

// changeAfterDone reads a change to the document the last task wrote, for
// an agent with no free-text slot to take it: the Why panel's note and the
// answer; ok is false for any other message. It only reads.
func (e *Engine) changeAfterDone(text string, fixing bool) (note, reply string, ok bool) {
	l := e.lastDocTask()       // the letter before a side task too (ins24b)
	text = reasonSpelled(text) // "resn: pre existng damgae" (ins24b)
	if fixing || l == nil || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return "", "", false
	}
	a := e.domain.Agent(l.Agent)
	art := e.lastArtifactOf(l.Agent)
	if a == nil || art == nil || hasTextSlot(a) {
		return "", "", false
	}
	kind := art.Kind
	if kind == "" {
		kind = "document"
	}
	n := " " + strings.Join(reading.Words(text), " ") + " "
	names := strings.Contains(n, " "+strings.ToLower(kind)+" ") || docWords.MatchString(n)
	framed := reasonLead.MatchString(strings.TrimSpace(text))
	asked := changeWords.MatchString(text) && names || framed
	// "the driver was uninsured at time of crash": a fact about the claim
	// is its reason too (reason_after_done.go), unless a correction of the
	// document took the message
	fact := !asked && !fixing && declines(a) && (claimFact(a, kind, text) || claimFact(a, kind, spelledEnglish(text))) // "the clamant faild to discloze …" (ins24b)
	// "i just don't like the guy's face": a dislike given as the reason
	// (ins21_reason.go)
	dislike := declines(a) && personalDislike.MatchString(text) && !reasonSaidNone(text) // "no reason needed" is none (reason_said_none.go)
	if !asked && !fact && !dislike {
		return "", "", false
	}
	for name, raw := range agents.Extract(a, text, "") {
		if s := a.Slot(name); s != nil {
			if v, err := s.Normalize(raw, e.pinnedFacts(a)); err == nil && v != l.Slots[name] {
				if (fact || agents.ToldOverGiven(s, l.Slots[name], v, text)) && s.Kind == agents.KindEnum {
					continue // "the car was parked at home": a choice the story tells of, no correction
				}
				return "", "", false // another value: a correction or a new request
			}
		}
	}
	routed := text
	if framed || dislike || fact {
		routed = withoutNegations(text) // "reason: i don't like …" is no "I don't know my claim id"
	}
	if best, ok := e.router.Best(routed, e.domain.Agents); ok && best.Agent != a && best.Core && !dislike {
		return "", "", false // another agent's request
	}
	said := ""
	if fact || dislike && !framed {
		said = strings.TrimRight(strings.TrimSpace(text), ".!?") // the fact whole, never its tail after "that"
	} else if m := whatToSay.FindStringSubmatch(text); m != nil {
		said = strings.TrimRight(strings.TrimSpace(m[1]), ".!?")
	}
	var kept []string
	for _, s := range a.Slots {
		if v := l.Slots[s.Name]; v != "" && s.Kind != agents.KindSecret {
			kept = append(kept, fmt.Sprintf("%s %s", s.LabelOrName(), v))
		}
	}
	if dislike && declines(a) {
		written := ""
		if s := claimIDSlot(a); s != nil && l.Slots[s.Name] != "" {
			written = "claim " + l.Slots[s.Name]
		}
		note = fmt.Sprintf("Not a lawful reason: %s's %s names no reason of the user's dislike", a.Name, kind)
		return note, prompts.ReasonNotLawful(reading.Clip(said, 60), written), true
	}
	what := "that"
	if said != "" {
		what = fmt.Sprintf("%q", reading.Clip(said, 60))
	}
	reply = fmt.Sprintf("The %s is standardised and, once written, has no place for a reason or wording of your own, so I can't add %s to it; it stays as written for %s, and I can %s again or with another %s if you need%s.",
		kind, what, strings.Join(kept, ", "), a.TaskPhrase(), joinOr(slotLabels(a)), namedWithRequest(a, kind))
	note = fmt.Sprintf("Not changed: %s has no value that takes the words asked for; its %s stays as written", a.Name, kind)
	return note, reply, true
}

// lastArtifactOf is the last document the agent wrote, nil when none.
func (e *Engine) lastArtifactOf(agent string) *state.Artifact {
	for i := len(e.sess.Artifacts) - 1; i >= 0; i-- {
		if e.sess.Artifacts[i].Agent == agent {
			return &e.sess.Artifacts[i]
		}
	}
	return nil
}

func hasTextSlot(a *agents.Agent) bool {
	for _, s := range a.Slots {
		if s.Kind == agents.KindText {
			return true
		}
	}
	return false
}

// slotLabels are the labels of a's slots, secrets left out.
func slotLabels(a *agents.Agent) []string {
	var out []string
	for _, s := range a.Slots {
		if s.Kind != agents.KindSecret {
			out = append(out, s.LabelOrName())
		}
	}
	return out
}
