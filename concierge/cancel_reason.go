package concierge

// The reason given with a cancel is not part of the request after it
// (R50, R27; round 17's i41): "stop stop stop i typed the wrong thing, i
// wanted the claim id finder" cancels, then asks for the id finder — and
// "typed", "wrong" and "wanted" were said back as words not used. The
// admission of a slip ("i typed the wrong thing", "wrong one", "my bad")
// and the "i wanted" that leads the request in are dropped from it.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// slipSaid is an admission of a slip, said after a cancel: what was typed,
// clicked or picked was the wrong thing.
var slipSaid = reading.Lazy(`(?i)^\W*(?:(?:sorry|oops|whoops|oh|ah|argh|ugh|damn|dang|no|wait)\W+)*` +
	`(?:i\s+(?:typed|picked|chose|clicked|pressed|hit|said|asked\s+for|selected|started|opened|asked|did)\s+(?:the\s+|a\s+)?wrong\s*(?:thing|one|option|button|task|key|letter|request|word)?` +
	`|(?:the\s+|that\s+|this\s+)?wrong\s+(?:thing|one|option|button|task|key|request)` +
	`|my\s+(?:bad|mistake|error)|(?:that|this|it)\s+(?:was|is)\s+(?:a\s+)?(?:mistake|wrong|an?\s+accident|not\s+what\s+i\s+(?:meant|wanted))` +
	`|(?:i\s+)?(?:made\s+a\s+)?(?:mistake|typo))\W*`)

// meantAfterSlip leads the request the user meant: "i wanted the claim id
// finder", "i meant to find my claim id".
var meantAfterSlip = reading.Lazy(`(?i)^\W*(?:(?:what\s+)?i\s+(?:wanted|meant|want|need|needed|was\s+after|was\s+looking\s+for|was\s+trying\s+to\s+get)|(?:what\s+)?i\s+(?:actually\s+|really\s+)?(?:wanted|meant|want|need))(?:\s+was)?\W*`)

// withoutSlip is the request after a cancel without the slip admitted
// before it; the request whole when no slip is said, or nothing follows.
func withoutSlip(rest string) string {
	loc := slipSaid.FindStringIndex(rest)
	if loc == nil || loc[1] == 0 {
		return rest
	}
	after := strings.TrimSpace(rest[loc[1]:])
	if m := meantAfterSlip.FindStringIndex(after); m != nil && len(reading.Words(after[m[1]:])) > 0 {
		after = strings.TrimSpace(after[m[1]:])
	}
	if len(reading.Words(after)) == 0 {
		return rest
	}
	return after
}
