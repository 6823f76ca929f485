package concierge

// A message at an approval that changes its mind within itself (issue 24,
// bank22b): "no wait... yes", "nah actually yeah go ahead", "yes… no
// actually", "ok hmm no". Before, the first word decided: "no wait...
// yes" was a no whose reason was "wait... yes", and the next question was
// the amount's. The last decision in the message counts: a plain yes at
// the end approves (R50's gate still reads a yes-word in it), a plain no
// at the end declines, and anything after the last decision that holds it
// back ("no wait yes, hold on") asks the approval again, plainly. Only a
// message made of decision words, the words of changing one's mind and
// small words around them is read so: a value, an account or a request
// in it ("no wait, make it 30") is read as before.

import (
	"github.com/concierge-dev/concierge/agents"
	"strings"
)

// mindChangedRead reads a yes and a no said in one message with a change
// of mind between them; ok is false for any other message.
func mindChangedRead(text string) (apCommand, bool) {
	toks := mindTokens(text)
	if len(toks) == 0 {
		return apCommand{}, false
	}
	yes, no, turned := false, false, strings.Contains(text, "...") || strings.Contains(text, "…")
	last, after := "", 0 // the last decision, and the words after it that hold it back
	for i := 0; i < len(toks); {
		n, kind := mindPhraseAt(toks, i)
		if n == 0 {
			return apCommand{}, false // a word of its own: a value, a request, a reason
		}
		switch kind {
		case "yes":
			yes, last, after = true, "yes", 0
		case "no":
			no, last, after = true, "no", 0
		case "turn":
			turned = true
			if !strings.HasPrefix(toks[i], "actual") {
				after++ // "no actually": the no said firmly; "yes, hmm": held back
			}
		}
		i += n
	}
	if !yes || !no || !turned {
		return apCommand{}, false // "yeah nah" (approval_yes_no.go), a yes or a no alone
	}
	switch {
	case after > 0:
		return remindCmd(text, ""), true // "no wait yes… hmm": unclear, asked again
	case last == "yes":
		return approveCmd(text), true
	default:
		return apCmd(agents.CmdReject, text), true // the last word a plain no
	}
}

// mindTokens are text's words, lower case, with the marks between them
// dropped ("no, wait… yes!" is no wait yes).
func mindTokens(text string) []string {
	text = strings.ReplaceAll(strings.ToLower(text), "’", "'")
	return strings.FieldsFunc(text, func(r rune) bool {
		return strings.ContainsRune(" \t\n,.;:!…-—–()", r)
	})
}

// mindPhraseAt is the length of the phrase of a change of mind at toks[i]
// and its kind: "yes", "no", "turn" (a word of changing one's mind: wait,
// actually, hmm), "tail" (please, go ahead, mate); 0 for any other word.
func mindPhraseAt(toks []string, i int) (int, string) {
	for _, n := range []int{3, 2, 1} {
		if i+n > len(toks) {
			continue
		}
		p := strings.Join(toks[i:i+n], "_")
		switch {
		case mindYes()[p]:
			return n, "yes"
		case mindNo()[p]:
			return n, "no"
		case mindTurn()[p]:
			return n, "turn"
		case mindTail()[p] || n == 1 && addressWords()[p]:
			return n, "tail"
		}
	}
	return 0, ""
}

// The words of a decision changed within a message, a phrase's words
// joined by "_". A yes here must also pass R50's gate to approve.
var (
	mindYes = lazyWordSet(`yes yeah yep yup ya yea yeh yess yesss ok okay k kk sure alright all_right aye absolutely definitely certainly
		approve approved confirm confirmed proceed go_ahead go_for_it do_it send_it please_do sure_thing lets_do_it let's_do_it fine`)
	mindNo   = lazyWordSet(`no nope nah naw nay noo nooo don't dont do_not don't_do_it dont_do_it don't_send_it dont_send_it not_yet not_now`)
	mindTurn = lazyWordSet(`wait wait_wait hold_on hang_on actually actualy hmm hmmm hm um umm uh uhh erm er well oh ah
		on_second_thought on_second_thoughts second_thoughts i_mean`)
	mindTail = lazyWordSet(`please pls plz then now thanks thank_you ty cheers lol haha sorry`)
)

// hedgedRead reads a yes said with a doubt and nothing else ("i guess?",
// "ok i suppose", "yeah probably", "sure i guess"): no deliberate yes
// (R50), so the approval is asked again plainly; before, "ok i suppose"
// approved the call and "i guess?" was told "I don't know that". Any other
// word in it (a value, a request, a "but") leaves it to the other readings.
func hedgedRead(text string) (apCommand, bool) {
	toks := mindTokens(strings.ReplaceAll(text, "?", " "))
	hedged := false
	for i := 0; i < len(toks); {
		if n := hedgeAt(toks, i); n > 0 {
			hedged, i = true, i+n
			continue
		}
		n, kind := mindPhraseAt(toks, i)
		if n == 0 || kind == "no" {
			return apCommand{}, false
		}
		i += n
	}
	if !hedged {
		return apCommand{}, false
	}
	return remindCmd(text, ""), true
}

// hedgeAt is the length of a doubt's phrase at toks[i], 0 for none.
func hedgeAt(toks []string, i int) int {
	for _, n := range []int{4, 3, 2, 1} {
		if i+n <= len(toks) && hedges()[strings.Join(toks[i:i+n], "_")] {
			return n
		}
	}
	return 0
}

// hedges are the doubts said with a yes.
var hedges = lazyWordSet(`i_guess i_guess_so guess_so i_suppose i_suppose_so suppose_so i_think i_think_so think_so probably prob prolly maybe perhaps
	kinda kind_of sort_of sorta if_you_say_so if_you_think_so if_you_must i_dunno dunno idk not_sure i'm_not_sure im_not_sure i_think_maybe`)
