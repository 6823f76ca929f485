package concierge

// A session's id: random, short, and the engine's to say.

import (
	"crypto/rand"
	"encoding/hex"
)

// NewSessionID returns a fresh random session id.
func NewSessionID() string { return randomID() }

// SessionID is the session's id.
func (e *Engine) SessionID() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.sess.ID
}

func randomID() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
