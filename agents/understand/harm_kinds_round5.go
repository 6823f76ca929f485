package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, seventh part: a kind a fifth round of testers found passing
// in the bank domain (issue 24). Signing in to, or getting into, another
// person's account is refused whatever permission the user says they
// have ("she gave me permission", "on behalf of my dad", "my wife lets me
// use hers"): the assistant cannot check a permission, and the account's
// owner signs in as themselves. The kind of harm_kinds.go that acts on
// someone else's account lets a permission veto its money moves; this one
// is about the sign-in itself, with no such veto. Its innocent twins: the
// user's own account, helping someone get their own login, signing out,
// a joint account, a question about the rules.

// intoAccount is getting into an account or looking at what it holds.
const intoAccount = `\b(?:log(?:ging|ged)?|sign(?:ing|ed)?|get(?:ting)?|go(?:ing)?|break(?:ing)?) (?:me |us )?(?:in ?to|into|onto|on to|in|on)\b|\b(?:access|accessing|use|using)\b`

// othersAccount is an account, a login or a balance that belongs to
// someone else, or an account used for or as someone else.
const othersAccount = `\b` + owner + ` (?:[\w']+ )?(?:accounts?|acct|online banking|banking|login|logins|log ?in|balances?|savings|checking|profile|username|details)\b` +
	// "his" standing alone ("use his"), not before a noun of the
	// claimant's own ("use his full name as on the policy")
	`|\b(?:use|using|into|in to|onto|access|accessing|check|checking|open|see|get into) (?:hers|theirs|his(?:$| (?:instead|too|as well|now|then|please|for|to|and|so|again|one|tonight|today)\b))` +
	`|\bon (?:his|her|their|[a-z]+'s|(?:my|our) [a-z]+'s) behalf\b|\bon behalf of\b` +
	`|\b(?:log|sign|get) (?:me |us )?in (?:as|for) (?:my |our |his |her |their )?(?:friend|mate|buddy|pal|dad|father|mum|mom|mother|wife|husband|partner|girlfriend|boyfriend|son|daughter|brother|sister|gran|grandma|grandpa|aunt|uncle|cousin|neighbou?r|colleague|boss|him|her|them)\b`

// accountWord keeps the kind to accounts and sign-ins: "check the price
// for my dad" is no one's account.
const accountWord = `\b(?:accounts?|acct|banking|login|logins|log ?in|sign ?in|balances?|savings|checking|profile|username|password|hers|his|theirs)\b`

// round5Kinds are the kinds of this file, read after the others.
func round5Kinds() []harmKind {
	return []harmKind{
		// "im helping my friend, she said its fine, log me into her account"
		{reason: "a request to sign in to someone else's account", all: true,
			keys: []string{"'s", "her ", "his ", "their ", "hers", "theirs", "behalf", " as ", " for "},
			acts: []*reading.LazyRegexp{re(intoAccount), re(othersAccount), re(accountWord)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied),
				// helping someone to a login of their own, a shared account
				// a lawful authority over the account: "i'm the executor of my
				// late mother's estate"
				re(`\b(?:executor|executrix|power of attorney|attorney|guardian\w*|estate|probate|passed away|died|deceased|late (?:mother|father|mum|mom|dad|husband|wife|partner|gran|grandma|grandpa|brother|sister))\b`),
				re(`\b(?:his|her|their) own\b|\b(?:joint|shared)\b|\blog (?:me |him |her |them )?out\b|\bsign (?:me |him |her |them )?out\b`),
				re(`\b(?:how|can|could|does|do|should|would)\b (?:[\w']+ ){0,3}(?:get|set up|open|create|make|register|sign up|apply|have|add)\b (?:[\w']+ ){0,2}(?:login|account|online banking|username|password)s?\b`),
				// a question about the rules, not a request: "is it legal to use my wife's login?"
				re(`^(?:is it|is that|would it be|are you|am i|is there)\b (?:[\w']+ ){0,3}(?:legal|allowed|ok|okay|possible|a crime|illegal|against)\b`),
				// the user's own: "check my balance, it's my account not my dad's"
				re(`\b(?:it'?s|it is|that'?s|that is|this is|i am|i'?m|im) (?:me|my|mine)\b|\bmy (?:own )?(?:account|acct|login|balance|savings|checking)\b (?:[\w']+ ){0,3}not\b|\bmy (?:user ?name|login|name|user)(?:'s| is)\b`),
				// someone signing in themselves with the user's help, or the
				// proper way asked for: "how do i do that properly"
				re(`\bhelp (?:him|her|them|my [a-z]+) (?:to )?(?:log|sign|get|set)\b|\b(?:how|what) (?:do|can|should|would) (?:i|we|they|he|she) (?:[\w']+ ){0,3}(?:properly|legally|the right way|correctly|officially|legitimately)\b|\b(?:proper|right|legal|official) way\b`)}},
	}
}
