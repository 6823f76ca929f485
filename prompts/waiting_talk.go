package prompts

// Small talk while a yes or no waits (R28, R50).

// ThanksWhileWaiting acknowledges thanks said at an approval or a plan;
// what is the call or plan that still waits ("Transfer $50.00 to
// 7654321", "Your plan").
func ThanksWhileWaiting(what string) string { return render("thanks_while_waiting", what) }

// ByeWhileWaiting says goodbye to a user leaving while what waits: it has
// not run, and it waits; saved says whether the session is stored.
func ByeWhileWaiting(what string, saved bool) string {
	return render("bye_while_waiting", map[string]any{"What": what, "Saved": saved})
}

// TalkWhileWaiting is a reply to other small talk ("how are you?") at an
// approval or a plan, with what still waits.
func TalkWhileWaiting(reply, what string) string {
	return render("talk_while_waiting", map[string]string{"Reply": reply, "What": what})
}

// TakeYourTime answers a user who puts the answer off ("let me think
// about it"): what waits has not run and still waits.
func TakeYourTime(what string) string { return render("take_your_time", what) }

// YoursToDecide answers a yes that leaves the choice to the assistant ("ok
// whatever you think"): only the user's own yes runs the call.
func YoursToDecide(summary string) string { return render("yours_to_decide", summary) }

// PlanDropped says a plan cancelled before its yes is dropped whole.
func PlanDropped() string { return render("plan_dropped", nil) }

// WaitHeld answers a bare "wait", "no wait", "hold on", "one sec" at an
// approval (bank25): what waits ("transfer $30.00 from Checking … to
// 1234324") is neither done nor declined, and a yes still sends it.
func WaitHeld(what string) string { return render("wait_held", what) }
