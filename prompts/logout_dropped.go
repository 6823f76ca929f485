package prompts

// LogoutDropped says what a logout dropped (issue 24, bank24a): the tasks
// waiting that needed the signed-in user ("transfer $90.00 to 1234324"),
// none of which ran; others are the steps of a plan dropped with them.
func LogoutDropped(tasks, others []string) string {
	return render("logout_dropped", map[string]any{"Tasks": tasks, "Others": others})
}

// NothingDoneAfterLogout answers a question about what a logout dropped
// ("did it send anything?"): nothing of it ran.
func NothingDoneAfterLogout(tasks []string) string {
	return render("nothing_done_after_logout", map[string]any{"Tasks": tasks})
}

// YesAfterRefusal answers a yes typed right after a refusal, with nothing
// waiting: it approves nothing; can is what can be done here.
func YesAfterRefusal(can string) string { return render("yes_after_refusal", can) }

// DeclinedNotRun says the last call with side effects was declined at its
// approval, and nothing happened.
func DeclinedNotRun() string { return render("declined_not_run", nil) }

// NothingRan says no task with side effects ran in the session (tasks are
// their phrases: "transfer money").
func NothingRan(tasks []string) string { return render("nothing_ran", tasks) }
