package openai

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// R52: each dialect's read_message fixture (want.commands), native or
// written as text, is read by ReadMessage into the commands it holds, in
// one request, with its reply streamed where it has one.
func TestReadMessageFixtures(t *testing.T) {
	t.Parallel()
	all, err := openaitest.LoadFixtures(dialectsDir)
	if err != nil {
		t.Fatal(err)
	}
	native, text := 0, 0
	for _, f := range all {
		want := f.Get("want.commands")
		if want == "" {
			continue
		}
		if strings.Contains(string(f.Body), "<tool_call>") {
			text++
		} else {
			native++
		}
		t.Run(f.Name, func(t *testing.T) {
			t.Parallel()
			srv := openaitest.New(t, openaitest.Script(t, f.Response()))
			cfg := Config{APIKey: "test-key", BaseURL: srv.URL, Stall: 5 * time.Second}
			if f.Get("base") == "api.openai.com" {
				cfg.BaseURL, cfg.HTTPClient = "", &http.Client{Transport: redirect{to: srv.Root}}
			}
			if d := f.Get("dialect"); d != "" {
				cfg.Dialect = &Dialect{}
				if err := json.Unmarshal([]byte(d), cfg.Dialect); err != nil {
					t.Fatal(err)
				}
			}
			o := New(bank.Domain(), NewClient(cfg), orDefault(f.Get("model"), "test-model"))
			var streamed strings.Builder
			got, err := o.ReadMessage(context.Background(), agents.ReadInput{Text: "send 50 EUR to Bob", OnDelta: func(s string) { streamed.WriteString(s) }})
			if err != nil {
				t.Fatal(err)
			}
			if c := agents.Commands(got.Commands, nil); c != want || got.Reply != f.Get("want.reply") || got.Repaired || got.Cut {
				t.Errorf("read as %s, reply %q (%+v); want %s, reply %q", c, got.Reply, got, want, f.Get("want.reply"))
			}
			if streamed.String() != got.Reply {
				t.Errorf("streamed %q, reply %q", streamed.String(), got.Reply)
			}
			if n := len(srv.Requests()); n != 1 {
				t.Errorf("%d requests", n)
			}
		})
	}
	if native < 2 || text < 1 {
		t.Errorf("%d native and %d text-form read_message fixtures", native, text)
	}
}
