package prompts

// CapsLockOn follows a refused sign-in whose password was typed in
// capitals only; it never shows the password.
func CapsLockOn() string { return render("caps_lock_on", nil) }
