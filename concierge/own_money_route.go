package concierge

import "github.com/concierge-dev/concierge/state"

// One choice for a look at one's own money (tryout31 bank 49): "what does
// my savings look like" was routed to the stock lookup for "look", then
// overruled to the balance check, and the side panel showed both choices
// as if two things were started. While a message asks to see the user's
// own money, the router's notes are held until it is known whether the
// balance check overrules it: overruled, they are dropped; kept, they are
// written as they were.

// holdRouteNotes holds the notes from now on when hold is true; the
// returned func ends the hold, writing the held notes when keep is true;
// called again, it does nothing.
func (e *Engine) holdRouteNotes(hold bool) func(keep bool) {
	if !hold || e.heldNotes != nil {
		return func(bool) {}
	}
	var held []state.Note
	e.heldNotes = &held
	done := false
	return func(keep bool) {
		if done {
			return
		}
		done, e.heldNotes = true, nil
		if !keep {
			return
		}
		for _, n := range held {
			e.sess.Notes = append(e.sess.Notes, n)
			e.emit(NoteAdded{Note: n})
		}
	}
}
