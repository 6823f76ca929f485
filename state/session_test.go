package state

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

var t0 = time.Date(2025, 3, 14, 9, 26, 53, 0, time.UTC)

// fullSession has every part of a session set, so a round trip or a copy
// that forgets one shows.
func fullSession() *Session {
	s := New("sess-1", "bank", t0)
	s.Messages = append(s.Messages,
		Message{Role: RoleAgent, Agent: "concierge", Text: "Hi there!", Time: t0},
		Message{Role: RoleUser, Text: "Transfer money", Time: t0.Add(time.Second)},
		Message{Role: RoleUser, Text: SecretMask, Masked: true, Time: t0.Add(2 * time.Second)},
	)
	s.Notes = append(s.Notes,
		Note{Kind: NoteRoute, Text: "Choosing transfer_money due to: transfer", Time: t0},
		Note{Kind: NotePrerequisite, Text: "transfer_money needs authentication first", Time: t0},
	)
	s.Artifacts = append(s.Artifacts, Artifact{Title: "Transfer receipt", Body: "From: Checking\nTo: 1234324", Kind: "receipt", Agent: "transfer_money", Time: t0})
	s.Facts["authenticated"] = "true"
	s.Facts["username"] = "seldo"
	s.Speaker = "account_balance"
	s.Agenda.Push(Task{Agent: "transfer_money", Text: "Transfer money", Kind: TaskPrerequisite})
	s.Agenda.Push(Task{Agent: "stock_lookup", Text: "AAPL?", Kind: TaskDigression})
	s.Agenda.Push(Task{Agent: "authenticate", Text: "log in", Kind: TaskInterrupt})
	w := filledWork()
	w.Slots = map[string]string{"destination": "1234324"}
	w.Memory = map[string]string{"tries": "1"}
	w.Entered = true
	w.Request = "Transfer money"
	s.Work["transfer_money"] = w
	s.Work["authenticate"] = filledWork()
	s.Agenda.Request("look up AAPL")
	s.Agenda.Request("check my savings")
	s.Pending = Pending{
		Approval: &Approval{Agent: "transfer_money", Tool: "transfer", Args: map[string]string{"amount": "500.00", "to_account_id": "1234324"}, Summary: "Transfer $500.00?"},
		Secret:   &Secret{Agent: "authenticate", Slot: "password", Label: "password"},
	}
	return s
}

// filledWork sets every field of a Work, including any added later, so that
// a copy that lists the fields by hand and forgets one shows in a test.
func filledWork() *Work {
	w := &Work{}
	v := reflect.ValueOf(w).Elem()
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		switch f.Kind() {
		case reflect.Map:
			m := reflect.MakeMap(f.Type())
			m.SetMapIndex(reflect.ValueOf("k").Convert(f.Type().Key()), reflect.ValueOf(v.Type().Field(i).Name).Convert(f.Type().Elem()))
			f.Set(m)
		case reflect.String:
			f.SetString("set " + v.Type().Field(i).Name)
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Int:
			f.SetInt(7)
		default:
			panic("filledWork: extend the test for Work." + v.Type().Field(i).Name)
		}
	}
	return w
}

// mutateWork changes every field of w in place.
func mutateWork(w *Work) {
	v := reflect.ValueOf(w).Elem()
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		switch f.Kind() {
		case reflect.Map:
			if f.IsNil() {
				f.Set(reflect.MakeMap(f.Type()))
			}
			f.SetMapIndex(reflect.ValueOf("k").Convert(f.Type().Key()), reflect.ValueOf("changed").Convert(f.Type().Elem()))
		case reflect.String:
			f.SetString("changed")
		case reflect.Bool:
			f.SetBool(!f.Bool())
		case reflect.Int:
			f.SetInt(f.Int() + 1)
		}
	}
}

func TestMarshalRoundTrip(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		sess *Session
	}{
		{"full", fullSession()},
		{"new", New("sess-2", "insurance", t0)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			data, err := tt.sess.Marshal()
			if err != nil {
				t.Fatalf("Marshal: %v", err)
			}
			got, err := Unmarshal(data)
			if err != nil {
				t.Fatalf("Unmarshal: %v\n%s", err, data)
			}
			if !reflect.DeepEqual(got, tt.sess) {
				t.Errorf("round trip differs\n got: %+v\nwant: %+v\njson:\n%s", got, tt.sess, data)
			}
		})
	}
}

func TestMarshalKeepsLocalTimes(t *testing.T) {
	t.Parallel()
	loc := time.FixedZone("AEST", 10*60*60)
	s := New("s", "bank", t0.In(loc))
	s.Messages = append(s.Messages, Message{Role: RoleUser, Text: "hi", Time: t0.In(loc).Add(time.Millisecond)})
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	got, err := Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Created.Equal(s.Created) || !got.Messages[0].Time.Equal(s.Messages[0].Time) {
		t.Errorf("times changed: created %v → %v, message %v → %v", s.Created, got.Created, s.Messages[0].Time, got.Messages[0].Time)
	}
}

func TestMarshalMaskedMessage(t *testing.T) {
	t.Parallel()
	data, err := fullSession().Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"masked": true`) {
		t.Errorf("masked flag missing from JSON:\n%s", data)
	}
}

func TestUnmarshalErrors(t *testing.T) {
	t.Parallel()
	for _, in := range []string{"", "garbage", "{", `{"messages": 3}`, `{"facts": ["a"]}`, `{"created": "yesterday"}`, `[]`} {
		t.Run(in, func(t *testing.T) {
			t.Parallel()
			s, err := Unmarshal([]byte(in))
			if err == nil {
				t.Fatalf("Unmarshal(%q) = %+v, want an error", in, s)
			}
			if s != nil {
				t.Errorf("Unmarshal(%q) returned a session with its error", in)
			}
			if !strings.Contains(err.Error(), "read session") {
				t.Errorf("error %q does not say what was being read", err)
			}
		})
	}
}

func TestUnmarshalEmptyIsNormalised(t *testing.T) {
	t.Parallel()
	for _, in := range []string{"{}", "null", `{"facts": null, "messages": null, "stack": null}`} {
		t.Run(in, func(t *testing.T) {
			t.Parallel()
			s, err := Unmarshal([]byte(in))
			if err != nil {
				t.Fatalf("Unmarshal(%q): %v", in, err)
			}
			if s.Facts == nil || s.Work == nil {
				t.Errorf("nil map: facts %v, work %v", s.Facts == nil, s.Work == nil)
			}
			if s.Messages == nil || s.Notes == nil || s.Artifacts == nil {
				t.Errorf("nil slice: messages %v, notes %v, artifacts %v",
					s.Messages == nil, s.Notes == nil, s.Artifacts == nil)
			}
			s.Facts["x"] = "y" // must not panic
			if got := s.Stack().String(); got != "empty" {
				t.Errorf("stack = %q, want empty", got)
			}
		})
	}
}

func TestNewAndWorkFor(t *testing.T) {
	t.Parallel()
	s := New("id", "bank", t0)
	if s.ID != "id" || s.Domain != "bank" || !s.Created.Equal(t0) {
		t.Errorf("New = %+v", s)
	}
	if s.Fact("missing") != "" {
		t.Error("an unset fact is not empty")
	}
	w := s.WorkFor("authenticate")
	w.Slots["username"] = "seldo"
	if s.WorkFor("authenticate") != w || s.Work["authenticate"].Slots["username"] != "seldo" {
		t.Error("WorkFor did not return the stored work")
	}
	s.Work["bare"] = &Work{}
	if b := s.WorkFor("bare"); b.Slots == nil || b.Memory == nil {
		t.Error("WorkFor left nil maps on existing work")
	}
}

// mutateAll changes every part of the session, in place where it can, so a
// copy that shares memory with it shows.
func mutateAll(s *Session) {
	s.Messages = append(s.Messages, Message{Role: RoleUser, Text: "later"})
	s.Notes = append(s.Notes, Note{Kind: NoteInfo, Text: "later"})
	s.Artifacts = append(s.Artifacts, Artifact{Title: "later"})
	s.Facts["authenticated"] = "false"
	s.Facts["new"] = "fact"
	s.Speaker = "stock_lookup"
	if len(s.Agenda) > 0 {
		s.Agenda[0].Text = "changed"
	}
	s.Agenda.Push(Task{Agent: "later"})
	for _, w := range s.Work {
		if w != nil {
			mutateWork(w)
		}
	}
	s.Work["new"] = &Work{}
	s.Agenda.Request("later")
	if a := s.Pending.Approval; a != nil {
		a.Args["amount"] = "999999.00"
		a.Summary = "changed"
	}
	if sec := s.Pending.Secret; sec != nil {
		sec.Label = "changed"
	}
}

func TestCheckpointRestore(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		mutate func(*Session)
	}{
		{"everything changed in place and appended", mutateAll},
		{"pending cleared, stack popped", func(s *Session) {
			s.Pending = Pending{}
			s.Agenda.Pop()
			s.Speaker = ""
			delete(s.Work, "transfer_money")
			s.Agenda.TakeRequest()
		}},
		{"maps replaced", func(s *Session) {
			s.Facts = map[string]string{}
			s.Work = nil
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s := fullSession()
			want := fullSession()
			cp := s.Checkpoint()
			tt.mutate(s)
			s.Restore(cp)
			if !reflect.DeepEqual(s, want) {
				t.Fatalf("after Restore\n got: %+v\nwant: %+v", s, want)
			}
			// the checkpoint can be restored again after the restored
			// session was changed: Restore hands out copies too
			mutateAll(s)
			s.Restore(cp)
			if !reflect.DeepEqual(s, want) {
				t.Errorf("after a second Restore\n got: %+v\nwant: %+v", s, want)
			}
		})
	}
}

func TestRestoreTruncatesOnlyWhatCameLater(t *testing.T) {
	t.Parallel()
	s := fullSession()
	n, notes, arts := len(s.Messages), len(s.Notes), len(s.Artifacts)
	cp := s.Checkpoint()
	for i := 0; i < 3; i++ {
		s.Messages = append(s.Messages, Message{Role: RoleAgent, Text: "x"})
		s.Notes = append(s.Notes, Note{Text: "x"})
		s.Artifacts = append(s.Artifacts, Artifact{Title: "x"})
	}
	s.Restore(cp)
	if len(s.Messages) != n || len(s.Notes) != notes || len(s.Artifacts) != arts {
		t.Fatalf("lengths after Restore = %d/%d/%d, want %d/%d/%d",
			len(s.Messages), len(s.Notes), len(s.Artifacts), n, notes, arts)
	}
	if s.Messages[n-1].Text != SecretMask || s.Notes[notes-1].Kind != NotePrerequisite {
		t.Error("Restore changed messages or notes from before the checkpoint")
	}

	// a session that shrank below the checkpoint (a new session in the
	// same engine) must not panic on Restore
	s.Messages, s.Notes, s.Artifacts = nil, []Note{}, nil
	s.Restore(cp)
	if len(s.Messages) != 0 || len(s.Notes) != 0 || len(s.Artifacts) != 0 {
		t.Errorf("Restore grew shrunken lists: %d/%d/%d", len(s.Messages), len(s.Notes), len(s.Artifacts))
	}
}

func TestCloneIsDeep(t *testing.T) {
	t.Parallel()
	orig := fullSession()
	c := orig.Clone()
	if !reflect.DeepEqual(c, orig) {
		t.Fatalf("Clone differs\n got: %+v\nwant: %+v", c, orig)
	}
	mutateAll(c)
	c.Messages[0].Text = "changed"
	c.Notes[0].Text = "changed"
	c.Artifacts[0].Body = "changed"
	if !reflect.DeepEqual(orig, fullSession()) {
		t.Errorf("changing the clone changed the original: %+v", orig)
	}

	// and the other way round
	orig2 := fullSession()
	c2 := orig2.Clone()
	mutateAll(orig2)
	orig2.Messages[0].Text = "changed"
	if !reflect.DeepEqual(c2, fullSession()) {
		t.Errorf("changing the original changed the clone: %+v", c2)
	}
}

func TestCloneNormalises(t *testing.T) {
	t.Parallel()
	c := (&Session{ID: "x"}).Clone()
	if c.Facts == nil || c.Work == nil || c.Messages == nil || c.Notes == nil || c.Artifacts == nil {
		t.Errorf("Clone of a bare session has nil parts: %+v", c)
	}
}
