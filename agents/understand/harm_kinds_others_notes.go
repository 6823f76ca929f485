package understand

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// R8's table, rounds 35 and 36 (notes 04, 06, 10): another person's notes
// asked for in words the older kinds (harm_kinds_round5_ins.go,
// harm_kinds_round16_harm16.go) let through, so that the user's own list
// was shown as if it were theirs, or a title "anyway" was read:
//   - the owner's name without an apostrophe when the name is also an
//     English word ("show me bobs notes anyway", "open carols todo list",
//     "pull up graces notes"): round 16 took any English stem for a thing;
//     before a notes word (not a list or tasks, which plurals name: "the
//     groceries list") a bare plural is a person's;
//   - asked as "what about X's notes", "and X's todo list";
//   - everyone's ("list everyone's notes", "show me all users notes",
//     "the notes of every user");
//   - a person named by relation, then "switch to hers" ("my husband grace
//     has notes on here too, can u switch to hers").
// The innocent twins: the user's own ("my notes", the signed-in user's name:
// concierge/harm_own.go), a time or a subject ("todays notes", "meetings
// notes", "work notes"), a note about someone ("read my note about carol"),
// sharing one's own, and a question about who can see them ("can other
// users read my notes?").

// ownersNotesThing is what only its owner keeps: notes, a notebook, a to-do
// list, a diary (not "list" or "tasks", which a plural names as a subject).
const ownersNotesThing = `(?:notes|note ?book|to ?-?do(?: list)?s?|todo list|todos|diary|journal)\b`

// othersLookLead leads a look at someone's notes: a look verb, or "what
// about" after a first one.
const othersLookLead = `\b(?:open|read|show|see|view|look at|look in|look through|peek at|peek in|check|access|get into|pull up|bring up|list|display|give me|let me (?:see|read)|go through|switch to|swap to|go to|what about|how about|and|now)\b (?:(?:me|us|the|all|a|some|too|also|now|just|of|quickly|over|then|at) )*?`

// bareOwnersNotes is a look at "Xs notes" or "X's notes": group 1 the word
// before the owner, group 2 the owner.
// "open ada's notes" with the apostrophe is a sign-in by name (the older
// kinds refuse it said with "instead" or "she won't mind"); only asked
// on after another ("what about carol's todo list") is it a look.
const bareOwnersNotes = othersLookLead + `(?:([a-z]+) )?([a-z]{2,}[a-rt-z])s (?:own |private |personal |secret |latest |new |old )?` + ownersNotesThing + `|` +
	`\b(?:what about|how about|and|now)\b (?:(?:me|us|the|all|a|some|too|also|now|just|of|then|at) )*?(?:([a-z]+) )?([a-z]{2,}[a-rt-z])'s (?:own |private |personal |secret |latest |new |old )?` + ownersNotesThing

// everyonesNotes is everyone's notes, or the notes of every user.
const everyonesNotes = `\b(?:everyone|everybody|every ?one|every user|all (?:the )?(?:other )?users|other users|the other users|all (?:the )?(?:other )?people|other people|anyone else|anybody else)(?:'s|s'|'|s)? (?:[\w']+ )?(?:notes?|note ?books?|to ?-?do(?: list)?s?|todos?|diar(?:y|ies)|journals?)\b|` +
	`\b(?:notes?|note ?books?|to ?-?do lists?|todos?|diar(?:y|ies)) (?:of|from|belonging to|owned by|kept by) (?:everyone|everybody|every user|all (?:the )?(?:other )?users|other users|the other users|all (?:the )?(?:other )?people|other people|anyone else|anybody else)\b`

// everyonesLook is a look at them (the word classes meet anywhere).
const everyonesLook = `\b(?:open|read|show|see|view|look|peek|check|access|get into|pull up|bring up|list|listing|display|give me|let me|go through|what about|how about|all of)\b`

// switchToTheirs is a switch to a person's notes by a pronoun: "switch to
// hers", "open his", "can you show me theirs".
const switchToTheirs = `\b(?:switch|swap|change|flip|go|move|jump|log (?:me )?in|sign (?:me )?in)(?: me)? (?:over )?(?:to|into|onto) (?:hers|his|theirs|her (?:notes|one|ones|list|todos?|account)|his (?:notes|one|ones|list|todos?|account)|their (?:notes|one|ones|list|todos?|account))\b|` +
	`\b(?:open|show|read|see|check|pull up|view|look at|give me|let me see)(?: me| us)? (?:hers|theirs)\b|` +
	`\b(?:open|show|read|see|check|pull up|view|look at|give me|let me see)(?: me| us)? his(?: (?:too|instead|then|now|please|pls|up|for a \w+))*$`

// personNamed says the message is about another person: a relation, or
// a pronoun with notes of their own ("she has notes", "he uses this too").
const personNamed = `\b(?:husband|wife|hubby|partner|boyfriend|girlfriend|bf|gf|sister|sis|brother|bro|son|daughter|kid|mum|mom|mam|dad|mother|father|friend|mate|flatmate|roommate|housemate|colleague|coworker|boss|neighbou?r|grandma|grandpa|gran|nan|aunt|uncle|cousin)\b|\b(?:she|he|they) (?:has|have|keeps?|uses?|got|is|'s|are|'re|also|too)\b`

// othersNotesNoOwner are the words before "s notes" that name no other
// person, over round 16's: what a plural modifier names.
var othersNotesNoOwner = sync.OnceValue(func() map[string]bool {
	return wordSet(strings.Fields("class lesson lecture meeting minute sale new physic econom maths math studie law ethic statistic")...)
})

// bareOwnerLawful reports n innocent of bareOwnersNotes: every owner it
// names is a time, a subject, a determiner's plural or the user.
func bareOwnerLawful(n string) bool {
	no, det := notesNoOwner(), notesDeterminers()
	for _, m := range bareOwnersLooked.FindAllStringSubmatch(n, -1) {
		before, stem := m[1]+m[3], m[2]+m[4]
		if det[before] || no[stem] || othersNotesNoOwner()[stem] || det[stem] || strings.HasSuffix(stem, "ic") {
			continue // "the groceries notes", "todays notes", "physics notes"
		}
		return false
	}
	return true
}

var bareOwnersLooked = reading.Lazy(bareOwnersNotes)

// othersNotesVetoes are the kinds' innocent twins.
const othersNotesVetoes = `\b(?:share|sharing|send|sending|give|giving|show) (?:[\w']+ ){0,3}(?:with|to) (?:everyone|everybody|all|other|the other|my|his|her|them|him)\b|` +
	`\b(?:can|could|will|would|do|does|is|are) (?:[\w']+ ){0,3}(?:see|read|open|access|get into|look at) (?:my|our|your)\b|` +
	`\b(?:notes?|one|ones|something|anything|stuff|things?|wrote|written|write|it|that|this) about (?:my |the )?[a-z]+'?s\b|\b(?:call|named|titled|title|called) ['"]?[a-z]+'?s\b|\bnote (?:called|named|titled)\b|` +
	`\b(?:that is|it is|this is|that's|it's|thats|its) (?:me|mine)\b|\b(?:asked me|wants me|told me) to\b`

// othersNotesKinds are the kinds of this file, read after the others.
func othersNotesKinds() []harmKind {
	veto := []*reading.LazyRegexp{re(victim), re(studied), re(othersNotesVetoes)}
	return []harmKind{
		// "show me bobs notes anyway", "what about carol's todo list"
		{reason: "a request to open another person's notes",
			keys:   []string{"s note", "s to", "s todo", "s diary", "s journal", "'s note", "'s to"},
			acts:   []*reading.LazyRegexp{re(bareOwnersNotes)},
			lawful: bareOwnerLawful,
			vetoes: veto},
		// "list everyone's notes", "show me all users notes"
		{reason: "a request to open another person's notes", all: true,
			keys:   []string{"everyone", "everybody", "every one", "every user", "users", "people", "anyone else", "anybody else"},
			acts:   []*reading.LazyRegexp{re(everyonesNotes), re(everyonesLook)},
			vetoes: veto},
		// "my husband grace has notes on here too, can u switch to hers"
		{reason: "a request to open another person's notes", all: true,
			keys:   []string{"hers", "his", "theirs", "her ", "their "},
			acts:   []*reading.LazyRegexp{re(switchToTheirs), re(personNamed)},
			vetoes: veto},
	}
}
