package understand

// One's own note got rid of (round 39, notes 24): "open up meeting notes
// and then get rid of it" was refused by the classifier, which hears "get
// rid of it" as hiding evidence. A removal (get rid of, bin, trash, chuck,
// ditch, scrap, delete) of a note, a to-do or a list, or of "it" right
// after the user opened or read it, is a delete; naming another person's
// thing or a reason to hide it (hideIntent) leaves the refusal standing.

import "github.com/concierge-dev/concierge/agents/reading"

var (
	// noteRemoval is a removal's verb, in everyday words too.
	noteRemoval = reading.Lazy(`(?i)\b(?:delete|remove|erase|wipe|clear|scrap|bin|trash|ditch|dump|chuck|toss|junk|nuke|axe|get rid of|throw (?:it |that |this |them )?(?:away|out))\b`)
	// ownNoteNamed is a note, a to-do or a list named, or something just
	// opened taken back as "it": "open X and then bin it".
	ownNoteNamed = reading.Lazy(`(?i)\b(?:notes?|to ?-?dos?|todo list|memos?|reminders?|lists?)\b|\b(?:open(?: up)?|read(?: out)?|show(?: me)?|pull up|bring up|look at|view)\b.+\b(?:delete|remove|erase|wipe|scrap|bin|trash|ditch|dump|chuck|toss|junk|nuke|get rid of) (?:it|that|this|them)\b`)
)

// removesOwnNote reports a request to remove the user's own note that
// names no one else's thing nor a reason to hide it.
func removesOwnNote(text string) bool {
	return noteRemoval.MatchString(text) && ownNoteNamed.MatchString(text) && !hideIntent.MatchString(text)
}
