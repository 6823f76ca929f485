package concierge

// Pressed for an answer after a refusal (R8, R53; round 31's ins36).
// After a refused forged letter, "hello?? can you do it or not" was read
// as a call for attention and answered "Yes, I'm here! I can craft a
// declined letter…", which reads as a yes to what was just refused.
// Asking whether the assistant will do "it" — the refused thing — is the
// refused request again and gets the same no, however it is worded:
// "can u do it or not", "will you write it or what", "yes or no?", "so
// is that a no", "r u gonna do it".

import "github.com/concierge-dev/concierge/agents/reading"

// pressedAnswer asks for a yes or no to the refused request ("it", "that",
// "the letter"); it is matched on a normalised message without apostrophes.
var pressedAnswer = reading.Lazy(`\b(?:can|could|will|would|are|r|cn|wil|wld) (?:you|u|ya|yu) (?:going to |gonna |able to |actually |even |just )*(?:do|write|make|draft|send|help with|produce|give me) (?:it|that|this|one|them|the letter|the doc|the document|me one|what i asked)(?: (?:or not|or what|or no|for me|now|then))?\b|\b(?:can|will|could) (?:you|u) or (?:not|cant|wont|cannot|can you not)\b|\b(?:do|write|make) it or not\b|\byes or no\b|\bis (?:that|it|this|ur|your answer) a (?:yes|no)\b|\b(?:so|well) (?:can|will|do) (?:you|u)(?: or not)?\W*$`)

// pressesForAnswer reports a message (normalised, no apostrophes) that
// asks whether the refused request will be done.
func pressesForAnswer(flat string) bool { return pressedAnswer.MatchString(flat) }
