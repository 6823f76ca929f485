package prompts

import "strings"

// ValueConfirmed says a value the user confirms is the one the last task
// already used, so nothing needs doing again.
func ValueConfirmed(label, value, task string) string {
	// several values ("17MN33 and Motor") take "are"
	return render("value_confirmed", map[string]any{"Label": label, "Value": value, "Task": task, "Plural": strings.Contains(value, " and ")})
}
