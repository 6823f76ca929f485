package concierge

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/state"
)

// countTransfers wraps the bank's transfer tool so a test sees every run.
func countTransfers(d *agents.Domain) *atomic.Int32 {
	var n atomic.Int32
	tool := d.Agent("transfer_money").Tool("transfer")
	run := tool.Run
	tool.Run = func(env agents.ToolEnv, a agents.Args) (string, error) {
		n.Add(1)
		return run(env, a)
	}
	return &n
}

// toApproval brings a bank engine to a pending $500 transfer to 1234324.
func toApproval(t *testing.T, e *Engine) {
	t.Helper()
	loggedInWithBalance(t, e)
	say(t, e, "send 500 to 1234324")
	if _, ok := e.PendingApproval(); !ok {
		t.Fatal("setup: no approval pending")
	}
}

// R42, R31: when what follows a transfer fails or is cancelled, the
// transfer stands: it is not undone in the session's view, the approval
// is not asked again, and nothing runs it a second time.
func TestSideEffectStandsWhenTheTurnFailsAfterIt(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		cont func(ctx context.Context, in agents.ContinueInput) (agents.Continuation, error)
		err  error
	}{
		{"the follow-up request fails", func(context.Context, agents.ContinueInput) (agents.Continuation, error) {
			return agents.Continuation{}, errors.New("the server said 500")
		}, nil},
		{"Esc during the follow-up request", func(ctx context.Context, _ agents.ContinueInput) (agents.Continuation, error) {
			<-ctx.Done()
			return agents.Continuation{}, ctx.Err()
		}, context.Canceled},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			spy := spyOn(d)
			e, rec := newOn(t, d, spy)
			toApproval(t, e)
			spy.cont = tc.cont
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.err != nil {
				time.AfterFunc(50*time.Millisecond, cancel)
			}
			err := e.Approve(ctx)
			if err == nil {
				t.Fatal("the turn did not fail")
			}
			if runs.Load() != 1 {
				t.Fatalf("transfer ran %d times", runs.Load())
			}
			if _, ok := e.PendingApproval(); ok {
				t.Error("the approval was re-armed after the transfer ran")
			}
			if e.Fact("account_balance") != "500.00" || balance(t, e, "1234324") != "500.00" {
				t.Errorf("the session does not show the transfer: balance fact %s, ledger %s", e.Fact("account_balance"), balance(t, e, "1234324"))
			}
			s := e.Session()
			if len(s.Artifacts) == 0 || !strings.Contains(s.Artifacts[len(s.Artifacts)-1].Title, "Transfer receipt") {
				t.Error("the receipt is gone")
			}
			if !containsIn(rec.replies(), "Done: $500.00 sent") {
				t.Errorf("the transfer's reply is gone: %q", rec.replies())
			}
			// whatever the user says next, the money does not move again
			spy.cont = nil
			if err := e.Approve(context.Background()); !errors.Is(err, ErrNoApproval) {
				t.Errorf("a second approve = %v", err)
			}
			say(t, e, "yes")
			say(t, e, "yes, do it")
			if runs.Load() != 1 || balance(t, e, "1234324") != "500.00" {
				t.Errorf("transfer ran %d times; destination %s", runs.Load(), balance(t, e, "1234324"))
			}
		})
	}
}

// R42: a failure before any side effect still rolls the whole turn back.
func TestFailureBeforeSideEffectRollsBack(t *testing.T) {
	t.Parallel()
	d, _ := BuiltinDomains().New("bank")
	runs := countTransfers(d)
	spy := spyOn(d)
	e, _ := newOn(t, d, spy)
	loggedInWithBalance(t, e)
	spy.interpret = func(context.Context, agents.InterpretInput) (agents.Interpretation, error) {
		return agents.Interpretation{}, errors.New("the server said 500")
	}
	spy.routeTo = func(agents.RouteInput) agents.Route { return agents.Route{Agent: "transfer_money", Reason: "test"} }
	before := len(e.Session().Messages)
	if err := e.Send(context.Background(), "send 500 to 1234324"); err == nil {
		t.Fatal("no error")
	}
	if runs.Load() != 0 || e.Speaker() != "" {
		t.Errorf("runs %d, speaker %q", runs.Load(), e.Speaker())
	}
	if got := len(e.Session().Messages); got != before+2 { // the user's message and the apology
		t.Errorf("messages %d, want %d", got, before+2)
	}
}

// SPEC §15 and R41: what a message means at an approval, read as a whole.
func TestApprovalAnswersReadAsAWhole(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		say      string
		runs     int32
		approval string // the approval pending after, "" for none
		reply    string // a part of the last reply
	}{
		{"actually make it 300", 0, "Transfer $300.00 from Checking (1234567890) to 1234324?", "$300.00"},
		{"yes, but make it 300", 0, "Transfer $300.00 from Checking (1234567890) to 1234324?", "$300.00"},
		{"no, make it 300", 0, "Transfer $300.00 from Checking (1234567890) to 1234324?", "$300.00"},
		{"make it 2000", 0, "Transfer $500.00 from Checking (1234567890) to 1234324?", "more than the Checking balance"},
		{"make it 0", 0, "Transfer $500.00 from Checking (1234567890) to 1234324?", "more than zero"},
		{"sure thing", 1, "", "Done: $500.00 sent"},
		{"absolutely", 1, "", "Done: $500.00 sent"},
		{"👍", 1, "", "Done: $500.00 sent"},
		{"stop the transfer", 0, "", "OK, I won't transfer money"},
		{"I changed my mind", 0, "", "OK, I won't transfer money"},
		{"no", 0, "", "OK, I did not do it"},
		{"hmm", 0, "Transfer $500.00 from Checking (1234567890) to 1234324?", "yes or no"},
		{"ok, but wait", 0, "Transfer $500.00 from Checking (1234567890) to 1234324?", "yes or no"},
		{"sure, not yet", 0, "Transfer $500.00 from Checking (1234567890) to 1234324?", "yes or no"},
		{"yes but hold on", 0, "Transfer $500.00 from Checking (1234567890) to 1234324?", "yes or no"},
		{"yes, never mind", 0, "", "OK, I won't transfer money"},
		{"sure, forget it", 0, "", "OK, I won't transfer money"},
		{"Yes. Stop.", 0, "", "OK, I won't transfer money"},
		{"yes, I changed my mind", 0, "", "OK, I won't transfer money"},
		{"yes, please don't", 0, "Transfer $500.00 from Checking (1234567890) to 1234324?", "yes or no"},
		{"yes, don't", 0, "Transfer $500.00 from Checking (1234567890) to 1234324?", "yes or no"},
		{"2", 0, "Transfer $2.00 from Checking (1234567890) to 1234324?", "Transfer $2.00"}, // a bare figure is the new amount, asked again (R50)
		{"skip 2", 0, "Transfer $500.00 from Checking (1234567890) to 1234324?", "I haven't changed anything"},
		{"actually 300", 0, "Transfer $300.00 from Checking (1234567890) to 1234324?", "$300.00"},
		{"$300 please", 0, "Transfer $300.00 from Checking (1234567890) to 1234324?", "$300.00"},
		{"yes, on friday", 0, "Transfer $500.00 from Checking (1234567890) to 1234324?", "can't schedule"},
		{"confirm transfer", 1, "", "Done: $500.00 sent"},
		{"yes, send 200", 0, "Transfer $200.00 from Checking (1234567890) to 1234324?", "$200.00"},
	} {
		t.Run(tc.say, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			e, rec := newOn(t, d, nil)
			toApproval(t, e)
			say(t, e, tc.say)
			if runs.Load() != tc.runs {
				t.Errorf("transfer ran %d times, want %d", runs.Load(), tc.runs)
			}
			a, ok := e.PendingApproval()
			if got := map[bool]string{true: a.Summary}[ok]; got != tc.approval {
				t.Errorf("approval %q, want %q", got, tc.approval)
			}
			if !strings.Contains(strings.Join(rec.replies()[len(rec.replies())-2:], "\n"), tc.reply) {
				t.Errorf("last replies %q lack %q", rec.replies()[len(rec.replies())-2:], tc.reply)
			}
		})
	}
}

// §15: a yes leading a longer message approves, and the rest is a further
// request served after the approved call.
func TestYesWithAFurtherRequest(t *testing.T) {
	t.Parallel()
	d, _ := BuiltinDomains().New("bank")
	runs := countTransfers(d)
	e, rec := newOn(t, d, nil)
	toApproval(t, e)
	say(t, e, "yes, and also tell me the AAPL price")
	if runs.Load() != 1 {
		t.Fatalf("transfer ran %d times", runs.Load())
	}
	if !containsIn(rec.replies(), "AAPL") {
		t.Errorf("the further request was dropped: %q", rec.replies())
	}
}

// R41, R29: a reject reason is user text like any other: a password in it
// is masked before it is stored, shown or read by a model.
func TestRejectReasonMasksThePassword(t *testing.T) {
	t.Parallel()
	d, _ := BuiltinDomains().New("bank")
	spy := spyOn(d)
	e, rec := newOn(t, d, spy)
	toApproval(t, e)
	if err := e.Reject(context.Background(), "my password is monkey"); err != nil {
		t.Fatal(err)
	}
	js, _ := e.Session().Marshal()
	for where, text := range map[string]string{"session": string(js), "events": rec.dump(), "engine": strings.Join(spy.seen, "\n")} {
		if strings.Contains(text, "monkey") {
			t.Errorf("the password appears in the %s", where)
		}
	}
}

// R42: a tool whose intent cannot be recorded does not run; the approval
// stays pending and the user is told.
func TestNoIntentRecordNoRun(t *testing.T) {
	t.Parallel()
	d, _ := BuiltinDomains().New("bank")
	runs := countTransfers(d)
	st := &flakyStore{}
	rec := &recorder{}
	e, err := New(Config{Domain: d, Sink: rec.sink, Clock: FixedClock, NewID: func() string { return "t" }, Store: st})
	if err != nil {
		t.Fatal(err)
	}
	e.Start()
	toApproval(t, e)
	st.fail.Store(true)
	if err := e.Approve(context.Background()); err != nil {
		t.Fatal(err)
	}
	if runs.Load() != 0 {
		t.Fatal("the transfer ran without its intent on disk")
	}
	if _, ok := e.PendingApproval(); !ok {
		t.Fatal("the approval is gone")
	}
	if !strings.Contains(rec.lastReply(), "did not run") {
		t.Errorf("reply = %q", rec.lastReply())
	}
	if ok, _ := e.Saved(); ok {
		t.Error("Saved() says all is on disk")
	}
	// the store frees up: a yes now runs it once, and everything waiting is written
	st.fail.Store(false)
	if err := e.Approve(context.Background()); err != nil {
		t.Fatal(err)
	}
	if runs.Load() != 1 {
		t.Errorf("transfer ran %d times", runs.Load())
	}
	if ok, why := e.Saved(); !ok {
		t.Errorf("not saved after the store freed up: %s", why)
	}
	var saved, back bool
	for _, ev := range rec.all() {
		if s, ok := ev.(SaveStatus); ok {
			if s.Saved {
				back = true
			} else {
				saved = true
			}
		}
	}
	if !saved || !back {
		t.Errorf("save status events: not-saved %v, saved-again %v", saved, back)
	}
}

// flakyStore is a store that fails while fail is set, as a busy database does.
type flakyStore struct {
	fail    atomic.Bool
	created *state.Session
	records []state.Record
}

func (f *flakyStore) Create(s *state.Session) error {
	if err := f.err(); err != nil {
		return err
	}
	f.created = s.Clone()
	return nil
}
func (f *flakyStore) SaveTurn(_ string, recs []state.Record, _ state.Listing) error {
	if err := f.err(); err != nil {
		return err
	}
	for i := range recs {
		recs[i].Seq = int64(len(f.records) + 1)
		f.records = append(f.records, recs[i])
	}
	return nil
}
func (f *flakyStore) Snapshot(string, *state.Session, int64) error { return f.err() }
func (f *flakyStore) err() error {
	if f.fail.Load() {
		return errors.New("the session store is busy")
	}
	return nil
}

// crashStore keeps what was written, and "crashes" — blocks the writer
// forever and keeps nothing more — at the first write crash picks.
type crashStore struct {
	mu      sync.Mutex
	first   *state.Session
	records []state.Record
	crash   func(recs []state.Record) bool
	crashed chan struct{}
	release chan struct{}
}

func newCrashStore(crash func([]state.Record) bool) *crashStore {
	return &crashStore{crash: crash, crashed: make(chan struct{}), release: make(chan struct{})}
}

func (c *crashStore) Create(s *state.Session) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.first = s.Clone()
	return nil
}

func (c *crashStore) SaveTurn(_ string, recs []state.Record, _ state.Listing) error {
	c.mu.Lock()
	if c.crash != nil && c.crash(recs) {
		c.crash = nil
		c.mu.Unlock()
		close(c.crashed)
		<-c.release // the process is gone: nothing of this write lands
		return errors.New("crashed")
	}
	defer c.mu.Unlock()
	for i := range recs {
		recs[i].Seq = int64(len(c.records) + 1)
		c.records = append(c.records, recs[i])
	}
	return nil
}

func (c *crashStore) Snapshot(string, *state.Session, int64) error { return nil }

func (c *crashStore) written() (*state.Session, []state.Record) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.first.Clone(), append([]state.Record(nil), c.records...)
}

func hasKind(recs []state.Record, kind string) bool {
	for _, r := range recs {
		if r.Kind == kind {
			return true
		}
	}
	return false
}

// R42: a crash at any point after "yes" never re-arms the approval on
// resume and never runs the transfer again; the resumed session says what
// happened: the transfer ran, or it is in doubt.
func TestCrashAfterYesNeverRunsTwice(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		crash func([]state.Record) bool // the write that never lands
		say   string                    // what the resumed session tells the user
		facts string                    // the account_balance fact after resume
	}{
		{"between intent and outcome", func(recs []state.Record) bool { return hasKind(recs, kindEffect) },
			"in doubt", "1000.00"},
		{"after the outcome, before the turn's state", func(recs []state.Record) bool {
			return !hasKind(recs, kindEffect) && hasKind(recs, kindState)
		}, "had already run", "500.00"},
		{"at the end of the turn", func(recs []state.Record) bool { return hasKind(recs, kindEnd) },
			"had already run", "500.00"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			ledger := state.NewMemoryLedger()
			st := newCrashStore(nil)
			e, err := New(Config{Domain: d, Clock: FixedClock, NewID: func() string { return "s" }, Store: st, Ledger: ledger})
			if err != nil {
				t.Fatal(err)
			}
			e.Start()
			toApproval(t, e)
			st.mu.Lock()
			st.crash = tc.crash
			st.mu.Unlock()
			go func() { _ = e.Approve(context.Background()) }()
			select {
			case <-st.crashed:
			case <-time.After(5 * time.Second):
				t.Fatal("the crash point was never reached")
			}
			defer close(st.release)
			if runs.Load() != 1 {
				t.Fatalf("transfer ran %d times before the crash", runs.Load())
			}

			// a new process: the same books, the records that landed
			first, recs := st.written()
			r := Recover(first, recs)
			if r.Session.Pending.Approval != nil {
				t.Fatal("the approval is re-armed after the crash")
			}
			if got := r.Session.Facts["account_balance"]; got != tc.facts {
				t.Errorf("account_balance after resume = %s, want %s", got, tc.facts)
			}
			d2, _ := BuiltinDomains().New("bank")
			runs2 := countTransfers(d2)
			rec := &recorder{}
			st2 := newCrashStore(nil)
			st2.first, st2.records = first, recs
			e2, err := New(Config{Domain: d2, Clock: FixedClock, Session: r.Session, Recovered: r, Sink: rec.sink, Ledger: ledger, Store: st2})
			if err != nil {
				t.Fatal(err)
			}
			e2.Start()
			// the resume said it once, for good: a later resume (with no
			// snapshot taken in between) does not say it again
			again := Recover(st2.written())
			if again.Interrupted != "" || len(again.Ran)+len(again.InDoubt) != 0 {
				t.Errorf("a second resume reports the crash again: %+v", again)
			}
			if len(again.Session.Messages) != len(e2.Session().Messages) {
				t.Errorf("a second resume rebuilds %d messages, the session has %d", len(again.Session.Messages), len(e2.Session().Messages))
			}
			if !containsIn(rec.replies(), tc.say) {
				t.Errorf("the resumed session does not say %q: %q", tc.say, rec.replies())
			}
			for _, ev := range rec.all() {
				if _, ok := ev.(ApprovalRequested); ok {
					t.Error("the resumed session asks for the approval again")
				}
			}
			say(t, e2, "yes")
			_ = e2.Approve(context.Background())
			if runs2.Load() != 0 {
				t.Errorf("the transfer ran again after the resume")
			}
			if got := balance(t, e2, "1234324"); got != "500.00" {
				t.Errorf("destination after everything = %s, want 500.00 (one transfer)", got)
			}
		})
	}
}

// R31, R42 on the model engine against a real wire format: when every
// request after the transfer fails (a 500, a 400, a cut stream), the
// transfer stands, the user is told, the approval is not asked again, and
// nothing runs it again.
func TestTransferStandsWhenTheServerFailsAfterIt(t *testing.T) {
	t.Parallel()
	for _, fail := range []struct {
		name string
		resp openaitest.Response
	}{
		{"500", openaitest.Error(500, "internal error", "server_error", "")},
		{"400", openaitest.Error(400, "bad request", "invalid_request_error", "")},
		{"cut stream", openaitest.Response{Chunks: []openaitest.Chunk{{Content: "I'll"}}, Abort: true}},
	} {
		t.Run(fail.name, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			var broken atomic.Bool
			good := competentModel(t, d)
			srv := openaitest.New(t, func(r openaitest.Request) openaitest.Response {
				if broken.Load() {
					return fail.resp
				}
				return good(r)
			})
			client := openai.NewClient(openai.Config{APIKey: "test", BaseURL: srv.URL, Stall: 5 * time.Second,
				Sleep: func(context.Context, time.Duration) error { return nil }})
			e, rec := newOn(t, d, openai.New(d, client, "test-model"))
			say(t, e, "send 500 to 1234324", "seldo", "monkey", "Checking")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			broken.Store(true)
			_ = e.Approve(context.Background())
			if runs.Load() != 1 || balance(t, e, "1234324") != "500.00" {
				t.Fatalf("runs %d, destination %q", runs.Load(), balance(t, e, "1234324"))
			}
			if _, ok := e.PendingApproval(); ok {
				t.Fatal("the approval was asked again")
			}
			if !containsIn(rec.replies(), "Done: $500.00 sent") {
				t.Errorf("the user was not told the transfer went through: %q", rec.replies())
			}
			_ = e.Send(context.Background(), "yes")
			_ = e.Approve(context.Background())
			if runs.Load() != 1 {
				t.Errorf("transfer ran %d times", runs.Load())
			}
		})
	}
}

// R42, R45: a crash record that cannot be read never re-arms the approval
// of a transfer that ran, or may have.
func TestDamagedEffectRecordsNeverReArm(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		crashAt func([]state.Record) bool
		damage  string
		ran     bool
	}{
		{"intent unreadable, outcome readable", func(recs []state.Record) bool { return !hasKind(recs, kindEffect) && hasKind(recs, kindState) }, kindIntent, true},
		{"intent unreadable, no outcome", func(recs []state.Record) bool { return hasKind(recs, kindEffect) }, kindIntent, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			st := newCrashStore(nil)
			e, err := New(Config{Domain: d, Clock: FixedClock, NewID: func() string { return "s" }, Store: st})
			if err != nil {
				t.Fatal(err)
			}
			e.Start()
			toApproval(t, e)
			st.mu.Lock()
			st.crash = tc.crashAt
			st.mu.Unlock()
			go func() { _ = e.Approve(context.Background()) }()
			<-st.crashed
			defer close(st.release)
			first, recs := st.written()
			for i := range recs {
				if recs[i].Kind == tc.damage {
					recs[i].Damaged, recs[i].Data = "unreadable", nil
				}
			}
			r := Recover(first, recs)
			if r.Session.Pending.Approval != nil {
				t.Fatal("the approval is re-armed")
			}
			if got := len(r.Ran) > 0; got != tc.ran {
				t.Errorf("ran %v, want %v (in doubt %d)", got, tc.ran, len(r.InDoubt))
			}
			if !tc.ran && len(r.InDoubt) == 0 {
				t.Error("not marked in doubt")
			}
		})
	}
}

// R43: a session whose creation waited for a busy store is rebuilt with
// its transcript once, not twice.
func TestLateCreateDoesNotDuplicate(t *testing.T) {
	t.Parallel()
	d, _ := BuiltinDomains().New("bank")
	st := &flakyStore{}
	st.fail.Store(true)
	e, err := New(Config{Domain: d, Clock: FixedClock, NewID: func() string { return "s" }, Store: st})
	if err != nil {
		t.Fatal(err)
	}
	e.Start()
	st.fail.Store(false)
	time.Sleep(600 * time.Millisecond) // past the first retry's backoff
	say(t, e, "what's the price of AAPL?")
	if ok, why := e.Saved(); !ok {
		t.Fatalf("not saved: %s", why)
	}
	r := Recover(st.created, st.records)
	if got, want := len(r.Session.Messages), len(e.Session().Messages); got != want {
		t.Errorf("rebuilt %d messages, the session has %d", got, want)
	}
}

// §15, R28: a side question about another account's balance at the
// approval leaves the transfer's source as it was.
func TestSideQuestionKeepsTheSource(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	toApproval(t, e)
	say(t, e, "what's my savings balance?")
	if !containsIn(rec.replies(), "Savings account (2345678901) has a balance") {
		t.Fatalf("the side question was not answered: %q", rec.replies())
	}
	a, ok := e.PendingApproval()
	if !ok || a.Summary != "Transfer $500.00 from Checking (1234567890) to 1234324?" {
		t.Fatalf("approval after the side question: %+v %v", a, ok)
	}
	say(t, e, "yes")
	if balance(t, e, "1234567890") != "500.00" || balance(t, e, "2345678901") != "" {
		t.Errorf("moved from the wrong account: checking %q, savings %q", balance(t, e, "1234567890"), balance(t, e, "2345678901"))
	}
}
