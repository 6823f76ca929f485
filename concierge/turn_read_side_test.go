package concierge

import "testing"

var (
	heldLetter    = []string{"write a decline for 31PX90, motor... actually hold on, what's a topology even mean here"}
	atStrategy    = []string{"find claim id"}
	atNoteText    = []string{"ada 1815", "add a note"}
	atTopology    = []string{"decline letter for 44FF21"}
	heldAnswered  = "ask — answered; the request on hold is still kept"
	heldDropped   = "cancel — the request kept on hold is dropped"
	heldGo        = "start_task(DeclineLetterAssistance, held: write a decline for 31PX90, motor) — the user said go to the request kept while their question was answered"
	noSendLetter  = "cannot_handle — no agent here can "
	whyStrategy   = "ask — why SmartStrategy asks for the relationship with Suncorp, answered and asked again"
	lookUpAtQuest = "cannot_handle — asked to look up the "
)

// Issue 24, R50: the talk around a task — a request kept on hold, what
// cannot be done with what a task made, a look-up asked, why a value is
// asked, a hint at a request unsure between choices — is read as
// commands first, where it applies, and not where something else waits.
func TestTurnReadsSideTalk(t *testing.T) {
	t.Parallel()
	checkTurnReads(t, []turnReadCase{
		// a request put on hold for a question, and the answers to it
		{"insurance", nil, "decline letter for 22AB11 motor - wait, why do you need the topology?", "ask — \"why do you need the topology?\", answered; the request to craft a declined letter is kept until the user says go (they said to hold on)"},
		{"insurance", nil, "draft the decline for 63KL90 motor but before you write it, what does topology mean?", "ask — \"what does topology mean?\", answered; the request to craft a declined letter is kept until the user says go (they said to hold on)"},
		{"insurance", atTopology, "decline letter for 22AB11 motor - wait, why do you need the topology?", "ask on the side — \"why do you need the topology?\", answered; the rest is DeclineLetterAssistance's"},
		{"insurance", heldLetter, "ok motor then", heldGo},
		{"insurance", heldLetter, "right, go ahead and write it", heldGo},
		{"insurance", heldLetter, "forget it", heldDropped},
		{"insurance", heldLetter, "and what's a claim id?", heldAnswered},
		{"insurance", heldLetter, "what's the weather like", ""},
		{"bank", signedIn, "ok go ahead", ""},
		// what a task made cannot be sent from here
		{"insurance", afterLetter, "can i get it emailed to the customer too?", noSendLetter + "email what was made (can i get it emailed to the customer too)"},
		{"insurance", afterLetter, "pls print it", noSendLetter + "print what was made (pls print it)"},
		{"insurance", afterLetter, "could you fax that over to them", noSendLetter + "fax what was made (could you fax that over to them)"},
		{"insurance", nil, "can i get it emailed?", ""},
		{"bank", afterTransfer, "send 50 to 7654321", ""},
		{"notes", append(notesSignedIn, "add a note called dentist saying tuesday 3pm", "yes"), "email it to me", noSendLetter + "email what was made (email it to me)"},
		// why a value is asked
		{"insurance", atStrategy, "why does it matter", whyStrategy},
		{"insurance", atStrategy, "how come u need that", whyStrategy},
		{"notes", atNoteText, "why does it matter?", "ask — why add_note asks for the title, answered and asked again"},
		{"bank", atApproval, "why does it matter", "ask — a question at the approval, answered from its summary"},
		{"bank", nil, "why do you need my username", "ask — why a value is asked, answered from the slot's description"},
		{"insurance", nil, "why do you need the claim id", "ask — why a value is asked, answered from the slot's description"},
		{"bank", atUsername, "why do you need my username", "ask — why authenticate asks for the username, answered and asked again"},
		// a look-up asked
		{"insurance", atStrategy, "can you just look it up", lookUpAtQuest + "relationship with Suncorp, which nothing here can read"},
		{"insurance", atStrategy, "isn't it in your system?", lookUpAtQuest + "relationship with Suncorp, which nothing here can read"},
		{"insurance", atTopology, "cant you check the system?", lookUpAtQuest + "claim type, which nothing here can read"},
		{"insurance", atTopology, "it's motor, you should have it on file", ""},
		{"insurance", nil, "decline 44FF21, not sure if home or motor tbh, can you look it up?", "cannot_handle(look_up: topology); then: decline 44FF21, not sure if home or motor tbh — asked to look up the claim type: nothing here can read it, so it is asked for"},
		{"bank", atAccount, "can you just look it up", ""},
		// a hint at a request unsure between choices
		{"insurance", nil, "i need to find my claim id but idk if im internal or partner, i work for a broker", "clarify(relationship: hint) — the request is unsure between the relationship with Suncorp's choices; a hint is said before its question"},
		{"insurance", nil, "not sure if internal or partner tbh, i need my claim id, im at a brokerage", "clarify(relationship: hint) — the request is unsure between the relationship with Suncorp's choices; a hint is said before its question"},
		{"insurance", atStrategy, "internal or partner? we're a third party agency", "ask(choice) — which relationship with Suncorp it is, asked back: each choice explained, none taken, and the question asked again"},
		{"bank", nil, "checking or savings, which is better", ""},
	})
}
