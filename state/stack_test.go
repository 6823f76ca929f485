package state

import (
	"reflect"
	"strings"
	"testing"
)

func TestTaskStack(t *testing.T) {
	t.Parallel()
	a := Task{Agent: "a", Text: "first", Kind: TaskPrerequisite}
	b := Task{Agent: "b", Text: "second", Kind: TaskDigression}
	c := Task{Agent: "c", Text: "third", Kind: TaskInterrupt}
	tests := []struct {
		name     string
		push     []Task
		pops     int
		wantTop  Task
		wantOK   bool
		wantStr  string
		wantName []string
		holds    map[string]bool
	}{
		{name: "empty", wantStr: "empty", wantName: []string{}, holds: map[string]bool{"a": false, "": false}},
		{name: "one", push: []Task{a}, wantTop: a, wantOK: true, wantStr: "a", wantName: []string{"a"}, holds: map[string]bool{"a": true, "b": false}},
		{name: "two", push: []Task{a, b}, wantTop: b, wantOK: true, wantStr: "a › b", wantName: []string{"a", "b"}, holds: map[string]bool{"a": true, "b": true, "c": false}},
		{name: "three, one popped", push: []Task{a, b, c}, pops: 1, wantTop: b, wantOK: true, wantStr: "a › b", wantName: []string{"a", "b"}, holds: map[string]bool{"c": false}},
		{name: "all popped", push: []Task{a, b}, pops: 2, wantStr: "empty", wantName: []string{}, holds: map[string]bool{"a": false, "b": false}},
		{name: "popped past empty", push: []Task{a}, pops: 3, wantStr: "empty", wantName: []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var s TaskStack
			for _, task := range tt.push {
				s.Push(task)
			}
			for i := 0; i < tt.pops; i++ {
				got, ok := s.Pop()
				if want := len(tt.push) - 1 - i; want >= 0 {
					if !ok || got != tt.push[want] {
						t.Errorf("pop %d = %+v, %v; want %+v, true", i, got, ok, tt.push[want])
					}
				} else if ok || got != (Task{}) {
					t.Errorf("pop %d of an empty stack = %+v, %v; want zero, false", i, got, ok)
				}
			}
			top, ok := s.Peek()
			if top != tt.wantTop || ok != tt.wantOK {
				t.Errorf("Peek = %+v, %v; want %+v, %v", top, ok, tt.wantTop, tt.wantOK)
			}
			if got := s.String(); got != tt.wantStr {
				t.Errorf("String = %q, want %q", got, tt.wantStr)
			}
			if got := s.Names(); !reflect.DeepEqual(got, tt.wantName) {
				t.Errorf("Names = %q, want %q", got, tt.wantName)
			}
			for agent, want := range tt.holds {
				if got := s.Holds(agent); got != want {
					t.Errorf("Holds(%q) = %v, want %v", agent, got, want)
				}
			}
		})
	}
}

func TestTaskStackPeekDoesNotPop(t *testing.T) {
	t.Parallel()
	s := TaskStack{{Agent: "a"}, {Agent: "b"}}
	for i := 0; i < 2; i++ {
		if top, ok := s.Peek(); !ok || top.Agent != "b" {
			t.Fatalf("Peek %d = %+v, %v", i, top, ok)
		}
	}
	if len(s) != 2 {
		t.Errorf("Peek changed the stack: %v", s)
	}
}

func TestTaskStackPopThenPushDoesNotResurrect(t *testing.T) {
	t.Parallel()
	var s TaskStack
	s.Push(Task{Agent: "a"})
	s.Push(Task{Agent: "b"})
	s.Pop()
	s.Push(Task{Agent: "c"})
	if got := s.String(); got != "a › c" {
		t.Errorf("stack = %q, want %q", got, "a › c")
	}
}

// R30: one agenda, next first — tasks (top first), then plan steps, then
// requests — whatever order they were added in.
func TestAgendaOrder(t *testing.T) {
	t.Parallel()
	var a Agenda
	a.Request("look up AAPL")
	a.AddSteps(Task{Kind: TaskStep, Agent: "stock_lookup", Text: "price of MSFT", Step: 1}, Task{Kind: TaskStep, Agent: "account_balance", Text: "balance", Step: 2})
	a.Push(Task{Agent: "transfer_money", Kind: TaskPrerequisite})
	a.Push(Task{Agent: "account_balance", Kind: TaskDigression})
	a.RequestFirst("check savings")
	var got []string
	for _, e := range a {
		got = append(got, string(e.Kind)+":"+e.Agent+e.Text)
	}
	want := []string{"digression:account_balance", "prerequisite:transfer_money", "step:stock_lookupprice of MSFT", "step:account_balancebalance", "request:check savings", "request:look up AAPL"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("agenda = %q\nwant     %q", got, want)
	}
	if a.Tasks().String() != "transfer_money › account_balance" || a.Depth() != 2 || !a.Holds("transfer_money") || a.Holds("stock_lookup") {
		t.Errorf("tasks = %s, depth %d", a.Tasks(), a.Depth())
	}
	if top, ok := a.Pop(); !ok || top.Agent != "account_balance" {
		t.Errorf("Pop = %+v, %v", top, ok)
	}
	a.Pop()
	if _, ok := a.Pop(); ok {
		t.Error("Pop took a plan step for a task")
	}
	if s, ok := a.NextStep(); !ok || s.Step != 1 {
		t.Errorf("NextStep = %+v, %v", s, ok)
	}
	a.DropSteps()
	if r, ok := a.TakeRequest(); !ok || r != "check savings" || len(a) != 1 {
		t.Errorf("TakeRequest = %q, %v; left %v", r, ok, a)
	}
}

// A session stored before the agenda (a stack, a queue, a running plan)
// reads into one.
func TestAgendaFromAnOldSession(t *testing.T) {
	t.Parallel()
	old := `{"id":"x","domain":"bank","stack":[{"agent":"transfer_money","text":"send 50","kind":"prerequisite"},{"agent":"authenticate","text":"log in","kind":"interrupt"}],
		"queue":["look up AAPL"],"plan":{"steps":[{"action":"a","agent":"stock_lookup","status":"in progress"},{"action":"b","agent":"account_balance","status":"approved"}]}}`
	s, err := Unmarshal([]byte(old))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range s.Agenda {
		got = append(got, string(e.Kind)+":"+e.Agent+":"+e.Text)
	}
	want := "interrupt:authenticate:log in|prerequisite:transfer_money:send 50|step:account_balance:b|request::look up AAPL"
	if strings.Join(got, "|") != want {
		t.Errorf("agenda = %q", got)
	}
	js, _ := s.Marshal()
	if again, err := Unmarshal(js); err != nil || len(again.Agenda) != 4 || strings.Contains(string(js), `"stack"`) {
		t.Errorf("round trip: %v, %s", err, js)
	}
}
