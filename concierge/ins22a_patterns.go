package concierge

import (
	"regexp"
	"sync"
)

// ins22aPatterns are the expressions of ins22a_reason_redo.go and
// ins22a_earlier_id.go, compiled together on first use: one allocation at
// init instead of one per pattern (TestInitAllocations, R55).
var ins22aPatterns = sync.OnceValue(func() []*regexp.Regexp {
	return []*regexp.Regexp{
		regexp.MustCompile(`(?i)\b(?:reason|reasons|grounds)(?:\s+for\s+(?:it|this|that|the\s+decline|declining|the\s+rejection|the\s+refusal))?\s*(?::|=|\s-+\s|–|→|->|=>|\bis\b|\bwas\b|\bare\b|\bwere\b|\bbeing\b|\bshould\s+be\b|\bas\b|\bto\b)\s*(.+)$`), // reasonLabelAt
		regexp.MustCompile(`(?i)\b(?:that|because|bc|cos|coz|cuz|cause|since|due\s+to)\s+(.+)$`),                                                                                                                                                                                                                                            // reasonThatAt
		regexp.MustCompile(`(?i)\b(?:add|include|mention|say|state|put|put\s+in|write|note|specify|explain|insert)\s+(?:in\s+)?(that\s+|how\s+)?(.+)$`),                                                                                                                                                                                     // addThat
		regexp.MustCompile(`(?i)^(?:he|she|they|it|the|his|her|their|policyholder|claimant|driver|insured|owner|tenant|tenants|customer|client)\b`),                                                                                                                                                                                         // factSubject
		regexp.MustCompile(`(?i)^(?:(?:a|the|some|my|your|any|an)\s+)?(?:reason|reasons|grounds|explanation)\b(?:\s+(?:pls|please|plz|too|as\s+well|in|to\s+it|for\s+it))*$`),                                                                                                                                                               // reasonWordsOnly
		regexp.MustCompile(`(?i)\b(?:that|this|the|my|said|same|above)\s+reasons?\b(?:\s+(?:i|we)\s+(?:gave|said|mentioned|told|wrote))?\s*[.!?]*\s*$|\breasons?\s+(?:i|we)\s+(?:gave|said|mentioned|told\s+you|wrote)\b|\b(?:with|include|add|put\s+in|use)\s+(?:it|that)\s+(?:in|too|as\s+well)\b`),                                       // reasonBack
		regexp.MustCompile(`(?i)\b(?:add|include|put|insert|give|with|need|want|redo|rewrite|mention|state)\b.*\b(?:a|the|some|my)\s+reasons?\b`),                                                                                                                                                                                           // reasonWanted
		regexp.MustCompile(`(?i)\b(?:redo|re-do|rewrite|re-write|regenerate|remake|again|update|fix|change|add|include|put|use|with)\b`),                                                                                                                                                                                                    // redoWords
		regexp.MustCompile(`(?i)\b(?:(?:that|this|it|thats|that's|its|it's)\s*(?:'s|’s|\s+is|\s+was)?\s+(?:my|the|our|their|a)\s+polic(?:y|ies)(?:\s+(?:number|num|no|nr|#|id|ref|reference))?|wrong\s+(?:one|number|id|no)|(?:not|isn'?t|wasn'?t)\s+the\s+claim\s+(?:number|no|id)|(?:mixed|muddled)\s+(?:them|it|the\s+numbers)\s+up)\b`), // whichNumber
		regexp.MustCompile(`(?i)\b(?:decline|deny|reject|write|draft|make|do|craft|generate|send)\b`),                                                                                                                                                                                                                                       // requestVerb
	}
})
