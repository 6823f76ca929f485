package concierge

import (
	"strings"
	"unicode"
)

// Leaving the app (R56) is the front end's, never a message: a line that
// is exactly one of the leave words is taken before the reader sees it,
// at any prompt, and the session is left as it stands, whatever waits.

// IsLeave reports whether a line typed at a prompt means "leave the app":
// /quit, /exit, quit or exit, whatever the case and the spaces. At a
// secret prompt only /quit and /exit leave: a password may be "exit".
func IsLeave(line string, secret bool) bool {
	w := strings.ToLower(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, line))
	switch w {
	case "/quit", "/exit":
		return true
	case "quit", "exit":
		return !secret
	}
	return false
}

// Leaving is what a front end tells the user as they leave: the session,
// whether it is stored (so that --resume finds it), and when some of it
// could not be written, why.
type Leaving struct {
	ID     string
	Stored bool
	// Unsaved is why the last records are not on disk; "" when all are.
	Unsaved string
}

// Leave writes what waits, one last try, and says where the session is.
// A session with no user message is not stored (R56), nor is one with no
// store or shown read-only. What was pending (an approval, a secret, a
// plan) stays pending in the stored session: leaving is not an answer.
func (e *Engine) Leave() Leaving {
	e.mu.Lock()
	defer e.mu.Unlock()
	l := Leaving{ID: e.sess.ID}
	if e.sv.store == nil || e.sv.waiting {
		return l
	}
	e.flush(true)
	l.Stored = e.sv.created
	if len(e.sv.unsaved) > 0 && e.sv.failure != nil {
		// the store failed: the session may exist without its last
		// turns, or not at all
		l.Unsaved = e.sv.failure.Error()
	}
	return l
}

// Farewell is the line a front end prints as the user leaves, "" when
// there is nothing to resume. flags are what the resume command needs
// besides --resume (a --data-dir given on the command line), or "".
func (l Leaving) Farewell(flags string) string {
	resume := "concierge --resume " + SanitizeLine(l.ID)
	if flags = SanitizeLine(flags); flags != "" {
		resume += " " + flags
	}
	switch {
	case !l.Stored && l.Unsaved != "":
		return "Session " + SanitizeLine(l.ID) + " could not be saved: " + SanitizeLine(l.Unsaved)
	case !l.Stored:
		return ""
	case l.Unsaved != "":
		return "Session " + SanitizeLine(l.ID) + " is not fully saved (" + SanitizeLine(l.Unsaved) + "); what was saved resumes with: concierge --resume " + SanitizeLine(l.ID)
	}
	return "Saved session " + SanitizeLine(l.ID) + ". Resume it with: " + resume
}
