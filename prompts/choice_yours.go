package prompts

// ChoiceIsYours answers "is it home or motor?" asked back at the question
// that offers them: what each choice stands for, and that the choice is
// the user's to make — the assistant never picks one for them.
func ChoiceIsYours(explained string) string {
	return render("choice_yours", map[string]string{"Explained": explained})
}
