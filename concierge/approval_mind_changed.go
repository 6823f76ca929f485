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
		case mindWords()["y:"+p]:
			return n, "yes"
		case mindWords()["n:"+p]:
			return n, "no"
		case mindWords()["t:"+p]:
			return n, "turn"
		case mindWords()["a:"+p] || n == 1 && addressWords()[p]:
			return n, "tail"
		}
	}
	return 0, ""
}

// mindWords are the words of a decision changed within a message, a
// phrase's words joined by "_", each after its kind: y: a yes (which
// must also pass R50's gate to approve), n: a no, t: a word of changing
// one's mind, a: a small word around them, h: a doubt, w: a hold
// (approval_hold.go). One set, built on
// first use (TestInitAllocations).
var mindWords = lazyWordSet(`y:yes y:yeah y:yep y:yup y:ya y:yea y:yeh y:yess y:yesss y:ok y:okay y:k y:kk y:sure y:alright y:all_right y:aye
	y:absolutely y:definitely y:certainly y:approve y:approved y:confirm y:confirmed y:proceed y:go_ahead y:go_for_it y:do_it y:send_it
	y:please_do y:sure_thing y:lets_do_it y:let's_do_it y:fine y:aye_aye y:execute y:execute_it y:make_it_so y:yes_sir y:yessir y:roger
	y:roger_that y:ship_it y:let's_do_this y:lets_do_this y:yep_go y:ok_go y:lets_go y:let's_go y:lets_go_ahead y:let's_go_ahead
	y:go_on_then y:go_on y:go_right_ahead y:fire_away y:crack_on y:carry_on y:send_away y:send_it_away y:off_you_go y:away_you_go
	y:push_it_through y:put_it_through y:hit_send y:be_my_guest y:by_all_means y:do_the_honours y:do_the_honors y:make_it_happen y:get_it_done
	y:send_it_off y:send_it_over y:do_the_thing y:yes_do_it y:yes_send_it y:lets_send_it y:let's_send_it y:yes_please
	n:no n:nope n:nah n:naw n:nay n:noo n:nooo n:don't n:dont n:do_not n:don't_do_it n:dont_do_it n:don't_send_it n:dont_send_it
	n:leave_it n:scrap_it n:scrap_that n:don't_bother n:dont_bother n:no_thanks n:no_thank_you n:better_not n:best_not n:rather_not n:i'd_rather_not n:id_rather_not
	t:wait t:wait_wait t:hold_on t:hang_on t:actually t:actualy t:hmm t:hmmm t:hm t:um t:umm t:uh t:uhh t:erm t:er t:well t:oh t:ah
	t:on_second_thought t:on_second_thoughts t:second_thoughts t:i_mean
	a:please a:pls a:plz a:then a:now a:thanks a:thank_you a:ty a:cheers a:lol a:haha a:sorry a:boss a:chief a:sir a:captain a:mate a:buddy a:bud a:pal a:bro a:dude a:love a:dear a:just a:right
	a:lovely a:great a:brilliant a:perfect a:cool a:nice a:grand a:cracking a:splendid a:excellent a:wonderful a:good a:right_then a:righto a:righty
	w:wait w:wait_up w:wait_a_sec w:wait_a_second w:wait_a_minute w:wait_a_moment w:hold_on w:hold_up w:hold_it w:hang_on w:hang_about
	w:one_sec w:a_sec w:one_second w:a_second w:half_a_sec w:one_moment w:a_moment w:one_min w:a_min w:one_minute w:a_minute
	w:gimme_a_sec w:gimme_a_second w:give_me_a_sec w:give_me_a_second w:give_me_a_minute w:give_me_a_moment w:not_yet
	h:i_guess h:i_guess_so h:guess_so h:i_suppose h:i_suppose_so h:suppose_so h:i_think h:i_think_so h:think_so h:probably h:prob h:prolly
	h:maybe h:perhaps h:kinda h:kind_of h:sort_of h:sorta h:if_you_say_so h:if_you_think_so h:if_you_must h:i_dunno h:dunno h:idk
	h:not_sure h:i'm_not_sure h:im_not_sure h:i_think_maybe`)

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
		if i+n <= len(toks) && mindWords()["h:"+strings.Join(toks[i:i+n], "_")] {
			return n
		}
	}
	return 0
}

// casualYes reports a yes in the user's own words and nothing else:
// "sure thing boss", "execute", "make it so", "aye aye captain", "roger
// that" (issue 24, bank22b): they were asked again. Part of R50's gate:
// only these words, with nothing that changes or holds back the call.
func casualYes(text string) bool {
	toks := mindTokens(text)
	yes := false
	for i := 0; i < len(toks); {
		n, kind := mindPhraseAt(toks, i)
		switch kind {
		case "yes":
			yes = true
		case "tail":
		default:
			return false
		}
		i += n
	}
	return yes
}
