package prompts

// NothingMovedHere answers a question whether a past payment went
// through when nothing with an effect was done in this conversation:
// nothing was moved here, and payments made elsewhere cannot be seen
// (issue 24, bank31).
func NothingMovedHere() string { return render("nothing_moved_here", nil) }

// LogoutCapability is the capability list's line for signing out, in a
// domain where one can (issue 24, bank31).
const LogoutCapability = `Logging you out when you're done (say "log out")`
