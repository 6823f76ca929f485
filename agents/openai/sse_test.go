package openai

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

// readEvents reads every event of body.
func readEvents(body string) ([]sseEvent, error) {
	r := newSSEReader(strings.NewReader(body))
	var out []sseEvent
	for {
		ev, err := r.next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, ev)
	}
}

func TestSSEReader(t *testing.T) {
	t.Parallel()
	data := func(s string) sseEvent { return sseEvent{data: []byte(s)} }
	comment := sseEvent{comment: true}
	tests := []struct {
		name string
		body string
		want []sseEvent
	}{
		{"data events", "data: {\"a\":1}\n\ndata: [DONE]\n\n", []sseEvent{data(`{"a":1}`), data("[DONE]")}},
		{"no space after the colon", "data:{\"a\":1}\n\n", []sseEvent{data(`{"a":1}`)}},
		{"CRLF line ends", "data: x\r\n\r\ndata: y\r\n\r\n", []sseEvent{data("x"), data("y")}},
		{"data lines joined by newlines", "data: a\ndata: b\n\n", []sseEvent{data("a\nb")}},
		{"comments are events of their own", ": keep-alive\n\n: OPENROUTER PROCESSING\n\ndata: x\n\n", []sseEvent{comment, comment, data("x")}},
		{"a comment inside an event", "data: a\n: ping\ndata: b\n\n", []sseEvent{data("a\nb")}},
		{"event: error names the event", "event: error\ndata: {\"error\":{}}\n\n", []sseEvent{{name: "error", data: []byte(`{"error":{}}`)}}},
		{"llama.cpp's error: field", "error: {\"code\":500}\n\n", []sseEvent{{name: "error", data: []byte(`{"code":500}`)}}},
		{"id and retry are ignored", "id: 7\nretry: 100\ndata: x\n\n", []sseEvent{data("x")}},
		{"an event with no data is not dispatched", "event: ping\n\ndata: x\n\n", []sseEvent{data("x")}},
		{"bare JSON without data:", "{\"a\":1}\n\n", []sseEvent{data(`{"a":1}`)}},
		{"the last event without its blank line", "data: x\n\ndata: y", []sseEvent{data("x"), {data: []byte("y"), partial: true}}},
		{"blank lines between events", "\n\n\ndata: x\n\n\n\n", []sseEvent{data("x")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := readEvents(tc.body)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("events %+v\nwant   %+v", got, tc.want)
			}
		})
	}
}

func TestSSEReaderLongLine(t *testing.T) {
	t.Parallel()
	_, err := readEvents("data: " + strings.Repeat("x", maxSSELine+10) + "\n\n")
	if !errors.Is(err, errSSELineTooLong) {
		t.Errorf("err = %v, want errSSELineTooLong", err)
	}
}
