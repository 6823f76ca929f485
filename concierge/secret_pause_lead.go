package concierge

// A pause said before a question at the password prompt (R29, R53; round
// 31): "hang on whats msft at", "hold on, whats msft at", "btw whats tsla
// at", "one sec, what's aapl at". "wait whats msft at" was answered and the
// password asked again, no try spent; "hang on" and "hold on" are the same
// pause, but the question was sent to the login as the password. The
// pause is taken off before the line is looked at as a question
// (asksQuestion); what is left must still read as one, so "hang on
// monkey42" is still a password.

import "strings"

// pauseLeads are the pauses a user puts before a question, as words.
var pauseLeads = [][]string{
	{"hold", "on"}, {"hold", "up"}, {"hang", "on"}, {"wait", "up"}, {"wait"}, {"waitt"}, {"hold"},
	{"one", "sec"}, {"one", "second"}, {"one", "moment"}, {"one", "min"}, {"one", "minute"}, {"1", "sec"},
	{"just", "a", "sec"}, {"just", "a", "second"}, {"just", "a", "moment"}, {"just", "a", "min"},
	{"gimme", "a", "sec"}, {"give", "me", "a", "sec"}, {"give", "me", "a", "second"}, {"sec"},
	{"btw"}, {"by", "the", "way"}, {"quick", "question"}, {"quick", "q"},
	{"a", "sec"}, {"a", "second"}, {"a", "moment"}, {"a", "min"},
	{"oh"}, {"ok"}, {"okay"}, {"um"}, {"umm"}, {"uh"}, {"sorry"}, {"actually"},
}

// dropPauseLead takes the pauses off the front of a line's words.
func dropPauseLead(words []string) []string {
	for {
		cut := 0
		for _, p := range pauseLeads {
			if len(p) < len(words) && len(p) > cut && wordsLead(words, p) {
				cut = len(p)
			}
		}
		if cut == 0 {
			return words
		}
		words = words[cut:]
	}
}

// wordsLead reports words that begin with lead, marks trimmed.
func wordsLead(words, lead []string) bool {
	for i, l := range lead {
		if strings.Trim(words[i], `,.;:!?-`) != l {
			return false
		}
	}
	return true
}
