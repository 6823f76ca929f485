package concierge

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// Events are stored as (kind, JSON) records (R22). The kinds are part of
// the database format: never rename one, only add.
const (
	kindMessage  = "message"
	kindNote     = "note"
	kindArtifact = "artifact"
	kindStatus   = "status"
	kindApproval = "approval"
	kindSecret   = "secret"
	kindTool     = "tool"
	kindHop      = "hop"
	kindModel    = "model_call"
	kindStart    = "turn_start"
	kindEnd      = "turn_end"
	kindPlan     = "plan"
	kindIntent   = "effect_intent"
	kindEffect   = "effect_result"
	kindLog      = "server_log"
)

// turnEnd is TurnFinished as stored: an error travels as its message.
type turnEnd struct {
	Cancelled bool
	Err       string `json:",omitempty"`
	Usage     agents.Usage
	Kept      int  `json:",omitempty"`
	Effective bool `json:",omitempty"`
}

// EncodeEvent turns an event into a record. Streaming deltas are not
// stored (the whole message follows), and ok is false for them.
func EncodeEvent(ev Event) (kind string, data json.RawMessage, ok bool) {
	var v any
	switch ev := ev.(type) {
	case MessageAdded:
		kind, v = kindMessage, ev
	case NoteAdded:
		kind, v = kindNote, ev
	case ArtifactAdded:
		kind, v = kindArtifact, ev
	case StatusChanged:
		kind, v = kindStatus, ev
	case ApprovalRequested:
		kind, v = kindApproval, ev
	case SecretRequested:
		kind, v = kindSecret, ev
	case ToolCalled:
		kind, v = kindTool, ev
	case AgentHop:
		kind, v = kindHop, ev
	case ModelCall:
		kind, v = kindModel, ev
	case TurnStarted:
		kind, v = kindStart, ev
	case PlanChanged:
		kind, v = kindPlan, ev
	case EffectStarted:
		kind, v = kindIntent, ev
	case EffectFinished:
		kind, v = kindEffect, ev
	case ServerLog:
		kind, v = kindLog, ev
	case TurnFinished:
		te := turnEnd{Cancelled: ev.Cancelled, Usage: ev.Usage, Kept: ev.Kept, Effective: ev.Effective}
		if ev.Err != nil {
			te.Err = ev.Err.Error()
		}
		kind, v = kindEnd, te
	default:
		return "", nil, false
	}
	b, err := json.Marshal(v)
	if err != nil {
		return "", nil, false
	}
	return kind, b, true
}

// DecodeEvent reads a record back. An unknown kind (a newer writer) is an
// error the caller may skip.
func DecodeEvent(kind string, data json.RawMessage) (Event, error) {
	var (
		ev  Event
		err error
	)
	switch kind {
	case kindMessage:
		ev, err = decode[MessageAdded](data)
	case kindNote:
		ev, err = decode[NoteAdded](data)
	case kindArtifact:
		ev, err = decode[ArtifactAdded](data)
	case kindStatus:
		ev, err = decode[StatusChanged](data)
	case kindApproval:
		ev, err = decode[ApprovalRequested](data)
	case kindSecret:
		ev, err = decode[SecretRequested](data)
	case kindTool:
		ev, err = decode[ToolCalled](data)
	case kindHop:
		ev, err = decode[AgentHop](data)
	case kindModel:
		ev, err = decode[ModelCall](data)
	case kindPlan:
		ev, err = decode[PlanChanged](data)
	case kindStart:
		ev, err = decode[TurnStarted](data)
	case kindIntent:
		ev, err = decode[EffectStarted](data)
	case kindEffect:
		ev, err = decode[EffectFinished](data)
	case kindLog:
		ev, err = decode[ServerLog](data)
	case kindEnd:
		var e turnEnd
		if e, err = decode[turnEnd](data); err == nil {
			f := TurnFinished{Cancelled: e.Cancelled, Usage: e.Usage, Kept: e.Kept, Effective: e.Effective}
			if e.Err != "" {
				f.Err = errors.New(e.Err)
			}
			ev = f
		}
	default:
		return nil, fmt.Errorf("unknown event kind %q", kind)
	}
	if err != nil {
		return nil, fmt.Errorf("event %s: %w", kind, err)
	}
	return ev, nil
}

func decode[T any](data json.RawMessage) (T, error) {
	var v T
	err := json.Unmarshal(data, &v)
	return v, err
}

// SessionStore is where an engine writes its session as it goes (R22,
// R44): records in order, a small state record per turn, and now and then
// a full snapshot. state.Store implements it; nil means nothing is stored.
type SessionStore interface {
	Create(sess *state.Session) error
	SaveTurn(id string, recs []state.Record, l state.Listing) error
	Snapshot(id string, sess *state.Session, afterSeq int64) error
}
