package concierge

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/state"
)

// R29, issue 12: whatever form the password was typed in, it is in none
// of the four places it could leak to — the session database (its files,
// byte for byte), an export (Markdown and JSON), the trace (the stored
// events), and a request to a model (the bodies the server received) —
// on the model engine, alone and with the rules first.
func TestPasswordInNoneOfTheFourPlaces(t *testing.T) {
	t.Parallel()
	forms := map[string][]string{
		"at the masked prompt":   {"log in", "seldo", "monkey"},
		"with the username":      {"log in", "seldo monkey"},
		"login user pass":        {"login seldo monkey"},
		"slash":                  {"log me in please: seldo/monkey"},
		"pw colon":               {"log in", "seldo", "pw: monkey"},
		"said in words":          {"log in as seldo, my password is monkey"},
		"password first":         {"log in", "monkey is my password, seldo is my username"},
		"at the prompt in words": {"log in", "seldo", "my password is monkey"},
	}
	for name, lines := range forms {
		for _, first := range []bool{false, true} {
			t.Run(name+map[bool]string{false: "/model alone", true: "/rules first"}[first], func(t *testing.T) {
				t.Parallel()
				dir := t.TempDir()
				var servers []*openaitest.Server
				brain := modelEngine(t, func(d *agents.Domain) openaitest.Handler { return competentModel(t, d) }, &servers)
				d, _ := BuiltinDomains().New("bank")
				b, _ := brain(d)
				if first {
					b = offline.NewFirst(d, b)
				}
				e, _, store := storedBank(t, dir, nil, b)
				say(t, e, lines...)
				// a later line and a reject reason carry it with no cue at all
				say(t, e, "check my checking balance", "send 50 to 1234324")
				if err := e.Reject(t.Context(), "monkey"); err != nil {
					t.Fatal(err)
				}
				say(t, e, "by the way monkey was a silly password")
				if e.Fact("authenticated") != "true" {
					t.Fatalf("not logged in with %q", lines)
				}
				id := e.SessionID()
				snap, recs, err := store.Load(id)
				if err != nil {
					t.Fatal(err)
				}
				all, err := store.Events(id)
				if err != nil {
					t.Fatal(err)
				}
				events := DecodeRecords(all, nil)
				js, err := SessionJSON(snap, recs, nil)
				if err != nil {
					t.Fatal(err)
				}
				places := map[string]string{
					"markdown export": Markdown(snap, events, func(a string) string { return a }),
					"json export":     string(js),
					"trace":           traceText(events),
				}
				store.Close()
				files, _ := filepath.Glob(filepath.Join(dir, "*"))
				for _, f := range files {
					if b, err := os.ReadFile(f); err == nil {
						places["database file "+filepath.Base(f)] = string(b)
					}
				}
				var bodies []string
				for _, srv := range servers {
					for _, r := range srv.Requests() {
						bodies = append(bodies, string(r.Body))
					}
				}
				places["model requests"] = strings.Join(bodies, "\n")
				for where, text := range places {
					if strings.Contains(strings.ToLower(text), "monkey") {
						t.Errorf("the password is in the %s", where)
					}
				}
				if !strings.Contains(places["markdown export"], state.SecretMask) {
					t.Error("the export does not show the mask where the password was")
				}
			})
		}
	}
}

// traceText renders events with every field, as a trace exporter would.
func traceText(events []Event) string {
	r := &recorder{events: events}
	return r.dump()
}

// R29 (review D6): at the username prompt, a username and a password in
// the other shapes people type them are a login, masked.
func TestPairShapesAtTheUsernamePrompt(t *testing.T) {
	t.Parallel()
	for _, pair := range []string{"seldo / monkey", "seldo (monkey)", "seldo then monkey", "seldo, monkey"} {
		e, rec := newBank(t, nil)
		say(t, e, "log in", pair)
		js, _ := e.Session().Marshal()
		if e.Fact("authenticated") != "true" || strings.Contains(string(js), "monkey") || strings.Contains(rec.dump(), "monkey") {
			t.Errorf("%q: signed in %s; replies %q", pair, e.Fact("authenticated"), rec.replies())
		}
	}
}
