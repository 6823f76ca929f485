package understand

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// At is what waits for the user's answer when a message comes.
type At uint8

const (
	AtNone     At = iota // nothing: a fresh request
	AtSlot               // the question of a slot (Moment.Slot)
	AtSecret             // the masked prompt of a secret slot (Moment.Slot)
	AtUsername           // the username of an agent with a secret slot (Moment.Slot)
	AtApproval           // a pending call's approval (Moment.Pending)
	AtPlan               // a plan waiting for a yes
)

var atNames = [...]string{"none", "slot", "secret", "username", "approval", "plan"}

func (a At) String() string {
	if int(a) < len(atNames) {
		return atNames[a]
	}
	return "at?"
}

// Moment is the context a message is read in (R50): what waits, who
// speaks, the values so far and the facts.
type Moment struct {
	At      At
	Agent   string            // the agent whose slot, secret or call waits
	Slot    string            // the slot asked, at AtSlot, AtSecret, AtUsername
	Pending map[string]string // at AtApproval: the pending call's values by slot
	Speaker string
	Values  map[string]string
	Facts   agents.Facts
	// What the user can refer to (context_refs.go): the last task done,
	// the tasks waiting (next first) and the items of the list last shown.
	LastTask string
	Stack    []string
	LastList []string
}

// ParseMoment reads a moment as the corpus and `concierge read --at`
// write it: none, slot:NAME, secret:NAME, username, approval or plan.
// The username prompt's slot is the first text slot of d, when d is given;
// an approval's call is the first of d's agents with a side effect, with
// the slots it can show pending, as training reads the corpus's approvals
// and as the loop's pending call is (without it `read --at approval` read
// "actually make it 45" as a correction that used no 45).
func ParseMoment(s string, d *agents.Domain) (Moment, error) {
	kind, arg, _ := strings.Cut(strings.TrimSpace(s), ":")
	for i, n := range atNames {
		if kind != n {
			continue
		}
		m := Moment{At: At(i), Slot: arg}
		if (m.At == AtSlot || m.At == AtSecret) != (arg != "") {
			return Moment{}, fmt.Errorf("%q: slot and secret take a slot name (slot:amount), the others none", s)
		}
		if d != nil {
			if m.At == AtUsername && m.Slot == "" {
				m.Agent, m.Slot = usernameSlot(d)
			}
			for _, a := range d.Agents {
				if m.Slot != "" && a.Slot(m.Slot) != nil && m.Agent == "" {
					m.Agent = a.Name
				}
			}
			if m.Slot != "" && m.Agent == "" {
				return Moment{}, fmt.Errorf("%q: the domain has no slot %s", s, m.Slot)
			}
			if m.At == AtApproval {
				di := newDomainInfo(d)
				m.Agent, m.Pending = movingAgent(di), pendingSlots(di)
			}
		}
		return m, nil
	}
	return Moment{}, fmt.Errorf("%q is not a moment: none, slot:NAME, secret:NAME, username, approval or plan", s)
}

// usernameSlot is the first text slot of an agent with a secret slot.
func usernameSlot(d *agents.Domain) (agent, slot string) {
	for _, a := range d.Agents {
		secret := false
		for _, s := range a.Slots {
			secret = secret || s.Kind == agents.KindSecret
		}
		if !secret {
			continue
		}
		for _, s := range a.Slots {
			if s.Kind == agents.KindText {
				return a.Name, s.Name
			}
		}
	}
	return "", ""
}
