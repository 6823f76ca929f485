package prompts

// Today answers "what day is it today?" from the clock the session runs
// on: the date, and the time when it was asked for.
func Today(date, clock string) string {
	return render("today", map[string]string{"Date": date, "Time": clock})
}
