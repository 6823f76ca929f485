package trace

import (
	"net/http"
	"net/url"
	"testing"
)

// registered says whether path has a handler on http.DefaultServeMux.
func registered(path string) bool {
	_, pat := http.DefaultServeMux.Handler(&http.Request{URL: &url.URL{Path: path}})
	return pat == path
}

// TestHandlersRegisteredAtFirstTrace: nothing at init (PATCHED.md), both
// debug pages once a trace is made, and a second trace does not register
// them again (which would panic).
func TestHandlersRegisteredAtFirstTrace(t *testing.T) {
	if registered(debugRequestsPath) || registered(debugEventsPath) {
		t.Fatal("the debug pages are registered before any trace was made")
	}
	New("family", "title").Finish()
	if !registered(debugRequestsPath) || !registered(debugEventsPath) {
		t.Fatal("the debug pages are not registered after the first trace")
	}
	New("family", "title").Finish()
	NewEventLog("family", "title").Finish()
}
