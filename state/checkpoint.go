package state

// Checkpoint is a copy of a session's mutable parts, taken before a turn so
// that a cancelled or failed turn leaves the session as it was (R12).
//
// Messages, notes and artifacts only ever grow during a turn, so the
// checkpoint keeps their lengths instead of copying them: the cost of a
// checkpoint does not grow with the length of the conversation.
type Checkpoint struct {
	messages, notes, artifacts int

	facts   map[string]string
	speaker string
	agenda  Agenda
	work    map[string]*Work
	pending Pending
	plan    *Plan
	grants  []Grant
	last    *LastTask
}

// Checkpoint records the session's current state.
func (s *Session) Checkpoint() Checkpoint {
	return Checkpoint{
		messages:  len(s.Messages),
		notes:     len(s.Notes),
		artifacts: len(s.Artifacts),
		facts:     cloneMap(s.Facts),
		speaker:   s.Speaker,
		agenda:    append(Agenda(nil), s.Agenda...),
		work:      cloneWork(s.Work),
		pending:   clonePending(s.Pending),
		plan:      s.Plan.Clone(),
		grants:    append([]Grant(nil), s.Grants...),
		last:      s.Last.clone(),
	}
}

// Restore puts the session back to the checkpoint.
func (s *Session) Restore(c Checkpoint) {
	s.Messages = s.Messages[:min(c.messages, len(s.Messages))]
	s.Notes = s.Notes[:min(c.notes, len(s.Notes))]
	s.Artifacts = s.Artifacts[:min(c.artifacts, len(s.Artifacts))]
	s.Facts = cloneMap(c.facts)
	s.Speaker = c.speaker
	s.Agenda = append(Agenda(nil), c.agenda...)
	s.Work = cloneWork(c.work)
	s.Pending = clonePending(c.pending)
	s.Plan = c.plan.Clone()
	s.Grants = append([]Grant(nil), c.grants...)
	s.Last = c.last.clone()
}

// Clone returns a deep copy of the session.
func (s *Session) Clone() *Session {
	c := *s
	c.Messages = append([]Message(nil), s.Messages...)
	c.Notes = append([]Note(nil), s.Notes...)
	c.Artifacts = append([]Artifact(nil), s.Artifacts...)
	c.Facts = cloneMap(s.Facts)
	c.Agenda = append(Agenda(nil), s.Agenda...)
	c.Work = cloneWork(s.Work)
	c.Pending = clonePending(s.Pending)
	c.Plan = s.Plan.Clone()
	c.Grants = append([]Grant(nil), s.Grants...)
	c.Last = s.Last.clone()
	c.normalise()
	return &c
}

func (l *LastTask) clone() *LastTask {
	if l == nil {
		return nil
	}
	c := &LastTask{Agent: l.Agent, Slots: cloneMap(l.Slots)}
	if l.Pinned != nil {
		c.Pinned = cloneMap(l.Pinned)
	}
	for _, e := range l.Earlier {
		c.Earlier = append(c.Earlier, *e.clone())
	}
	return c
}

func cloneMap(m map[string]string) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func cloneWork(m map[string]*Work) map[string]*Work {
	out := make(map[string]*Work, len(m))
	for k, w := range m {
		if w == nil {
			continue
		}
		out[k] = &Work{Slots: cloneMap(w.Slots), Memory: cloneMap(w.Memory), Said: cloneMap(w.Said), Entered: w.Entered, Request: w.Request}
	}
	return out
}

func clonePending(p Pending) Pending {
	var out Pending
	if p.Approval != nil {
		a := *p.Approval
		a.Args = cloneMap(p.Approval.Args)
		a.Params = append([]string(nil), p.Approval.Params...)
		out.Approval = &a
	}
	if p.Secret != nil {
		sec := *p.Secret
		out.Secret = &sec
	}
	return out
}
