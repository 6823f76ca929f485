package prompts

// SignInStatusNo answers "am I logged in?" when nobody is.
func SignInStatusNo() string { return render("signin_status_no", nil) }

// SignInStatusYes answers "am I logged in?" when the user is, as name
// ("" when the domain keeps no name).
func SignInStatusYes(name string) string { return render("signin_status_yes", name) }

// SignInStatusNotYet answers "am I logged in?" while the sign-in is under
// way: its question follows.
func SignInStatusNotYet() string { return render("signin_status_not_yet", nil) }
