package openai

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// atApproval is the moment of a transfer's approval in the bank.
var atApproval = ReadMoment{Agents: []string{"stock_lookup", "account_balance"}, Slots: []string{"amount", "destination", "account"}, Task: true, Approval: true}

func TestParseReadingReadsWhatTheModelMeant(t *testing.T) {
	d := bank.Domain()
	for _, c := range []struct {
		m          ReadMoment
		args       string
		want, repl string
	}{
		{FullMoment(), `{"commands":[{"command":"start_task","agent":"transfer_money","reason":"send money","values":{"amount":"300","destination":1234324}},{"command":"start_task","agent":"stock_lookup","reason":"a price","values":{"company":"AAPL"}}]}`,
			"start_task(transfer_money, amount=300, destination=1234324); start_task(stock_lookup, company=AAPL)", ""},
		// a string holding the object, as some servers send it
		{FullMoment(), `"{\"commands\":[{\"command\":\"cancel\"}]}"`, "cancel(all)", ""},
		// the array written as a string
		{FullMoment(), `{"commands":"[{\"command\":\"help\"}]"}`, "help", ""},
		{atApproval, `{"commands":[{"command":"correct_value","slot":"amount","value":20}]}`, "correct_value(amount=20)", ""},
		{atApproval, `{"commands":[{"command":"approve"}]}`, "approve", ""},
		{FullMoment(), `{"commands":[{"command":"small_talk","kind":"thanks"}],"reply":"  You're welcome!  "}`, "small_talk(thanks)", "You're welcome!"},
		// a reply beside commands that do not answer in words is dropped
		{FullMoment(), `{"commands":[{"command":"cancel","scope":"all"}],"reply":"Cancelled, and I sent your money anyway"}`, "cancel(all)", ""},
		// a password a model put in values is never taken (R10)
		{FullMoment(), `{"commands":[{"command":"start_task","agent":"authenticate","reason":"log in","values":{"username":"seldo","password":"monkey"}}]}`, "start_task(authenticate, username=seldo)", ""},
		{FullMoment(), `{"commands":[{"command":"secret","slot":"password"}]}`, "secret(password)", ""},
		{FullMoment(), `{"commands":[{"command":"edit_step","n":"2","text":"send 50 instead"},{"command":"skip_step","n":3}]}`, "edit_step(2, send 50 instead); skip_step(3)", ""},
		{FullMoment(), `{"commands":[{"command":"clarify","candidates":["account_balance","transfer_money","stock_lookup","authenticate"]}]}`, "clarify(account_balance, transfer_money, stock_lookup)", ""},
		{FullMoment(), `{"commands":[{"command":"unused","words":"tomorrow"},{"command":"cannot_handle"}],"reply":"I can't book flights."}`, "unused(tomorrow); cannot_handle", "I can't book flights."},
		// a field the kind does not take is ignored
		{FullMoment(), `{"commands":[{"command":"logout","reason":"user said bye","agent":null}]}`, "logout", ""},
	} {
		cmds, reply, err := ParseReading(d, c.m, c.args)
		if err != nil {
			t.Errorf("%s: %v", c.args, err)
			continue
		}
		if got := agents.Commands(cmds, nil); got != c.want || reply != c.repl {
			t.Errorf("%s:\n got %s, reply %q\nwant %s, reply %q", c.args, got, reply, c.want, c.repl)
		}
	}
}

// Hostile and broken calls are errors, each a sentence for the repair
// note that names what was wrong.
func TestParseReadingRefusesWhatTheSchemaRefuses(t *testing.T) {
	d := bank.Domain()
	many := `{"commands":[` + strings.Repeat(`{"command":"help"},`, 16) + `{"command":"help"}]}`
	for _, c := range []struct {
		m         ReadMoment
		args, say string
	}{
		{FullMoment(), ``, "JSON object"},
		{FullMoment(), `[{"command":"help"}]`, "JSON object"},
		{FullMoment(), `{"commands":[{"command":"help"}`, "not valid JSON"},
		{FullMoment(), `{"reply":"hi"}`, "array"},
		{FullMoment(), `{"commands":[]}`, "cannot_handle"},
		{FullMoment(), `{"commands":{"command":"help"}}`, "array"},
		{FullMoment(), many, "more than 16"},
		{FullMoment(), `{"commands":[{"command":"help"}],"mood":"happy"}`, `"mood"`},
		{FullMoment(), `{"commands":[{"command":"launch_rockets"}]}`, `"launch_rockets" is not a command`},
		{FullMoment(), `{"commands":["help"]}`, "object"},
		{FullMoment(), `{"commands":[{"agent":"stock_lookup"}]}`, "command field is missing"},
		{FullMoment(), `{"commands":[{"command":"help","colour":"red"}]}`, `"colour" is not a field`},
		{FullMoment(), `{"commands":[{"command":"start_task","agent":"stock_lookup"}]}`, "needs a reason"},
		{FullMoment(), `{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"  "}]}`, "needs a reason"},
		{FullMoment(), `{"commands":[{"command":"start_task","agent":"wire_fraud","reason":"x"}]}`, `"wire_fraud" is not an agent`},
		{FullMoment(), `{"commands":[{"command":"start_task","agent":"concierge","reason":"x"}]}`, "not an agent"},
		{atApproval, `{"commands":[{"command":"start_task","agent":"transfer_money","reason":"again"}]}`, "not an agent that can be started now"},
		{FullMoment(), `{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"x","values":{"amount":"5"}}]}`, `no slot "amount"`},
		{FullMoment(), `{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"x","values":{"company":{"ticker":"AAPL"}}}]}`, "must be a string"},
		{FullMoment(), `{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"x","values":["AAPL"]}]}`, "values must be an object"},
		{FullMoment(), `{"commands":[{"command":"set_value","slot":"password","value":"monkey"}]}`, "is a secret"},
		{FullMoment(), `{"commands":[{"command":"secret","slot":"amount"}]}`, "not a secret"},
		{FullMoment(), `{"commands":[{"command":"set_value","slot":"amount"}]}`, "needs a value"},
		{atApproval, `{"commands":[{"command":"set_value","slot":"username","value":"x"}]}`, "not a slot open now"},
		{ReadMoment{Task: true}, `{"commands":[{"command":"approve"}]}`, `"approve" is not a command that can be used now`},
		{atApproval, `{"commands":[{"command":"approve","scope":"session"}]}`, "scope"},
		{ReadMoment{}, `{"commands":[{"command":"cancel","scope":"current"}]}`, "scope"},
		{FullMoment(), `{"commands":[{"command":"cancel","scope":"once"}]}`, "scope"},
		{ReadMoment{Approval: true}, `{"commands":[{"command":"skip_step","n":1}]}`, "not a command"},
		{FullMoment(), `{"commands":[{"command":"skip_step","n":0}]}`, "needs n"},
		{FullMoment(), `{"commands":[{"command":"skip_step","n":"second"}]}`, "whole number"},
		{FullMoment(), `{"commands":[{"command":"edit_step","n":1}]}`, "new text"},
		{FullMoment(), `{"commands":[{"command":"clarify","candidates":["stock_lookup"]}]}`, "two or three"},
		{FullMoment(), `{"commands":[{"command":"small_talk"}]}`, "needs a kind"},
		{FullMoment(), `{"commands":[{"command":"small_talk","kind":"flirt"}]}`, "needs a kind"},
		{FullMoment(), `{"commands":[{"command":"unused","words":[{"a":1}]}]}`, "list of strings"},
		{FullMoment(), `{"commands":[{"command":"help"}],"reply":{"text":"hi"}}`, "reply must be a string"},
	} {
		cmds, _, err := ParseReading(d, c.m, c.args)
		if err == nil {
			t.Errorf("%s: taken as %s", c.args, agents.Commands(cmds, nil))
			continue
		}
		if !strings.Contains(err.Error(), c.say) {
			t.Errorf("%s: %q does not say %q", c.args, err, c.say)
		}
	}
}

// FuzzParseReading: whatever a server sends, the parser returns commands
// the moment allows, or an error; it never panics, never takes a secret
// and never returns more than it bounds.
func FuzzParseReading(f *testing.F) {
	for _, s := range []string{
		`{"commands":[{"command":"start_task","agent":"transfer_money","reason":"x","values":{"amount":"3","password":"p"}}],"reply":"r"}`,
		`{"commands":[{"command":"correct_value","slot":"amount","value":"20"},{"command":"approve","scope":"session"}]}`,
		`"{\"commands\":\"[{\\\"command\\\":\\\"help\\\"}]\"}"`,
		`{"commands":[{"command":"clarify","candidates":["a","b","c","d"]},{"command":"skip_step","n":1e9}]}`,
		`{"commands":[{"command":"small_talk","kind":"greet"}],"reply":"` + strings.Repeat("é", 5000) + `"}`,
		`{"commands":[{"command":"secret","slot":"password","value":"monkey"}]}`,
	} {
		f.Add(s, uint8(0))
	}
	d := bank.Domain()
	f.Fuzz(func(t *testing.T, args string, mask uint8) {
		m := ReadMoment{Task: mask&1 != 0, Approval: mask&2 != 0, Session: mask&4 != 0, Plan: mask&8 != 0}
		if mask&16 != 0 {
			m.Agents = []string{"stock_lookup"}
		}
		if mask&32 != 0 {
			m.Slots = []string{"amount", "password"}
		}
		cmds, reply, err := ParseReading(d, m, args)
		if err != nil {
			if cmds != nil || reply != "" {
				t.Fatalf("an error with a reading: %v", cmds)
			}
			return
		}
		l := legalOf(ReadMessageSchema(d, m))
		if len(cmds) == 0 || len(cmds) > maxCommands || utf8.RuneCountInString(reply) > maxReply+1 {
			t.Fatalf("%d commands, reply of %d runes", len(cmds), utf8.RuneCountInString(reply))
		}
		for _, c := range cmds {
			if !slices.Contains(l.kinds, string(c.Kind)) {
				t.Fatalf("%s is not legal at %+v", c.Kind, m)
			}
			if c.Kind == agents.CmdStartTask && (c.Reason == "" || !slices.Contains(l.agents, c.Agent)) {
				t.Fatalf("start_task %q with reason %q", c.Agent, c.Reason)
			}
			if _, ok := c.Values["password"]; ok || (c.Slot == "password" && c.Value != "") {
				t.Fatalf("a secret taken from a model: %+v", c)
			}
			if c.Kind == agents.CmdSecret && c.Value != "" {
				t.Fatalf("a secret command with a value")
			}
			for _, s := range append([]string{c.Reason, c.Value, c.Text, c.Question}, c.Candidates...) {
				if utf8.RuneCountInString(s) > maxValue+1 {
					t.Fatalf("a field of %d runes", utf8.RuneCountInString(s))
				}
			}
			if len(c.Candidates) > 3 {
				t.Fatalf("%d candidates", len(c.Candidates))
			}
		}
		// the same arguments re-encoded as a string read the same
		enc, _ := json.Marshal(args)
		again, _, err := ParseReading(d, m, string(enc))
		if strings.HasPrefix(strings.TrimSpace(args), "{") && (err != nil || agents.Commands(again, nil) != agents.Commands(cmds, nil)) {
			t.Fatalf("read differently as a string: %v", err)
		}
	})
}

// FuzzPartialReply: the reply read from arguments still arriving only
// grows, and once they are whole it is the reply JSON decodes.
func FuzzPartialReply(f *testing.F) {
	for _, s := range []string{
		`{"commands":[{"command":"small_talk","kind":"greet","text":"reply"}],"reply":"Hi \"there\" \u00e9\ud83d\ude00\n"}`,
		`{"reply":"a\\b","commands":[]}`,
		`{"commands":[{"reply":"not this"}],"reply":"this"}`,
		`{"reply":"\ud83d"}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var whole map[string]json.RawMessage
		valid := json.Unmarshal([]byte(s), &whole) == nil && strings.HasPrefix(strings.TrimSpace(s), "{")
		final, _, found := partialReply(s)
		var want string
		// one key spelt exactly "reply" (json matches keys without case,
		// and keeps the last of two), valid UTF-8, no \u escape (JSON
		// replaces a lone surrogate, the stream shows it as it comes)
		if raw, ok := whole["reply"]; valid && ok && json.Unmarshal(raw, &want) == nil && strings.Count(s, `"reply"`) == 1 &&
			utf8.ValidString(s) && !strings.Contains(s, `\u`) && !strings.Contains(strings.ToLower(strings.Replace(s, `"reply"`, "", 1)), `reply`) {
			if !found || final != want {
				t.Fatalf("reply %q (found %v), JSON says %q", final, found, want)
			}
		}
		if !valid || !found {
			return
		}
		shown := ""
		for i := 0; i <= len(s); i++ {
			r, _, ok := partialReply(s[:i])
			if ok && len(r) >= len(shown) {
				if !strings.HasPrefix(r, shown) {
					t.Fatalf("the reply went back: %q after %q", r, shown)
				}
				shown = r
			}
		}
	})
}
