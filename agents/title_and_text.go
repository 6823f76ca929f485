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

// LabelsTitleAndText reports a message that gives both by their markers,
// the title's said by a word of its own ("title dentist, body: …",
// "heading: x / details: y", round 35's notes 08), never read from where
// it stands ("add a todo: call the dentist" names no title "todo").
func LabelsTitleAndText(a *Agent, text string) bool {
	out, x := extract(a, InAsInto(numeralToFor(a, quotedTitleAndText(a, text))), "")
	titled, long := false, false
	for name := range out {
		s := a.Slot(name)
		if s == nil || s.Kind != KindText || len(s.FreeCues()) == 0 {
			continue
		}
		if s.Long {
			long = true
		} else if x.marked[name] {
			titled = true
		}
	}
	return titled && long
}
