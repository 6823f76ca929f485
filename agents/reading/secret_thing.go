package reading

// A thing named after a secret's cue (R29, R55; round 17): "read the pw
// note" was echoed "read the pw ••••••". Without "is", ":" or "=" after
// the cue, the word after it is a value only if it could be one: a noun
// that names where a secret is kept or said ("note", "list", "reminder",
// "one", "hint"), or a plain English word in a request to read, show or
// open something ("show me the pin reminder", "open my password
// groceries"), is the thing asked for. A value said surely stays a
// value: "pw is hunter2", "pin 1815", "the password monkey".

import "strings"

// secretThings name where a secret is kept, or a part of one: "the pw
// note", "my password list", "the pin one".
var secretThings = toSet(`note notes one ones list lists reminder reminders hint hints file files entry entries page pages
	box thing things stuff vault sheet sheets doc docs document documents book notebook app folder section record records
	question questions screen text message messages email emails memo memos paper sticky post-it postit backup tab title label
	manager generator requirements rule rules policy settings setting form field fields option options link page reset recovery
	change update thingy bit part character characters letters digits length`)

// readVerbs ask for something to be read, shown or opened.
var readVerbs = toSet(`read show open find get see view display pull bring fetch print list look check delete remove edit
	rename copy share send give tell`)

// namesAThing reports a word after a cue without a sign that names a
// thing rather than giving a value: token i is the cue, from:to the word.
func (r *secretReader) namesAThing(i, from, to int) bool {
	low := strings.ToLower(r.text[from:to])
	if secretThings[low] {
		return true
	}
	if strings.ContainsAny(low, "0123456789") || !EnglishWord(low) {
		return false
	}
	// a verb of reading within three words before the cue: "read the pw
	// note", "show me my pin reminder"
	for k, n := i-1, 0; k >= 0 && n < 3; k-- {
		t := r.toks[k]
		if !t.word() {
			return false
		}
		if readVerbs[t.low] {
			return true
		}
		n++
	}
	return false
}
