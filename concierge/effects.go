package concierge

// Side effects happen once (R42). Before a tool with side effects runs, its
// intent is written to the store and synced; after it runs, its outcome is
// written before the user hears of it. From that moment the turn can no
// longer be rolled back past it: Esc, a failed request, a budget or a crash
// after the effect never undo it in the session's view, and nothing runs it
// again. A call whose outcome is unknown (a crash between intent and
// outcome) is "in doubt" and is never re-run automatically.

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"sort"

	"github.com/concierge-dev/concierge/agents"
)

// EffectStarted: a tool with side effects is about to run. It is stored
// (and synced) before the tool runs; a tool whose intent cannot be
// stored does not run.
type EffectStarted struct {
	Key     string      // idempotency key: the tool and a digest of its non-secret arguments
	Agent   string      //
	Tool    string      //
	Args    agents.Args // secret arguments masked
	Summary string      // what the user approved, in words
}

// EffectFinished: the tool ran. Err is its refusal (nothing happened);
// Facts are the session's facts right after it, so that a session cut
// short before its turn ended still shows what the effect changed.
type EffectFinished struct {
	Key     string
	Agent   string
	Tool    string
	Result  string
	Err     string
	Facts   map[string]string
	Summary string // as in its EffectStarted, so that it stands on its own
}

func (EffectStarted) isEvent()  {}
func (EffectFinished) isEvent() {}

// errNotRecorded stops a tool whose intent could not be stored.
var errNotRecorded = errors.New("the session store could not record the call before it ran")

// effectKey is the idempotency key of a call: the tool and a digest of its
// non-secret arguments.
func effectKey(tool *agents.Tool, shown agents.Args) string {
	keys := make([]string, 0, len(shown))
	for k := range shown {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	h := sha256.New()
	for _, k := range keys {
		h.Write([]byte(k))
		h.Write([]byte{0})
		h.Write([]byte(shown[k]))
		h.Write([]byte{0})
	}
	return tool.Name + ":" + hex.EncodeToString(h.Sum(nil))[:16]
}

// runEffect runs a tool with side effects between its two records. The
// turn remembers that something irreversible happened, so that no
// rollback reaches back past it.
func (e *Engine) runEffect(t *turn, a *agents.Agent, tool *agents.Tool, args, shown agents.Args, summary string) (string, error) {
	key := effectKey(tool, shown)
	e.emit(EffectStarted{Key: key, Agent: a.Name, Tool: tool.Name, Args: shown, Summary: summary})
	if !e.durable() {
		return "", errNotRecorded
	}
	// from here on the effect may run or may have: the grant that allowed
	// it is spent, whatever happens next
	t.grant = ""
	// from here on the call may have happened: even a panic in the tool
	// leaves the turn unable to roll back past it
	t.effects++
	t.settled = false
	out, err := tool.Run(agents.ToolEnv{Facts: agents.Facts(e.sess.Facts), Ledger: e.ledger, Now: e.clock, Ctx: t.ctx, Progress: e.progressNote}, args)
	fin := EffectFinished{Key: key, Agent: a.Name, Tool: tool.Name, Result: out, Facts: cloneFacts(e.sess.Facts), Summary: summary}
	if err != nil {
		fin.Err = err.Error()
	}
	e.emit(fin)
	e.durable() // best effort: the effect happened whether or not this is on disk yet
	return out, err
}

func cloneFacts(f map[string]string) map[string]string {
	out := make(map[string]string, len(f))
	for k, v := range f {
		out[k] = v
	}
	return out
}

// settle makes the state after an effect's result the turn's new rollback
// point, and stores it, so that what follows (a continuation, the next
// plan step, a model request) can fail or be cancelled without undoing
// the effect in the session's view.
func (e *Engine) settle(t *turn) {
	if t.effects == 0 || t.settled {
		return
	}
	t.settled = true
	t.cp = e.sess.Checkpoint()
	e.saveState()
}

// effectNote words an effect for the user: the approved summary without
// its question mark ("Transfer $500.00 from Checking (…) to 1234324").
func effectWords(summary, tool string) string {
	s := summary
	for len(s) > 0 && (s[len(s)-1] == '?' || s[len(s)-1] == ' ') {
		s = s[:len(s)-1]
	}
	if s == "" {
		return "the " + tool + " call"
	}
	return "the call \u201c" + s + "\u201d"
}
