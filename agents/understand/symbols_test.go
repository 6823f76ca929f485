package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// A message of symbols only was the empty message to the heads (the
// tokenizer keeps words and numbers): a bare "?" at the amount question
// was taken as the amount, and "🙏" and "👋" were all acknowledgements.
// Symbols are features of their own (issue 24).
func TestSymbolOnlyMessages(t *testing.T) {
	r := readers(t)["bank"]
	d := bank.Domain()
	for _, c := range []struct {
		at, text string
		want     agents.CommandKind
	}{
		{"none", "?", agents.CmdHelp},
		{"none", "???", agents.CmdHelp},
		{"slot:amount", "?", agents.CmdHelp},
		{"none", "🙏", agents.CmdSmallTalk},
		{"none", "👋", agents.CmdSmallTalk},
		{"approval", "👍", agents.CmdApprove},
		{"approval", "👎", agents.CmdReject},
	} {
		rd := r.Read(c.text, moment(t, c.at, d))
		if len(rd.Commands) == 0 || rd.Commands[0].Kind != c.want {
			t.Errorf("at %s, %q reads as %v, want %s", c.at, c.text, rd.Commands, c.want)
		}
	}
	// and which small talk: thanks is not a greeting
	for text, want := range map[string]string{"🙏": "thanks", "👋": "greet"} {
		rd := r.Read(text, moment(t, "none", d))
		if len(rd.Commands) == 0 || rd.Commands[0].Scope != want {
			t.Errorf("%q reads as %v, want small_talk(%s)", text, rd.Commands, want)
		}
	}
}
