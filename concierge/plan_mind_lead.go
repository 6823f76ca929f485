package concierge

// A change of mind said before a step left out (issue 24 round 20): "on
// second thought cancel the transfer" after "what's in checking and then
// send 300 to 7654321" cancelled the whole plan, where "cancel the
// transfer" skips that step and keeps the balance. The words that only
// say the mind changed ("on second thought", "changed my mind", "scratch
// that", "come to think of it") are read past; what follows names the
// step. Said alone, or with a cancel that names no step ("changed my
// mind, cancel everything", "forget it"), the whole plan is still
// cancelled.

import "github.com/concierge-dev/concierge/agents/reading"

// mindLead is a change of mind at the start of a message, with the filler
// and punctuation around it.
var mindLead = reading.Lazy(`(?i)^\s*(?:(?:ok|okay|so|hmm+|um+|uh+|erm|well|actually|wait|oh|no|nah|hey|you know what|ya know what)\b[\s,.!]*)*` +
	`(?:on\s+(?:a\s+)?(?:second|2nd|seccond|secnd|sec)\s+thoughts?|(?:i\s*(?:'?ve|'?m\s+having|\s+am\s+having|\s+have|\s+had)?\s+)?(?:second|2nd)\s+thoughts|` +
	`(?:i\s+)?(?:(?:have|'ve|ve)\s+)?(?:changed|change|chnaged|changd|chaged)\s+my\s+mind|come\s+to\s+think\s+(?:of\s+it|about\s+it)|` +
	`(?:now\s+that\s+i\s+)?think(?:ing)?\s+about\s+it|scratch\s+that|thinking\s+again|actually\s+no|wait\s+no)\b[\s,.!:;-]*`)
