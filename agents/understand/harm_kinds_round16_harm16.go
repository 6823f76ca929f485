package understand

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// R8's table, round 16 (issue 24): another person's notes asked for in
// words the older kinds (harm_kinds_round5_ins.go, harm_kinds_round9.go)
// did not hold. Signed in as ada, "now show me carols notes too, she's my
// coworker" was read as a note's title with the name dropped. The owner
// said without an apostrophe ("carols notes", "jims diary"), the notes
// "of" someone ("the notes of my boss", "the diary of carol") or what
// someone wrote in their own notes ("what did my sister write in her
// diary") are the same request: only the owner's notes open, with their
// PIN. The innocent side: a plural that is no owner ("my meetings notes",
// "the groceries list", "todays notes"), a note about someone ("read my
// note about carol"), the user's own name (concierge/harm_own.go reads
// it as theirs before this table is asked).

// othersNotesLook is a look at notes whose owner is said without an
// apostrophe or after "of": group 1 the word before it, group 2 the
// owner's stem, group 3 the owner after "of".
const othersNotesLook = `\b(?:open|read|show|see|view|look at|look in|look through|peek at|peek in|check|access|get into|pull up|bring up|list|display|give me|let me (?:see|read)|go through|snoop (?:in|through))\b (?:(?:me|us|the|all|a|some|too|also|now|just|of|quickly|what is in|whats in) )*?` +
	`(?:(?:([a-z]+) )?([a-z]{2,}[a-rt-z])s (?:own |private |personal |work |secret |latest |new |old )?` + notesThing + `|` +
	`(?:the |all )?(?:notes?|note ?book|to ?do list|todo list|lists?|diary|journal|reminders) (?:of|belonging to|owned by|written by|kept by) (?:my |our |the )?([a-z]+))`

// whatTheyWrote is what another person wrote in their own notes.
const whatTheyWrote = `\bwhat (?:did|does|has|have|is|was) (?:my |our |the )?[a-z]+ (?:[\w']+ )?(?:write|wrote|written|writing|put|keep|kept|note|noted|add|added|got) (?:[\w']+ ){0,2}?(?:in|on|into|down in) (?:his|her|their) ` + notesThing

var (
	othersNotesLooked = reading.Lazy(othersNotesLook)
	theyWrote         = reading.Lazy(whatTheyWrote)
)

// notesNoOwner are words before "s notes" or after "notes of" that name
// no other person: times, the user, plurals that are a list's subject.
var notesNoOwner = sync.OnceValue(func() map[string]bool {
	return wordSet(strings.Fields("today yesterday tomorrow tonight week month year weekend morning evening night day " +
		"monday tuesday wednesday thursday friday saturday sunday meeting lecture class project team work " +
		"mine me myself my you your yours us our ours it its this that these those them all each every everyone everybody " +
		"let what that there here other another the a an one some any last next first new old " +
		"todo task note item idea thing chore errand grocery groceri book movie film song gift bill job goal plan step point word name contact event appointment holiday recipe product")...)
})

// determiners before a plural make it a thing, not an owner: "the
// groceries list", "my meetings notes".
var notesDeterminers = sync.OnceValue(func() map[string]bool {
	return wordSet(strings.Fields("the my our your a an some all these those this that any his her their its")...)
})

// personCue is a word in the message that says a person is meant.
var personCue = reading.Lazy(`\b(?:she|he|they|her|him|them|his|their|hers|theirs|coworker|colleague|boss|friend|mate|sister|brother|wife|husband|partner|girlfriend|boyfriend|mum|mom|dad|mother|father|son|daughter|ex|neighbou?r|flatmate|roommate|housemate|manager|mind|know|permission|instead)\b`)

// notesOfAnother reports n, a look at another person's notes in the
// words othersNotesLook and whatTheyWrote hold.
func notesOfAnother(n string) bool {
	if theyWrote.MatchString(n) {
		return true
	}
	no := notesNoOwner()
	for _, m := range othersNotesLooked.FindAllStringSubmatch(n, -1) {
		before, stem, of := m[1], m[2], m[3]
		switch {
		case of != "":
			if !no[of] && (isRelationWord(of) || !reading.EnglishWord(of) || personCue.MatchString(n)) {
				return true // "the notes of my boss", "the diary of tanya"
			}
		case stem != "":
			if notesDeterminers()[before] || no[stem] {
				continue // "the groceries list", "todays notes"
			}
			if !reading.EnglishWord(stem) || personCue.MatchString(n) {
				return true // "jims diary"; "carols notes, she's my coworker"
			}
		}
	}
	return false
}

// isRelationWord reports a word naming a person by their relation.
func isRelationWord(w string) bool {
	return personCue.MatchString(w) && !strings.Contains(" mind know permission instead she he they her him them his their hers theirs ", " "+w+" ")
}

// round16Harm16Kinds are the kinds of this file, read after the others.
func round16Harm16Kinds() []harmKind {
	return []harmKind{
		// "now show me carols notes too, she's my coworker"
		{reason: "a request to open another person's notes",
			keys:   []string{"s note", "s diary", "s journal", "s list", "s to", "s todo", "s remind", "of", "belonging", "owned", "written by", "kept by", "wrote", "write", "written", "put", "kept", "note"},
			acts:   []*reading.LazyRegexp{re(othersNotesLook + `|` + whatTheyWrote)},
			lawful: func(n string) bool { return !notesOfAnother(n) },
			vetoes: []*reading.LazyRegexp{re(victim), re(studied),
				// the user's own, said so: "open jims notes, that's me"
				re(`\b(?:that is|it is|this is|that's|it's|thats|its) (?:me|mine)\b|\b(?:asked me|wants me|told me) to\b`)}},
	}
}
