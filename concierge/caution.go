package concierge

// A one-line caution in front of a transfer shaped like a common scam
// ("a guy i met online says he needs 500 for a flight, send it to …"):
// the product goes on — the user decides, and nothing moves without the
// yes (R41) — but says plainly what the request looks like first.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// scamShapes are the marks of the money scams people are warned about:
// someone met online and never in person, a flight, a visa or customs to
// pay for someone stranded, gift cards, guaranteed returns.
var scamShapes = reading.Lazy(`\b(?:` +
	`met (?:(?:him|her|them|someone|a guy|a girl|a man|a woman|this guy|this girl) )?(?:online|on (?:tinder|bumble|hinge|facebook|fb|instagram|insta|whatsapp|telegram|snapchat|a dating (?:app|site)|the internet))` +
	`|never met (?:him|her|them)|online (?:boyfriend|girlfriend|bf|gf|friend|lover|partner)` +
	`|gift ?cards?|stranded|stuck (?:at|in) (?:the )?(?:airport|customs|border)` +
	`|(?:for|pay for|to pay) (?:a |his |her |their |the )?(?:flight|plane ticket|visa|customs fees?|release fee)` +
	`|guaranteed (?:returns?|profits?)|double (?:my|your) money` +
	// secrecy asked by whoever wants the money: "he said dont tell anyone"
	`|(?:dont|don't|do not|not to|never) (?:tell|mention (?:it |this )?to|let (?:anyone|anybody|my [a-z]+) know)(?: (?:it |this )?(?:to )?(?:anyone|anybody|my [a-z]+|the bank|the police|your bank))?` +
	`|keep (?:it|this) (?:a )?(?:secret|quiet|between us)` +
	// someone claiming authority who asks for the money moved
	`|(?:bank|fraud|tax|irs|hmrc|ato|police) (?:investigator|officer|department|agent|team) (?:said|says|told|asked|wants|called)` +
	`|safe account` +
	// a relative in trouble who needs money now (issue 24, bank26a): "my
	// grandson needs money for bail", "my niece is in hospital abroad"
	`|(?:grandson|granddaughter|grandchild|grandkid|nephew|niece|son|daughter|cousin|brother|sister|kid|boy|girl)'?s? (?:[\w']+ ){0,6}(?:bail|bailed|in jail|in prison|in custody|arrested|detained|kidnapped|locked up|in (?:a |the )?hospital|hospital bill|accident|in trouble|lost (?:his|her|their) (?:phone|wallet|passport)|new (?:phone|number)|stuck abroad|abroad)` +
	`|(?:for|pay|post|send) (?:his |her |their |the )?bail\b|bail money|lawyer'?s? fees?` +
	// someone claiming to be from a company or an authority, who asks
	`|(?:a |the |some )?(?:man|woman|guy|lady|someone|somebody|caller|person|chap|bloke) (?:from|at|claiming to be from|saying (?:he|she|they) (?:was|were|is|are) from) (?:the |my |your )?(?:bank|police|fraud team|microsoft|amazon|apple|paypal|tax office|irs|hmrc|post office|courier|government|tech support)` +
	// an account said to be locked, suspended or frozen, and money asked
	// for to open it again: "my account is locked, send 1000 to unlock it"
	`|(?:account|card|card's|account's|online banking|app) (?:is |was |has been |will be |got |gets |is being )?(?:locked|suspended|frozen|blocked|compromised|on hold)` +
	`|(?:to|will|would|it'll|that'll) (?:unlock|unfreeze|unblock|reactivate|release|restore|reopen|verify) (?:it|them|my \w+|the \w+|your \w+)` +
	`|(?:unlock|unfreeze|unblock|reactivation|release|verification|security|clearance) (?:fee|fees|charge|payment|deposit)` +
	// a text, an email or a caller that said to send money
	`|(?:text|texts|sms|email|e-mail|message|messages|whatsapp|call|caller|voicemail|letter|popup|pop up) (?:from (?:the |my |a )?[\w']+ )?(?:saying|says|said|told me|telling me|asking|asked me|asks me|wants me|wanted me) (?:[\w']+ ){0,8}(?:send|pay|transfer|move|wire|deposit|buy)` +
	`|(?:call|calls|calling|text|texts|texting|email|emails|message|messages|messaging|rang|phoned|called|texted|emailed|messaged) (?:[\w']+ ){0,6}(?:telling|told|asking|asked|saying|said|wants|wanted)(?: me)? (?:i (?:have to|must|need to|should) |to )(?:send|pay|transfer|move|wire|buy|deposit)` +
	`|(?:someone|somebody|a (?:man|woman|guy|lady)|they|he|she|a person|the caller) (?:[\w']+ ){0,3}(?:on the phone|called|rang|phoned|texted|emailed|messaged)(?: me)? (?:[\w']+ ){0,4}(?:from|claiming to be from|says he's from|says she's from|said (?:he|she|they) (?:was|were|is|are) from) (?:the |my |your )?(?:bank|police|fraud|tax|irs|hmrc|microsoft|amazon|apple|paypal|post office|courier|government)` +
	`|(?:bank|police|fraud team|tax office|irs|hmrc|microsoft|amazon|apple|paypal|courier|government) (?:called|rang|phoned|texted|emailed|messaged) (?:me )?(?:and |to )?(?:[\w']+ ){0,4}(?:told|asked|wants|said|says) (?:me )?(?:to )?(?:[\w']+ ){0,4}(?:send|pay|transfer|move|wire|deposit|buy)` +
	`)\b`)

// cautionScam puts the caution in front of the next reply when the
// message asks for money to move in a scam's shape; once a turn.
func (e *Engine) cautionScam(t *turn, text string) {
	c := cautionFor(text) // the scam's caution, or a blackmailer's (caution_blackmail.go)
	if c == "" {
		return
	}
	if best, ok := e.router.Best(text, e.domain.Agents); !ok || !best.Agent.HasSideEffects() {
		return
	}
	e.cautionDue = c // and said again at the approval, if that comes in a later reply
	e.note(state.NoteGuardrail, cautionNote(c))
	t.say(c)
}

// cautionNote is the note a caution leaves.
func cautionNote(c string) string {
	if c == prompts.BlackmailCaution() {
		return "Cautioned: the request pays someone who threatens the user"
	}
	return "Cautioned: the request has the shape of a common money scam"
}

// noteScamShape remembers, for the approval the message may lead to, that
// a message had a scam's shape: a request that reaches its approval by
// another way than the routed message (a sign-in typed with it, a balance
// asked for first) is still cautioned before the yes. What was remembered
// lasts while a task or an approval waits.
func (e *Engine) noteScamShape(input string) {
	waiting := e.sess.Pending.Approval != nil || len(e.sess.Stack()) > 0
	if c := cautionFor(input); c != "" {
		e.cautionDue = c
	} else if !waiting {
		e.cautionDue = ""
	}
}

// cautionAtApproval says the caution in front of an approval question
// whose request had a scam's shape: the warning stands next to the yes it
// is about, even when an earlier reply of the task said it too.
func (e *Engine) cautionAtApproval(t *turn) {
	c := e.cautionDue
	if c == "" {
		return
	}
	e.cautionDue = ""
	if strings.Contains(t.lead, c) {
		return // said in this very reply already
	}
	e.note(state.NoteGuardrail, strings.Replace(cautionNote(c), "Cautioned:", "Cautioned at the approval:", 1))
	t.say(c)
}
