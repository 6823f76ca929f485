package understand

// Skip-grams (issue 24, acts19): a pair of words with one word between
// them ("log _ out" from "log me out", "log him out", "log em out"; "what
// _ do" from "what can/could/else do") is a feature of its own. Bigrams
// need the middle word to be one seen in training; the skip-gram carries
// the frame whatever fills it, so a new filler or a typo'd middle word
// keeps its act. Measured before it was kept, on the training families
// by five-fold cross-validation (cv_test.go) and on validation: the act
// head rose from 0.8455 to 0.8486 cross-validated and from 1,110 to
// 1,112 of 1,215 on validation (first and last words, moment×bigram,
// doubled words and character 4-grams were tried beside it and lost on
// one or the other). They are the act head's alone: the task heads read
// the features before them (message.forTask), as they were measured.

var fSkip = mix(fnvOffset, "s2:")

// skipGrams appends a feature per pair of words one apart.
func skipGrams(f []uint32, norm []string) []uint32 {
	for i := 0; i+2 < len(norm); i++ {
		if len(norm[i]) > 24 || len(norm[i+2]) > 24 {
			continue // no word is that long: as the character grams, a huge token is no frame
		}
		f = append(f, mix(mix(mixByte(mix(fSkip, norm[i]), ' '), "_ "), norm[i+2]))
	}
	return f
}

// forTask are the features the task heads read.
func (msg *message) forTask() []uint32 { return msg.feats[:msg.taskFeats] }
