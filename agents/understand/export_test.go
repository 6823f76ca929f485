package understand

// WithinOneWord is withinOneWord, for the external tests of R51's leak rule
// (quality_test.go), which used to keep a copy of it.
var WithinOneWord = withinOneWord

// LeakWords is leakWords, the form R51's leak rule compares lines in.
var LeakWords = leakWords
