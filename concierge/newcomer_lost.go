package concierge

// A newcomer sent by someone else, or lost about what to do (round 39's
// insurance tester, 09): "i dont really know what i'm doing here, my
// manager said use this" matched the claim-id lookup on "dont" and "know"
// (its example "I don't know my claim id") and was asked whether they are
// internal or a partner. Not knowing what one is doing, what one is meant
// to do, or what the app is for — and being told to use it by someone —
// is the newcomer's line (newcomer.go), answered with what the app does
// and how to ask. Not knowing a value ("I don't know my claim id") names
// the value, and is not matched here.

// newcomerLostPattern is joined into newcomerWords: the user does not know
// what they are doing or meant to do, or what this is for; or someone
// told them to use it.
const newcomerLostPattern = `|\b(?:do ?n[o']?t|dont|do not|not (?:really |quite |totally |entirely )?sure|no idea|dunno|idk|(?:have )?no clue|(?:have )?no idea|clueless (?:about|on))\b[^.?!]{0,25}?\b(?:what|wat|wot) (?:i'?m|im|i am|i should be|i'?m meant to be|i'?m supposed to be|to do|i (?:need|have|got) to do|i'?m (?:meant|supposed) to do)(?: doing)?\b` +
	`|\b(?:what|wat|wot) am i (?:supposed|meant|expected) to (?:do|be doing|type|say|ask)\b` +
	`|\b(?:do ?n[o']?t|dont|do not|not sure|no idea|dunno|idk|no clue)\b[^.?!]{0,12}?\b(?:what|wat) (?:this|this app|this thing|this tool|this chat|it|the app|the tool) (?:is for|does|is meant for|is supposed to do)\b` +
	`|\b(?:manager|boss|supervisor|team ?lead(?:er)?|colleague|co-?worker|workmate|trainer|mentor|someone|somebody)\b[^.?!]{0,20}?\b(?:said|says|told me|asked me|wants me|sent me|recommended)\b[^.?!]{0,12}?\b(?:use|try|come to|check out|ask|go to) (?:this|it|here|you|this thing|this app|this tool)\b` +
	`|\b(?:i was|i'?ve been|ive been|i got|got) (?:told|asked|sent) (?:to )?(?:use|try|come to|come here|check out)\b`
