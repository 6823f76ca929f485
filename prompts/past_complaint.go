package prompts

// PastComplaint answers a complaint about a result from before ("last
// time it gave me the wrong letter"): sorry, what was made before can't
// be seen here, and the offer to do the task again with the value it
// needs first.
func PastComplaint(task, needs string) string {
	return render("past_complaint", map[string]string{"Task": task, "Needs": needs})
}
