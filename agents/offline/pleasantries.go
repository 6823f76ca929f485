package offline

// pleasantries are the words of courtesy around a request ("Good morning
// dear, I hope you are well"): said to be kind, they carry nothing a value
// could take, so they are never said back as unused (R27) nor a reason to
// ask the model (R34).
var pleasantries = map[string]bool{
	"good": true, "morning": true, "afternoon": true, "evening": true, "day": true, "dear": true, "darling": true,
	"love": true, "honey": true, "sweetie": true, "mate": true, "sir": true, "madam": true, "maam": true,
	"hope": true, "hoping": true, "trust": true, "well": true, "fine": true, "lovely": true, "nice": true,
	"kind": true, "kindly": true, "thanks": true, "thank": true, "cheers": true, "greetings": true, "hi": true,
	"hello": true, "hey": true, "howdy": true, "bless": true, "wonderful": true, "appreciate": true,
	"appreciated": true, "grateful": true, "sorry": true, "bother": true, "bothering": true, "wish": true,
	"wishing": true, "doing": true, "today": true, "there": true, "friend": true,
}
