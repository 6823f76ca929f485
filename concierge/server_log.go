package concierge

import (
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// ServerLog: a line a tool server wrote to stderr or logged (R36). It goes
// to the session's trace — stored with the session, shown in the trace
// view — never to the terminal.
type ServerLog struct {
	Server string
	Level  string
	Text   string
}

func (ServerLog) isEvent() {}

// serverLogs are lines waiting for the next turn to emit them: a server
// writes on its own goroutine, while the session is the loop's.
type serverLogs struct {
	mu      sync.Mutex
	pending []ServerLog
	dropped int
}

// maxPendingLogs bounds what a chatty server can queue between turns.
const maxPendingLogs = 200

// ServerLog queues a server's line for the session's trace. It is safe
// to call from any goroutine and never blocks on a turn.
func (e *Engine) ServerLog(server, level, text string) {
	l := ServerLog{Server: SanitizeLine(reading.Clip(server, 80)), Level: SanitizeLine(reading.Clip(level, 20)), Text: SanitizeLine(reading.Clip(text, 500))}
	e.logs.mu.Lock()
	defer e.logs.mu.Unlock()
	if len(e.logs.pending) >= maxPendingLogs {
		e.logs.dropped++
		return
	}
	e.logs.pending = append(e.logs.pending, l)
}

// emitLogs emits the queued server lines; called with e.mu held.
func (e *Engine) emitLogs() {
	e.logs.mu.Lock()
	pending, dropped := e.logs.pending, e.logs.dropped
	e.logs.pending, e.logs.dropped = nil, 0
	e.logs.mu.Unlock()
	for _, l := range pending {
		e.emit(l)
	}
	if dropped > 0 {
		e.emit(ServerLog{Server: "concierge", Level: "warning", Text: "more server lines than the trace keeps between two turns; some were left out"})
	}
}
