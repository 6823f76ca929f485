package prompts

// RefusalAck answers a bare acknowledgement ("fine", "ok then") right
// after a refusal: briefly, with what can be done (can: the agents' tasks
// as one verb phrase) and what waits.
func RefusalAck(can, pending string) string {
	return render("refusal_ack", map[string]string{"Can": can, "Pending": pending})
}
