package agents

// Facts are the session's shared state keys as agents and tools see them.
// It is the same map as state.Session.Facts, so a write is seen at once.
type Facts map[string]string

// Bool reads a "true"/"false" fact.
func (f Facts) Bool(key string) bool { return f[key] == "true" }

// SetBool writes a "true"/"false" fact.
func (f Facts) SetBool(key string, v bool) {
	if v {
		f[key] = "true"
	} else {
		f[key] = "false"
	}
}
