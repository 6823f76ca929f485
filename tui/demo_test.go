package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/concierge/scenario"
)

// The demo answers approvals itself, not through keys: it is not held
// back by R41's settling time, and its approve step approves.
func TestDemoApproves(t *testing.T) {
	t.Parallel()
	sc := &scenario.Scenario{}
	for _, line := range toApproval {
		sc.Steps = append(sc.Steps, scenario.Step{Kind: scenario.StepSay, Text: line})
	}
	sc.Steps = append(sc.Steps, scenario.Step{Kind: scenario.StepApprove})
	clock := &testClock{now: time.Unix(1700000000, 0)} // never moves: always settling
	m := newClockModel(t, "bank", 100, 30, clock)
	m.demo = NewDemo(sc, 0, false)
	for i := 0; i < 2*len(sc.Steps) && !m.demo.Done(); i++ {
		n, cmd := m.demoStep(demoMsg{})
		m = finish(t, n.(Model), cmd)
	}
	if !m.demo.Done() {
		t.Fatal("the demo did not finish")
	}
	said := userSaid(m)
	if len(said) == 0 || said[len(said)-1] != "approve" {
		t.Errorf("the demo's last step was not an approval: %q", said)
	}
	receipt := false
	for _, a := range m.eng.Session().Artifacts {
		receipt = receipt || strings.Contains(a.Title, "Transfer receipt")
	}
	if !receipt || approvalShown(m) {
		t.Errorf("receipt %v, modal open %v", receipt, approvalShown(m))
	}
}
