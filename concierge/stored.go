package concierge

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/concierge-dev/concierge/state"
)

// Reading a stored session back (show, export, resume): one event row that
// cannot be read is left out with a warning, and never costs the rest of
// the session (R45).

// SkipFunc hears about each stored event a reader left out: its sequence
// number and why, in words for a warning. The reason may quote the stored
// data: sanitise it before showing it.
type SkipFunc func(seq int64, why string)

// StoredEvent decodes one stored record, or says why it cannot be: the
// store could not read the row, its data is not JSON, or its kind or shape
// is not one this build knows (a newer build wrote it). A record that is
// not an event (the store's own state and rollback records, saving.go) is
// (nil, nil): readers of the transcript pass over it.
func StoredEvent(r state.Record) (Event, error) {
	if r.Damaged != "" {
		return nil, fmt.Errorf("the stored event is damaged: %s", r.Damaged)
	}
	// data the store read but which is not JSON is as damaged as a row it
	// could not read: said so, rather than quoting a JSON syntax error
	if !json.Valid(r.Data) {
		return nil, errors.New("the stored event is damaged: its data is not valid JSON")
	}
	if r.Kind == kindState || r.Kind == kindRollback || r.Kind == kindRecovered {
		return nil, nil
	}
	return DecodeEvent(r.Kind, r.Data)
}

// DecodeRecords decodes stored records in order, leaving out (and passing
// to skip, which may be nil) every one StoredEvent cannot decode.
func DecodeRecords(recs []state.Record, skip SkipFunc) []Event {
	out := make([]Event, 0, len(recs))
	for _, r := range recs {
		ev, err := StoredEvent(r)
		if err != nil {
			if skip != nil {
				skip(r.Seq, err.Error())
			}
			continue
		}
		if ev != nil {
			out = append(out, ev)
		}
	}
	return out
}
