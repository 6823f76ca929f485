//go:build !unix

package mcp

// CloseOnSignals does nothing where there are no unix signals; stop
// does nothing either.
func CloseOnSignals() (stop func()) { return func() {} }
