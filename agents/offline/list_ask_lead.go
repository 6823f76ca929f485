package offline

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A question about what there is is often put as a request to tell
// (tryout35 notes 17): "tell me what todos i got", "let me know what notes
// i have", "remind me wat todos are left", "can you tell me which notes i
// saved". The lead's words are no agent's own, so the question went to no
// one ("tell me …": the concierge's "not sure"; as the middle of three
// requests it merged into the sign-in before it and was lost), or its
// "remind me" made it a to-do to add ("Put "i got" on your to-do list?").
// The question after the lead is what the message asks.

// askLead opens a message that asks to be told something.
var askLead = reading.Lazy(`(?i)^(?:(?:also|so|and|ok|okay|hey|um|uh|then|now|please|pls|plz|just|can you|could you|can u|could u|would you|will you|cn u)[,\s]+)*(?:tell me|tell us|tel me|let me know|lemme know|let me see|lemme see|remind me(?: of)?|show me|i (?:want|wanna|need|would like|'d like) to know|i wanna know|wanna know|i wonder|i'm wondering|im wondering|do you know|check)[,\s]+`)

// withoutAskLead is the question after a lead that asks to be told, when
// what follows asks what there is ("what todos i got"); else the text as
// it is: "remind me to pay rent" keeps its "remind me".
func withoutAskLead(text string) string {
	t := strings.TrimSpace(text)
	if loc := askLead.FindStringIndex(t); loc != nil {
		if rest := t[loc[1]:]; aboutWhatThere.MatchString(rest) {
			return rest
		}
	}
	return text
}
