package concierge

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/concierge-dev/concierge/state"
)

// The JSON export (`sessions export --format json`) is written as it is
// read: one record at a time from the store to the output, so that the
// memory it takes does not grow with the session (R55). Its layout is
// what json.MarshalIndent made of
//
//	{"session": {…}, "events": [{"seq", "kind", "data", "time"}…], "skipped_events": N}
//
// with "skipped_events" absent when no record was left out.

// SessionJSON is the JSON export of a stored session, in memory: the
// session and its event records in order, every string in them sanitised
// (R18, R46), since an export is read on a terminal too. A record that
// cannot be decoded (StoredEvent) is left out, passed to skip and counted
// in "skipped_events": one damaged row never fails the whole export (R45).
func SessionJSON(s *state.Session, recs []state.Record, skip SkipFunc) ([]byte, error) {
	var b bytes.Buffer
	err := WriteSessionJSON(&b, s, func(fn func(state.Record) error) error {
		for _, r := range recs {
			if err := fn(r); err != nil {
				return err
			}
		}
		return nil
	}, skip)
	if err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// WriteSessionJSON writes SessionJSON's export to w as it reads the
// records: each calls its function with every record of the session in
// order (state.Store.EachEvent).
func WriteSessionJSON(w io.Writer, s *state.Session, each func(func(state.Record) error) error, skip SkipFunc) error {
	raw, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("export session %s: %w", s.ID, err)
	}
	sess, err := sanitizeJSON(raw)
	if err != nil {
		return fmt.Errorf("export session %s: %w", s.ID, err)
	}
	raw = nil
	head := append([]byte("{\n  \"session\": "), appendIndented(make([]byte, 0, len(sess)*3/2), sess, "  ")...)
	sess = nil
	head = append(head, ",\n  \"events\": ["...)
	bw := bufio.NewWriterSize(w, 64<<10)
	if _, err := bw.Write(head); err != nil {
		return err
	}
	head = nil // the records' buffer is a small one: this one is not kept
	buf := make([]byte, 0, 64<<10)
	n, skipped := 0, 0
	err = each(func(r state.Record) error {
		data, err := exportData(r)
		if err != nil {
			skipped++
			if skip != nil {
				skip(r.Seq, err.Error())
			}
			return nil
		}
		if n > 0 {
			buf = append(buf, ',')
		}
		n++
		buf = append(buf, "\n    {\n      \"seq\": "...)
		buf = strconv.AppendInt(buf, r.Seq, 10)
		buf = append(buf, ",\n      \"kind\": "...)
		buf = appendJSONString(buf, SanitizeLine(r.Kind))
		buf = append(buf, ",\n      \"data\": "...)
		buf = appendIndented(buf, data, "      ")
		buf = append(buf, ",\n      \"time\": "...)
		buf = appendJSONTime(buf, r.Time)
		buf = append(buf, "\n    }"...)
		if len(buf) >= 32<<10 {
			_, err := bw.Write(buf)
			buf = buf[:0]
			return err
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("export session %s: %w", s.ID, err)
	}
	if n > 0 {
		buf = append(buf, "\n  "...)
	}
	buf = append(buf, ']')
	if skipped > 0 {
		buf = append(buf, ",\n  \"skipped_events\": "...)
		buf = strconv.AppendInt(buf, int64(skipped), 10)
	}
	buf = append(buf, "\n}\n"...)
	if _, err := bw.Write(buf); err != nil {
		return err
	}
	return bw.Flush()
}

// exportData is a record's data, sanitised, or why it cannot be exported.
func exportData(r state.Record) (json.RawMessage, error) {
	if _, err := StoredEvent(r); err != nil {
		return nil, err
	}
	// StoredEvent has checked that the data is valid JSON
	return sanitizeValidJSON(r.Data), nil
}

// appendIndented appends the compact, valid JSON value v laid out as
// json.Indent(dst, v, prefix, "  ") lays it out, without checking it again
// byte by byte as json.Indent does (a long export's data is tens of
// megabytes).
func appendIndented(dst, v []byte, prefix string) []byte {
	depth := 0
	newline := func() {
		dst = append(dst, '\n')
		dst = append(dst, prefix...)
		for range depth {
			dst = append(dst, "  "...)
		}
	}
	for i := 0; i < len(v); i++ {
		switch c := v[i]; c {
		case '"':
			end := stringEnd(v, i)
			dst = append(dst, v[i:end]...)
			i = end - 1
		case '{', '[':
			dst = append(dst, c)
			if i+1 < len(v) && (v[i+1] == '}' || v[i+1] == ']') {
				dst = append(dst, v[i+1])
				i++
				continue
			}
			depth++
			newline()
		case '}', ']':
			depth--
			newline()
			dst = append(dst, c)
		case ',':
			dst = append(dst, c)
			newline()
		case ':':
			dst = append(dst, ':', ' ')
		default:
			dst = append(dst, c)
		}
	}
	return dst
}

// appendJSONString appends s as a JSON string, as json.Marshal writes it.
func appendJSONString(dst []byte, s string) []byte {
	q, _ := json.Marshal(s)
	return append(dst, q...)
}

// appendJSONTime appends t as json.Marshal writes a time.Time.
func appendJSONTime(dst []byte, t time.Time) []byte {
	q, err := t.MarshalJSON()
	if err != nil {
		return append(dst, "null"...)
	}
	return append(dst, q...)
}
