package prompts

// Questions of trust (R28; issue 24 round 9): whether the assistant is the
// user's bank, a person, and what becomes of what the user types.

// Trust is what a trust answer needs to be honest: whether the domain is
// a built-in demo, its name, what its secret is called ("password",
// "PIN"), whether messages stay on this computer, and whether the
// conversation is saved.
type Trust struct {
	Demo    bool
	Domain  string
	Secret  string
	Offline bool
	Stored  bool
}

// TrustIdentity answers "how do i know you are my bank", "is this a scam".
func TrustIdentity(t Trust) string { return render("trust_identity", t) }

// TrustHuman answers "are you a real person", "r u a bot".
func TrustHuman(t Trust) string { return render("trust_human", t) }

// TrustData answers "is my data safe here", "what do you store".
func TrustData(t Trust) string { return render("trust_data", t) }

// NoHumanHere answers "can I talk to a human", "get me an agent": no
// person is here to hand over to, so the user is pointed to the domain's
// own support, with no number made up.
func NoHumanHere(t Trust) string { return render("no_human_here", t) }
