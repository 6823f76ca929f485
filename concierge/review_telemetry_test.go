package concierge_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/telemetry"
)

// Review (R49, R29): the password said again where a user says things at
// an approval — a correction, a side question, a no with a reason, an
// answer typed in full — and at the password prompt in a sentence, is in
// no span, attribute, event or status, with contents captured or not, on
// either engine, each test with a memory of its own (no other test's
// password masks this one's).
func TestReviewPasswordAtApprovalInNoSpan(t *testing.T) {
	t.Parallel()
	lines := []string{
		"log in", "seldo/monkey",
		"check my checking balance",
		"send 50 to 1234324",
		"actually make it 70, monkey",  // a correction
		"is monkey a strong password?", // a side question at the approval
		"no, because monkey",           // a no with its reason
		"send 60 to 1234324",
		"make it 80 and my password is monkey",
		"log out",
		"log in", "seldo", "my password is monkey, sorry",
		"log out",
		"user seldo pass monkey",
	}
	for _, v := range []struct{ capture, model bool }{{false, false}, {true, false}, {false, true}, {true, true}} {
		t.Run(map[bool]string{true: "contents"}[v.capture]+map[bool]string{true: " model"}[v.model], func(t *testing.T) {
			t.Parallel()
			e, finish := tracedBank(t, v.capture, v.model)
			ctx := context.Background()
			for _, l := range lines {
				if err := e.Send(ctx, l); err != nil {
					t.Fatalf("%q: %v", l, err)
				}
				if strings.HasPrefix(l, "check") && e.Fact("authenticated") != "true" {
					t.Fatalf("not logged in")
				}
			}
			if _, ok := e.PendingApproval(); ok {
				if err := e.Reject(ctx, "monkey"); err != nil {
					t.Fatal(err)
				}
			}
			text := dump(finish())
			if i := strings.Index(strings.ToLower(text), "monkey"); i >= 0 {
				t.Errorf("the password is in the spans: …%s…", text[max(0, i-300):min(len(text), i+60)])
			}
		})
	}
}

// Review (R49): an MCP server whose errors quote the call's arguments (a
// wrong PIN said back, a transport error naming the request) puts the
// secret slot's value in no span, whether the PIN was typed at its prompt
// or in a sentence, with contents captured or not.
func TestReviewMCPErrorQuotingThePINInNoSpan(t *testing.T) {
	t.Parallel()
	for _, typed := range [][]string{
		{"I need a refill of my prescription", "my member id is M12345 and my pin is 9876"},
		{"I need a refill of my prescription", "M12345", "9876"},
	} {
		for _, capture := range []bool{false, true} {
			spec, err := domainfile.Load("../examples/pharmacy/pharmacy.yaml", domainfile.Options{Pins: filepath.Join(t.TempDir(), "pins.json")})
			if err != nil {
				t.Fatal(err)
			}
			p := domainfiletest.Pharmacy()
			calls := 0
			p.Handle = func(server, tool string, args map[string]any) (mcp.Result, error) {
				calls++
				if calls%2 == 0 {
					return mcp.Result{}, fmt.Errorf("server crashed on %s %v", tool, args)
				}
				return mcp.Result{Text: fmt.Sprintf("no member %v with PIN %v", args["member_id"], args["pin"]), IsError: true}, nil
			}
			d, problems := spec.Domain(p)
			if len(problems) > 0 {
				t.Fatal(problems)
			}
			exp := tracetest.NewInMemoryExporter()
			mem := &reading.SecretMemory{}
			sp := telemetry.NewSpans(sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp)),
				telemetry.SpanOptions{CaptureContent: capture, Mask: func(s string) string { m, _ := mem.Mask(s); return m }})
			// a fixed session id: a random one is hex, and "9876" in it (one
			// run in a few thousand) was read as the PIN leaking
			e, err := concierge.New(concierge.Config{Domain: d, Sink: sp.Observe, Typed: mem, Clock: concierge.FixedClock,
				NewID: func() string { return "session-under-test" }})
			if err != nil {
				t.Fatal(err)
			}
			e.Start()
			for _, line := range append(typed, "9876", "M12345 9876", "9876") {
				_ = e.Send(context.Background(), line)
			}
			sp.Close()
			if calls == 0 {
				t.Fatalf("%q: sign_in never called:\n%s", typed, tree(exp.GetSpans()))
			}
			if text := dump(exp.GetSpans()); capture && !strings.Contains(text, "no member M12345") && !strings.Contains(text, "server crashed") {
				t.Errorf("%q: the server's error is not exported with the contents:\n%s", typed, text)
			} else if strings.Contains(text, "9876") {
				t.Errorf("%q, contents %v: the PIN is in the spans:\n%s", typed, capture, text)
			}
		}
	}
}

// Review (R49, R29): a password with a tab or a line break in it (a
// paste) is masked in spans too: every exported string is sanitised, which
// makes the tab a space, and the memory hashed the password as typed.
func TestReviewPastedPasswordWithTabInNoSpan(t *testing.T) {
	t.Parallel()
	for _, secret := range []string{"horse\tbattery", "horse\x1b[0mbattery", "horse\nbattery"} {
		exp := tracetest.NewInMemoryExporter()
		mem := &reading.SecretMemory{}
		sp := telemetry.NewSpans(sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp)),
			telemetry.SpanOptions{CaptureContent: true, Mask: func(s string) string { m, _ := mem.Mask(s); return m }})
		d, _ := concierge.BuiltinDomains().New("bank")
		e, err := concierge.New(concierge.Config{Domain: d, Sink: sp.Observe, Typed: mem, Clock: concierge.FixedClock})
		if err != nil {
			t.Fatal(err)
		}
		e.Start()
		for _, line := range []string{"log in", "seldo", secret} {
			_ = e.Send(context.Background(), line)
		}
		sp.Close()
		if text := dump(exp.GetSpans()); strings.Contains(text, "horse") || strings.Contains(text, "battery") {
			t.Errorf("%q is in the spans:\n%s", secret, text)
		}
	}
}
