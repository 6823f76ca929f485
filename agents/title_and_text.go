package agents

// GivesTitleAndText reports a message that gives a both its short free
// text (a title) and its long one (a text), each by its cue: "title: gym,
// legs on monday", "call it dentist, it says tuesday 3pm" (round 32's
// notes 01). The router and the loop ask it alike.
func GivesTitleAndText(a *Agent, text string) bool {
	titled, long := false, false
	for name := range Extract(a, text, "") {
		s := a.Slot(name)
		if s == nil || s.Kind != KindText || len(s.FreeCues()) == 0 {
			continue
		}
		if s.Long {
			long = true
		} else {
			titled = true
		}
	}
	return titled && long
}
