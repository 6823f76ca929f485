package concierge

// How a command of the loop shows in "Read as:" (R50), apart from the
// reading itself (turn_read.go).

// String is the command as "Read as:" shows it (secrets masked by the
// caller's hidden, as every note is).
func (c turnCmd) String() string {
	if c.shown != "" {
		return c.shown
	}
	switch c.exec {
	case execApproval:
		if c.a != nil {
			return apCommands(c.a, c.ap)
		}
	case execPlanPick:
		return c.pick.String()
	case execPlanHandOff:
		return c.plan.String()
	case execAppQuestion:
		if c.Scope == appSecretPart {
			return "refuse(" + c.Scope + ")"
		}
		return "ask(app: " + c.Scope + ")"
	case execDeclined:
		switch c.dec.how {
		case declinedAgain:
			return "start_task(" + c.dec.a.Name + ", the declined call asked again)"
		case declinedNew:
			return "start_task(" + c.dec.a.Name + ", new: the declined call's values not reused)"
		}
		return "correct_value(" + c.dec.a.Name + ", the declined call: " + c.dec.text + ")"
	case execSecretAsked:
		return "ask(secret: " + c.Text + ")"
	case execGoOn:
		return "small_talk(go_on)"
	case execHurried:
		return "small_talk(impatience)"
	case execRepeat:
		return "start_task(" + c.a.Name + ", again: " + c.Text + ")"
	case execFixLast:
		return "correct_value(" + c.fix.a.Name + ", last" + showVals(c.fix.a, c.fix.changed) + ")"
	case execFindUnknown:
		if c.unk.finder != nil {
			return "ask(unknown: " + c.unk.slot.Name + "); start_task(" + c.unk.finder.Name + ")"
		}
		return "ask(unknown: " + c.unk.slot.Name + ")"
	case execAnswer, execSayAsk:
		return string(c.Kind) + "(" + c.Scope + ")"
	case execAfford:
		return "ask(afford: " + c.Value + ")"
	case execCannot:
		if c.Value != "" {
			return "cannot_handle; then: " + c.Value
		}
		return "cannot_handle"
	case execCancelAll:
		if c.Text != "" {
			return "cancel(all); start_task(" + c.Text + ")"
		}
		return "cancel(all)"
	case execProductFacts:
		if c.Text != "" {
			return "ask(product); then: " + c.Text
		}
		return "ask(product)"
	case execPlanReplace:
		return "cancel(plan); start_task(" + c.Text + ")"
	case execCannotUndo:
		return "cannot(undo: " + c.a.Name + ")"
	case execDocumentKept:
		return "cannot(undo: " + c.a.Name + "'s " + orDocument(c.art.Kind) + ")"
	case execRestoreCancel:
		if c.Text != "" {
			return "start_task(" + c.a.Name + ", restored: " + c.Text + ")"
		}
		return "start_task(" + c.a.Name + ", restored)"
	}
	return c.Command.String()
}
