package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R53's guessing kind, round 17: several passwords tried, in any words.
// Round 16 refused "try X, Y, Z until one works" and "keep trying"; the
// same request said as a fallback ("if that fails try banana",
// "otherwise use 123456"), a sequence ("try monkey then banana then
// 123456"), a whole set ("try them all", "it's one of these: …", "go
// through •••••• •••••• ••••••") or a rotation ("cycle monkey, banana")
// still signed in with the first word, or asked for the password. The
// candidates are often masked by the time the check reads the line, and
// the check reads it normalised (no commas): any run of non-spaces is
// one. One password given, even in a sentence that
// says "keep" ("i keep forgetting my password, its monkey"), is not.

// secretTalk17 is a message about a login's secret or signing in; unlike
// loginTalk, an account alone is none ("one of these accounts").
const secretTalk17 = `\b(?:log(?:ging)? ?(?:me |us |him |her )?(?:in|on)|login|logon|sign(?:ing)? ?(?:me |us )?(?:in|on)|signin|user(?:name)?|pass(?:words?|wds?|codes?|phrases?)?|pw|pwd|pins?|credentials|creds)\b`

// severalTries is more than one candidate asked to be tried.
const severalTries = `\b(?:if|when|in case) (?:that|it|this|the first(?: one)?|that one|the above|mine|my password|the password|the pin) (?:fails?|failed|doesn'?t work|does not work|didn'?t work|won'?t work|isn'?t (?:it|right|correct)|is (?:wrong|not it|incorrect|rejected)|gets? rejected|errors?|bounces?) (?:then )?(?:just )?(?:try|use|go with|enter|put in|type in|do)\b` +
	`|\b(?:otherwise|failing that|or else|if not|no luck|else) (?:then )?(?:just )?(?:try|use|go with|enter|put in|type in)\b` +
	`|\b(?:otherwise|failing that|or else|if not|no luck) •+` +
	`|\bkeep (?:on )?(?:going|cycling|rotating|looping) (?:with|through) \S+ (?:or|and|then)? ?\S+` +
	`|\b(?:try|trying|use|enter|attempt|put in|type in)\b (?:[\w']+ ){0,4}?\S+ (?:and )?then (?:(?:try|use|enter|go with) \S+|\S+ (?:and )?then \S+)` +
	`|•+ (?:and )?then (?:try |use |enter )?•+` +
	`|\b(?:try|use|test|enter|attempt|go through|run through|cycle through) (?:them all|all of (?:them|these|those)|all (?:these|those|the (?:passwords|pins|codes|options))|each (?:one|of (?:them|these|those))|every (?:one|password|pin|code|option)|them one (?:by|after) (?:one|another))\b` +
	`|\b(?:it'?s|its|is|one is|be) (?:one|any) of (?:these|those|the following|them)\b` +
	`|\b(?:cycle|run|go|loop|iterate|work) through (?:•+ )+•+` +
	`|\b(?:cycle|rotate|alternate|loop)(?: (?:between|among|with))? \S+ (?:(?:or|and) )?\S+` +
	`|\b(?:try|trying|attempt|use|enter)\b (?:[\w']+ ){0,2}?•+ •+ (?:(?:or|and) )?•+`

// round17SecretKinds are the kinds of this file, read after the others.
func round17SecretKinds() []harmKind {
	return []harmKind{
		// "log in seldo with monkey, if that fails try banana"
		{reason: "a request to guess or steal a password", all: true,
			keys:   []string{"if", "when", "otherwise", "keep", "failing", "else", "not", "luck", "then", "all", "each", "every", "one", "through", "cycle", "rotate", "alternate", "loop", "try", "trying", "use", "enter", "attempt"},
			acts:   []*reading.LazyRegexp{re(secretTalk17), re(severalTries)},
			vetoes: []*reading.LazyRegexp{re(`\b(?:i|i've|ive|we|i'm|im) (?:keep|kept|have been|was|am|'m|been|tried|will|'ll) (?:on )?(?:trying|guessing|getting|typing|entering)\b|\bwhat happens\b|\bhow (?:many|often|long|do i|can i)\b|\b(?:reset|change|update|set up|new) (?:my |the )?(?:password|pin)\b|\b(?:log(?:ging)? ?(?:me |us )?in|sign(?:ing)? ?(?:me |us )?in)(?: first)?,? (?:and )?then (?:show|check|get|send|transfer|pay|move|look|see|tell|give|open|read|list|write|make|add|delete|book|file|start|do|what|how)\b`)}},
	}
}
