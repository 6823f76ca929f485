package concierge

// Rebuilding a stored session (R22, R42, R44): the last full snapshot,
// then the records after it. Messages, notes and artifacts come from their
// events; the rest of the session (speaker, stack, facts, work, pending)
// from the last state record. A turn with no state record after it was
// cut short by a crash: the session is as it was before that turn, plus
// what the user typed — exactly what a cancelled turn leaves (R12) —
// except that a side effect which had run, or may have, stands (R42).

import (
	"encoding/json"
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// ResumeTail is what Recover needs of the records after a snapshot, for
// state.Store.LoadTail: the transcript's records and what rewinds them
// (rollbacks, recovery markers) wherever they are, the last state record,
// and the whole of the last turn, which a crash may have cut short. The
// records left out (earlier turns' traces and state records) change
// nothing Recover rebuilds, so a resume reads and decodes a fraction of a
// long session (R55).
var ResumeTail = state.Tail{
	Turn:  kindStart,
	State: kindState,
	Keep:  []string{kindMessage, kindNote, kindArtifact, kindRollback, kindRecovered},
}

// Restored is a stored session rebuilt for resuming or reading.
type Restored struct {
	Session *state.Session
	// LastSeq is the last record's seq, read or not.
	LastSeq int64
	// Interrupted is the user's last message when a crash cut its turn
	// short; "" when no turn was cut short.
	Interrupted string
	// Ran and InDoubt are the side effects of that turn whose outcome was
	// recorded, and those whose outcome is unknown (R42).
	Ran, InDoubt []EffectStarted
	// Damaged describes the records that could not be read; they are
	// skipped (R45).
	Damaged []string
}

// Recover rebuilds a session from its snapshot and the records after it.
func Recover(snapshot *state.Session, after []state.Record) *Restored {
	return RecoverFrom(snapshot.Clone(), after)
}

// RecoverFrom is Recover building on the snapshot itself, which the caller
// hands over and does not use again: a long session's snapshot is not
// copied (a resume's and an export's memory, R55).
func RecoverFrom(snapshot *state.Session, after []state.Record) *Restored {
	r := &Restored{Session: snapshot}
	s := r.Session
	committed := lengths{len(s.Messages), len(s.Notes), len(s.Artifacts)}
	var tail []Event // what came after the last state record
	var turn []Event // the last turn's events, from its TurnStarted on
	open := false    // a turn started and never finished
	damaged := 0     // unreadable records in that turn: any might be an intent
	for _, rec := range after {
		if rec.Seq > r.LastSeq {
			r.LastSeq = rec.Seq
		}
		if rec.Damaged != "" {
			r.Damaged = append(r.Damaged, fmt.Sprintf("record %d: %s", rec.Seq, rec.Damaged))
			if open {
				damaged++
			}
			continue
		}
		switch rec.Kind {
		case kindRecovered:
			// a resume already said what the cut-short turn left: that
			// turn is closed, and the transcript is what that resume rebuilt
			var l lengths
			if err := json.Unmarshal(rec.Data, &l); err == nil {
				truncate(s, l)
			}
			open, turn, tail, damaged = false, nil, nil, 0
			committed = lengths{len(s.Messages), len(s.Notes), len(s.Artifacts)}
			continue
		case kindState:
			core, err := state.Unmarshal(rec.Data)
			if err != nil {
				r.Damaged = append(r.Damaged, fmt.Sprintf("record %d: %v", rec.Seq, err))
				continue
			}
			core.ID, core.Domain, core.Created = s.ID, s.Domain, s.Created
			core.Messages, core.Notes, core.Artifacts = s.Messages, s.Notes, s.Artifacts
			*s = *core
			committed, tail = lengths{len(s.Messages), len(s.Notes), len(s.Artifacts)}, nil
			continue
		case kindRollback:
			var l lengths
			if err := json.Unmarshal(rec.Data, &l); err != nil {
				r.Damaged = append(r.Damaged, fmt.Sprintf("record %d: %v", rec.Seq, err))
				continue
			}
			truncate(s, l)
			continue
		}
		ev, err := DecodeEvent(rec.Kind, rec.Data)
		if err != nil {
			r.Damaged = append(r.Damaged, fmt.Sprintf("record %d: %v", rec.Seq, err))
			continue
		}
		switch ev := ev.(type) {
		case MessageAdded:
			s.Messages = append(s.Messages, ev.Message)
		case NoteAdded:
			s.Notes = append(s.Notes, ev.Note)
		case ArtifactAdded:
			s.Artifacts = append(s.Artifacts, ev.Artifact)
		case TurnStarted:
			open, turn, damaged = true, nil, 0
		case TurnFinished:
			open = false
		}
		tail = append(tail, ev)
		turn = append(turn, ev)
	}
	if open || hasUserMessage(tail) {
		r.cutShort(committed, tail, turn, damaged)
	}
	return r
}

func hasUserMessage(evs []Event) bool {
	for _, ev := range evs {
		if m, ok := ev.(MessageAdded); ok && m.Message.Role == state.RoleUser {
			return true
		}
	}
	return false
}

// cutShort undoes what a turn cut short by a crash did after its last
// state record (tail), keeping what the user typed and any side effect of
// the turn that had run or may have.
func (r *Restored) cutShort(committed lengths, tail, turn []Event, damaged int) {
	s := r.Session
	truncate(s, committed)
	for _, ev := range tail {
		if m, ok := ev.(MessageAdded); ok && m.Message.Role == state.RoleUser {
			s.Messages = append(s.Messages, m.Message)
		}
	}
	// the user's message that started the turn: it comes just before it
	for i := len(s.Messages) - 1; i >= 0; i-- {
		if m := s.Messages[i]; m.Role == state.RoleUser {
			r.Interrupted = m.Text
			break
		}
	}
	finished := map[string]EffectFinished{}
	var started []EffectStarted
	seen := map[string]bool{}
	for _, ev := range turn {
		switch ev := ev.(type) {
		case EffectStarted:
			started = append(started, ev)
			seen[ev.Key] = true
		case EffectFinished:
			finished[ev.Key] = ev
			if !seen[ev.Key] {
				// its intent record is unreadable: the outcome says enough
				started = append(started, EffectStarted{Key: ev.Key, Agent: ev.Agent, Tool: ev.Tool, Summary: ev.Summary})
				seen[ev.Key] = true
			}
		}
	}
	if ap := s.Pending.Approval; ap != nil && damaged > 0 && len(started) == 0 {
		// an unreadable record in the turn may have been the intent of
		// the approved call: it is in doubt, and never run again
		started = append(started, EffectStarted{Key: "unreadable", Agent: ap.Agent, Tool: ap.Tool, Summary: ap.Summary})
	}
	for _, st := range started {
		fin, ok := finished[st.Key]
		if !ok {
			r.InDoubt = append(r.InDoubt, st)
		} else if fin.Err == "" {
			r.Ran = append(r.Ran, st)
			for k, v := range fin.Facts {
				s.Facts[k] = v // what the effect changed stands
			}
		} else {
			continue // refused: nothing happened
		}
		// the call was approved and has run (or may have): it is never
		// asked again, and its task does not go on to run it twice
		if ap := s.Pending.Approval; ap != nil && ap.Agent == st.Agent && ap.Tool == st.Tool {
			s.Pending.Approval = nil
		}
		if s.Speaker == st.Agent {
			s.Speaker = ""
		}
		delete(s.Work, st.Agent)
	}
	if r.Interrupted == "" {
		r.Interrupted = "(your last message)"
	}
}

// truncate cuts the transcript lists back to l.
func truncate(s *state.Session, l lengths) {
	s.Messages = s.Messages[:min(l.Messages, len(s.Messages))]
	s.Notes = s.Notes[:min(l.Notes, len(s.Notes))]
	s.Artifacts = s.Artifacts[:min(l.Artifacts, len(s.Artifacts))]
}

// markRecovered stores that this resume has said what a cut-short turn
// left, so that no later resume says it again or re-applies its effects.
func (e *Engine) markRecovered() {
	e.record(kindRecovered, lengths{Messages: len(e.sess.Messages), Notes: len(e.sess.Notes), Artifacts: len(e.sess.Artifacts)})
}

// sayRecovered tells the user, on resume, that a crash cut the last turn
// short and what of it stands (R42).
func (e *Engine) sayRecovered(r *Restored) {
	for _, d := range r.Damaged {
		e.note(state.NoteInfo, "Skipped a damaged record of this session: "+d)
	}
	if r.Interrupted == "" {
		return
	}
	var ran, doubt []string
	for _, st := range r.Ran {
		ran = append(ran, effectWords(st.Summary, st.Tool))
	}
	for _, st := range r.InDoubt {
		doubt = append(doubt, effectWords(st.Summary, st.Tool))
	}
	msg := fmt.Sprintf("This turn was interrupted before I answered %q.", reading.Clip(SanitizeLine(r.Interrupted), 80))
	switch {
	case len(ran) > 0 && len(doubt) == 0:
		msg += fmt.Sprintf(" %s had already run: it stands and will not run again.", upper(joinAnd(ran)))
	case len(doubt) > 0:
		msg += fmt.Sprintf(" %s was running when it stopped: it may or may not have happened, so it is marked in doubt and will not run again. Check before you try it again.", upper(joinAnd(doubt)))
		if len(ran) > 0 {
			msg += fmt.Sprintf(" %s had already run and stands.", upper(joinAnd(ran)))
		}
	default:
		msg += " Nothing of it was done; you can send it again."
	}
	e.note(state.NoteInfo, "Resumed after an interrupted turn")
	for _, d := range doubt {
		e.note(state.NoteApproval, "In doubt: "+d)
	}
	e.reply(agents.ConciergeName, msg)
}

func joinAnd(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	out := ""
	for i, it := range items {
		switch {
		case i == 0:
		case i == len(items)-1:
			out += " and "
		default:
			out += ", "
		}
		out += it
	}
	return out
}

func upper(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	if r[0] >= 'a' && r[0] <= 'z' {
		r[0] -= 'a' - 'A'
	}
	return string(r)
}
