package concierge

// Frustration said at a question or after a reply (R50's small_talk, issue
// 24 round 15): "😡", "ugh", "this is useless", "omg so annoying", "wtf".
// Read as an acknowledgement it was answered "You're welcome!"; read as an
// answer it became a username or "I couldn't take "ugh" as the amount".
// It is answered with an apology and the question again, or, with nothing
// waiting, what can be done here — never thanks, and never taken as a value.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// angryFaces are the emoji of annoyance, anger or despair.
const angryFaces = "😡😠🤬😤🙄😒😩😫😖😣💢👎😞😔😢😭🤦😑😾🖕"

// frustratedWords are interjections of annoyance said on their own;
// aroundFrustration may stand with them ("ugh come on", "omg seriously").
var (
	frustratedWords   = lazyWordSet(`ugh ughh ugh! argh arghh grr grrr grrrr ffs wtf wth smh jeez geez sheesh bruh omfg omg ffs damn dammit damnit sigh *sigh* meh fml urgh ugggh uggh blah hmph pfft ffs seriously`)
	aroundFrustration = lazyWordSet(`come on cmon c'mon man god oh my so just really again already honestly what the hell heck for fuck's sake goodness christ lord`)
)

// saysFrustration is a sentence of annoyance at the product or the talk:
// "this is useless", "you're so annoying", "what a waste of time".
var saysFrustration = reading.Lazy(`(?i)^(?:(?:ugh+|omg|wow|man|god|seriously|honestly|jeez|geez|sigh|oh\s+my\s+god|ffs|wtf|come\s+on|cmon|bruh|so)[\s,.!]+)*` +
	`(?:(?:this|that|it|you|u|ur|this\s+(?:app|bot|thing|chat|service)|the\s+(?:app|bot)|ur|you're|youre|u\s+r|you\s+are|this\s+is|that\s+is|it\s+is|this's|that's|thats|it's|its)\s*(?:is|are|'s|s|r)?\s*` +
	`(?:so\s+|really\s+|completely\s+|totally\s+|absolutely\s+|pretty\s+|kinda\s+|just\s+|such\s+a\s+|a\s+|an\s+|literally\s+|utterly\s+|very\s+|too\s+)*` +
	`(?:useless|annoying|frustrating|ridiculous|stupid|dumb|pointless|hopeless|terrible|awful|garbage|rubbish|trash|joke|broken|crap|crappy|pathetic|infuriating|worthless|a\s+waste\s+of\s+time|waste\s+of\s+time|nightmare|painful|not\s+helping|not\s+helpful|unhelpful|no\s+help|killing\s+me|driving\s+me\s+(?:crazy|mad|nuts))` +
	`|what\s+a\s+(?:joke|waste\s+of\s+time|nightmare|pain)|(?:i'?m|i\s+am)\s+(?:so\s+)?(?:fed\s+up|frustrated|annoyed|done\s+with\s+(?:this|you))|(?:this|it)\s+sucks|(?:are|r)\s+(?:you|u)\s+(?:kidding|serious|joking)(?:\s+me)?|for\s+(?:god'?s|fuck'?s|pete'?s|heaven'?s)\s+sake|so\s+(?:annoying|frustrating))` +
	`(?:[\s,.!?]+(?:ugh+|omg|seriously|honestly|lol|smh|man|already|again|now|today|rn))*[\s.!?]*$`)

// frustrated reports a message that only says annoyance: faces, an
// interjection, or a sentence of it.
func frustrated(text string) bool {
	t := strings.TrimSpace(text)
	if t == "" {
		return false
	}
	if symbolsOnly(t) {
		return strings.ContainsAny(t, angryFaces)
	}
	if saysFrustration.MatchString(strings.Trim(t, angryFaces+" ")) {
		return true
	}
	found := false
	for _, w := range reading.Words(strings.ToLower(t)) {
		switch {
		case frustratedWords()[w]:
			found = true
		case aroundFrustration()[w]:
		default:
			return false
		}
	}
	return found
}

// frustrationRead reads annoyance into an apology and what waits asked
// again, or what can be done here when nothing waits; ok is false for any
// other message. It only reads.
func (e *Engine) frustrationRead(text string) (turnCmd, bool) {
	if !frustrated(text) || e.sess.Pending.Secret != nil {
		return turnCmd{}, false // at the password question, whatever is typed is the password
	}
	const shown = "small_talk(frustration) — the user is annoyed: an apology, never thanks, and nothing taken as a value"
	return e.apologyCmd(shown, text, prompts.Frustrated), true
}

// apologyCmd is an apology said as small talk: with what can be done
// when nothing is in hand, or else with what waits asked again.
func (e *Engine) apologyCmd(shown, text string, apology func(can []string) string) turnCmd {
	if e.nothingInHand() {
		return sayCmd(agents.CmdSmallTalk, shown, text, apology(e.capabilityPhrases()), false)
	}
	c := sayCmd(agents.CmdSmallTalk, shown, text, apology(nil), true)
	c.remind = e.sess.Pending.Approval != nil
	return c
}
