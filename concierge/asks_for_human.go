package concierge

// A person asked for (bank34): "how do i contact a real person", "can I
// talk to a human", "get me an agent". It was "That's outside what I can
// help with here" at an approval and "I don't know that here" elsewhere.
// It is answered honestly wherever it is asked (trustReply: idle, at a
// question, at the password prompt, at an approval): there is no person
// here to hand over to; the domain's own support is (no number is made
// up). Nothing changes, and what waits is said again.

import "github.com/concierge-dev/concierge/agents/reading"

// asksForHuman asks to reach a person: a verb of reaching and a person,
// or "a real person" said with one.
var asksForHuman = reading.Lazy(`(?i)\b(?:talk|speak|speek|chat|connect|contact|reach|call|ring|phone|get|put|transfer|hand|pass|escalate|want|need)\b[^.?!]{0,30}?\b(?:real|live|actual|proper)\s+(?:person|human|people|agent|someone|somebody|operator)\b` +
	`|\b(?:talk|speak|speek|chat|connect|contact|reach|call|ring|phone|get|put|transfer|hand|pass|escalate|want|need)\s+(?:me\s+|us\s+|this\s+|it\s+)?(?:to\s+|with\s+|through\s+to\s+|over\s+to\s+|through\s+)?(?:a\s+|an\s+|the\s+|some\s+|your\s+|one\s+of\s+your\s+)?(?:human|humans|person|agent|representative|rep|operator|advisor|adviser|staff|manager|customer\s+(?:service|support|care)|someone\s+(?:real|human|else|there|at\s+the\s+\w+)|somebody\s+(?:real|human|else))\b` +
	`|^\s*(?:human|agent|operator|representative|real\s+person)(?:\s+please|\s+pls|\s+now)?[\s.!]*$`)
