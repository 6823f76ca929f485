package concierge

// Three kinds of message an insurance handler says beside the work (issue
// 24, ins22b), each answered and what waits asked again, none a task:
//
//   - Venting about the day or the work ("ugh what a day. third fraud case
//     this week.", "this job is killing me", "another arson one, great"):
//     "fraud" made it a question of trust, answered with the scam warning,
//     or it was "I'm not sure how to help". It gets a short human
//     acknowledgement and what can be done here.
//   - A question about the kinds a task is done for, at any question
//     ("ok what about a pet insurance claim then", "do you do travel
//     claims?", "what types are there"): it was answered with the claim
//     id's description or the welcome. It gets the kinds the domain
//     covers (an enum slot's choices, and its Outside for the kind named).
//   - A question about which reasons a decline may give ("what counts as
//     a discriminatory reason?", "can I decline because of age?"): it was
//     "I don't know that" or a bare refusal. It gets the product's rule
//     (R53): no protected trait, ever; lawful grounds are findings about
//     the claim. A request that gives such a reason is still refused: the
//     question is one only with no claim id and nobody described in it.

import (
	"regexp"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// ventWork is a sentence of a tiring day or a heavy load of work.
const ventWorkExpr = (`(?i)\bwhat\s+a\s+(?:day|week|morning|afternoon|shift|night|month|year|mess|circus|zoo)\b` +
	`|\b(?:long|rough|tough|busy|crazy|hectic|brutal|mad|insane|exhausting|horrible|awful|bad|hard|shit|shitty|crap|crappy|draining|stressful|manic|terrible|full[- ]on|nightmare)\s+(?:day|week|shift|morning|afternoon|night|month|year)\b` +
	`|\b(?:this|my|the|our)\s+(?:job|work|role|gig|desk|queue|workload|caseload|week|day|shift|team|place|inbox)\s+(?:is|has\s+been|'s|s|r|are)\s+(?:[\w']+\s+){0,2}?(?:killing|draining|exhausting|destroying|wearing\s+me|too\s+much|insane|crazy|brutal|relentless|a\s+nightmare|a\s+lot|nonstop|non-stop|endless|hell|mental|unreal)\b` +
	`|\b(?:job|work|workload|caseload|week|day|shift|queue)\s+(?:is\s+)?(?:killing|draining|wearing\s+down|destroying)\s+me\b` +
	`|\b(?:i'?m|im|i\s+am|feeling|i\s+feel)\s+(?:so\s+|really\s+|totally\s+|completely\s+|absolutely\s+|just\s+|pretty\s+|kinda\s+)?(?:tired|exhausted|knackered|drained|burnt\s+out|burned\s+out|swamped|snowed\s+under|drowning|wiped|fried|beat)\b` +
	`|\b(?:so+\s+many|to+\s+many|all\s+these|endless|nonstop|non-stop|constant|loads\s+of|heaps\s+of|tons\s+of)\s+(?:[\w'-]+\s+){0,2}?(?:claims?|cases?|files?|frauds?|fraudsters?|scams?|scammers?|fires?|arsons?|complaints?|customers?|callers?|clients?|floods?|crashes|break-?ins|burglar(?:y|ies)|thefts?|tickets?|letters?|declines?|emails?|calls?|meetings?|notes?|transfers?|payments?|liars?)\b` +
	`|\b(?:another|yet\s+another|more|these)\s+(?:[\w'-]+\s+){0,2}?(?:claims?|cases?|ones?|files?|frauds?|scams?|fires?|arsons?|complaints?|customers?|callers?|floods?|crashes|break-?ins|thefts?|declines?|liars?)\b(?:\s+(?:today|lately|again|this\s+(?:week|morning|month)))?\s*[,.!-]*\s*(?:just\s+|how\s+|so\s+)?(?:great|lovely|fantastic|brilliant|wonderful|awesome|perfect|yay|fun|ugh+|sigh|smh|fml|typical|classic|of\s+course|as\s+usual|again|lately|today|this\s+(?:week|morning|month))\b` +
	`|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+(?:[\w'-]+\s+){0,2}?(?:claim|case|one|fraud|arson|file|scam|fire|crash|flood|call|customer|letter|decline|liar)s?\s+(?:this\s+(?:week|month|morning|year|shift)|today|in\s+a\s+row|already)\b` +
	`|\bsick\s+(?:and\s+tired\s+)?of\s+(?:these|all\s+these|all\s+the|dealing\s+with)\b` +
	`|\b(?:need|could\s+use|gonna\s+need|could\s+do\s+with)\s+(?:a|some|another)\s+(?:coffee|drink|break|holiday|vacation|nap|beer|wine|lie\s+down)\b` +
	`|\bcan'?t\s+wait\s+(?:to\s+go\s+home|for\s+(?:the\s+)?(?:weekend|friday|holidays|home\s+time))\b|\bis\s+it\s+friday\s+yet\b` +
	`|\bpeople\s+(?:are|r)\s+(?:so\s+|really\s+|just\s+)?(?:crazy|wild|unbelievable|shameless|dishonest|liars)\b|\b(?:everyone|everybody)\s+(?:is\s+|'s\s+)?(?:lying|a\s+liar|trying\s+it\s+on)\b` +
	// a crowd lying on its claims, and the user sick of it (issue 24, ins24a)
	`|\b(?:everyone|everybody|people|customers|claimants|callers|clients|folks|half\s+(?:of\s+)?(?:them|the\s+\w+))\s+(?:[\w']+\s+){0,2}?(?:lying|lie|lies|faking|fakes|exaggerat\w*|padding|pads|inflating|inflates|fibbing|trying\s+it\s+on)\b` +
	`|\b(?:tired|sick|fed\s+up)\s+(?:and\s+tired\s+)?(?:of|with)\s+(?:people|customers|claimants|callers|clients|everyone|everybody|liars|all\s+the|these|the\s+lies|the\s+lying)\b`)

// ventAsks are words that make a message a request or a question, never
// only a vent.
const ventAsksExpr = (`(?i)\b(?:decline|declined|write|draft|craft|make|produce|prepare|create|generate|send|transfer|pay|move|add|list|open|delete|check|find|look\s+up|show|tell\s+me|help\s+me|can\s+you|could\s+you|please|pls|plz|how\s+do|how\s+can|where|when|report|is\s+(?:this|it)\s+(?:a\s+)?(?:scam|legit|safe|real))\b`)

// ventedRead reads a message that only vents about the day or the work
// into a short acknowledgement and what waits or what can be done; ok is
// false for any other message. It only reads.
func (e *Engine) ventedRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || e.takesText() {
		return turnCmd{}, false // an approval's and a plan's answer, a note's words: read as typed
	}
	if strings.Contains(text, "?") || !ins22bRe().ventWork.MatchString(text) || ins22bRe().ventAsks.MatchString(text) || e.holdsValues(text) {
		return turnCmd{}, false
	}
	if ins22bRe().ventOther.MatchString(crowdsOwn.ReplaceAllString(text, " ")) {
		return turnCmd{}, false // "cheers, hes had a rough year": someone else's, no vent of the user's
	}
	if e.requestLeft(crowdLying.ReplaceAllString(text, " ")) {
		return turnCmd{}, false // "long day, just want my balance": the request (frustration_vented.go)
	}
	var can []string
	if e.nothingInHand() {
		can = e.capabilityPhrases()
	}
	c := turnCommand(agents.CmdSmallTalk, execProductFacts, text)
	c.said = []string{prompts.Vented(can)}
	c.shown = "small_talk(vent) — the user vents about the day or the work: acknowledged, no warning and no task"
	return c, true
}

// kindsAsked asks which kinds a task is done for: "what types are there",
// "what kinds of claims do you do", "which ones are supported".
const kindsAskedExpr = (`(?i)\b(?:what|which|wat|wut)\s+(?:other\s+|else\s+|sort\s+of\s+|kind\s+of\s+)?(?:types?|kinds?|sorts?|categor(?:y|ies)|options?|claims?|policies|polices|covers?)\b(?:\s+of\s+[\w']+)?\s+(?:(?:are|r)\s+there|(?:do|can|will)\s+(?:you|u|ya|i|we|it)\b|(?:are|r|is)\s+(?:supported|covered|available|allowed|ok|okay|possible|valid|accepted)|(?:does|can)\s+(?:it|this|the\s+\w+)\b|(?:exist|u\s+do|you\s+do|you\s+cover|you\s+support|you\s+handle))` +
	`|\b(?:types?|kinds?|sorts?)\s+(?:of\s+[\w']+\s+)?(?:are\s+there|do\s+(?:you|u)\s+(?:do|support|cover|handle)|(?:are|r)\s+(?:supported|covered|available))\b` +
	`|\bwhat(?:'s|s|\s+is|\s+are)?\s+(?:the\s+)?(?:types|kinds|options|choices)\b\s*\??\s*$` +
	`|\bwhat(?:'s|s|\s+is|\s+are)\s+(?:supported|covered|available)\b`)

// kindsAskedForm asks about a kind: "what about …", "do you do …", "can it
// be …", "is … ok".
const kindsAskedFormExpr = (`(?i)\b(?:what|how)\s+about\b|\bwhat\s+if\b|\b(?:can|could|may)\s+(?:it|i|we|you|u|this|that)\b|\b(?:do|does|will)\s+(?:you|u|ya|it|this)\b|\bis\s+there\b|\b(?:support|supports|supported|cover|covers|covered|handle|handles)\b|\b(?:ok|okay|allowed|possible)\b`)

// kindsSlot is the enum slot whose kinds a question about kinds is about:
// the speaker's first that declares kinds it does not cover, else any
// agent's; nil when the domain has none.
func (e *Engine) kindsSlot() (*agents.Agent, *agents.Slot) {
	agentsFirst := e.domain.Agents
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		agentsFirst = append([]*agents.Agent{a}, agentsFirst...)
	}
	for _, a := range agentsFirst {
		for i := range a.Slots {
			if s := &a.Slots[i]; s.Kind == agents.KindEnum && len(s.Outside) > 0 && len(s.Choices) > 1 {
				return a, s
			}
		}
	}
	return nil, nil
}

// kindsAskedRead reads a question about the kinds a task is done for into
// the kinds it covers, what waits asked again; ok is false for any other
// message. It only reads.
func (e *Engine) kindsAskedRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || e.takesText() {
		return turnCmd{}, false
	}
	if e.sess.Speaker == "" {
		return turnCmd{}, false // with nothing asked, "do you do travel insurance" is the scope's (ins20b_answers.go, kind_not_done.go)
	}
	a, s := e.kindsSlot()
	if s == nil || e.holdsValues(text) {
		return turnCmd{}, false // "do you do travel claims for 12AB34": the request's
	}
	asked := strings.Contains(text, "?") || isQuestion(text) || unmarkedQuestion(text) || ins22bRe().kindsAskedForm.MatchString(text)
	if !asked || workVerbs.MatchString(text) {
		return turnCmd{}, false // "write a travel insurance decline letter": the request says it (not_covered.go)
	}
	said := s.OutsideNamed(text)
	if said == "" && (!ins22bRe().kindsAsked.MatchString(text) || reading.PhraseIndex(strings.ToLower(text), strings.ToLower(s.LabelOrName())) >= 0 || strings.Contains(strings.ToLower(text), "option")) {
		return turnCmd{}, false // "which options are there for the topology?": the slot's own aside (asides.go)
	}
	c := turnCommand(agents.CmdAsk, execProductFacts, text)
	c.said = []string{prompts.KindsCovered(said, a.TaskPhrase(), s.ChoiceValues())}
	c.shown = "ask(kinds) — which kinds of " + s.LabelOrName() + " there are: " + strings.Join(s.ChoiceValues(), ", ") + "; nothing taken as a value"
	return c, true
}

// protectedTraits are the traits a decline may never give as its reason,
// each word with the trait's name as said back.
var protectedTraits = []struct{ word, name string }{
	{"race", "race"}, {"racial", "race"}, {"ethnicity", "ethnicity"}, {"ethnic", "ethnicity"}, {"ethnic background", "ethnicity"},
	{"colour", "colour"}, {"color", "colour"}, {"skin colour", "colour"}, {"skin color", "colour"},
	{"religion", "religion"}, {"religious", "religion"}, {"faith", "religion"}, {"beliefs", "religion"},
	{"nationality", "nationality"}, {"national origin", "national origin"}, {"origin", "national origin"},
	{"country of origin", "national origin"}, {"citizenship", "nationality"}, {"immigration status", "nationality"}, {"accent", "national origin"},
	{"sex", "sex"}, {"gender", "gender"}, {"sexual orientation", "sexual orientation"}, {"sexuality", "sexual orientation"},
	{"disability", "disability"}, {"disabilities", "disability"}, {"disabled", "disability"}, {"handicap", "disability"},
	{"age", "age"}, {"old age", "age"}, {"too old", "age"}, {"too young", "age"}, {"pregnancy", "pregnancy"}, {"pregnant", "pregnancy"},
	{"marital status", "marital status"}, {"married", "marital status"}, {"divorced", "marital status"}, {"single", "marital status"},
}

// traitNamed is the protected trait text names, "" for none.
func traitNamed(lower string) string {
	best, name := "", ""
	for _, p := range protectedTraits {
		if len(p.word) > len(best) && reading.PhraseIndex(lower, p.word) >= 0 {
			best, name = p.word, p.name
		}
	}
	return name
}

const (
	// groundsRule asks about the rule in general: "what counts as a
	// discriminatory reason", "what reasons can't I use", "what's a
	// protected trait".
	groundsRuleExpr = (`(?i)\b(?:discriminat\w*|protected\s+(?:traits?|characteristics?|attributes?|class(?:es)?|grounds?|categor(?:y|ies)))\b` +
		`|\b(?:what|which|wat)\s+(?:kind\s+of\s+|sort\s+of\s+|other\s+)?(?:reasons?|grounds?|bases|justifications?)\b` +
		`|\b(?:reasons?|grounds?)\s+(?:(?:i|we|you)\s+)?(?:can'?t|cannot|can\s+not|cant|shouldn'?t|mustn'?t|am\s+not\s+allowed|are\s+not\s+allowed|aren'?t\s+allowed|not\s+allowed|allowed|are\s+allowed|are\s+ok|are\s+okay|are\s+valid|are\s+lawful|are\s+legal|are\s+off[- ]limits|count)\b` +
		`|\b(?:valid|lawful|legal|illegal|unlawful|acceptable|legit|allowed|ok|okay|banned|forbidden)\s+(?:reasons?|grounds?)\b`)
	// groundsTrait asks about one trait as the reason: "can I decline
	// because of age", "is nationality ok as a reason".
	groundsTraitExpr = (`(?i)\b(?:reasons?|grounds?|basis|justification|excuse)\b|\b(?:decline|deny|refuse|reject|turn\s+down)\w*\b`)
	// groundsAskedForm is a question put as one, marked or not.
	groundsAskedFormExpr = (`(?i)^\W*(?:(?:ok|okay|so|hey|hmm|um|quick\s+q(?:uestion)?|btw|and|but|also|wait|just\s+checking)\W+)*(?:can|could|may|am|is|are|was|would|should|what|whats|what's|which|wat|do|does|how|why|tell\s+me|i\s+wonder|wondering)\b`)
	// groundsEvaded asks how to get round the rule ("without it looking
	// discriminatory", "how do i word it so"): a request to discriminate,
	// refused, never a question about the rule.
	groundsEvadedExpr = (`(?i)\bwithout\s+(?:it\s+)?(?:looking|seeming|sounding|being\s+(?:obvious|seen|caught|called))\b|\bget\s+away\s+with\b|\b(?:hide|hiding|disguise|disguising|mask|masking|sneak|trick|dodge|avoid\s+(?:saying|mentioning|stating))\b|\bloop\s?holes?\b|\bwork\s?around\b|\bget\s+(?:a)?round\b|\b(?:word|phrase)\s+it\b|\bmake\s+it\s+(?:look|seem|sound)\b|\bso\s+(?:it|nobody|no\s+one|they)\s+(?:doesn'?t|don'?t|can'?t|won'?t)\b|\binstead\s+of\s+saying\b|\breally\s+because\b`)
	// groundsSomeone describes a person the decline would be for: "he",
	// "the claimant is", "this guy": a request, whatever its form.
	groundsSomeoneExpr = (`(?i)\b(?:he|she|him|his|her|hers|he'?s|she'?s|hes|shes|they'?re|theyre|them)\b|\b(?:the|this|that|our|my)\s+(?:claimant|customer|client|policyholder|policy\s+holder|insured|guy|bloke|man|woman|lady|girl|boy|person|family|couple|owner|driver|tenant)\b`)
)

// groundsQuestion reports a question about which reasons a decline may
// give, and the trait it names ("" for the rule in general): no claim id
// in it, nobody described, no letter asked for.
func (e *Engine) groundsQuestion(text string) (trait string, ok bool) {
	if !e.declinesClaims() {
		return "", false
	}
	lower := strings.ToLower(text)
	if !(strings.Contains(text, "?") || ins22bRe().groundsAskedForm.MatchString(lower)) || ins22bRe().groundsSomeone.MatchString(lower) || ins22bRe().groundsEvaded.MatchString(lower) || e.holdsValues(text) {
		return "", false
	}
	if reading.PhraseIndex(lower, "letter") >= 0 && workVerbs.MatchString(lower) {
		return "", false // "write a letter declining for age?": a request
	}
	trait = traitNamed(lower)
	switch {
	case trait != "" && ins22bRe().groundsTrait.MatchString(lower):
		return trait, true
	case trait == "" && ins22bRe().groundsRule.MatchString(lower) && (ins22bRe().groundsTrait.MatchString(lower) || strings.Contains(lower, "discriminat") || strings.Contains(lower, "protected")):
		return "", true
	}
	return "", false
}

// declinesClaims reports a domain with a task that declines something in
// a letter: the rule about reasons is its own.
func (e *Engine) declinesClaims() bool {
	for _, a := range e.domain.Agents {
		if strings.Contains(strings.ToLower(a.Description+" "+a.Intro), "decline") {
			return true
		}
	}
	return false
}

// groundsQuestionHarmless reports a message the harm check holds as a
// protected trait given as a reason that is only the question about the
// rule ("is disability a valid reason to decline?"): answered with the
// rule, never a refusal.
func (e *Engine) groundsQuestionHarmless(reason, text string) bool {
	if !strings.Contains(reason, "protected characteristic") || !strings.Contains(reason, "claim") {
		return false
	}
	if _, ok := e.groundsFollowUp(text); ok {
		return true // "why can't i decline for gender?" right after such a refusal (notes32_grounds.go)
	}
	_, ok := e.groundsQuestion(text)
	return ok
}

// groundsAskedRead reads a question about which reasons a decline may give
// into the product's rule, what waits asked again; ok is false for any
// other message. It only reads.
func (e *Engine) groundsAskedRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return turnCmd{}, false
	}
	trait, ok := e.groundsQuestion(text)
	if !ok {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdAsk, execProductFacts, text)
	c.said = []string{prompts.DeclineGrounds(trait)}
	c.shown = "ask(grounds) — which reasons a decline may give: never a protected trait"
	return c, true
}

// otherOneAsked asks about another piece of the same work while one is
// under way: "can i do a different claim after this?", "can you do more
// than one letter", "what if i have two claims".
const otherOneAskedExpr = (`(?i)\b(?:another|a\s+different|different|a\s+second|second|the\s+other|other|more\s+than\s+one|multiple|several|two|2|a\s+few|more)\s+(?:claims?|letters?|ones?|declines?|notes?|transfers?)\b`)

// otherOneAskedRead reads a question about another piece of the work said
// at a question of the task under way into "one at a time", the question
// asked again; ok is false for any other message. It only reads.
func (e *Engine) otherOneAskedRead(t *turn, text string) (turnCmd, bool) {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || e.takesText() {
		return turnCmd{}, false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || s.Long || e.holdsValues(text) || !ins22bRe().otherOneAsked.MatchString(text) || workVerbs.MatchString(text) && !strings.Contains(text, "?") {
		return turnCmd{}, false
	}
	if !(strings.Contains(text, "?") || isQuestion(text) || unmarkedQuestion(text) || ins22bRe().kindsAskedForm.MatchString(text)) {
		return turnCmd{}, false
	}
	current := ""
	for i := range a.Slots {
		if v := e.filled(t, a)[a.Slots[i].Name]; v != "" && a.Slots[i].Kind == agents.KindPattern {
			current = a.Slots[i].LabelOrName() + " " + v
			break
		}
	}
	c := turnCommand(agents.CmdAsk, execProductFacts, text)
	c.said = []string{prompts.OneAtATime(a.TaskPhrase(), current)}
	c.shown = "ask(another) — another one asked about while " + a.Name + " is under way: one at a time; nothing taken as a value"
	return c, true
}

// ins22bPatterns are this file's patterns, compiled together on first use:
// one value at init, not one per pattern (TestInitAllocations).
type ins22bPatterns struct {
	ventWork         *regexp.Regexp
	ventAsks         *regexp.Regexp
	kindsAsked       *regexp.Regexp
	kindsAskedForm   *regexp.Regexp
	groundsRule      *regexp.Regexp
	groundsTrait     *regexp.Regexp
	groundsAskedForm *regexp.Regexp
	groundsSomeone   *regexp.Regexp
	groundsEvaded    *regexp.Regexp
	otherOneAsked    *regexp.Regexp
	ventOther        *regexp.Regexp
}

var ins22bRe = sync.OnceValue(func() ins22bPatterns {
	return ins22bPatterns{
		ventWork:         regexp.MustCompile(ventWorkExpr),
		ventAsks:         regexp.MustCompile(ventAsksExpr),
		kindsAsked:       regexp.MustCompile(kindsAskedExpr),
		kindsAskedForm:   regexp.MustCompile(kindsAskedFormExpr),
		groundsRule:      regexp.MustCompile(groundsRuleExpr),
		groundsTrait:     regexp.MustCompile(groundsTraitExpr),
		groundsAskedForm: regexp.MustCompile(groundsAskedFormExpr),
		groundsSomeone:   regexp.MustCompile(groundsSomeoneExpr),
		groundsEvaded:    regexp.MustCompile(groundsEvadedExpr),
		otherOneAsked:    regexp.MustCompile(otherOneAskedExpr),
		ventOther:        regexp.MustCompile(`(?i)\b(?:he|she|hes|shes|he's|she's|his|her|him|they've|theyve|their|they're|theyre|cheers|thanks|thank\s+you|thx|ty)\b`),
	}
})
