package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
	"github.com/concierge-dev/concierge/agents/understand"
)

// A question about how moving money works, asked as a what-if (issue 24,
// R50; round 21's tester: "if I ask you to send 100 to 1234324 will you
// ask me first?") is the reader's command: ask(how_transfers_work) on the
// agent that moves money, "undo" when it asks whether a transfer can be
// taken back or what a mistaken one does; the loop answers it from that
// command without reading the text again (concierge/transfer_what_if.go).
// A plain request, a question while the call waits for its yes, and a
// domain that moves no money read as before.
func TestTransferWhatIfReadAsCommand(t *testing.T) {
	rs := readers(t)
	doms := map[string]*agents.Domain{"bank": bank.Domain(), "insurance": insurance.Domain()}
	for _, c := range []struct{ dom, at, text, want string }{
		{"bank", "none", "if I ask you to send 100 to 1234324 will you ask me first?", "ask"},
		{"bank", "none", "would you let me send 5k without asking?", "ask"},
		{"bank", "none", "r u gonna check with me b4 sending money", "ask"},
		{"bank", "none", "what happens if I send money to the wrong account", "undo"},
		{"bank", "none", "can I undo a transfer after?", "undo"},
		{"bank", "none", "wat if i fat finger the acct number", "undo"},
		{"bank", "none", "if i send 50 to 7654321 does it go through right away?", "ask"},
		{"bank", "slot:account", "wait do i have to confirm it before the money goes?", "ask"},
		{"bank", "username", "hmm can a transfer be reversed later?", "undo"},
		{"bank", "none", "send 100 to 1234324", ""},
		{"bank", "none", "whats my balance", ""},
		{"bank", "approval", "will you ask me first?", ""},
		{"insurance", "none", "if I send money to the wrong account can you undo it?", ""},
	} {
		rd := rs[c.dom].Read(c.text, moment(t, c.at, doms[c.dom]))
		got := ""
		if len(rd.Commands) == 1 && rd.Commands[0].Kind == agents.CmdAsk && rd.Commands[0].Question == understand.WhatIfQuestion {
			got = "ask"
			if rd.Commands[0].Value == "undo" {
				got = "undo"
			}
			if rd.Commands[0].Agent != "transfer_money" || !rd.Sure {
				t.Errorf("%s at %s: %q read on %q (sure %v), want transfer_money, sure", c.dom, c.at, c.text, rd.Commands[0].Agent, rd.Sure)
			}
		}
		if got != c.want {
			t.Errorf("%s at %s: %q read as %s (%q), want %q", c.dom, c.at, c.text, agents.Commands(rd.Commands, nil), got, c.want)
		}
	}
}
