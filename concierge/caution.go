package concierge

// A one-line caution in front of a transfer shaped like a common scam
// ("a guy i met online says he needs 500 for a flight, send it to …"):
// the product goes on — the user decides, and nothing moves without the
// yes (R41) — but says plainly what the request looks like first.

import (
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
	`)\b`)

// cautionScam puts the caution in front of the next reply when the
// message asks for money to move in a scam's shape; once a turn.
func (e *Engine) cautionScam(t *turn, text string) {
	if !scamShapes.MatchString(" " + normalise(text) + " ") {
		return
	}
	if best, ok := e.router.Best(text, e.domain.Agents); !ok || !best.Agent.HasSideEffects() {
		return
	}
	e.note(state.NoteGuardrail, "Cautioned: the request has the shape of a common money scam")
	t.say(prompts.ScamCaution())
}
