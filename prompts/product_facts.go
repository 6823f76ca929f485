package prompts

// NoLegalAdvice answers a legal question about the product's documents:
// it drafts from a template and gives no legal advice.
func NoLegalAdvice(kind string) string {
	return render("no_legal_advice", map[string]string{"Kind": kind})
}

// WhereDocumentsKept says where the product's documents are kept: with
// the session when it is stored, only on screen when it is not.
func WhereDocumentsKept(kind string, stored bool) string {
	return render("where_documents_kept", map[string]any{"Kind": kind, "Stored": stored})
}

// NoSignature says a document has a fixed sign-off and no place for a
// name.
func NoSignature(kind string) string {
	return render("no_signature", map[string]string{"Kind": kind})
}

// SignatureSlot says which task takes a name for the sign-off.
func SignatureSlot(task, label string) string {
	return render("signature_slot", map[string]string{"Task": task, "Label": label})
}
