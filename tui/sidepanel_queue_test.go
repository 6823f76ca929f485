package tui

import (
	"strings"
	"testing"
)

// R30: the further requests that wait on the agenda show in the panel, in
// order, and go when they are taken; a long queue is summed up.
func TestPanelShowsQueuedRequests(t *testing.T) {
	t.Parallel()
	s := newSide(NewStyles(DefaultPalette), DefaultKeyMap())
	s.SetSize(40, 20)
	if strings.Contains(s.View(), "Then") {
		t.Fatal("an empty queue shows a section")
	}
	s.SetQueued([]string{"look up AAPL", "check my savings"})
	v := s.View()
	if !strings.Contains(v, "Then") || strings.Index(v, "look up AAPL") > strings.Index(v, "check my savings") || !strings.Contains(v, "check my savings") {
		t.Errorf("panel:\n%s", v)
	}
	s.SetQueued([]string{"a1", "a2", "a3", "a4", "a5"})
	if v := s.View(); !strings.Contains(v, "and 2 more") || strings.Contains(v, "a4") {
		t.Errorf("panel:\n%s", v)
	}
	s.SetQueued(nil)
	if strings.Contains(s.View(), "Then") {
		t.Error("the section stays after the queue emptied")
	}
}
