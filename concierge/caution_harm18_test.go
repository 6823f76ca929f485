package concierge

import (
	"testing"

	"github.com/concierge-dev/concierge/prompts"
)

// R53 (round 18): the blackmail caution is for threats and extortion
// only. A newcomer's plain transfer, said with a negation somewhere in it
// ("my english not good", "i'm not from here") and money sent to family,
// gets no caution; threats said in new words still get it.
func TestBlackmailCautionOnlyForThreats(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"I am new in this country, my english not good. I want send money to my brother account 7654321, 300 dolar": "",
		"my english is not so good sorry, send 200 to my mother account 8765432":                                    "",
		"im not from here and dont know how it works, please send 150 to my sister 7654321":                         "",
		"not sure how this works, i want to send money to my family, 400 to 7654321":                                "",
		"dont forget to send 50 to my wife account 7654321":                                                         "",
		"i never send money online, but send 100 to my friend 7654321 please":                                       "",
		"send 500 to 7654321 or he will post everything online":                                                     prompts.BlackmailCaution(),
		"pay 300 to 7654321 so she wont share my pictures":                                                          prompts.BlackmailCaution(),
		"transfer 800 to 7654321, unless i pay he sends it to my wife":                                              prompts.BlackmailCaution(),
		"he says if i dont pay he will leak the chats, send 200 to 7654321":                                         prompts.BlackmailCaution(),
		"send 250 to 7654321 to stop them showing my videos to my boss":                                             prompts.BlackmailCaution(),
	} {
		if got := cautionFor(line); got != want {
			t.Errorf("%q: caution %.40q, want %.40q", line, got, want)
		}
	}
}
