package concierge

// A request wrapped in who suggested it (R50; issue 24, bank22a): "my bank
// manager said i should move 500 from savings to 7654321" was routed by
// "bank" and "savings" to a balance check, and the transfer was lost;
// "the landlord told me to pay 800 to 7654321", "my wife wants me to send
// 50 to …", "i was told to check my balance" are the user's own request,
// with its values. Who suggested it names no value and no task: the lead
// ("my bank manager said i should") is dropped before the message is
// read, with a note, and the request runs as if asked plainly (a transfer
// still waits for the user's own yes to its summary). The harm check and
// the scam caution have judged the whole message before, and a message in
// a scam's shape ("the fraud team told me to move …") is read as typed.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// reportedLead is the words that say who asked for the request, up to the
// request's verb: someone (a role, a name, "he", "they") said, told me,
// wants me, asked me … to / i should; or "i was told to", "i've been
// asked to". The complement ("to", "i should", "that i need to") is
// required, so "my bank said my balance is low" keeps every word.
var reportedLead = reading.Lazy(`(?i)(?:^|[,.;!?]\s*|\s-\s)\s*(?:(?:so|ok|okay|hey|hi|um|uh|yeah|well|and|but|anyway|basically)[,!.]?\s+)*` +
	`(?:` +
	`(?:(?:my|the|our|his|her|a|an)\s+(?:[a-z'’]+\s+){0,2}?[a-z'’]+|he|she|they|someone|somebody|some\s+guy|[a-z]+)\s+` +
	`(?:(?:has|have|had|just)\s+)?(?:said|says|sed|told\s+me|tells\s+me|telling\s+me|wants\s+me|wanted\s+me|want\s+me|asked\s+me|asks\s+me|asking\s+me|suggested|suggests|reckons|recommended|recommends|advised(?:\s+me)?|advises(?:\s+me)?|needs\s+me|insists|insisted|thinks|thought)` +
	`|i\s+(?:was|got|have\s+been|'?ve\s+been|ve\s+been|been)\s+(?:told|asked|advised)` +
	`|(?:i'?ve|ive)\s+been\s+(?:told|asked|advised)` +
	`)\s+(?:that\s+)?(?:i\s+(?:should|shud|shld|need\s+to|needa|have\s+to|gotta|must|ought\s+to|could|can)\s+|we\s+(?:should|need\s+to|have\s+to)\s+|(?:me\s+)?to\s+)`)

// reportedVerbs are the first words of a request after the lead: only then
// is the lead dropped ("she said to me that …" keeps its words).
var reportedVerbs = lazyWordSet(`send sned snd move moev transfer trasnfer xfer wire pay give put shift chuck bung check chek see show look find get tell write make draft do decline reject deny log login sign note add list open read delete`)

// withoutReportedSpeech is text without the lead that says who suggested
// its request; text itself when it has none.
func (e *Engine) withoutReportedSpeech(text string) string {
	low := strings.ToLower(text)
	if !strings.Contains(low, " to ") && !strings.Contains(low, " should") && !strings.Contains(low, " shud") && !strings.Contains(low, " need") && !strings.Contains(low, " have ") && !strings.Contains(low, " must") && !strings.Contains(low, " gotta") && !strings.Contains(low, " could") && !strings.Contains(low, " can") && !strings.Contains(low, " shld") && !strings.Contains(low, " ought") {
		return text
	}
	if cautionFor(text) != "" {
		return text // "the fraud team said to move 400 to a safe account": a scam's shape is read as typed, who asked included (caution.go)
	}
	loc := reportedLead.FindStringSubmatchIndex(text)
	if loc == nil {
		return text
	}
	rest := text[loc[1]:]
	ws := reading.Words(strings.ToLower(rest))
	if len(ws) == 0 || !reportedVerbs()[ws[0]] {
		return text
	}
	from := loc[0]
	for from < loc[1] && strings.ContainsRune(",.;!?- \t", rune(text[from])) {
		from++
	}
	out := strings.TrimSpace(text[:from] + rest)
	e.note(state.NoteRoute, "Read \""+reading.Clip(out, 60)+"\": the request, without who suggested it")
	return out
}
