package concierge

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/concierge-dev/concierge/state"
)

// sessionExport is the shape of `sessions export --format json`.
type sessionExport struct {
	Session json.RawMessage `json:"session"`
	Events  []exportRecord  `json:"events"`
	// SkippedEvents counts the stored events left out because they could
	// not be read (R45); absent when there were none.
	SkippedEvents int `json:"skipped_events,omitempty"`
}

// exportRecord is a state.Record as exported, its data sanitised.
type exportRecord struct {
	Seq  int64           `json:"seq"`
	Kind string          `json:"kind"`
	Data json.RawMessage `json:"data"`
	Time time.Time       `json:"time"`
}

// SessionJSON is the JSON export of a stored session: the session and its
// event records in order, every string in them sanitised (R18, R46), since
// an export is read on a terminal too. A record that cannot be decoded
// (StoredEvent) is left out, passed to skip and counted in
// "skipped_events": one damaged row never fails the whole export (R45).
func SessionJSON(s *state.Session, recs []state.Record, skip SkipFunc) ([]byte, error) {
	raw, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("export session %s: %w", s.ID, err)
	}
	sess, err := sanitizeJSON(raw)
	if err != nil {
		return nil, fmt.Errorf("export session %s: %w", s.ID, err)
	}
	out := sessionExport{Session: sess, Events: make([]exportRecord, 0, len(recs))}
	for _, r := range recs {
		data, err := exportData(r)
		if err != nil {
			out.SkippedEvents++
			if skip != nil {
				skip(r.Seq, err.Error())
			}
			continue
		}
		out.Events = append(out.Events, exportRecord{Seq: r.Seq, Kind: SanitizeLine(r.Kind), Data: data, Time: r.Time})
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("export session %s: %w", s.ID, err)
	}
	return append(b, '\n'), nil
}

// exportData is a record's data, sanitised, or why it cannot be exported.
func exportData(r state.Record) (json.RawMessage, error) {
	if _, err := StoredEvent(r); err != nil {
		return nil, err
	}
	return sanitizeJSON(r.Data)
}

// sanitizeJSON returns the JSON document raw with every string in it,
// object keys included, sanitised. It works token by token, so keys keep
// their order and numbers their digits.
func sanitizeJSON(raw []byte) (json.RawMessage, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var (
		b bytes.Buffer
		// one entry per open object or array: the tokens written in it so
		// far, keys and values both, which says where commas and colons go
		open  []int
		inObj []bool
	)
	for done := false; !done; done = len(open) == 0 {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil, io.ErrUnexpectedEOF
		}
		if err != nil {
			return nil, err
		}
		if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
			b.WriteByte(byte(d))
			open, inObj = open[:len(open)-1], inObj[:len(inObj)-1]
			continue
		}
		if n := len(open); n > 0 {
			switch {
			case inObj[n-1] && open[n-1]%2 == 1:
				b.WriteByte(':')
			case open[n-1] > 0:
				b.WriteByte(',')
			}
			open[n-1]++
		}
		switch tok := tok.(type) {
		case json.Delim: // '{' or '['
			b.WriteByte(byte(tok))
			open, inObj = append(open, 0), append(inObj, tok == '{')
		case string:
			q, _ := json.Marshal(Sanitize(tok))
			b.Write(q)
		case json.Number:
			b.WriteString(tok.String())
		case bool:
			b.WriteString(strconv.FormatBool(tok))
		case nil:
			b.WriteString("null")
		}
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("more than one JSON value")
	}
	return b.Bytes(), nil
}
