package concierge

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// Every stored event kind reads back as it was written (R22).
func TestEventRecordRoundTrip(t *testing.T) {
	t.Parallel()
	at := FixedClock()
	events := []Event{
		MessageAdded{Message: state.Message{Role: state.RoleUser, Text: state.SecretMask, Masked: true, Time: at}},
		NoteAdded{Note: state.Note{Kind: state.NoteRoute, Text: "Choosing x due to: y", Time: at}},
		ArtifactAdded{Artifact: state.Artifact{Title: "t", Body: "b", Kind: "letter", Agent: "a", Time: at}},
		StatusChanged{Speaker: "authenticate", Stack: []string{"transfer_money"}},
		ApprovalRequested{Approval: state.Approval{Agent: "a", Tool: "transfer", Args: map[string]string{"amount": "1.00"}, Summary: "s"}},
		SecretRequested{Secret: state.Secret{Agent: "authenticate", Slot: "password", Label: "password"}},
		ToolCalled{Agent: "a", Tool: "t", Args: agents.Args{"k": "v"}, Result: "r"},
		AgentHop{Agent: "a", Why: "takes the task"},
		ModelCall{Purpose: "route", Requests: 2, Tokens: 30, Latency: 1500 * time.Millisecond, Err: "x"},
		PlanChanged{Plan: state.Plan{Steps: []state.PlanStep{{Action: "a", Agent: "b", Status: state.StepApproved}}, Awaiting: true}},
		TurnStarted{Input: "hi"},
		TurnFinished{Cancelled: true, Usage: agents.Usage{Requests: 1, Tokens: 2}},
	}
	for _, ev := range events {
		kind, data, ok := EncodeEvent(ev)
		if !ok {
			t.Fatalf("%T not encoded", ev)
		}
		back, err := DecodeEvent(kind, data)
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		if !reflect.DeepEqual(normaliseTimes(back), normaliseTimes(ev)) {
			t.Errorf("%s: got %#v, want %#v", kind, back, ev)
		}
	}
	// an error travels as its message
	_, data, _ := EncodeEvent(TurnFinished{Err: errors.New("boom")})
	back, _ := DecodeEvent(kindEnd, data)
	if f := back.(TurnFinished); f.Err == nil || f.Err.Error() != "boom" {
		t.Errorf("TurnFinished error = %v", f.Err)
	}
	if _, _, ok := EncodeEvent(ReplyDelta{Agent: "a", Text: "x"}); ok {
		t.Error("streaming deltas are stored")
	}
	if _, err := DecodeEvent("from_the_future", []byte("{}")); err == nil {
		t.Error("an unknown kind decoded")
	}
	if _, err := DecodeEvent(kindNote, []byte("{not json")); err == nil {
		t.Error("bad JSON decoded")
	}
}

// normaliseTimes drops monotonic clock readings so DeepEqual compares instants.
func normaliseTimes(ev Event) Event {
	switch e := ev.(type) {
	case MessageAdded:
		e.Message.Time = e.Message.Time.UTC()
		return e
	case NoteAdded:
		e.Note.Time = e.Note.Time.UTC()
		return e
	case ArtifactAdded:
		e.Artifact.Time = e.Artifact.Time.UTC()
		return e
	}
	return ev
}
