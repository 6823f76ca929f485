package concierge

import (
	"strings"
	"testing"
)

// Several notes in one message are one request each, approved one after
// another (tryout 37's notes 18): before, "two notes pls: one called wifi
// saying …, and another called bins saying …" was one note whose text held
// the second. A note whose text says "and another" in prose stays one.
func TestSeveralNotesOneRequestEach(t *testing.T) {
	t.Parallel()
	for line, want := range map[string][]string{
		"two notes pls: one called wifi saying pw on the router, and another called bins saying tuesday night":                  {"wifi|pw on the router", "bins|tuesday night"},
		"make 2 notes: gym - leg day, and dentist - fri 10am":                                                                   {"gym|leg day", "dentist|fri 10am"},
		"note gym: leg day. note dentist: fri 10am":                                                                             {"gym|leg day", "dentist|fri 10am"},
		"one titled groceries with milk and eggs and one titled car with oil change friday":                                     {"groceries|milk and eggs", "car|oil change friday"},
		"can u make 2 notes, one named vet saying rex shots on monday and the other one named rent saying pay by the 1st":       {"vet|rex shots on monday", "rent|pay by the 1st"},
		"Two Notes: One Called Keys Saying Spare Under The Mat; Another Called Bins Saying Tuesday Night":                       {"Keys|Spare Under The Mat", "Bins|Tuesday Night"},
		"2 notes: books - dune and neuromancer; gifts - scarf for gran":                                                         {"books|dune and neuromancer", "gifts|scarf for gran"},
		"write down two notes. first one titled plumber says comes monday 9am, second one titled boiler says service in may":    {"plumber|comes monday 9am", "boiler|service in may"},
		"make two notes: one callled wifi saying pw on the router and anothr called bins saying tues":                           {"wifi|pw on the router", "bins|tues"},
		"three notes pls: one called keys saying under the mat, one called gym saying legs, and one called cat saying feed her": {"keys|under the mat", "gym|legs", "cat|feed her"},
	} {
		e, rec, s := notesWith(t, "shopping", "eggs and milk")
		say(t, e, "ada 1815")
		n := len(rec.replies())
		say(t, e, line)
		for i, w := range want {
			title, text, _ := strings.Cut(w, "|")
			got := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(got, `Add a note titled "`+title+`" saying "`+text+`"?`) {
				t.Errorf("%q: note %d: want %s saying %q asked:\n%s", line, i+1, title, text, got)
				break
			}
			n = len(rec.replies())
			say(t, e, "yes")
		}
		if len(s.titles) != 1+len(want) {
			t.Errorf("%q: want %d notes added, got %v", line, len(want), s.titles[1:])
		}
	}
	for line, text := range map[string]string{
		"add a note called chores saying wash the car and another thing, feed the cat":  "wash the car and another thing, feed the cat",
		"write a note titled ideas saying buy one for mum and another for dad":          "buy one for mum and another for dad",
		"add a note called plan saying one called it quits and another called it a day": "one called it quits and another called it a day",
	} {
		e, rec, _ := notesWith(t, "shopping", "eggs and milk")
		say(t, e, "ada 1815")
		n := len(rec.replies())
		say(t, e, line)
		if got := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(got, `saying "`+text+`"?`) {
			t.Errorf("%q: want one note saying %q:\n%s", line, text, got)
		}
	}
}
