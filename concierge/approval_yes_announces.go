package concierge

// A yes-word before an announcement of more to say (R50's fixed gate;
// bank37's fixer found it): "ok just one thing", "ok quick question",
// "yep, one more thing first", "sure but a quick q" at a transfer's
// summary sent the money — the gate found "ok" and nothing that negates —
// while the user was about to say what the one thing was. A message that
// ends by announcing a thing, a question or a moment to come is never a
// yes: the approval waits, and the user is asked to go on.

import "github.com/concierge-dev/concierge/agents/reading"

// announcesMore is a message ending on what is still to be said: a
// counted or quick thing, question or moment ("one thing", "a quick q",
// "another question", "one sec"), perhaps with "first", "before that",
// "tho" after it.
var announcesMore = reading.Lazy(`(?i)\b(?:(?:just|quick|one|1|a|another|small|little|last|other|couple(?:\s+of)?|few|two|2|more|tiny|quickie)\s+)+(?:thing|things|question|questions|q|qs|qn|qns|query|queries|sec|secs|second|seconds|moment|min|mins|minute|tick|mo|detail|point|issue|request|change)\b(?:\s+(?:first|before|before that|tho|though|then|actually|please|pls|here|for you|to ask|to check|to say|i need|i wanted))*\s*[.!,:;…-]*\s*$`)

// announcesMoreToSay reports a yes that announces more to say.
func announcesMoreToSay(text string) bool {
	return announcesMore.MatchString(text)
}
