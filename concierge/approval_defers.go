package concierge

import "github.com/concierge-dev/concierge/agents/reading"

// A yes-word that hands the choice back is no deliberate yes (R41, R50):
// "ok whatever you think", "sure, up to you", "yeah your call" each moved
// the money on the commit before, since the yes-word led the message. The
// user has left the decision to the assistant, and money moves only on the
// user's own yes: the approval is asked again, saying the choice is theirs.

// defersPhrases leave the choice to the listener.
var defersPhrases = reading.Lazy(`(?i)\b(?:up ?to (?:you|u|yourself)|(?:your|ur|yr) (?:call|choice|decision|pick)|(?:you|u) (?:decide|choose|pick)|whatever (?:you|u) (?:think|reckon|want|like|say|prefer|feel|decide)|if (?:you|u) (?:think|reckon|say) so|as (?:you|u) (?:wish|like|see fit|think best)|do what(?:ever)? (?:you|u) (?:want|like|think)|(?:you|u) know best|dealer'?s choice|i trust (?:you|u)(?: on this)?|(?:i'?ll |i will )?leave it (?:to|with|up to) (?:you|u)|dont mind either way|don'?t care either way|either way is fine)\b`)

// defersChoice reports a message that leaves the decision to the assistant.
func defersChoice(text string) bool { return defersPhrases.MatchString(text) }
