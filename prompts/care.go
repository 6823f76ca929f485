package prompts

// Care said around a task (issue 24, bank26a): distress or self-harm words
// said with a request get one short line first; the request is served.

// CareDistress is one line of care for hardship said beside a request
// ("i'm so broke", "this bank makes me want to cry").
func CareDistress() string { return render("care_distress", nil) }

// CareSelfHarm is one line of care with a pointer to help, for words about
// harming oneself said beside a request, joking or not.
func CareSelfHarm() string { return render("care_self_harm", nil) }

// CareSelfHarmOnly answers a message that only says it ("i want to die").
func CareSelfHarmOnly() string { return render("care_self_harm_only", nil) }

// UnsureOpening answers a polite or unsure opening ("Good afternoon. I hope
// I am doing this correctly.", "can anyone hear me"): a warm hello, who this
// is (who may be empty), what can be done in one sentence and the question.
func UnsureOpening(who string, can []string, closing string) string {
	return render("unsure_opening", map[string]any{"Who": who, "Can": joinLast(can, "and"), "Closing": orAsk(closing)})
}

// AboutMe answers a personal question to the assistant ("do you like your
// job", "do you get tired") honestly, by topic: feelings, body, life or
// name (who is said with name); then what can be done and the question.
func AboutMe(topic, who string, can []string, closing string) string {
	var answer string
	switch topic {
	case "feelings":
		answer = render("about_me_feelings", nil)
	case "body":
		answer = render("about_me_body", nil)
	case "name":
		if who == "" {
			who = "the concierge"
		}
		answer = render("about_me_name", who)
	default:
		answer = render("about_me_life", nil)
	}
	return render("about_me", map[string]any{"Answer": answer, "Can": joinLast(can, "and"), "Closing": orAsk(closing)})
}
