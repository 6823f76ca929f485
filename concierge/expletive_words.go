package concierge

// A swear word or an intensifier is never said back as a value (tryout
// 34, bank 14): "just show my damn balance already" was answered 'I
// didn't recognise "damn" as the account', quoting an angry user's word
// back as if they had tried it as an account name. The words that only
// colour the request ("damn", "freaking", "stupid", "effing") are no
// value anyone missed: the question is asked plainly.

// expletives are words that intensify or swear, never a value.
var expletives = lazyWordSet(`damn damned dang darn darned dammit goddamn goddamned goddam freaking freakin frickin fricking friggin frigging ` +
	`flipping flippin fucking fuckin fking fkn fcking effing effin bloody sodding blasted bleeping bleepin stupid dumb silly crappy shitty ` +
	`stinking stinkin ruddy flaming blooming cursed wretched lousy bloody-well dumbass stupidass`)

// expletive reports w as a swear word or an intensifier.
func expletive(w string) bool { return expletives()[normalise(w)] }
