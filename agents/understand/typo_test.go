package understand_test

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/understand"
)

// A typo of an own account after "into" is the transfer's destination,
// as the word spelled right is.
func TestTypoOfAnAccountAsTheDestination(t *testing.T) {
	r := readers(t)["bank"]
	for _, text := range []string{"transfer 40 into my savngs", "move 25 over to my svings"} {
		rd := r.Read(text, understand.Moment{})
		got := ""
		for _, c := range rd.Commands {
			got += c.Values["destination"]
		}
		if !strings.EqualFold(got, "savings") {
			t.Errorf("%q: destination %q", text, got)
		}
	}
}
